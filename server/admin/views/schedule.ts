/**
 * The schedule page (server/admin/schedule/routes.ts), complete without scripts: every draft,
 * the scheduled ones first with when they go live, each with its status, its author and a link
 * to it on the editing screen; an editor chooses a day and a time to publish it, or takes it off
 * the schedule. Styled by admin.css, in the history pages' frame.
 */
import { createElement as h, type ReactElement } from "react";
import { editorsDayAndTime, editorsTime, editorsZone } from "../schedule/time.ts";
import { Frame, type Notice } from "./history.ts";

export interface DraftRow {
  collection: string;
  collectionLabel: string;
  slug: string;
  title: string;
  status: "draft" | "pending_review" | "pending_publish";
  author: string;
  updatedAt: number;
  publishAt: number | null;
  scheduleNote: string | null;
  editHref: string;
}

export interface ScheduleView {
  mayPublish: boolean;
  drafts: DraftRow[];
  /** Today on the editors' clock (YYYY-MM-DD), the first day a form offers. */
  today: string;
  notice?: Notice;
}

const statusWords = { draft: "Draft", pending_review: "In review", pending_publish: "Ready" } as const;

function Key({ draft }: { draft: DraftRow }): ReactElement[] {
  return [
    h("input", { key: "collection", type: "hidden", name: "collection", value: draft.collection }),
    h("input", { key: "slug", type: "hidden", name: "slug", value: draft.slug }),
  ];
}

function ScheduleForm({ draft, today }: { draft: DraftRow; today: string }): ReactElement {
  const id = `${draft.collection}-${draft.slug}`;
  // A scheduled draft's form starts at its time.
  const at = draft.publishAt === null ? { day: undefined, time: "09:00" } : editorsDayAndTime(draft.publishAt);
  return h(
    "form",
    { method: "post", action: "/admin/schedule", className: "schedule-form" },
    Key({ draft }),
    h(
      "fieldset",
      null,
      h("legend", null, `Publish at (${editorsZone.name})`),
      h(
        "div",
        { className: "schedule-field" },
        h("label", { htmlFor: `day-${id}` }, "Day"),
        h("input", { id: `day-${id}`, type: "date", name: "day", min: today, required: true, defaultValue: at.day }),
      ),
      h(
        "div",
        { className: "schedule-field" },
        h("label", { htmlFor: `time-${id}` }, "Time"),
        h("input", { id: `time-${id}`, type: "time", name: "time", required: true, defaultValue: at.time }),
      ),
      h("button", { type: "submit" }, draft.publishAt === null ? "Schedule" : "Change the time"),
    ),
  );
}

function DraftItem({ draft, view }: { draft: DraftRow; view: ScheduleView }): ReactElement {
  return h(
    "li",
    { id: `draft-${draft.collection}-${draft.slug}` },
    h("h2", null, h("a", { href: draft.editHref }, draft.title)),
    h(
      "p",
      { className: "history-who" },
      `${draft.collectionLabel} · ${statusWords[draft.status]} · by ${draft.author} · changed ${editorsTime(draft.updatedAt)}`,
    ),
    draft.publishAt === null
      ? null
      : h("p", { className: "history-current" }, `Publishes on ${editorsTime(draft.publishAt)}.`),
    draft.scheduleNote ? h("p", { className: "history-notice refused" }, `${draft.scheduleNote}.`) : null,
    view.mayPublish ? h(ScheduleForm, { draft, today: view.today }) : null,
    view.mayPublish && draft.publishAt !== null
      ? h(
          "form",
          { method: "post", action: "/admin/schedule/cancel" },
          Key({ draft }),
          h("button", { type: "submit" }, "Take off the schedule"),
        )
      : null,
  );
}

export function SchedulePage({ view }: { view: ScheduleView }): ReactElement {
  return h(
    Frame,
    {
      title: "Drafts and schedule",
      lede:
        view.drafts.length === 0
          ? "No drafts. A story saved on the editing screen waits here until it is published."
          : view.mayPublish
            ? "Every draft, the scheduled ones first. Choose when a draft goes live: the site publishes it then, with the same checks as a save."
            : "Every draft, the scheduled ones first. An editor chooses when each goes live.",
      notice: view.notice,
    },
    view.drafts.map((draft) => h(DraftItem, { key: `${draft.collection}/${draft.slug}`, draft, view })),
  );
}
