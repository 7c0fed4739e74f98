/**
 * What a browser loads of the admin area: /admin/ (the editing screen to a signed-in editor,
 * the sign-in page to anyone else), its stylesheet, and, to signed-in editors only, the screen's
 * configuration (/admin/config.yml), Decap's bundle and the publish status bar's script. Without
 * a session those answer 401 and never the CMS's code.
 */
import { readFileSync } from "node:fs";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { type AdminContext, unavailableMessage } from "./context.ts";
import type { Editor } from "./contracts.ts";
import { decapAssets, sendAsset } from "./decap-assets.ts";
import { screenPage, screenPolicy, screenScripts, stylesheet, stylesheetPath } from "./pages.ts";
import { sendSignIn } from "./replies.ts";
import { screenConfig } from "./screen-config.ts";
import { clearedCookie } from "./session-cookie.ts";
import { type RequestSession, sessionOf } from "./sessions.ts";

const endedNotice = "Your session has ended. Sign in again to go on editing.";
const signInFirst = "Sign in first.";

/** The request's session; undefined (after answering 503) if the database cannot tell. */
async function sessionOrUnavailable(
  context: AdminContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<RequestSession | undefined> {
  try {
    return await sessionOf(context.db, request, context.now());
  } catch (error) {
    request.log.error({ err: (error as Error).message }, "admin: session check failed: database unavailable");
    reply.code(503).type("text/plain; charset=utf-8").send(unavailableMessage);
    return undefined;
  }
}

/** Answers `send(…, editor)` to a signed-in editor, 401 to anyone else. */
function signedInOnly(
  context: AdminContext,
  send: (request: FastifyRequest, reply: FastifyReply, editor: Editor) => unknown,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessionOrUnavailable(context, request, reply);
    if (!session) return reply;
    if (!session.editor) return reply.code(401).type("text/plain; charset=utf-8").send(signInFirst);
    return send(request, reply, session.editor);
  };
}

async function home(
  context: AdminContext,
  screen: (editor: Editor) => string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let session: RequestSession;
  try {
    session = await sessionOf(context.db, request, context.now());
  } catch (error) {
    request.log.error({ err: (error as Error).message }, "admin: session check failed: database unavailable");
    return sendSignIn(reply, 503, { error: unavailableMessage });
  }
  if (session.editor) {
    return reply
      .headers({ "content-type": "text/html; charset=utf-8", "content-security-policy": screenPolicy })
      .send(screen(session.editor));
  }
  if (!session.presented) return sendSignIn(reply, 200);
  reply.header("set-cookie", clearedCookie(request));
  return sendSignIn(reply, 200, { notice: endedNotice });
}

export interface ScreenOptions {
  context: AdminContext;
  /** The working copy whose cms/config.yml the screen reads. */
  repoDir: string;
  siteUrl: string;
}

export const screenRoutes: FastifyPluginAsync<ScreenOptions> = async (admin, { context, repoDir, siteUrl }) => {
  const screen = screenPage(readFileSync(new URL("../../cms/index.html", import.meta.url), "utf8"));
  const configs = {
    author: screenConfig(repoDir, siteUrl, "author"),
    other: screenConfig(repoDir, siteUrl, "editor"),
  };
  const scripts = screenScripts.map(
    (name) => [name, readFileSync(new URL(`../../cms/${name}`, import.meta.url))] as const,
  );

  admin.get("/admin", (_request, reply) => reply.redirect("/admin/", 301));
  admin.get("/admin/", (request, reply) => home(context, screen, request, reply));
  admin.get(stylesheetPath, (_request, reply) =>
    reply.headers({ "content-type": "text/css; charset=utf-8", "cache-control": "no-cache" }).send(stylesheet),
  );
  admin.get(
    "/admin/config.yml",
    signedInOnly(context, (_request, reply, editor) =>
      reply.type("text/yaml; charset=utf-8").send(editor.role === "author" ? configs.author : configs.other),
    ),
  );
  for (const [name, script] of scripts) {
    admin.get(
      `/admin/${name}`,
      signedInOnly(context, (_request, reply) =>
        reply
          .headers({ "content-type": "application/javascript; charset=utf-8", "cache-control": "no-cache" })
          .send(script),
      ),
    );
  }
  for (const [path, asset] of decapAssets()) {
    admin.get(
      path,
      signedInOnly(context, (request, reply) => sendAsset(request, reply, asset)),
    );
  }
};
