/**
 * Failed sign-ins in a row per key (an account or a client address), shared by every instance.
 * An attempt is claimed before its password is checked: the count moves from what the caller
 * read to one more only if no other attempt moved it first (compare and set), so attempts made
 * in parallel cannot slip past the limit together.
 */
import type { Database } from "../../db/database.ts";

export interface Failures {
  count: number;
  lastAt: number;
}

export async function readFailures(db: Database, key: string): Promise<Failures | undefined> {
  const [row] = await db.all("SELECT failures, last_failure_at FROM admin_sign_in_throttle WHERE key = $1", [key]);
  return row && { count: Number(row.failures), lastAt: Number(row.last_failure_at) };
}

/** Counts one more attempt, as `seen` was read (undefined: no row); false if another attempt got there first. */
export async function claimAttempt(
  db: Database,
  key: string,
  seen: Failures | undefined,
  next: Failures,
): Promise<boolean> {
  const changed = seen
    ? await db.run(
        `UPDATE admin_sign_in_throttle SET failures = $4, last_failure_at = $5
         WHERE key = $1 AND failures = $2 AND last_failure_at = $3`,
        [key, seen.count, seen.lastAt, next.count, next.lastAt],
      )
    : await db.run(
        `INSERT INTO admin_sign_in_throttle (key, failures, last_failure_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO NOTHING`,
        [key, next.count, next.lastAt],
      );
  return changed === 1;
}

/** Forgets a key's failures (a right password for the account). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.run("DELETE FROM admin_sign_in_throttle WHERE key = $1", [key]);
}

/** Takes back one claimed attempt that turned out not to be a failure. */
export async function returnAttempt(db: Database, key: string): Promise<void> {
  await db.run("UPDATE admin_sign_in_throttle SET failures = failures - 1 WHERE key = $1 AND failures > 0", [key]);
}

/** Deletes rows whose failures are forgotten by now. */
export async function purgeFailures(db: Database, before: number): Promise<number> {
  return db.run("DELETE FROM admin_sign_in_throttle WHERE last_failure_at < $1", [before]);
}
