/** Editors' accounts: one row per e-mail address (stored lower-case), with its password's hash. */

import type { Database, Row } from "../../db/database.ts";
import { type Editor, type Role, roles } from "../contracts.ts";

export interface StoredEditor extends Editor {
  passwordHash: string;
  /** Raised by every password change; a session opens only with the generation it was made in. */
  generation: number;
  createdAt: number;
  lastSignInAt: number | null;
}

const columns = "id, email, name, role, password_hash, generation, created_at, last_sign_in_at";

/** A stored role; anything else (never written by this code) counts as the least: an author. */
export const roleOf = (value: unknown): Role => roles.find((role) => role === value) ?? "author";

const toEditor = (row: Row): StoredEditor => ({
  id: Number(row.id),
  email: String(row.email),
  name: String(row.name),
  role: roleOf(row.role),
  passwordHash: String(row.password_hash),
  generation: Number(row.generation),
  createdAt: Number(row.created_at),
  lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
});

export async function findEditor(db: Database, email: string): Promise<StoredEditor | undefined> {
  const rows = await db.all(`SELECT ${columns} FROM admin_editors WHERE email = $1`, [email]);
  return rows[0] && toEditor(rows[0]);
}

export async function findEditorById(db: Database, id: number): Promise<StoredEditor | undefined> {
  const rows = await db.all(`SELECT ${columns} FROM admin_editors WHERE id = $1`, [id]);
  return rows[0] && toEditor(rows[0]);
}

export async function listEditors(db: Database): Promise<StoredEditor[]> {
  return (await db.all(`SELECT ${columns} FROM admin_editors ORDER BY email`)).map(toEditor);
}

/** Adds an account; false if the address has one already. */
export async function insertEditor(
  db: Database,
  editor: { email: string; name: string; passwordHash: string; role: Role },
  now: number,
): Promise<boolean> {
  const changed = await db.run(
    `INSERT INTO admin_editors (email, name, password_hash, created_at, role) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (email) DO NOTHING`,
    [editor.email, editor.name, editor.passwordHash, now, editor.role],
  );
  return changed === 1;
}

/** Sets a new password and raises the generation: every session of the account ends in the same statement. */
export async function updatePassword(db: Database, email: string, passwordHash: string): Promise<boolean> {
  const changed = await db.run(
    "UPDATE admin_editors SET password_hash = $2, generation = generation + 1 WHERE email = $1",
    [email, passwordHash],
  );
  return changed === 1;
}

/** Gives the account another name; false if the address has no account. */
export async function updateName(db: Database, email: string, name: string): Promise<boolean> {
  return (await db.run("UPDATE admin_editors SET name = $2 WHERE email = $1", [email, name])) === 1;
}

/** Gives the account another role; false if the address has no account. Its sessions stay: each request reads the role again. */
export async function updateRole(db: Database, email: string, role: Role): Promise<boolean> {
  return (await db.run("UPDATE admin_editors SET role = $2 WHERE email = $1", [email, role])) === 1;
}

/** Replaces a hash by a stronger one of the same password, unless the password changed meanwhile (sessions stay). */
export async function replaceHash(db: Database, id: number, oldHash: string, newHash: string): Promise<void> {
  await db.run("UPDATE admin_editors SET password_hash = $3 WHERE id = $1 AND password_hash = $2", [
    id,
    oldHash,
    newHash,
  ]);
}

/** Removes an account; its sessions go with it (foreign key, ON DELETE CASCADE). */
export async function deleteEditor(db: Database, email: string): Promise<boolean> {
  return (await db.run("DELETE FROM admin_editors WHERE email = $1", [email])) === 1;
}

export async function recordSignIn(db: Database, id: number, now: number): Promise<void> {
  await db.run("UPDATE admin_editors SET last_sign_in_at = $2 WHERE id = $1", [id, now]);
}
