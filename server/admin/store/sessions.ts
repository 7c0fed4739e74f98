/**
 * Sessions: the SHA-256 of each token, its editor and the editor's password generation when it
 * began, and when it began and was last used. A session opens only while its editor exists with
 * the same generation, so removing an account or changing its password ends its sessions at once.
 */

import type { Database } from "../../db/database.ts";
import { authorName } from "../accounts.ts";
import type { Editor } from "../contracts.ts";
import { roleOf } from "./editors.ts";

export interface SessionLimits {
  /** A session unused this long has ended. */
  idleMs: number;
  /** A session this old has ended, however busy. */
  absoluteMs: number;
}

export interface OpenSession {
  editor: Editor;
  lastSeenAt: number;
}

export async function insertSession(
  db: Database,
  session: { tokenHash: string; editorId: number; generation: number },
  now: number,
): Promise<void> {
  await db.run(
    `INSERT INTO admin_sessions (token_hash, editor_id, generation, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [session.tokenHash, session.editorId, session.generation, now],
  );
}

/** The session of a token hash, if it is still open at `now`. */
export async function findSession(
  db: Database,
  tokenHash: string,
  now: number,
  limits: SessionLimits,
): Promise<OpenSession | undefined> {
  const [row] = await db.all(
    `SELECT e.id, e.email, e.name, e.role, s.last_seen_at
     FROM admin_sessions s JOIN admin_editors e ON e.id = s.editor_id AND e.generation = s.generation
     WHERE s.token_hash = $1 AND s.last_seen_at > $2 AND s.created_at > $3`,
    [tokenHash, now - limits.idleMs, now - limits.absoluteMs],
  );
  if (!row) return undefined;
  return {
    // The name becomes a commit's author: cleaned again here, whatever the database holds.
    editor: {
      id: Number(row.id),
      email: String(row.email),
      name: authorName(String(row.name), String(row.email)),
      role: roleOf(row.role),
    },
    lastSeenAt: Number(row.last_seen_at),
  };
}

export async function touchSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db.run("UPDATE admin_sessions SET last_seen_at = $2 WHERE token_hash = $1", [tokenHash, now]);
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.run("DELETE FROM admin_sessions WHERE token_hash = $1", [tokenHash]);
}

/** Deletes the sessions that can no longer open: ended, or of an older password. */
export async function purgeSessions(db: Database, now: number, limits: SessionLimits): Promise<number> {
  return db.run(
    `DELETE FROM admin_sessions WHERE last_seen_at <= $1 OR created_at <= $2
     OR generation <> (SELECT generation FROM admin_editors e WHERE e.id = admin_sessions.editor_id)`,
    [now - limits.idleMs, now - limits.absoluteMs],
  );
}
