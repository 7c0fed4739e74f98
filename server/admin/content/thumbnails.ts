/**
 * The media listing's pictures: a WebP of at most 320 × 320 pixels per photo (a few kilobytes
 * where the photo has megabytes), made once in the decode queue and kept on disk in the working
 * copy's git directory (outside content/ and never committed), under a key of the photo's path,
 * size, modification time and inode, so a photo saved again gets a new one. The editing screen
 * shows these in its media library and in an entry's preview; it asks for a photo's own bytes
 * (getMediaFile) only for a photo the listing left out.
 */
import { createHash, randomUUID } from "node:crypto";
import { lstat, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pixelProblem } from "../../../core/content-model/photo-limits.ts";
import { git } from "../git.ts";
import { readHeader, thumbnailIfRoom } from "./photo-queue.ts";
import { maxFileBytes, readFileSafe } from "./safe-fs.ts";

/** The longer side of a thumbnail. */
export const thumbnailSide = 320;
/** The most photos one listing answers: the newest first. */
export const maxListedPhotos = 100;
/** The most thumbnail bytes one listing answers (base64 adds a third). */
export const maxListingBytes = 3 * 1024 * 1024;
/** How long one listing spends making thumbnails it lacks; the rest are made by the next listing. */
const makingBudgetMs = 4000;

/** A photo as the listing answers it: its id (the SHA-256 of its bytes) and a thumbnail, base64. */
export interface ListedPhoto {
  path: string;
  id: string;
  thumbnail: string;
}

/** What the cache keeps per photo: no thumbnail when the photo does not decode within the limits. */
interface CachedThumbnail {
  id: string;
  thumbnail: string | null;
}

const cacheDirs = new Map<string, Promise<string>>();

function cacheDir(repoDir: string): Promise<string> {
  let dir = cacheDirs.get(repoDir);
  if (!dir) {
    dir = git(repoDir, ["rev-parse", "--absolute-git-dir"]).then(async (gitDir) => {
      const folder = join(gitDir.trim(), "scriptoria-thumbnails");
      await mkdir(folder, { recursive: true });
      return folder;
    });
    cacheDirs.set(repoDir, dir);
  }
  return dir;
}

interface PhotoFile {
  path: string;
  key: string;
  modified: number;
}

/** The photo's cache key, or undefined when it is not a regular file (a link is never followed). */
async function photoFile(repoDir: string, path: string): Promise<PhotoFile | undefined> {
  const stats = await lstat(join(repoDir, path)).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const key = createHash("sha256")
    .update(JSON.stringify([path, stats.size, stats.mtimeMs, stats.ino, thumbnailSide]))
    .digest("hex");
  return { path, key, modified: stats.mtimeMs };
}

async function readCached(dir: string, key: string): Promise<CachedThumbnail | undefined> {
  try {
    return JSON.parse(await readFile(join(dir, `${key}.json`), "utf8")) as CachedThumbnail;
  } catch {
    return undefined;
  }
}

async function writeCached(dir: string, key: string, value: CachedThumbnail): Promise<void> {
  const temporary = join(dir, `.${key}.${randomUUID()}.tmp`);
  await writeFile(temporary, JSON.stringify(value));
  await rename(temporary, join(dir, `${key}.json`));
}

/** Makes a photo's thumbnail in the decode queue; undefined when the queue is full. */
async function makeThumbnail(repoDir: string, path: string): Promise<CachedThumbnail | undefined> {
  const bytes = await readFileSafe(repoDir, path, maxFileBytes);
  if (!bytes) return undefined;
  const id = createHash("sha256").update(bytes).digest("hex");
  const header = await readHeader(bytes);
  // A photo that was put in place by hand may be beyond the limits: it is listed without a picture.
  if (!header || pixelProblem(header.width, header.height)) return { id, thumbnail: null };
  const small = await thumbnailIfRoom(bytes, thumbnailSide);
  if (small === undefined) return undefined;
  return { id, thumbnail: small ? small.toString("base64") : null };
}

/**
 * The photos at these paths with their thumbnails: the newest first, at most maxListedPhotos and
 * maxListingBytes of thumbnails, and only those whose thumbnail exists or can be made within this
 * listing's share of time.
 */
export async function listWithThumbnails(repoDir: string, paths: readonly string[]): Promise<ListedPhoto[]> {
  const dir = await cacheDir(repoDir);
  const files = (await Promise.all(paths.map((path) => photoFile(repoDir, path))))
    .filter((file) => file !== undefined)
    .sort((a, b) => b.modified - a.modified || a.path.localeCompare(b.path))
    .slice(0, maxListedPhotos);
  const deadline = Date.now() + makingBudgetMs;
  const listed: ListedPhoto[] = [];
  let bytes = 0;
  for (const file of files) {
    let cached = await readCached(dir, file.key);
    if (!cached && Date.now() < deadline) {
      cached = await makeThumbnail(repoDir, file.path);
      if (cached) await writeCached(dir, file.key, cached);
    }
    if (!cached?.thumbnail) continue;
    bytes += cached.thumbnail.length;
    if (bytes > maxListingBytes) break;
    listed.push({ path: file.path, id: cached.id, thumbnail: cached.thumbnail });
  }
  return listed;
}
