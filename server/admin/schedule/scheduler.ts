/**
 * Publishes scheduled drafts when their time comes: every 15 s each instance looks for due
 * drafts, holds one (a statement only one instance can win, ../store/drafts.ts claimSchedule),
 * and publishes it as the editor who scheduled it, with the same checks as a save. A refusal takes
 * the draft off the schedule with the reason, shown on the schedule page. An instance that stops
 * halfway lets its hold lapse, and another publishes the draft: publishing the same text twice
 * commits nothing the second time, so the draft goes live once.
 */
import type { FastifyBaseLogger } from "fastify";
import { schedulePeriodic } from "../../periodic.ts";
import type { ContentContext } from "../content/context.ts";
import { Refusal } from "../content/refusal.ts";
import { publishDraft } from "../content/workflow-actions.ts";
import { claimSchedule, dueDrafts, endSchedule, findDraft } from "../store/drafts.ts";
import { findEditorById } from "../store/editors.ts";
import { editorsTime } from "./time.ts";

export const scheduleCheckMs = 15_000;
/** How long an instance holds a due draft it publishes; longer than a publish's save takes. */
export const holdMs = 5 * 60_000;
const perRound = 20;

/** Publishes the drafts due at `now`; resolves with how many this instance published. */
export async function publishDue(context: ContentContext, now = Date.now()): Promise<number> {
  const { db, log } = context;
  let published = 0;
  for (const due of await dueDrafts(db, now, perRound)) {
    if (due.publishAt === null || !(await claimSchedule(db, due, due.publishAt, now, holdMs))) continue;
    const draft = await findDraft(db, due);
    if (!draft) continue;
    const when = editorsTime(due.publishAt);
    const editor = draft.scheduledBy === null ? undefined : await findEditorById(db, draft.scheduledBy);
    if (!editor || editor.role === "author") {
      await endSchedule(db, draft, `Not published on ${when}: the account that scheduled it can no longer publish`);
      continue;
    }
    try {
      await publishDraft({ context, editor }, draft);
      // Published; a draft changed meanwhile stays, off the schedule.
      await endSchedule(db, draft, null);
      published += 1;
      log.info({ path: draft.path, editor: editor.id }, "admin: scheduled draft published");
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      await endSchedule(db, draft, `Not published on ${when}: ${error.message}`);
      log.warn({ path: draft.path, reason: error.message }, "admin: a scheduled draft was refused");
    }
  }
  return published;
}

/** Checks for due drafts now and every scheduleCheckMs until `stop`. */
export function startScheduler(context: ContentContext, log: FastifyBaseLogger) {
  return schedulePeriodic({
    intervalMs: scheduleCheckMs,
    after: Promise.resolve(),
    work: async () => void (await publishDue(context)),
    failed: (message) => log.warn({ reason: message }, "admin: scheduled publishing failed; it tries again"),
  });
}
