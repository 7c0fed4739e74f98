/**
 * What the server adds to the editing screen (cms/index.html): who is signed in, with a link to
 * the visit counts and a sign-out button, and the publish status bar that cms/publish-status.js
 * fills in.
 */
import { Fragment, createElement as h, type ReactElement } from "react";

export function SessionForm({ name }: { name: string }): ReactElement {
  return h(
    "form",
    { className: "session", method: "post", action: "/admin/sign-out" },
    h("span", null, h("span", { className: "session-label" }, "Signed in as "), name),
    h("a", { href: "/admin/insights" }, "Visits and speed"),
    h("button", { type: "submit" }, "Sign out"),
  );
}

/**
 * The bar: a polite live region, in the page from the start so that screen readers follow it, a
 * button to put a message away, and its script.
 */
export function PublishStatus({ script }: { script: string }): ReactElement {
  return h(
    Fragment,
    null,
    h(
      "div",
      { id: "publish-status", className: "publish-status", "data-state": "" },
      h("p", { role: "status" }),
      h("button", { type: "button", "aria-label": "Dismiss", hidden: true }, "×"),
    ),
    h("script", { src: script }),
  );
}
