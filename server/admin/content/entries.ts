/**
 * An entry about to be saved, checked with the build's own code (core/content-model/load.ts:
 * parseEntry and validateEntry against the collection's zod schema) in the entry checks' thread
 * (entry-checks.ts), as are the other files read for their ids and photo names. A news story
 * without an id gets the next free one, by the build's rule (core/content-model/news-ids.ts), written
 * into the file before the commit; a story's id never changes once given.
 */
import { posix } from "node:path";
import { entryPages } from "../../../core/addresses.ts";
import type { CollectionData } from "../../../core/content-model/load.ts";
import { nextStoryId, withStoryId } from "../../../core/content-model/news-ids.ts";
import type { CollectionName } from "../../../core/content-model/schemas.ts";
import type { CmsConfig } from "./cms-config.ts";
import { entryChecksFor } from "./entry-checks.ts";
import { type FileSummary, type NamedPhoto, namedPhotos } from "./entry-reading.ts";
import { type EntryTarget, isContentPath } from "./paths.ts";
import { Refusal } from "./refusal.ts";
import { fileExists, listFolderSafe, readFileSafe } from "./safe-fs.ts";

export { namedPhotos };

/** The largest entry file read or written. */
export const maxEntryBytes = 1024 * 1024;

export interface PreparedEntry {
  path: string;
  /** The file's text as it will be committed (a new story's id written in). */
  text: string;
  /** The pages it shows on, its own first. */
  pages: string[];
  photos: NamedPhoto[];
}

/** The entry checked in the checks' thread: its data and normalised text, or a 422 naming the file, the field and the reason. */
function validated(
  repoDir: string,
  target: EntryTarget,
  text: string,
): Promise<{ data: CollectionData<CollectionName>; text: string }> {
  return entryChecksFor(repoDir).check(target.collection.name, target.path, text);
}

/** What a lenient reading of a file of the collection finds (ids, categories and photo names of files not being saved). */
export function fileSummary(repoDir: string, target: EntryTarget, text: string): Promise<FileSummary> {
  return entryChecksFor(repoDir).summary(target.collection.name, target.path, text);
}

/** The summary of each entry file in the collection's folder but `except`, by path. */
export async function folderSummaries(
  repoDir: string,
  target: EntryTarget,
  except: ReadonlySet<string> = new Set(),
): Promise<Map<string, FileSummary>> {
  const { collection } = target;
  const files = await listFolderSafe(repoDir, collection.folder, (name) => name.endsWith(`.${collection.extension}`));
  const summaries = new Map<string, FileSummary>();
  for (const path of files.filter((file) => !except.has(file))) {
    const text = (await readFileSafe(repoDir, path, maxEntryBytes))?.toString("utf8") ?? "";
    summaries.set(path, await fileSummary(repoDir, { ...target, path }, text));
  }
  return summaries;
}

/** The ids of the other stories in the story's folder, and the file of each. */
async function otherStoryIds(repoDir: string, target: EntryTarget): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (const [path, { id }] of await folderSummaries(repoDir, target, new Set([target.path]))) {
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
  const current = existing === undefined ? undefined : (await fileSummary(repoDir, target, existing)).id;
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
  let { data, text } = await validated(repoDir, target, raw);
  if (target.collection.name === "news") {
    const named = "id" in data && typeof data.id === "number" ? data.id : undefined;
    const id = await storyId(repoDir, target, named, existing);
    if (named !== id) ({ data, text } = await validated(repoDir, target, withStoryId(text, id)));
  }
  return { path: target.path, text, pages: entryPages(target.collection.name, data), photos: namedPhotos(data) };
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
    const summaries = await folderSummaries(repoDir, { kind: "entry", path: folder, collection });
    for (const [path, summary] of summaries) {
      if (!summary.photos.some((photo) => photo.name === name)) continue;
      files.push(path);
      pages.push(...summary.pages);
    }
  }
  return { files, pages };
}

/** The pages an entry file on disk shows on; none when it is not valid. */
export async function pagesOfFile(repoDir: string, target: EntryTarget, text: string): Promise<string[]> {
  return (await fileSummary(repoDir, target, text)).pages;
}
