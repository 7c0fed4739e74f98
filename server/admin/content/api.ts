/**
 * The editing API: `POST <prefix>/api/v1`, Decap CMS's proxy protocol (`{"action": …,
 * "params": …}`, the protocol decap-server speaks) over the content/ folder of the working copy,
 * for the collections of its cms/config.yml. It is registered by the admin plugin inside the scope
 * whose hooks have already checked the session and the request's origin; this module trusts
 * `editorOf(request)` and checks everything else: params (zod), paths, entries (the build's
 * schemas), photos (decoded), then commits each save with the editor as author.
 */
import { realpath } from "node:fs/promises";
import { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import type { LiveSite } from "../../site.ts";
import type { EditorOf, Publisher } from "../contracts.ts";
import { registerHistory } from "../history/routes.ts";
import { registerPreview } from "../preview/routes.ts";
import { registerSchedule } from "../schedule/routes.ts";
import { startScheduler } from "../schedule/scheduler.ts";
import { readCmsConfig } from "./cms-config.ts";
import type { ContentCall, ContentContext } from "./context.ts";
import { startEntryChecks, stopEntryChecks } from "./entry-checks.ts";
import { type GitIdentity, topLevel } from "./git.ts";
import { type Action, type ContentRequest, type Params, parseRequest } from "./params.ts";
import { maxPhotoBytes } from "./photo-check.ts";
import { photoWorkScope } from "./photo-queue.ts";
import * as read from "./read-actions.ts";
import { Refusal, refusalBody } from "./refusal.ts";
import * as save from "./save-actions.ts";
import * as workflow from "./workflow-actions.ts";

export interface ContentApiOptions {
  /** The git working copy (its top folder) whose content/ is edited. */
  repoDir: string;
  /** The signed-in editor of a request that passed the scope's guard. */
  editorOf: EditorOf;
  /** Asked to build and serve each commit. */
  publisher?: Publisher;
  /** The admin database, which keeps the drafts. */
  db: Database;
  log?: FastifyBaseLogger;
  /** Who commits (the editor is the author); default "Scriptoria website <website@scriptoria.example>". */
  committer?: GitIdentity;
  /** How long checking one entry may take before it is stopped and refused (EDIT_CHECK_TIMEOUT_MS); default 3 s. */
  checkTimeoutMs?: number;
  /** The build being served, whose code renders the previews; without it there is no preview. */
  site?: LiveSite;
}

export const defaultCommitter: GitIdentity = { name: "Scriptoria website", email: "website@scriptoria.example" };

/** The largest request: two photos of 20 MB in base64 and the entry (Decap sends a save's new photos together). */
export const maxRequestBytes = 2 * Math.ceil((maxPhotoBytes * 4) / 3) + 1024 * 1024;

type Handlers = { [A in Action]: (call: ContentCall, params: Params<A>) => unknown };

const handlers: Handlers = {
  info: read.info,
  entriesByFolder: read.entriesByFolder,
  entriesByFiles: read.entriesByFiles,
  getEntry: read.getEntry,
  getMedia: read.getMedia,
  getMediaFile: read.getMediaFile,
  getDeployPreview: () => null,
  unpublishedEntries: workflow.unpublishedEntries,
  unpublishedEntry: workflow.unpublishedEntry,
  unpublishedEntryDataFile: workflow.unpublishedEntryDataFile,
  unpublishedEntryMediaFile: workflow.unpublishedEntryMediaFile,
  updateUnpublishedEntryStatus: workflow.updateUnpublishedEntryStatus,
  deleteUnpublishedEntry: workflow.deleteUnpublishedEntry,
  publishUnpublishedEntry: workflow.publishUnpublishedEntry,
  persistEntry: (call, params) =>
    params.options.useWorkflow ? workflow.saveDraft(call, params) : save.persistEntry(call, params),
  persistMedia: save.persistMedia,
  deleteFile: save.deleteFile,
  deleteFiles: save.deleteFiles,
};

function dispatch<A extends Action>(call: ContentCall, request: { action: A; params: Params<A> }): unknown {
  return handlers[request.action](call, request.params);
}

/** Fastify's own refusals (body too large, not JSON) in the editing screen's words. */
function frameworkMessage(error: FastifyError): string {
  if (error.statusCode === 413) {
    return `The request is larger than ${Math.floor(maxRequestBytes / 1048576)} MB: a photo may be at most 20 MB; save large photos one at a time`;
  }
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "The editing API takes JSON (application/json)";
  if (/^FST_ERR_CTP_.*JSON/.test(error.code ?? "")) return "The request is not valid JSON";
  return error.message;
}

/** How long a connection whose body was refused stays open, its data read and dropped, so the client reads the 413. */
const lingerMs = 5000;

/**
 * Keeps the connection open for a while after refusing an oversized body: the server reads and
 * drops what still arrives, as nginx's lingering close does. Closed at once, the socket would
 * answer the client's further data with a reset, which often destroys the 413 before the client
 * has read it.
 */
function lingerAfterRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader("connection");
  const socket = request.raw.socket;
  // A request injected without a connection (Fastify's inject) has none to keep open.
  if (!(socket instanceof Socket)) return;
  const timer = setTimeout(() => socket.destroy(), lingerMs).unref();
  socket.once("close", () => clearTimeout(timer));
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Refusal) return reply.code(error.statusCode).send(refusalBody(error));
  const status = error.statusCode ?? 500;
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") lingerAfterRefusedBody(request, reply);
  if (status >= 400 && status < 500) return reply.code(status).send({ error: frameworkMessage(error) });
  request.log.error({ err: error }, "admin: the editing API failed");
  return reply.code(500).send({ error: "The server could not carry this out; nothing was changed" });
}

