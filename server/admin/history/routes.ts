/**
 * The history pages of the admin area, below the editing API's prefix (/admin), in the scope the
 * sign-in guards (same-origin requests with an open session only):
 * - GET /history: the site's latest changes under content/, the newest with "Undo this change";
 * - GET /history?collection=<name>&slug=<entry>: an entry's versions, each but the current one
 *   with "Restore this version";
 * - POST /history/restore (file, commit) and POST /history/undo (latest): plain form posts that
 *   answer 303 to the page they came from, with what happened; a refusal shows the page again
 *   with the reason and its status.
 * Pages an editor may bookmark; no script, their CSP allows the admin stylesheet only.
 */
import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createElement as h } from "react";
import { z } from "zod";
import { parseEntry } from "../../../core/content-model/load.ts";
import { renderDocument } from "../../html.ts";
import type { CmsCollection } from "../content/cms-config.ts";
import type { ContentCall, ContentContext } from "../content/context.ts";
import { locate } from "../content/paths.ts";
import { Refusal } from "../content/refusal.ts";
import type { EditorOf } from "../contracts.ts";
import { sendScriptlessPage } from "../replies.ts";
import { EntryHistoryPage, type EntryVersion, type Notice, SiteHistoryPage } from "../views/history.ts";
import { restoreVersion, undoLatest } from "./actions.ts";
import { fieldChanges } from "./changes.ts";
import { contentChanges, fileVersions, versionsShown } from "./versions.ts";

/** The largest form: a path and a commit hash. */
const formLimit = 2048;

const done = {
  restored: "Restored. The site is publishing it now: the editing screen's bar says when it is live.",
  undone: "Undone. The site is publishing the files as they were: the editing screen's bar says when it is live.",
  unchanged: "Nothing to do: the site already shows that version.",
} as const;

const pageQuery = z.strictObject({
  collection: z.string().max(40).optional(),
  slug: z.string().max(200).optional(),
  done: z.enum(Object.keys(done) as [keyof typeof done]).optional(),
});
const restoreForm = z.strictObject({ file: z.string().max(300), commit: z.string().max(64) });
const undoForm = z.strictObject({ latest: z.string().max(64) });

/** The entry's file of `collection` named `slug`; a refusal when there is none such. */
function entryPath(context: ContentContext, collection: string, slug: string): string {
  const found = context.config.collections.find((each) => each.name === collection);
  if (!found) throw new Refusal(404, `There is no collection "${collection}"`);
  const target = locate(context.config, `${found.folder}/${slug}.${found.extension}`);
  if (target.kind !== "entry") throw new Refusal(404, `"${slug}" is not an entry of ${found.label}`);
  return target.path;
}

/** The history page's address of an entry file, and its address on the editing screen. */
function addressesOf(context: ContentContext, path: string): { history: string; edit: string } | undefined {
  const collection = context.config.collections.find((each) => path.startsWith(`${each.folder}/`));
  if (!collection || !path.endsWith(`.${collection.extension}`)) return undefined;
  const slug = path.slice(collection.folder.length + 1, -collection.extension.length - 1);
  if (slug.includes("/")) return undefined;
  const query = new URLSearchParams({ collection: collection.name, slug });
  return {
    history: `/admin/history?${query}`,
    edit: `/admin/#/collections/${encodeURIComponent(collection.name)}/entries/${encodeURIComponent(slug)}`,
  };
}

/** An entry's title for its history page: the field that names it on the screen, else its file's name. */
function titleOf(collection: CmsCollection, path: string, text: string | undefined): string {
  try {
    const data = text === undefined ? undefined : (parseEntry(path, text) as Record<string, unknown>);
    const title = data?.[collection.titleField];
    if (typeof title === "string" && title.trim()) return title.trim();
  } catch {
    // A version the content model cannot read is named by its file.
  }
  return path.split("/").at(-1) ?? path;
}

