/**
 * The page that answers a form sent without JavaScript when the server refuses it: the
 * prerendered template of that form (site header, footer and styles, no scripts) with the reason
 * and the address of the form filled in. Without a build (the server tests) a plain page says
 * the same.
 */

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement as h } from "react";
import { type FormKind, formRefusedPages, refusalTokens } from "../../core/copy/form-replies.ts";
import { escapeMarkup } from "../../core/escape-markup.ts";
import { renderDocument } from "../html.ts";
import { plainHtml } from "../page-html.ts";
import { RefusalFallback } from "./views/refusal-fallback.ts";

export type RenderRefusal = (kind: FormKind, reason: string, back: string) => string;

export function loadRefusalPages(buildDir: string): RenderRefusal {
  const templates = Object.fromEntries(
    Object.entries(formRefusedPages).map(([kind, page]) => {
      const file = join(buildDir, page.path, "index.html");
      const html = existsSync(file)
        ? plainHtml(readFileSync(file, "utf8"), file)
        : renderDocument(h(RefusalFallback, { page }));
      return [kind, html];
    }),
  ) as Record<FormKind, string>;
  return (kind, reason, back) =>
    templates[kind]
      .replaceAll(refusalTokens.reason, escapeMarkup(reason))
      .replaceAll(refusalTokens.back, escapeMarkup(back));
}
