/**
 * The guard of the editing API and everything else registered in the admin area's guarded scope:
 * before the body is read, a request must come from this site's own pages (403 otherwise) and
 * carry an open session (401 otherwise). A route with `config: { adminPage: true }` is a page an
 * editor may open from a bookmark, and sends one without a session to the sign-in page (303).
 * `editorOf` then gives the editor of a request it passed.
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
      const page = request.routeOptions.config.adminPage === true;
      const problem = sameOriginProblem(request, context.siteOrigin, { page });
      if (problem) return reply.code(403).send({ error: problem });
      try {
        const { editor } = await sessionOf(context.db, request, context.now());
        if (!editor && page) return reply.redirect("/admin/", 303);
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

declare module "fastify" {
  interface FastifyContextConfig {
    /** A page of the admin area (guard.ts): it may be opened from a bookmark; signed out, it leads to the sign-in page. */
    adminPage?: boolean;
  }
}
