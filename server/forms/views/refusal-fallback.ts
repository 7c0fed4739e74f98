/**
 * The refusal page when there is no build to take its template from (the server tests): the
 * same words and the same two places to fill in as the prerendered template.
 */
import { createElement as h, type ReactElement } from "react";
import { type FormRefusedPage, refusalTokens } from "../../../core/copy/form-replies.ts";
import { Page } from "../../html.ts";

export function RefusalFallback({ page }: { page: FormRefusedPage }): ReactElement {
  return h(
    Page,
    { title: page.title, robots: "noindex" },
    h(
      "main",
      null,
      h("h1", null, page.heading),
      h("p", null, refusalTokens.reason),
      h("p", null, h("a", { href: refusalTokens.back }, page.backLabel)),
    ),
  );
}
