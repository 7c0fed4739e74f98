/**
 * The sign-in page: a plain form that works without scripts, styled by the admin stylesheet only
 * (its policy allows no script and no inline style).
 */
import { Fragment, createElement as h, type ReactElement } from "react";
import { brand } from "../../../core/copy/brand.ts";
import { Page } from "../../html.ts";

export interface SignInView {
  /** The address typed last time, kept in the field. */
  email?: string;
  /** What went wrong (the fields are marked invalid). */
  error?: string;
  /** Something to know that is not an error (e.g. the session has ended). */
  notice?: string;
}

const messageId = "sign-in-message";

function message({ error, notice }: SignInView): ReactElement | null {
  if (error) return h("p", { id: messageId, className: "message", role: "alert" }, error);
  if (notice) return h("p", { id: messageId, className: "message notice", role: "status" }, notice);
  return null;
}

export function SignInPage({ view, stylesheet }: { view: SignInView; stylesheet: string }): ReactElement {
  const email = view.email ?? "";
  const invalid = view.error ? true : undefined;
  return h(
    Page,
    {
      title: `${view.error ? "Not signed in · " : ""}Sign in · ${brand.name}`,
      robots: "noindex",
      head: h(
        Fragment,
        null,
        h("link", { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }),
        h("link", { rel: "stylesheet", href: stylesheet }),
      ),
      body: { className: "sign-in" },
    },
    h(
      "main",
      { className: "card" },
      h("img", { className: "logo", src: "/media/brand/logo.svg", alt: brand.name, width: 183, height: 40 }),
      h("h1", null, "Sign in to edit the website"),
      h("p", { className: "lead" }, "Editors change the news, openings, samples, people and offices here."),
      message(view),
      h(
        "form",
        {
          method: "post",
          action: "/admin/sign-in",
          "aria-describedby": view.error || view.notice ? messageId : undefined,
        },
        h("label", { htmlFor: "email" }, "E-mail address"),
        h("input", {
          id: "email",
          name: "email",
          type: "email",
          autoComplete: "username",
          required: true,
          maxLength: 254,
          defaultValue: email,
          "aria-invalid": invalid,
          autoFocus: !email,
        }),
        h("label", { htmlFor: "password" }, "Password"),
        h("input", {
          id: "password",
          name: "password",
          type: "password",
          autoComplete: "current-password",
          required: true,
          "aria-invalid": invalid,
          autoFocus: Boolean(email),
        }),
        h("button", { type: "submit" }, "Sign in"),
      ),
      h("p", { className: "note" }, "No account, or forgot the password? Ask the person who runs the website."),
    ),
  );
}
