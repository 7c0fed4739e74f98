/**
 * Field rules shared by the contact and career schemas. Built on zod's mini build so that the
 * browser bundle stays small; the server validates with the very same schemas.
 */
import { z } from "zod/mini";

/** A plausible address, without characters that could split a mail header or an address list. */
const emailPattern = /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse control characters.
const controlCharacters = /[\u0000-\u001f\u007f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, but tabs and line breaks are allowed.
const controlCharactersExceptBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The longest name either form accepts. */
export const nameMaxLength = 100;

/** The longest e-mail address (RFC 5321's limit on a path). */
export const emailMaxLength = 254;

/** What a phone input accepts, for the browser's own check when no script runs. */
export const phonePattern = "[0-9]{10}";

/** Hidden field that people never see; a robot that fills it is answered as usual and ignored. */
export const honeypotName = "website";

/** Keeps the digits of a phone number, at most 10 (what the phone inputs do while typing). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "").slice(0, 10);
}

/** A required single-line text: trimmed, not empty, bounded, no control characters. */
export function singleLine(label: string, required: string, max: number) {
  return z.string(required).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.refine((value) => !controlCharacters.test(value), `${label} must be on one line.`),
  );
}

/** A required text of several lines. */
export function multiLine(label: string, required: string, max: number) {
  return z.string(required).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(max, `${label} must be at most ${max} characters.`),
    z.refine(
      (value) => !controlCharactersExceptBreaks.test(value),
      `${label} contains characters that are not allowed.`,
    ),
  );
}

export function email(required: string, invalid: string) {
  return z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(emailMaxLength, invalid),
      z.regex(emailPattern, invalid),
    );
}

/** Exactly ten digits (the inputs strip everything else while typing). */
export function phone(required: string, invalid: string) {
  return z
    .string(required)
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.regex(/^\d{10}$/, invalid));
}

/** The messages of the fields every form asks for. */
export interface PersonMessages {
  name: string;
  email: string;
  emailFormat: string;
  phone: string;
  phoneLength: string;
}

/** What both forms say of the person fields; each form words the phone's length itself. */
export const personMessages = {
  name: "Name is required.",
  email: "Email is required.",
  emailFormat: "Invalid email format.",
  phone: "Phone number is required.",
} as const;

/** The name, e-mail and ten-digit phone both forms ask for, each form with its own wording. */
export function personFields(messages: PersonMessages) {
  return {
    name: singleLine("Name", messages.name, nameMaxLength),
    email: email(messages.email, messages.emailFormat),
    phone: phone(messages.phone, messages.phoneLength),
  };
}

/** The field names of an object schema, in the order of its shape: what an endpoint reads. */
export function fieldNames<Shape extends object>(schema: { shape: Shape }): (keyof Shape & string)[] {
  return Object.keys(schema.shape) as (keyof Shape & string)[];
}

/** One of a fixed list; an empty or unknown value gets the same message. */
export function choice(options: readonly string[], required: string) {
  return z.string(required).check(z.refine((value) => options.includes(value), required));
}

/** A message without its full stop, to be joined with others or followed by more words. */
export function clause(message: string): string {
  return message.replace(/\.$/, "");
}

/** The first message of each invalid field, joined: what a refusal tells the visitor. */
export function describeIssues(error: z.core.$ZodError): string {
  const seen = new Set<string>();
  const messages: string[] = [];
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (seen.has(key)) continue;
    seen.add(key);
    messages.push(clause(issue.message));
  }
  return messages.join("; ");
}
