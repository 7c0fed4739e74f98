/**
 * Editors' accounts as `npm run editors` manages them: an e-mail address (kept lower-case), a
 * name (the author of their commits, so no angle brackets or control characters) and a password
 * of at least 12 characters. A new password, or removing the account, ends its sessions at once.
 */
import { z } from "zod";
import { hashPassword, passwordProblem } from "./passwords.ts";
import type { SqlDatabase } from "./store/db.ts";
import { deleteEditor, findEditor, insertEditor, type StoredEditor, updatePassword } from "./store/editors.ts";

export class AccountError extends Error {}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const emailSchema = z.email("Give an e-mail address, e.g. name@example.com").max(254, "The e-mail address is too long");
const nameSchema = z
  .string()
  .trim()
  .min(1, 'Give the editor\'s name with --name "NAME"')
  .max(100, "The name must be at most 100 characters")
  // It becomes the author of commits: "Name <email>".
  .regex(/^[^<>\p{Cc}]+$/u, "The name must not contain < > or control characters");

function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AccountError(result.error.issues[0]?.message ?? "Invalid value");
  return result.data;
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  return password;
}

export async function addAccount(
  db: SqlDatabase,
  input: { email: string; name: string; password: string },
  now: number,
): Promise<StoredEditor> {
  const email = checked(emailSchema, normalizeEmail(input.email));
  const name = checked(nameSchema, input.name);
  const passwordHash = await hashPassword(checkedPassword(input.password));
  if (!(await insertEditor(db, { email, name, passwordHash }, now))) {
    throw new AccountError(`${email} has an account already`);
  }
  const editor = await findEditor(db, email);
  if (!editor) throw new AccountError(`${email} was removed while it was being added`);
  return editor;
}

export async function changePassword(db: SqlDatabase, rawEmail: string, password: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const passwordHash = await hashPassword(checkedPassword(password));
  if (!(await updatePassword(db, email, passwordHash))) {
    throw new AccountError(`${email} has no account`);
  }
}

export async function removeAccount(db: SqlDatabase, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (!(await deleteEditor(db, email))) throw new AccountError(`${email} has no account`);
}
