/**
 * The editing screen's preview: `POST /admin/api/preview` answers the page (a story, the News list
 * or the home page; an opening's page or the careers page) as the site renders it, with the draft
 * the screen holds in place of the published entry: the live build's own code and content (renderer.ts), the draft checked as a
 * save is (draft.ts); an entry the schema refuses yet (one being written) is answered 200 with the
 * field and the reason as JSON, as a save's refusal names them. The answer runs no script (its policy says so, and the screen shows it in a
 * sandboxed frame). `GET /admin/preview/photos/:file` serves a draft photo's renditions. Any
 * signed-in account may preview; registered in the editing API's scope (signed-in, same-origin).
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { LiveSite } from "../../site.ts";
import type { ContentContext } from "../content/context.ts";
import { described } from "../content/params.ts";
import { Refusal, refusalBody } from "../content/refusal.ts";
import type { EditorOf } from "../contracts.ts";
import { previewDraft, previewRequest } from "./draft.ts";
import { previewRendition } from "./photos.ts";
import { createRenderer } from "./renderer.ts";

/** A story with its longest body, highlights and six captions is a few kilobytes. */
const maxPreviewBytes = 64 * 1024;

/** The preview's page: the site's styles, fonts and pictures; no script; framed by the admin area only. */
export const previewPolicy = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

/** An account's previews under way at once: the screen sends one at a time, dropping the one before. */
const previewsPerAccount = 2;

function answer(reply: FastifyReply, page: { status: number; html: string }): FastifyReply {
  return reply
    .code(page.status)
    .headers({
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": previewPolicy,
    })
    .send(page.html);
}

export function registerPreview(
  api: FastifyInstance,
  context: ContentContext,
  site: LiveSite,
  editorOf: EditorOf,
): void {
  const renderer = createRenderer(site);
  api.addHook("onClose", () => renderer.close());
  const underWay = new Map<number, number>();

  api.post("/api/preview", { bodyLimit: maxPreviewBytes }, async (request, reply) => {
    const { id } = editorOf(request);
    const count = underWay.get(id) ?? 0;
    // Turned away before any work: a flood from one account costs the server nothing but the answers.
    if (count >= previewsPerAccount) throw new Refusal(429, "Previews come one at a time; this one is skipped");
    underWay.set(id, count + 1);
    try {
      const parsed = previewRequest.safeParse(request.body);
      if (!parsed.success) throw new Refusal(400, `The preview's request is not valid: ${described(parsed.error)}`);
      const sources = { repoDir: context.repoDir, db: context.db, root: site.root };
      const draft = await previewDraft(sources, parsed.data).catch((error: unknown) => {
        // An entry being written is often not complete yet: that is an answer, not a failure.
        if (error instanceof Refusal && error.statusCode === 422) return error;
        throw error;
      });
      if (draft instanceof Refusal) {
        return reply.code(200).header("cache-control", "no-store").send(refusalBody(draft));
      }
      return await answer(reply, await renderer.render({ view: parsed.data.view, draft }));
    } finally {
      const left = (underWay.get(id) ?? 1) - 1;
      if (left > 0) underWay.set(id, left);
      else underWay.delete(id);
    }
  });

  api.get<{ Params: { file: string } }>("/preview/photos/:file", async (request, reply) => {
    const rendition = await previewRendition(request.params.file);
    if (!rendition) throw new Refusal(404, "No such picture of a preview (it is made again when the preview is)");
    const type = request.params.file.endsWith(".avif") ? "image/avif" : "image/webp";
    return reply.headers({ "content-type": type, "cache-control": "private, max-age=600" }).send(rendition);
  });
}
