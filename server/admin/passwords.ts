/**
 * Passwords: Argon2id (Node's crypto.argon2) with OWASP's recommended parameters, stored as a
 * PHC string (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, unpadded base64) with a random
 * 16-byte salt. A stored hash keeps its own parameters, so raising them later still verifies old
 * hashes; `needsRehash` says when one should be replaced at its next sign-in.
 */
import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const derive = promisify(argon2);

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
  const hash = await derive("argon2id", { message: password, nonce: salt, memory, passes, parallelism, tagLength });
  return `$argon2id$v=${version}$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(hash)}`;
}

/** Whether `password` is the one `encoded` was made from (compared in constant time). */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed) return false;
  const { memory, passes, parallelism, salt, hash } = parsed;
  const derived = await derive("argon2id", {
    message: password,
    nonce: salt,
    memory,
    passes,
    parallelism,
    tagLength: hash.length,
  });
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
