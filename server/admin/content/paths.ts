/**
 * The paths the editing screen sends, checked as text before anything touches the disk: relative
 * to the working copy, under content/, plain ASCII names, no `.` or `..` segment, no percent
 * sign, backslash or NUL, and in a place cms/config.yml gives to a collection.
 */
import { extname, posix } from "node:path";
import type { CmsCollection, CmsConfig } from "./cms-config.ts";
import { Refusal } from "./refusal.ts";

/** One path segment: a letter or digit first, then letters, digits, dots, dashes and underscores. */
const segment = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The extensions of photos, and the format each must decode as. */
export const photoFormats: Readonly<Record<string, "jpeg" | "png" | "webp">> = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".webp": "webp",
};

/** Whether a path is made of plain segments and lies under content/. */
export function isContentPath(path: string): boolean {
  const parts = path.split("/");
  return parts.length >= 2 && parts[0] === "content" && parts.every((part) => segment.test(part));
}

/** The path as sent, refused unless it is a plain relative path under content/ (a trailing slash is dropped). */
export function checkedPath(raw: string): string {
  if (raw.includes("\0")) throw new Refusal(400, "A path must not contain a NUL character");
  if (raw.includes("\\")) throw new Refusal(400, `The path "${raw}" must not contain a backslash`);
  if (raw.includes("%")) throw new Refusal(400, `The path "${raw}" must not be percent-encoded`);
  if (raw.startsWith("/")) throw new Refusal(400, `The path "${raw}" must be relative to the repository`);
  const path = raw.replace(/\/$/, "");
  if (path.split("/").some((part) => part === "." || part === "..")) {
    throw new Refusal(400, `The path "${raw}" must not contain "." or ".." segments`);
  }
  if (!isContentPath(path)) {
    throw new Refusal(
      403,
      `The path "${raw}" is not under content/ or has a name other than letters, digits, ".", "-" and "_"`,
    );
  }
  return path;
}

/** An entry file of a collection. */
export interface EntryTarget {
  kind: "entry";
  path: string;
  collection: CmsCollection;
}

/** A photo file: writable where a collection keeps its photos, only listed in the global media folder. */
export interface PhotoTarget {
  kind: "photo";
  path: string;
  folder: string;
  /** The collections whose photos go to this folder; empty for the global media folder. */
  collections: CmsCollection[];
}

export type Target = EntryTarget | PhotoTarget;

/** The collections that keep their photos in a folder. */
function photoCollections(config: CmsConfig, folder: string): CmsCollection[] {
  return config.collections.filter((collection) => collection.mediaFolder === folder);
}

/** What a file path is: an entry, a photo, or refused (403) when cms/config.yml gives it to nothing. */
export function locate(config: CmsConfig, raw: string): Target {
  const path = checkedPath(raw);
  const folder = posix.dirname(path);
  const extension = extname(path).toLowerCase();
  const collection = config.collections.find((item) => item.folder === folder);
  if (collection && path.endsWith(`.${collection.extension}`)) return { kind: "entry", path, collection };
  const owners = photoCollections(config, folder);
  if (photoFormats[extension] && (owners.length > 0 || folder === config.mediaFolder)) {
    return { kind: "photo", path, folder, collections: owners };
  }
  throw new Refusal(403, `"${path}" is neither an entry of a collection nor a photo in a collection's folder`);
}

/** A folder the screen may list: a collection's folder, a collection's photo folder or the global media folder. */
export function locateFolder(config: CmsConfig, raw: string): string {
  const folder = checkedPath(raw);
  const known =
    folder === config.mediaFolder ||
    config.collections.some((item) => item.folder === folder || item.mediaFolder === folder);
  if (!known) throw new Refusal(403, `"${folder}" is not the folder of a collection in cms/config.yml`);
  return folder;
}

/** The target as a writable photo, or a refusal naming where photos go. */
export function writablePhoto(target: Target): PhotoTarget {
  if (target.kind !== "photo") throw new Refusal(415, `"${target.path}" is not a photo (JPEG, PNG or WebP)`);
  if (target.collections.length === 0) {
    throw new Refusal(
      403,
      `Photos are kept beside their entries, not in "${target.folder}": add the photo from the entry`,
    );
  }
  return target;
}
