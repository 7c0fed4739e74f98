/**
 * Checks an e-mail address and password. Every attempt is first counted by the lockout (see
 * lockout.ts); an unknown address is checked against a dummy hash, so that it takes as long as
 * a wrong password and the answer is the same. A right password made with weaker parameters
 * than today's is hashed again. An attempt from one of the account's devices is checked first
 * when many wait; one refused as PasswordChecksBusy gives its counted attempt back.
 */
import type { Editor } from "./contracts.ts";
import { claimSignIn, releaseSignIn, settleSignIn } from "./lockout.ts";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import type { SqlDatabase } from "./store/db.ts";
import { findEditor, recordSignIn, replaceHash, type StoredEditor } from "./store/editors.ts";

export type Outcome =
  | { result: "signed-in"; editor: Editor; generation: number }
  | { result: "refused" }
  | { result: "waiting"; retryAt: number };

async function passwordMatches(
  editor: StoredEditor | undefined,
  password: string,
  priority: boolean,
): Promise<boolean> {
  const matches = await verifyPassword(password, editor?.passwordHash ?? (await dummyHash()), { priority });
  return matches && editor !== undefined;
}

async function rehashIfWeak(db: SqlDatabase, editor: StoredEditor, password: string): Promise<void> {
  if (needsRehash(editor.passwordHash)) {
    await replaceHash(db, editor.id, editor.passwordHash, await hashPassword(password));
  }
}

export async function authenticate(
  db: SqlDatabase,
  attempt: { email: string; password: string; ip: string; device?: string },
  now: number,
): Promise<Outcome> {
  const { email, password, ip, device } = attempt;
  const claim = await claimSignIn(db, email, ip, now, device);
  if (!claim.granted) return { result: "waiting", retryAt: claim.retryAt };
  const editor = await findEditor(db, email);
  let matches: boolean;
  try {
    matches = await passwordMatches(editor, password, claim.device !== undefined);
  } catch (error) {
    await releaseSignIn(db, email, ip, claim);
    throw error;
  }
  if (!matches || !editor) return { result: "refused" };
  await settleSignIn(db, email, ip, claim);
  await rehashIfWeak(db, editor, password);
  await recordSignIn(db, editor.id, now);
  return {
    result: "signed-in",
    editor: { id: editor.id, email: editor.email, name: editor.name, role: editor.role },
    generation: editor.generation,
  };
}
