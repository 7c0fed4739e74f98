/**
 * The history pages (server/admin/history/routes.ts), complete without scripts: an entry's
 * versions, newest first, each with who saved it, when, and what it changed, and "Restore this
 * version" (a form); and the site's latest changes with "Undo this change" on the newest. Styled
 * by admin.css.
 */
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { Page } from "../../html.ts";
import type { FieldChange } from "../history/changes.ts";
import type { Change } from "../history/versions.ts";
import { editorsTime } from "../schedule/time.ts";

export interface Notice {
  kind: "done" | "refused";
  text: string;
}

export interface EntryVersion {
  commit: string;
  author: string;
  at: number;
  /** What it changed from the version before it; "first": it is the entry's first; "earlier": the one before is not shown. */
  changes: FieldChange[] | "first" | "earlier";
  current: boolean;
  deleted: boolean;
}

export interface EntryHistoryView {
  /** Whether the signed-in account may publish (an author may not): without it, no restore. */
  mayPublish: boolean;
  title: string;
  path: string;
  /** The entry on the editing screen. */
  editHref: string;
  versions: EntryVersion[];
  notice?: Notice;
}

export interface SiteChange extends Change {
  /** Each file with the address of its history page, when it is an entry. */
  links: { path: string; href?: string }[];
}

export interface SiteHistoryView {
  /** Whether the signed-in account may publish (an author may not): without it, no undo. */
  mayPublish: boolean;
  changes: SiteChange[];
  notice?: Notice;
}

export interface FrameProps {
  title: string;
  lede: ReactNode;
  notice?: Notice;
  children?: ReactNode;
}

/** A page of the admin area without scripts (history, schedule): the bar, the heading and its lede, what was just done, then the list. */
export function Frame({ title, lede, notice, children }: FrameProps): ReactElement {
  return h(
    Page,
    {
      title: `${title} · Scriptoria admin`,
      robots: "noindex, nofollow",
      head: h("link", { rel: "stylesheet", href: "/admin/admin.css" }),
      body: { className: "history" },
    },
    h(
      "header",
      { className: "screen-bar" },
      h("a", { href: "/admin/" }, "Back to the editing screen"),
      h("a", { href: "/admin/history" }, "Latest changes"),
      h("a", { href: "/admin/schedule" }, "Drafts and schedule"),
    ),
    h(
      "main",
      null,
      h("h1", null, title),
      h("p", { className: "lede" }, lede),
      notice
        ? h(
            "p",
            { className: `history-notice ${notice.kind}`, role: notice.kind === "refused" ? "alert" : "status" },
            notice.text,
          )
        : null,
      h("ol", { className: "history-list" }, children),
    ),
  );
}

/** One version or change: when, who (and what), then its details. */
function Item({ at, who, children }: { at: number; who: string; children?: ReactNode }): ReactElement {
  return h("li", null, h("h2", null, editorsTime(at)), h("p", { className: "history-who" }, who), children);
}

function ChangeList({ changes }: { changes: FieldChange[] }): ReactElement {
  if (changes.length === 0) return h("p", { className: "history-same" }, "No field changed.");
  return h(
    "ul",
    { className: "history-changes" },
    changes.map((change) =>
      h(
        "li",
        { key: change.label },
        h("strong", null, change.label),
        change.before === undefined
          ? " changed"
          : [
              ": ",
              change.before ? h("del", { key: "before" }, change.before) : h("em", { key: "before" }, "empty"),
              " → ",
              change.after ? h("ins", { key: "after" }, change.after) : h("em", { key: "after" }, "empty"),
            ],
      ),
    ),
  );
}

function RestoreForm({ path, commit }: { path: string; commit: string }): ReactElement {
  return h(
    "form",
    { method: "post", action: "/admin/history/restore" },
    h("input", { type: "hidden", name: "file", value: path }),
    h("input", { type: "hidden", name: "commit", value: commit }),
    h("button", { type: "submit" }, "Restore this version"),
  );
}

export function EntryHistoryPage({ view }: { view: EntryHistoryView }): ReactElement {
  return h(
    Frame,
    {
      title: `History of “${view.title}”`,
      lede: [
        "Every published version, newest first. Restoring one publishes it as a new version; nothing is lost. ",
        h("a", { key: "edit", href: view.editHref }, "Edit the entry"),
      ],
      notice: view.notice,
    },
    view.versions.map((version) =>
      h(
        Item,
        {
          key: version.commit,
          at: version.at,
          who: `${version.deleted ? "Deleted" : "Saved"} by ${version.author} · version ${version.commit.slice(0, 7)}`,
        },
        version.deleted
          ? null
          : version.changes === "first"
            ? h("p", { className: "history-same" }, "The entry's first version.")
            : version.changes === "earlier"
              ? h("p", { className: "history-same" }, "Earlier versions are not shown.")
              : h(ChangeList, { changes: version.changes }),
        version.current
          ? h("p", { className: "history-current" }, "This is the version on the site.")
          : version.deleted || !view.mayPublish
            ? null
            : h(RestoreForm, { path: view.path, commit: version.commit }),
      ),
    ),
  );
}

const statusWords = { A: "added", M: "changed", D: "deleted" } as const;

export function SiteHistoryPage({ view }: { view: SiteHistoryView }): ReactElement {
  const [latest] = view.changes;
  return h(
    Frame,
    {
      title: "Latest changes to the site",
      lede: "What editors published, newest first. Undoing the latest change publishes the files as they were before it.",
      notice: view.notice,
    },
    view.changes.map((change) =>
      h(
        Item,
        { key: change.commit, at: change.at, who: `${change.author} · ${change.subject}` },
        h(
          "ul",
          { className: "history-changes" },
          change.files.map((file, index) => {
            const href = change.links[index]?.href;
            return h(
              "li",
              { key: file.path },
              href ? h("a", { href }, file.path) : file.path,
              ` ${statusWords[file.status]}`,
            );
          }),
        ),
        change === latest && view.mayPublish
          ? h(
              "form",
              { method: "post", action: "/admin/history/undo" },
              h("input", { type: "hidden", name: "latest", value: change.commit }),
              h("button", { type: "submit" }, "Undo this change"),
            )
          : null,
      ),
    ),
  );
}
