/**
 * Failed sign-ins slow down and then lock, per account and per client address, in the database
 * (so every instance counts the same attempts). The figures are those of docs/operations.md,
 * Lockout:
 *
 * - an account (the e-mail address as typed, whether or not it has an account, so that a lock
 *   says nothing about which addresses exist): 5 failures in a row are free, then each attempt
 *   waits 1, 2, 4, 8, 16 s after the last; the 10th failure locks it for 15 minutes (and so does
 *   every failure after that); a right password, or 24 hours without a failure, starts afresh.
 * - a client address (an IPv6 address by its /64): 20 failures are free, then 1 s doubling up to
 *   60 s; the 30th locks it for an hour; an hour without a failure starts afresh.
 *
 * An attempt refused for waiting or a lock is not checked and does not count.
 *
 * So that anyone who knows an editor's address cannot keep the editor out by locking the
 * account, a browser that signed in to it carries a device cookie (OWASP's "device cookies"): an
 * attempt with a valid one for the account typed is not subject to the account's count or lock,
 * only to the device's own: `deviceFailureLimit` wrong passwords in a row, after which the
 * device is forgotten and the browser counts as any other. The client address counts either way.
 */
import { isIPv6 } from "node:net";
import type { SqlDatabase } from "./store/db.ts";
import { claimDeviceAttempt, deleteDevice, deviceOf, returnDeviceAttempt } from "./store/devices.ts";
import { claimAttempt, clearFailures, type Failures, readFailures, returnAttempt } from "./store/throttle.ts";

export interface ThrottlePolicy {
  /** Failures in a row before attempts have to wait. */
  free: number;
  /** Failures in a row that lock. */
  lockAt: number;
  lockMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

export const accountPolicy: ThrottlePolicy = {
  free: 5,
  lockAt: 10,
  lockMs: 15 * minute,
  maxDelayMs: minute,
  forgetMs: 24 * hour,
};
export const addressPolicy: ThrottlePolicy = { free: 20, lockAt: 30, lockMs: hour, maxDelayMs: minute, forgetMs: hour };

/** Wrong passwords in a row from a device before it is forgotten (the account's own count allows ten). */
export const deviceFailureLimit = 5;
/** A device cookie holds this long after the sign-in that issued it; every sign-in issues a new one. */
export const deviceLifetimeMs = 365 * 24 * hour;
/** Devices kept per account, the newest (a browser cleared of its cookies leaves its device behind). */
export const devicesKept = 20;

/** The longest any failure is remembered (rows older than this are purged). */
export const longestMemoryMs = Math.max(accountPolicy.forgetMs, addressPolicy.forgetMs);

const live = (failures: Failures | undefined, policy: ThrottlePolicy, now: number) =>
  failures && failures.lastAt > now - policy.forgetMs ? failures.count : 0;

/** When the next attempt may be checked, after these failures (at or before `now`: at once). */
export function nextAttemptAt(failures: Failures | undefined, policy: ThrottlePolicy, now: number): number {
  const count = live(failures, policy, now);
  if (!failures || count < policy.free) return 0;
  if (count >= policy.lockAt) return failures.lastAt + policy.lockMs;
  return failures.lastAt + Math.min(1000 * 2 ** (count - policy.free), policy.maxDelayMs);
}

/** The part of a client address that counts: an IPv4 address, or an IPv6 address's first 64 bits. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return `address:${mapped[1]}`;
  if (!isIPv6(ip)) return `address:${ip}`;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `address:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export const accountKey = (email: string) => `account:${email}`;

interface Counted {
  key: string;
  policy: ThrottlePolicy;
}

/** Granted: counted against the address and the account, or, from a trusted device, the device (its token hash). */
export type Claim = { granted: true; device?: string } | { granted: false; retryAt: number };

/** Counts this attempt against one key, unless it has to wait. */
async function claimOne(db: SqlDatabase, { key, policy }: Counted, now: number): Promise<Claim> {
  const seen = await readFailures(db, key);
  const allowedAt = nextAttemptAt(seen, policy, now);
  if (allowedAt > now) return { granted: false, retryAt: allowedAt };
  const next = { count: live(seen, policy, now) + 1, lastAt: now };
  // Another attempt on the same key was counted in between: this one waits for the next second.
  return (await claimAttempt(db, key, seen, next)) ? { granted: true } : { granted: false, retryAt: now + 1000 };
}

/** Counts the attempt against a device of the account typed, if `device` is one that still holds. */
async function claimDevice(db: SqlDatabase, email: string, device: string, now: number): Promise<boolean> {
  if (!(await deviceOf(db, device, email, now - deviceLifetimeMs))) return false;
  if (await claimDeviceAttempt(db, device, deviceFailureLimit)) return true;
  // Its wrong passwords are used up: from now on it is a browser like any other.
  await deleteDevice(db, device);
  return false;
}

/**
 * Counts a sign-in attempt as a failure before its password is checked (see store/throttle.ts),
 * the address first and then the account, or instead of the account the device (the SHA-256 of
 * the request's device cookie's token) if it is one of the account's; refused if one of them has
 * to wait or is locked.
 */
export async function claimSignIn(
  db: SqlDatabase,
  email: string,
  ip: string,
  now: number,
  device?: string,
): Promise<Claim> {
  const address = { key: addressKey(ip), policy: addressPolicy };
  const byAddress = await claimOne(db, address, now);
  if (!byAddress.granted) return byAddress;
  if (device && (await claimDevice(db, email, device, now))) return { granted: true, device };
  const byAccount = await claimOne(db, { key: accountKey(email), policy: accountPolicy }, now);
  if (!byAccount.granted) await returnAttempt(db, address.key);
  return byAccount;
}

/**
 * The password was right: the address gets its attempt back; the account starts afresh, unless
 * the attempt came from a device (others' failures still hold for browsers it has not seen), whose
 * record the new device cookie replaces.
 */
export async function settleSignIn(db: SqlDatabase, email: string, ip: string, claim?: Claim): Promise<void> {
  if (claim?.granted && claim.device) await deleteDevice(db, claim.device);
  else await clearFailures(db, accountKey(email));
  await returnAttempt(db, addressKey(ip));
}

/** The password was not checked after all (too many checks at once): the attempt is given back. */
export async function releaseSignIn(db: SqlDatabase, email: string, ip: string, claim: Claim): Promise<void> {
  if (!claim.granted) return;
  if (claim.device) await returnDeviceAttempt(db, claim.device);
  else await returnAttempt(db, accountKey(email));
  await returnAttempt(db, addressKey(ip));
}