async function createContext(options: ContentApiOptions, log: FastifyBaseLogger): Promise<ContentContext> {
  const repoDir = await realpath(options.repoDir);
  if ((await realpath(await topLevel(repoDir))) !== repoDir) {
    throw new Error(`${options.repoDir} must be the top folder of a git working copy`);
  }
  return {
    repoDir,
    config: readCmsConfig(repoDir),
    committer: options.committer ?? defaultCommitter,
    publisher: options.publisher,
    db: options.db,
    log: options.log ?? log,
  };
}

/** A body larger than this (or of unknown length) counts as an upload. */
const uploadBytes = 1024 * 1024;
/** Uploads one account may send at once: each body is held whole in memory until it is checked. */
export const uploadsPerEditor = 2;

/**
 * Refuses (429), before its body is read, an editor's upload beyond `uploadsPerEditor` at once:
 * otherwise one account sending many parallel saves of 50 MB could fill the server's memory
 * before the photo queue ever sees them. Counted per account, so signing in again does not help.
 */
function limitUploads(api: FastifyInstance, editorOf: EditorOf): void {
  const uploading = new Map<number, number>();
  api.addHook("onRequest", async (request, reply) => {
    const length = Number(request.headers["content-length"] ?? Number.NaN);
    if (length <= uploadBytes) return undefined;
    const { id } = editorOf(request);
    const count = uploading.get(id) ?? 0;
    if (count >= uploadsPerEditor) {
      return reply
        .code(429)
        .header("retry-after", "5")
        .send({
          error: `At most ${uploadsPerEditor} saves with photos are taken at once; save again when they are done`,
        });
    }
    uploading.set(id, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (uploading.get(id) ?? 1) - 1;
      if (left > 0) uploading.set(id, left);
      else uploading.delete(id);
    };
    // Answered, or the connection lost before that.
    reply.raw.once("finish", release);
    reply.raw.once("close", release);
    return undefined;
  });
}

/**
 * Adds `POST /api/v1` (below the scope's prefix) to a scope whose hooks admit only signed-in,
 * same-origin requests; the route is registered in a child of `scope`, so it runs the scope's
 * hooks, and its own error handler answers every refusal as 4xx `{"error": …}`. Its body may be
 * up to maxRequestBytes: a guard in `onRequest` turns a stranger away before any of it is read
 * (a `preHandler` runs only once the body has been parsed).
 */
export function registerContentApi(scope: FastifyInstance, options: ContentApiOptions): void {
  scope.register(async (api) => {
    const context = await createContext(options, api.log);
    // Entries are parsed and validated in a thread of their own, started now and kept (entry-checks.ts).
    const checks = startEntryChecks(context.repoDir, options.checkTimeoutMs);
    api.addHook("onClose", () => stopEntryChecks(context.repoDir, checks));
    // Scheduled drafts are published when their time comes, by whichever instance gets there first.
    const scheduler = startScheduler(context, api.log);
    api.addHook("onClose", () => scheduler.stop());
    api.setErrorHandler(answerError);
    // As the server stops, requests waiting for photo work are answered at once (photo-queue.ts).
    // In preHandler, once the body is read: the handler runs in the scope's context from there.
    const stopping = new AbortController();
    api.addHook("preHandler", (_request, _reply, done) => photoWorkScope.run(stopping.signal, done));
    api.addHook("preClose", (done) => {
      stopping.abort();
      done();
    });
    limitUploads(api, options.editorOf);
    api.post("/api/v1", { bodyLimit: maxRequestBytes }, async (request, reply) => {
      reply.header("cache-control", "no-store");
      const call = { context, editor: options.editorOf(request) };
      const result = await dispatch(call, parseRequest(request.body) satisfies ContentRequest);
      return reply.send(result);
    });
    // The entries' versions and the site's latest changes, with restore and undo: saves like the API's.
    registerHistory(api, context, options.editorOf);
    // The drafts, with the time each scheduled one is published.
    registerSchedule(api, context, options.editorOf);
    // The pages of a story as the site will show them, before it is published.
    if (options.site) registerPreview(api, context, options.site, options.editorOf);
  });
}
