/**
 * The guard of the editing API and everything else registered in the admin area's guarded scope:
 * before the body is read, a request must come from this site's own pages (403 otherwise) and
 * carry an open session (401 otherwise). `editorOf` then gives the editor of a request it passed.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { type AdminContext, unavailableMessage } from "./context.ts";
import type { Editor, EditorOf } from "./contracts.ts";
import { sameOriginProblem } from "./same-origin.ts";
import { sessionOf } from "./sessions.ts";

export const notSignedInMessage = "You are not signed in, or your session has ended: sign in again";

export interface Guard {
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  editorOf: EditorOf;
}

export function createGuard(context: AdminContext): Guard {
  const editors = new WeakMap<FastifyRequest, Editor>();
  return {
    async onRequest(request, reply) {
      const problem = sameOriginProblem(request, context.siteOrigin);
      if (problem) return reply.code(403).send({ error: problem });
      try {
        const { editor } = await sessionOf(context.db, request, context.now());
        if (!editor) return reply.code(401).send({ error: notSignedInMessage });
        editors.set(request, editor);
      } catch (error) {
        request.log.error({ err: (error as Error).message }, "admin: session check failed: database unavailable");
        return reply.code(503).send({ error: unavailableMessage });
      }
      return undefined;
    },
    editorOf(request) {
      const editor = editors.get(request);
      if (!editor) throw new Error("editorOf: the request did not pass the admin area's guard");
      return editor;
    },
  };
}
