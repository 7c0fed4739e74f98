/**
 * File access below the working copy that never follows a symbolic link: every part of a path is
 * checked with lstat, files are opened with O_NOFOLLOW, and a write goes to a new temporary file
 * that is renamed over the target, so a reader never sees half a file. Paths are the checked,
 * relative ones of paths.ts.
 */
import { randomUUID } from "node:crypto";
import { constants, type Stats } from "node:fs";
import { lstat, mkdir, open, readdir, rename, unlink } from "node:fs/promises";
import { join, posix } from "node:path";
import { Refusal } from "./refusal.ts";

/** Larger than any file the editing API reads or writes (an entry, a 20 MB photo). */
export const maxFileBytes = 64 * 1024 * 1024;

type Found = "missing" | "file" | "folder";

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && "code" in error ? String(error.code) : undefined;
}

async function lstatOrMissing(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

/** What is at `path` below `repoDir`; refuses a symbolic link anywhere on the way, or a part that is neither file nor folder. */
async function inspect(repoDir: string, path: string): Promise<Found> {
  const parts = path.split("/");
  for (let index = 0; index < parts.length; index++) {
    const shown = parts.slice(0, index + 1).join("/");
    const stats = await lstatOrMissing(join(repoDir, shown));
    if (!stats) return "missing";
    if (stats.isSymbolicLink())
      throw new Refusal(403, `"${shown}" is a symbolic link; the editing screen never follows one`);
    const last = index === parts.length - 1;
    if (stats.isDirectory()) {
      if (last) return "folder";
      continue;
    }
    if (!last || !stats.isFile()) throw new Refusal(403, `"${shown}" is not a regular file or folder`);
  }
  return "file";
}

/** The bytes of a file, or undefined when there is none; refuses a folder, a link or a file over `maxBytes`. */
export async function readFileSafe(repoDir: string, path: string, maxBytes: number): Promise<Buffer | undefined> {
  const found = await inspect(repoDir, path);
  if (found === "missing") return undefined;
  if (found === "folder") throw new Refusal(403, `"${path}" is a folder`);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(join(repoDir, path), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    if (errorCode(error) === "ELOOP")
      throw new Refusal(403, `"${path}" is a symbolic link; the editing screen never follows one`);
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw new Refusal(403, `"${path}" is not a regular file`);
    if (stats.size > maxBytes) throw new Refusal(413, `"${path}" is larger than ${Math.round(maxBytes / 1048576)} MB`);
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** Makes the missing folders of `folder`, one at a time, refusing a link on the way. */
async function ensureFolder(repoDir: string, folder: string): Promise<void> {
  const parts = folder.split("/");
  for (let index = 1; index <= parts.length; index++) {
    const shown = parts.slice(0, index).join("/");
    const found = await inspect(repoDir, shown);
    if (found === "missing") await mkdir(join(repoDir, shown));
    else if (found === "file") throw new Refusal(403, `"${shown}" is a file, not a folder`);
  }
}

/** Writes a file whole: a new temporary file beside it (O_EXCL, O_NOFOLLOW), synced, then renamed over it. */
export async function writeFileSafe(repoDir: string, path: string, bytes: Uint8Array | string): Promise<void> {
  await ensureFolder(repoDir, posix.dirname(path));
  if ((await inspect(repoDir, path)) === "folder") throw new Refusal(403, `"${path}" is a folder`);
  const temporary = join(repoDir, posix.dirname(path), `.${posix.basename(path)}.${randomUUID()}.tmp`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const handle = await open(temporary, flags, 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
    await handle.close();
    await rename(temporary, join(repoDir, path));
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}

/** Deletes a regular file; false when there was none. */
export async function removeFileSafe(repoDir: string, path: string): Promise<boolean> {
  const found = await inspect(repoDir, path);
  if (found === "missing") return false;
  if (found === "folder") throw new Refusal(403, `"${path}" is a folder`);
  await unlink(join(repoDir, path));
  return true;
}

/** The regular files directly in a folder whose names pass `accept`, as paths, sorted; links are left out. */
export async function listFolderSafe(
  repoDir: string,
  folder: string,
  accept: (name: string) => boolean,
): Promise<string[]> {
  const found = await inspect(repoDir, folder);
  if (found === "missing") return [];
  if (found === "file") throw new Refusal(403, `"${folder}" is a file, not a folder`);
  const entries = await readdir(join(repoDir, folder), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith(".") && accept(entry.name))
    .map((entry) => posix.join(folder, entry.name))
    .sort();
}

/** Whether a regular file is at `path` (refusing a link on the way). */
export async function fileExists(repoDir: string, path: string): Promise<boolean> {
  return (await inspect(repoDir, path)) === "file";
}
