/**
 * An entry about to be saved, checked with the build's own code (scripts/content/load.ts:
 * parseEntry and validateEntry against the collection's zod schema). A news story without an id
 * gets the next free one, by the build's rule (scripts/content/news-ids.ts), written into the file
 * before the commit; a story's id never changes once given.
 */
import { posix } from "node:path";
import type { CollectionName } from "../../../app/content/collections/schemas.ts";
import { type CollectionData, ContentError, parseEntry, validateEntry } from "../../../scripts/content/load.ts";
import { nextStoryId, withStoryId } from "../../../scripts/content/news-ids.ts";
import type { CmsConfig } from "./cms-config.ts";
import { pagePaths } from "./pages.ts";
import { type EntryTarget, isContentPath } from "./paths.ts";
import { Refusal } from "./refusal.ts";
import { fileExists, listFolderSafe, readFileSafe } from "./safe-fs.ts";

/** The largest entry file read or written. */
export const maxEntryBytes = 1024 * 1024;

/** A photo an entry names, and the field that names it (photo, gallery.0.photo). */
interface NamedPhoto {
  field: string;
  name: string;
}

export interface PreparedEntry {
  path: string;
  /** The file's text as it will be committed (a new story's id written in). */
  text: string;
  /** The pages it shows on, its own first. */
  pages: string[];
  photos: NamedPhoto[];
}

function validated(target: EntryTarget, text: string): CollectionData<CollectionName> {
  try {
    return validateEntry(target.collection.name, target.path, parseEntry(target.path, text));
  } catch (error) {
    if (error instanceof ContentError) throw new Refusal(422, error.message, error.problem);
    throw error;
  }
}

/** The value of a file read leniently (for ids and photo names of files not being saved); undefined when unreadable. */
function leniently(path: string, text: string): Record<string, unknown> | undefined {
  try {
    const value = parseEntry(path, text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function idOf(path: string, text: string): number | undefined {
  const id = leniently(path, text)?.id;
  return typeof id === "number" ? id : undefined;
}

/** The ids of the other stories in the story's folder, and the file of each. */
async function otherStoryIds(repoDir: string, target: EntryTarget): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  const files = await listFolderSafe(repoDir, target.collection.folder, (name) => name.endsWith(".md"));
  for (const path of files.filter((file) => file !== target.path)) {
    const id = idOf(path, (await readFileSafe(repoDir, path, maxEntryBytes))?.toString("utf8") ?? "");
    if (id !== undefined) ids.set(id, path);
  }
  return ids;
}

function idProblem(target: EntryTarget, reason: string): Refusal {
  return new Refusal(422, `${target.path}: id: ${reason}`, { file: target.path, field: "id", reason });
}

/** The story's id: the one in its file on disk, the one it names if free, or the next free number. */
async function storyId(
  repoDir: string,
  target: EntryTarget,
  given: number | undefined,
  existing: string | undefined,
): Promise<number> {
  const current = existing === undefined ? undefined : idOf(target.path, existing);
  if (current !== undefined) {
    if (given !== undefined && given !== current) {
      throw idProblem(target, `is the story's address and never changes; it is ${current}`);
    }
    return current;
  }
  const others = await otherStoryIds(repoDir, target);
  if (given === undefined) return nextStoryId(others.keys());
  const owner = others.get(given);
  if (owner) throw idProblem(target, `${given} is already used by ${owner}`);
  return given;
}

function child(field: string, key: string | number): string {
  return field ? `${field}.${key}` : String(key);
}

/** Every `photo` an entry's value names, with its field. */
export function namedPhotos(value: unknown, field = ""): NamedPhoto[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => namedPhotos(item, child(field, index)));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "photo" && typeof item === "string" && item.trim()
      ? [{ field: child(field, key), name: item.trim() }]
      : namedPhotos(item, child(field, key)),
  );
}

/** Checks the entry (422 naming the file, the field and the reason) and gives a new story its id. */
export async function prepareEntry(
  repoDir: string,
  target: EntryTarget,
  raw: string,
  isNew: boolean | undefined,
): Promise<PreparedEntry> {
  const existing = (await readFileSafe(repoDir, target.path, maxEntryBytes))?.toString("utf8");
  if (existing !== undefined && isNew)
    throw new Refusal(409, `"${target.path}" already exists; give the entry another title`);
  if (existing === undefined && !target.collection.create) {
    throw new Refusal(403, `${target.collection.label}: new entries cannot be added (cms/config.yml: create: false)`);
  }
  let text = raw;
  if (target.collection.name === "news") {
    validated(target, raw);
    const named = idOf(target.path, raw);
    const id = await storyId(repoDir, target, named, existing);
    if (named !== id) text = withStoryId(raw, id);
  }
  const data = validated(target, text);
  return { path: target.path, text, pages: pagePaths(target.collection.name, data), photos: namedPhotos(data) };
}

/** Refuses (422) an entry naming a photo that is neither beside it nor saved with it. */
export async function checkPhotosPresent(repoDir: string, entry: PreparedEntry, saved: ReadonlySet<string>) {
  const folder = posix.dirname(entry.path);
  for (const { field, name } of entry.photos) {
    const path = posix.join(folder, name);
    if (saved.has(path) || (isContentPath(path) && (await fileExists(repoDir, path)))) continue;
    const reason = `there is no photo "${name}" in ${folder}; upload it with the entry`;
    throw new Refusal(422, `${entry.path}: ${field}: ${reason}`, { file: entry.path, field, reason });
  }
}

/** The entries of the collections in a photo's folder that name it, and the pages they show on. */
export async function photoUsers(
  repoDir: string,
  config: CmsConfig,
  photoPath: string,
): Promise<{ files: string[]; pages: string[] }> {
  const folder = posix.dirname(photoPath);
  const name = posix.basename(photoPath);
  const files: string[] = [];
  const pages: string[] = [];
  for (const collection of config.collections.filter((item) => item.folder === folder)) {
    for (const path of await listFolderSafe(repoDir, folder, (file) => file.endsWith(`.${collection.extension}`))) {
      const text = (await readFileSafe(repoDir, path, maxEntryBytes))?.toString("utf8") ?? "";
      if (!namedPhotos(leniently(path, text)).some((photo) => photo.name === name)) continue;
      files.push(path);
      pages.push(...pagesOfFile({ kind: "entry", path, collection }, text));
    }
  }
  return { files, pages };
}

/** The pages an entry file on disk shows on; none when it is not valid. */
export function pagesOfFile(target: EntryTarget, text: string): string[] {
  try {
    return pagePaths(
      target.collection.name,
      validateEntry(target.collection.name, target.path, parseEntry(target.path, text)),
    );
  } catch {
    return [];
  }
}
