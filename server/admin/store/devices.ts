/**
 * Devices: browsers an account signed in from (see lockout.ts). The SHA-256 of each device
 * cookie's token, its editor and the editor's password generation when it was issued, and its
 * wrong passwords in a row. A device counts for its account only while the account exists with
 * the same generation, so a new password (after a phished one, say) makes every device an
 * untrusted browser again.
 */
import type { Database } from "../../db/database.ts";

/** Whether the device of this token hash belongs to the account `email` and was issued after `notBefore`. */
export async function deviceOf(db: Database, tokenHash: string, email: string, notBefore: number): Promise<boolean> {
  const rows = await db.all(
    `SELECT d.token_hash FROM admin_devices d
     JOIN admin_editors e ON e.id = d.editor_id AND e.generation = d.generation
     WHERE d.token_hash = $1 AND e.email = $2 AND d.created_at > $3`,
    [tokenHash, email, notBefore],
  );
  return rows.length > 0;
}

/**
 * Counts one more attempt from the device before its password is checked; false once it has
 * `limit` failures (one statement, so attempts in parallel cannot pass the limit together).
 */
export async function claimDeviceAttempt(db: Database, tokenHash: string, limit: number): Promise<boolean> {
  const changed = await db.run(
    "UPDATE admin_devices SET failures = failures + 1 WHERE token_hash = $1 AND failures < $2",
    [tokenHash, limit],
  );
  return changed === 1;
}

/** Takes back one claimed attempt that was not checked. */
export async function returnDeviceAttempt(db: Database, tokenHash: string): Promise<void> {
  await db.run("UPDATE admin_devices SET failures = failures - 1 WHERE token_hash = $1 AND failures > 0", [tokenHash]);
}

export async function deleteDevice(db: Database, tokenHash: string): Promise<void> {
  await db.run("DELETE FROM admin_devices WHERE token_hash = $1", [tokenHash]);
}

/**
 * Records a device for an editor who just signed in, and forgets that editor's devices issued
 * at or before `notBefore` and all but the newest `keep` (this one always kept).
 */
export async function insertDevice(
  db: Database,
  device: { tokenHash: string; editorId: number; generation: number },
  now: number,
  { notBefore, keep }: { notBefore: number; keep: number },
): Promise<void> {
  await db.run("INSERT INTO admin_devices (token_hash, editor_id, generation, created_at) VALUES ($1, $2, $3, $4)", [
    device.tokenHash,
    device.editorId,
    device.generation,
    now,
  ]);
  await db.run(
    `DELETE FROM admin_devices WHERE editor_id = $1 AND token_hash <> $4 AND (created_at <= $2 OR token_hash NOT IN (
       SELECT token_hash FROM admin_devices WHERE editor_id = $1 ORDER BY created_at DESC, token_hash LIMIT $3))`,
    [device.editorId, notBefore, keep, device.tokenHash],
  );
}

/** Forgets the devices issued at or before `notBefore` (their cookies no longer hold) and those of an older password. */
export async function purgeDevices(db: Database, notBefore: number): Promise<void> {
  await db.run(
    `DELETE FROM admin_devices WHERE created_at <= $1
       OR generation <> (SELECT e.generation FROM admin_editors e WHERE e.id = admin_devices.editor_id)`,
    [notBefore],
  );
}
