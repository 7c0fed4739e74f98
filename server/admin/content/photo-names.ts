/**
 * Photo names that never collide. Every upload is saved as `<its name>-<10 hex digits of the
 * SHA-256 of the saved bytes>.<extension>`, so an upload can only ever add a file: a different
 * picture under a name another entry shows gets a name of its own, and the saved entry is
 * rewritten to name it. An entry may take up a photo another entry shows only by such a unique
 * name (chosen from the media library, and immutable); a plain name another entry shows is
 * refused, because it is what an editor gets when they decline the screen's "replace?" question.
 * Names that differ only in case are refused: on a computer that ignores case they are one file.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import { CST, Parser } from "yaml";
import { beyondYamlLimits, parseEntry, splitFrontMatter } from "../../../core/content-model/load.ts";
import type { CmsConfig } from "./cms-config.ts";
import { namedPhotos, type PreparedEntry, photoUsers } from "./entries.ts";
import { Refusal } from "./refusal.ts";
import { listFolderSafe, maxFileBytes, readFileSafe } from "./safe-fs.ts";

const hashLength = 10;
/** The longest name paths.ts lets through. */
const maxNameLength = 200;
const uniqueSuffix = new RegExp(`-[0-9a-f]{${hashLength}}$`);

/** The name without its extension, and the extension with its dot. */
function split(name: string): { stem: string; extension: string } {
  const extension = posix.extname(name);
  return { stem: name.slice(0, name.length - extension.length), extension };
}

/** Whether a photo's name ends in a content hash (an upload's name, which no other bytes ever get). */
export function isUniqueName(name: string): boolean {
  return uniqueSuffix.test(split(name).stem);
}

/** The name as uploaded, without the content hash a previous save gave it. */
export function plainName(name: string): string {
  const { stem, extension } = split(name);
  return `${stem.replace(uniqueSuffix, "")}${extension}`;
}

/** Where an upload is saved: beside the path it was sent for, its name followed by a hash of the saved bytes. */
export function uniquePhotoPath(path: string, bytes: Uint8Array): string {
  const { stem, extension } = split(plainName(posix.basename(path)));
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, hashLength);
  const kept = stem.slice(0, maxNameLength - hash.length - 1 - extension.length);
  return posix.join(posix.dirname(path), `${kept}-${hash}${extension}`);
}

/** Splits a Markdown entry into its front matter and the rest; a .yml entry is all front matter. */
function frontMatter(path: string, text: string): { before: string; yaml: string; after: string } {
  if (!path.endsWith(".md")) return { before: "", yaml: text, after: "" };
  const parts = splitFrontMatter(text);
  if (!parts) return { before: "", yaml: "", after: text };
  const before = text.startsWith("---\r\n") ? "---\r\n" : "---\n";
  return { before, yaml: parts.front, after: text.slice(before.length + parts.front.length) };
}

/**
 * The entry's text with every `photo:` field that names a key of `renames` naming its value
 * instead; the rest of the text is left exactly as it was (yaml's source tokens are edited in place).
 */
export function renamePhotoReferences(path: string, text: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return text;
  const { before, yaml, after } = frontMatter(path, text);
  // Beyond the loader's bounds the parser could hold the event loop; the entry's check refuses such a file anyway.
  if (beyondYamlLimits(yaml)) return text;
  const tokens = [...new Parser().parse(yaml)];
  for (const token of tokens) {
    if (token.type !== "document") continue;
    CST.visit(token, (item) => {
      if (!item.key || !item.value || !CST.isScalar(item.key) || !CST.isScalar(item.value)) return;
      if (CST.resolveAsScalar(item.key)?.value !== "photo") return;
      const renamed = renames.get(CST.resolveAsScalar(item.value)?.value.trim() ?? "");
      if (renamed !== undefined) CST.setScalarValue(item.value, renamed);
    });
  }
  return `${before}${tokens.map((token) => CST.stringify(token)).join("")}${after}`;
}

/** The photo names of an entry's text, or none when it does not parse. */
function photoNamesOf(path: string, text: string | undefined): Set<string> {
  if (text === undefined) return new Set();
  try {
    return new Set(namedPhotos(parseEntry(path, text)).map((photo) => photo.name));
  } catch {
    return new Set();
  }
}

/**
 * The entry's text with each plain name that its file on disk names under a unique name (the
 * name the server gave the upload) replaced by that unique name: a screen that saved a photo
 * still shows the name it sent, and sends it again with the next save.
 */
export function withOwnPhotoNames(path: string, text: string, onDisk: string | undefined): string {
  const own = [...photoNamesOf(path, onDisk)].filter(isUniqueName);
  const renames = new Map<string, string>();
  for (const name of photoNamesOf(path, text)) {
    if (isUniqueName(name) || own.includes(name)) continue;
    const matches = own.filter((candidate) => plainName(candidate) === name);
    if (matches.length === 1 && matches[0] !== undefined) renames.set(name, matches[0]);
  }
  return renamePhotoReferences(path, text, renames);
}

/**
 * Refuses (409) an entry that takes up, under a plain name, a photo another entry shows: each
 * entry's photos are uploaded with it. Names the entry already had, uploads of this save and
 * unique names are let through.
 */
export async function checkOthersPhotos(
  repoDir: string,
  config: CmsConfig,
  entry: PreparedEntry,
  saved: ReadonlySet<string>,
  onDisk: string | undefined,
): Promise<void> {
  const folder = posix.dirname(entry.path);
  const had = photoNamesOf(entry.path, onDisk);
  for (const { field, name } of entry.photos) {
    const path = posix.join(folder, name);
    if (saved.has(path) || had.has(name) || isUniqueName(name)) continue;
    const others = (await photoUsers(repoDir, config, path)).files.filter((file) => file !== entry.path);
    if (others.length === 0) continue;
    const reason = `"${name}" is the photo of ${others.join(", ")}; upload the photo with this entry (each upload is saved under a name of its own)`;
    throw new Refusal(409, `${entry.path}: ${field}: ${reason}`, { file: entry.path, field, reason });
  }
}

/** A file about to be written. */
export interface NewFile {
  path: string;
  content: Uint8Array | string;
}

/**
 * Refuses (409) a file whose name differs only in case from another in its folder or in the same
 * save, and a photo whose unique name is already taken by other bytes (a hash collision, or a
 * file put there by hand).
 */
export async function checkNewFiles(repoDir: string, files: readonly NewFile[], photos: ReadonlySet<string>) {
  const seen = new Map<string, string>();
  for (const { path, content } of files) {
    const folder = posix.dirname(path);
    const existing = await listFolderSafe(repoDir, folder, () => true);
    const clash = [...existing, ...seen.values()].find(
      (other) => posix.dirname(other) === folder && other !== path && other.toLowerCase() === path.toLowerCase(),
    );
    if (clash) {
      throw new Refusal(
        409,
        `"${path}" differs only in case from "${clash}"; on a computer that ignores case they would be one file, so give it another name`,
      );
    }
    seen.set(path.toLowerCase(), path);
    if (!photos.has(path) || !existing.includes(path)) continue;
    const before = await readFileSafe(repoDir, path, maxFileBytes);
    if (before && !before.equals(Buffer.from(content))) {
      throw new Refusal(409, `"${path}" is already another photo; rename the file and upload it again`);
    }
  }
}
