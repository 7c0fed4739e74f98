/**
 * What the server adds to the editing screen (cms/index.html): a bar above Decap's screen, in the
 * page's flow so that it covers nothing, with who is signed in, the publish status that
 * cms/publish-status.js fills in (a polite live region, in the page from the start so that screen
 * readers follow it, with a button to put a message away), a link to the history (the site's
 * latest changes; on an entry, cms/screen.js points it at the entry's versions), links to the
 * drafts and their schedule, to the visit counts and, for an admin, to the accounts, and a
 * sign-out button.
 */
import { createElement as h, type ReactElement } from "react";
import type { Role } from "../contracts.ts";

export function ScreenBar({ name, role }: { name: string; role: Role }): ReactElement {
  return h(
    "div",
    { className: "screen-bar" },
    h(
      "form",
      { className: "session", method: "post", action: "/admin/sign-out" },
      h("span", { className: "session-name" }, h("span", { className: "session-label" }, "Signed in as "), name),
      h("a", { id: "history-link", href: "/admin/history" }, "Latest changes"),
      h("a", { href: "/admin/schedule" }, "Drafts and schedule"),
      h("a", { href: "/admin/insights" }, "Visits and speed"),
      role === "admin" ? h("a", { href: "/admin/accounts" }, "Accounts") : null,
      h("button", { type: "submit" }, "Sign out"),
    ),
    h(
      "div",
      { id: "publish-status", className: "publish-status", "data-state": "" },
      h("p", { role: "status" }),
      h("button", { type: "button", "aria-label": "Dismiss", hidden: true }, "×"),
    ),
  );
}
