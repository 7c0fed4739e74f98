/**
 * The schedule of the admin area, below the editing API's prefix (/admin), in the scope the
 * sign-in guards (same-origin requests with an open session only):
 * - GET /schedule: every draft, the scheduled ones first (views/schedule.ts);
 * - POST /schedule (collection, slug, day, time): publish the draft then (an editor only);
 * - POST /schedule/cancel (collection, slug): take it off the schedule.
 * Plain form posts that answer 303 to the page; a refusal shows the page again with the reason.
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createElement as h } from "react";
import { z } from "zod";
import { parseEntry } from "../../../core/content-model/load.ts";
import { renderDocument } from "../../html.ts";
import type { ContentContext } from "../content/context.ts";
import { Refusal } from "../content/refusal.ts";
import { checkMayPublish } from "../content/roles.ts";
import type { EditorOf } from "../contracts.ts";
import { sendScriptlessPage } from "../replies.ts";
import { type Draft, findDraft, listDrafts, scheduleDraft } from "../store/drafts.ts";
import type { Notice } from "../views/history.ts";
import { type DraftRow, SchedulePage } from "../views/schedule.ts";
import { editorsDayAndTime, editorsMoment, editorsTime } from "./time.ts";

const formLimit = 2048;
const keyFields = { collection: z.string().min(1).max(100), slug: z.string().min(1).max(200) };
const scheduleForm = z.strictObject({ ...keyFields, day: z.string().max(10), time: z.string().max(5) });
const cancelForm = z.strictObject(keyFields);
const doneQuery = z.object({ done: z.enum(["scheduled", "cancelled"]).optional() });

function titleOf(context: ContentContext, draft: Draft): string {
  const collection = context.config.collections.find((each) => each.name === draft.collection);
  try {
    const data = parseEntry(draft.path, draft.raw) as Record<string, unknown>;
    const title = data[collection?.titleField ?? "title"];
    if (typeof title === "string" && title.trim()) return title.trim();
  } catch {
    // A draft the content model cannot read is named by its file.
  }
  return draft.slug;
}

function rowOf(context: ContentContext, draft: Draft): DraftRow {
  const collection = context.config.collections.find((each) => each.name === draft.collection);
  return {
    collection: draft.collection,
    collectionLabel: collection?.label ?? draft.collection,
    slug: draft.slug,
    title: titleOf(context, draft),
    status: draft.status,
    author: draft.authorName,
    updatedAt: draft.updatedAt,
    publishAt: draft.publishAt,
    scheduleNote: draft.scheduleNote,
    editHref: `/admin/#/collections/${encodeURIComponent(draft.collection)}/entries/${encodeURIComponent(draft.slug)}`,
  };
}

async function page(context: ContentContext, mayPublish: boolean, notice?: Notice): Promise<string> {
  const drafts = (await listDrafts(context.db)).sort(
    (a, b) => (a.publishAt ?? Number.MAX_SAFE_INTEGER) - (b.publishAt ?? Number.MAX_SAFE_INTEGER),
  );
  return renderDocument(
    h(SchedulePage, {
      view: {
        mayPublish,
        drafts: drafts.map((draft) => rowOf(context, draft)),
        today: editorsDayAndTime(Date.now()).day,
        notice,
      },
    }),
  );
}

export function registerSchedule(scope: FastifyInstance, context: ContentContext, editorOf: EditorOf): void {
  scope.register(async (schedule) => {
    await schedule.register(formbody, { bodyLimit: formLimit });
    const mayPublish = (request: Parameters<EditorOf>[0]) => editorOf(request).role !== "author";
    const refused = async (reply: FastifyReply, request: Parameters<EditorOf>[0], error: unknown) => {
      if (!(error instanceof Refusal)) throw error;
      const notice: Notice = { kind: "refused", text: `Not done: ${error.message}.` };
      return sendScriptlessPage(reply, error.statusCode, await page(context, mayPublish(request), notice));
    };

    schedule.get("/schedule", { config: { adminPage: true } }, async (request, reply) => {
      const query = doneQuery.safeParse(request.query);
      const done = query.success ? query.data.done : undefined;
      const notice: Notice | undefined =
        done === "scheduled"
          ? { kind: "done", text: "Scheduled. The site publishes the draft at that time." }
          : done === "cancelled"
            ? { kind: "done", text: "Taken off the schedule. The draft stays a draft." }
            : undefined;
      return sendScriptlessPage(reply, 200, await page(context, mayPublish(request), notice));
    });

    schedule.post("/schedule", { bodyLimit: formLimit }, async (request, reply) => {
      try {
        const editor = editorOf(request);
        checkMayPublish(editor);
        const form = scheduleForm.safeParse(request.body);
        if (!form.success) throw new Refusal(400, "Choose a day and a time");
        const at = editorsMoment(form.data.day, form.data.time);
        if (at === undefined) throw new Refusal(422, `${form.data.day} ${form.data.time} is not a day and a time`);
        if (at <= Date.now()) throw new Refusal(422, `${editorsTime(at)} has passed: choose a time to come`);
        await context.db.transaction(async (tx) => {
          if (!(await findDraft(tx, form.data))) throw new Refusal(404, "There is no such draft");
          await scheduleDraft(tx, form.data, at, editor.id);
        });
        return reply.redirect("/admin/schedule?done=scheduled", 303);
      } catch (error) {
        return refused(reply, request, error);
      }
    });

    schedule.post("/schedule/cancel", { bodyLimit: formLimit }, async (request, reply) => {
      try {
        checkMayPublish(editorOf(request));
        const form = cancelForm.safeParse(request.body);
        if (!form.success) throw new Refusal(400, "Name the draft");
        await scheduleDraft(context.db, form.data, null, null);
        return reply.redirect("/admin/schedule?done=cancelled", 303);
      } catch (error) {
        return refused(reply, request, error);
      }
    });
  });
}
