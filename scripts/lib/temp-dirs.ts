/**
 * Temporary folders of the test and benchmark harness: `tempDir` for a folder the caller keeps
 * (the system cleans /tmp), `removableTempDir` for one that `removeTempDirs` deletes with the
 * others of this process (clones of the repository and real builds: about 110 MB each).
 */
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `scriptoria-${prefix}-`));
}

const removable: string[] = [];

/** A new temporary folder, removed with the others by {@link removeTempDirs}. */
export function removableTempDir(prefix: string): string {
  const dir = tempDir(prefix);
  removable.push(dir);
  return dir;
}

/**
 * Removes every folder {@link removableTempDir} made so far. Thousands of files on a busy disk
 * take seconds: the hooks that call this give it a minute.
 */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(removable.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
