/**
 * Passwords: Argon2id (Node's crypto.argon2) with OWASP's recommended parameters, stored as a
 * PHC string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, unpadded base64) with a random
 * 16-byte salt. A stored hash keeps its own parameters, so raising them later still verifies old
 * hashes; `needsRehash` says when one should be replaced at its next sign-in.
 *
 * Each check takes about 60 ms of a core and 19 MiB, so a crowd of guesses from many addresses
 * (each within its own limits) would otherwise queue a real sign-in behind them for seconds. At
 * most `checkLimits.running` run at once and `checkLimits.waiting` wait; a check beyond that is
 * refused at once (PasswordChecksBusy) rather than queued. A check with priority (a browser the
 * account signed in from before, see lockout.ts; hashing a new password) is never refused and
 * goes before the others.
 */
import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { createWorkQueue } from "../work-queue.ts";

const argon2Async = promisify(argon2);

export const checkLimits = { running: 2, waiting: 8 } as const;

/** Too many password checks are running and waiting: try again in a moment. */
export class PasswordChecksBusy extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super("Too many password checks at once");
  }
}

const gate = createWorkQueue(checkLimits.running, checkLimits.waiting, () => new PasswordChecksBusy());

/** Whether a check without priority would be refused now: the sign-in refuses it before any other work. */
export const passwordChecksFull = () => gate.full();

type Argon2Parameters = Parameters<typeof argon2Async>[1];

const derive = (parameters: Argon2Parameters, priority: boolean) =>
  gate.run(() => argon2Async("argon2id", parameters), { priority });

/** OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB of memory, 2 passes, 1 lane. */
export const argon2Parameters = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const saltBytes = 16;
const version = 19;

export const passwordLimits = { min: 12, max: 1024 } as const;

interface Parsed {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

const b64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

function parse(encoded: string): Parsed | undefined {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(encoded);
  if (!match) return undefined;
  const [, memory, passes, parallelism, salt = "", hash = ""] = match;
  return {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    salt: Buffer.from(salt, "base64"),
    hash: Buffer.from(hash, "base64"),
  };
}

export async function hashPassword(password: string): Promise<string> {
  const { memory, passes, parallelism, tagLength } = argon2Parameters;
  const salt = randomBytes(saltBytes);
  // Never refused: a new account's or a new password's, or a stronger hash after a right password.
  const hash = await derive({ message: password, nonce: salt, memory, passes, parallelism, tagLength }, true);
  return `$argon2id$v=${version}$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

/**
 * Whether `password` is the one `encoded` was made from (compared in constant time). Throws
 * PasswordChecksBusy, without checking, when too many checks are running and waiting, unless
 * `priority`.
 */
export async function verifyPassword(password: string, encoded: string, { priority = false } = {}): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const { memory, passes, parallelism, salt, hash } = parsed;
  const derived = await derive(
    { message: password, nonce: salt, memory, passes, parallelism, tagLength: hash.length },
    priority,
  );
  return timingSafeEqual(derived, hash);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  const { memory, passes, parallelism, tagLength } = argon2Parameters;
  return (
    !parsed ||
    parsed.memory < memory ||
    parsed.passes < passes ||
    parsed.parallelism !== parallelism ||
    parsed.hash.length < tagLength
  );
}

let dummy: Promise<string> | undefined;

/**
 * A hash of no one's password, made once per process: an unknown e-mail address is checked
 * against it, so that it takes as long as a known one with a wrong password.
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString("base64"));
  return dummy;
}

/** Why a new password is refused, or undefined if it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < passwordLimits.min) return `The password must be at least ${passwordLimits.min} characters long`;
  if (length > passwordLimits.max) return `The password must be at most ${passwordLimits.max} characters long`;
  return undefined;
}
