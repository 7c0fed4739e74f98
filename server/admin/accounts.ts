/**
 * Editors' accounts as `npm run editors` manages them: an e-mail address (kept lower-case), a
 * name (the author of their commits: in NFC, without angle brackets, control characters or
 * anything else that could disguise it) and a password of at least 12 characters. A new
 * password, or removing the account, ends its sessions at once.
 */
import { z } from "zod";
import { type Role, roles } from "./contracts.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import type { SqlDatabase } from "./store/db.ts";
import {
  deleteEditor,
  findEditor,
  insertEditor,
  type StoredEditor,
  updateName,
  updatePassword,
  updateRole,
} from "./store/editors.ts";

export class AccountError extends Error {}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const emailSchema = z.email("Give an e-mail address, e.g. name@example.com").max(254, "The e-mail address is too long");
/**
 * Characters that change how a name looks without being seen: direction controls (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F, U+061C), zero-width ones (U+200B–U+200D, U+2060, U+FEFF) and
 * every other format character, and line separators. In `git log` "Asha\u202Eanem" would show as
 * another editor's name.
 */
const invisible = /[\p{Cf}\p{Zl}\p{Zp}]/u;

/** U+202E, as the refusal names it. */
const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

const nameSchema = z
  .string()
  .trim()
  // One spelling for one look: "é" typed as e and a combining accent is stored as "é".
  .normalize("NFC")
  .min(1, 'Give the editor\'s name with --name "NAME"')
  .max(100, "The name must be at most 100 characters")
  // It becomes the author of commits: "Name <email>".
  .regex(/^[^<>\p{Cc}]+$/u, "The name must not contain < > or control characters")
  .superRefine((name, context) => {
    const found = invisible.exec(name)?.[0];
    if (found) {
      context.addIssue({
        code: "custom",
        message: `The name must not contain direction controls or invisible characters (it has ${codePoint(found)})`,
      });
    }
  });

/**
 * A stored name as it may appear as a commit's author: whatever an older version let in that
 * could disguise it (control, format and invisible characters) taken out, in NFC. Names made by
 * `npm run editors` pass unchanged.
 */
export function authorName(name: string, email: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[<>\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .trim();
  return cleaned || email;
}

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
  input: { email: string; name: string; password: string; role?: Role },
  now: number,
): Promise<StoredEditor> {
  const email = checked(emailSchema, normalizeEmail(input.email));
  const name = checked(nameSchema, input.name);
  const role = checkedRole(input.role ?? "editor");
  const passwordHash = await hashPassword(checkedPassword(input.password));
  if (!(await insertEditor(db, { email, name, passwordHash, role }, now))) {
    throw new AccountError(`${email} has an account already`);
  }
  const editor = await findEditor(db, email);
  if (!editor) throw new AccountError(`${email} was removed while it was being added`);
  return editor;
}

/** The role named, or a refusal listing the roles. */
export function checkedRole(value: string): Role {
  const role = roles.find((each) => each === value);
  if (!role) throw new AccountError(`A role is one of ${roles.join(", ")}; "${value}" is none of them`);
  return role;
}

/** Gives the account another role; its open sessions have it at their next request. */
export async function changeRole(db: SqlDatabase, rawEmail: string, rawRole: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (!(await updateRole(db, email, checkedRole(rawRole)))) throw new AccountError(`${email} has no account`);
}

export async function changePassword(db: SqlDatabase, rawEmail: string, password: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  const passwordHash = await hashPassword(checkedPassword(password));
  if (!(await updatePassword(db, email, passwordHash))) {
    throw new AccountError(`${email} has no account`);
  }
}

/** Gives an account another name (checked as a new account's is); its sessions stay. */
export async function renameAccount(db: SqlDatabase, rawEmail: string, rawName: string): Promise<string> {
  const email = normalizeEmail(rawEmail);
  const name = checked(nameSchema, rawName);
  if (!(await updateName(db, email, name))) throw new AccountError(`${email} has no account`);
  return name;
}

export async function removeAccount(db: SqlDatabase, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (!(await deleteEditor(db, email))) throw new AccountError(`${email} has no account`);
}
