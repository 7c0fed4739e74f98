/**
 * One save: write (or delete) its files, then commit exactly them. If anything fails on the way,
 * every file is put back as it was before the save and taken out of the index, so the working
 * copy is left as the save found it. Callers hold the repository lock (repo-lock.ts).
 */
import { commitPaths, type GitIdentity, unstage } from "./git.ts";
import { maxFileBytes, readFileSafe, removeFileSafe, writeFileSafe } from "./safe-fs.ts";

/** New content of a file, or undefined to delete it. */
export interface FileChange {
  path: string;
  content: Uint8Array | string | undefined;
}

export interface Save {
  changes: readonly FileChange[];
  message: string;
  author: GitIdentity;
  committer: GitIdentity;
}

async function apply(repoDir: string, change: FileChange): Promise<void> {
  if (change.content === undefined) await removeFileSafe(repoDir, change.path);
  else await writeFileSafe(repoDir, change.path, change.content);
}

async function restore(repoDir: string, changes: readonly FileChange[], before: (Buffer | undefined)[]): Promise<void> {
  for (const [index, change] of changes.entries()) {
    await apply(repoDir, { path: change.path, content: before[index] });
  }
  await unstage(
    repoDir,
    changes.map((change) => change.path),
  ).catch(() => undefined);
}

/** Writes the changes and commits them as one commit; resolves with its hash, or undefined when nothing changed. */
export async function commitSave(repoDir: string, save: Save): Promise<string | undefined> {
  const before: (Buffer | undefined)[] = [];
  for (const change of save.changes) before.push(await readFileSafe(repoDir, change.path, maxFileBytes));
  try {
    for (const change of save.changes) await apply(repoDir, change);
    return await commitPaths(repoDir, { ...save, paths: save.changes.map((change) => change.path) });
  } catch (error) {
    await restore(repoDir, save.changes, before);
    throw error;
  }
}