async function entryPage(context: ContentContext, mayPublish: boolean, path: string, notice?: Notice): Promise<string> {
  const target = locate(context.config, path);
  if (target.kind !== "entry") throw new Refusal(404, `"${path}" is not an entry`);
  const versions = await fileVersions(context.repoDir, path);
  if (versions.length === 0) throw new Refusal(404, `"${path}" has no history`);
  const newest = versions[0];
  const addresses = addressesOf(context, path);
  return renderDocument(
    h(EntryHistoryPage, {
      view: {
        mayPublish,
        title: titleOf(target.collection, path, versions.find((version) => version.text !== undefined)?.text),
        path,
        editHref: addresses?.edit ?? "/admin/",
        notice,
        versions: versions.map(
          (version, index): EntryVersion => ({
            commit: version.commit,
            author: version.author,
            at: version.at,
            deleted: version.text === undefined,
            current: version === newest && version.text !== undefined,
            // The oldest version shown is the first unless the list was cut short.
            changes:
              index + 1 < versions.length
                ? fieldChanges(target.collection, path, versions[index + 1]?.text, version.text)
                : versions.length < versionsShown
                  ? "first"
                  : "earlier",
          }),
        ),
      },
    }),
  );
}

async function sitePage(context: ContentContext, mayPublish: boolean, notice?: Notice): Promise<string> {
  const changes = await contentChanges(context.repoDir);
  return renderDocument(
    h(SiteHistoryPage, {
      view: {
        mayPublish,
        notice,
        changes: changes.map((change) => ({
          ...change,
          links: change.files.map((file) => ({ path: file.path, href: addressesOf(context, file.path)?.history })),
        })),
      },
    }),
  );
}

/** A refusal's page: the page the form came from, with the reason; other errors go on to the scope's handler. */
async function refused(reply: FastifyReply, error: unknown, page: (notice: Notice) => Promise<string>) {
  if (!(error instanceof Refusal)) throw error;
  const notice: Notice = { kind: "refused", text: `Not done: ${error.message}.` };
  const html = await page(notice).catch(() =>
    renderDocument(h(SiteHistoryPage, { view: { mayPublish: false, changes: [], notice } })),
  );
  return sendScriptlessPage(reply, error.statusCode, html);
}

export function registerHistory(scope: FastifyInstance, context: ContentContext, editorOf: EditorOf): void {
  scope.register(async (history) => {
    await history.register(formbody, { bodyLimit: formLimit });
    const call = (request: Parameters<EditorOf>[0]): ContentCall => ({ context, editor: editorOf(request) });
    // The page offers restore and undo only to an account that may publish; the actions check again.
    const publishes = (request: Parameters<EditorOf>[0]) => editorOf(request).role !== "author";

    history.get("/history", { config: { adminPage: true } }, async (request, reply) => {
      const query = pageQuery.safeParse(request.query);
      if (!query.success)
        return refused(reply, new Refusal(400, "Ask for a collection and an entry"), () =>
          sitePage(context, publishes(request)),
        );
      const { collection, slug, done: what } = query.data;
      const notice: Notice | undefined = what ? { kind: "done", text: done[what] } : undefined;
      try {
        if (collection === undefined && slug === undefined)
          return sendScriptlessPage(reply, 200, await sitePage(context, publishes(request), notice));
        const path = entryPath(context, collection ?? "", slug ?? "");
        return sendScriptlessPage(reply, 200, await entryPage(context, publishes(request), path, notice));
      } catch (error) {
        return refused(reply, error, (shown) => sitePage(context, publishes(request), shown));
      }
    });

    history.post("/history/restore", { bodyLimit: formLimit }, async (request, reply) => {
      const form = restoreForm.safeParse(request.body);
      if (!form.success)
        return refused(reply, new Refusal(400, "Name the file and the version"), () =>
          sitePage(context, publishes(request)),
        );
      const { file, commit } = form.data;
      try {
        const restored = await restoreVersion(call(request), file, commit);
        const back = addressesOf(context, file)?.history ?? "/admin/history?";
        return reply.redirect(`${back}&done=${restored ? "restored" : "unchanged"}`, 303);
      } catch (error) {
        return refused(reply, error, (notice) => entryPage(context, publishes(request), file, notice));
      }
    });

    history.post("/history/undo", { bodyLimit: formLimit }, async (request, reply) => {
      const form = undoForm.safeParse(request.body);
      if (!form.success)
        return refused(reply, new Refusal(400, "Name the change to undo"), () => sitePage(context, publishes(request)));
      try {
        const undone = await undoLatest(call(request), form.data.latest);
        return reply.redirect(`/admin/history?done=${undone ? "undone" : "unchanged"}`, 303);
      } catch (error) {
        return refused(reply, error, (notice) => sitePage(context, publishes(request), notice));
      }
    });
  });
}
