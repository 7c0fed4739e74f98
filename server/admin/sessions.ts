/** A request's session: finding it from the cookie, starting one at sign-in, ending it at sign-out. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Editor } from "./contracts.ts";
import {
  clearedCookie,
  newToken,
  sessionCookie,
  sessionLimits,
  sessionToken,
  tokenHash,
  touchIntervalMs,
} from "./session-cookie.ts";
import type { SqlDatabase } from "./store/db.ts";
import { deleteSession, findSession, insertSession, touchSession } from "./store/sessions.ts";

export interface RequestSession {
  /** The signed-in editor, while the session is open. */
  editor: Editor | undefined;
  /** Whether the request carried a session cookie at all (an ended session, if there is no editor). */
  presented: boolean;
}

/** The editor of the request's session, if it is open; records its use (at most once a minute). */
export async function sessionOf(db: SqlDatabase, request: FastifyRequest, now: number): Promise<RequestSession> {
  const token = sessionToken(request);
  if (!token) return { editor: undefined, presented: false };
  const hash = tokenHash(token);
  const session = await findSession(db, hash, now, sessionLimits);
  if (session && now - session.lastSeenAt >= touchIntervalMs) await touchSession(db, hash, now);
  return { editor: session?.editor, presented: true };
}

/** A new session for a signed-in editor, with a new token (any session the request had is ended). */
export async function startSession(
  db: SqlDatabase,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: { editor: Editor; generation: number },
  now: number,
): Promise<void> {
  const previous = sessionToken(request);
  if (previous) await deleteSession(db, tokenHash(previous));
  const token = newToken();
  await insertSession(
    db,
    { tokenHash: tokenHash(token), editorId: signedIn.editor.id, generation: signedIn.generation },
    now,
  );
  reply.header("set-cookie", sessionCookie(request, token));
}

export async function endSession(db: SqlDatabase, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header("set-cookie", clearedCookie(request));
  const token = sessionToken(request);
  if (token) await deleteSession(db, tokenHash(token));
}
