/**
 * The reading actions of Decap's proxy protocol, answered in decap-server's shapes: entries as
 * `{data, file: {path, label, id}}` (data null for a missing file), photos as
 * `{id, content, encoding: "base64", path, name}`, the id being the SHA-256 of the bytes. A
 * listing of photos (getMedia) carries thumbnails, never the photos themselves (thumbnails.ts);
 * one photo's own bytes are read by getMediaFile, two at a time.
 */
import { createHash } from "node:crypto";
import { basename } from "node:path";
import { createWorkQueue } from "../../work-queue.ts";
import type { ContentCall } from "./context.ts";
import { maxEntryBytes } from "./entries.ts";
import type { Params } from "./params.ts";
import { locate, locateFolder, photoFormats } from "./paths.ts";
import { Refusal } from "./refusal.ts";
import { listFolderSafe, maxFileBytes, readFileSafe } from "./safe-fs.ts";
import { listWithThumbnails } from "./thumbnails.ts";

export interface EntryFile {
  data: string | null;
  file: { path: string; label?: string | undefined; id: string | null };
}

export interface MediaFile {
  id: string;
  content: string;
  encoding: "base64";
  path: string;
  name: string;
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function mediaFile(path: string, bytes: Uint8Array): MediaFile {
  return {
    id: sha256(bytes),
    content: Buffer.from(bytes).toString("base64"),
    encoding: "base64",
    path,
    name: basename(path),
  };
}

function entryPath({ context }: ContentCall, raw: string): string {
  const target = locate(context.config, raw);
  if (target.kind !== "entry") throw new Refusal(403, `"${target.path}" is not an entry of a collection`);
  return target.path;
}

async function readEntry(call: ContentCall, path: string, label?: string): Promise<EntryFile> {
  const bytes = await readFileSafe(call.context.repoDir, path, maxEntryBytes);
  return { data: bytes ? bytes.toString("utf8") : null, file: { path, label, id: bytes ? sha256(bytes) : null } };
}

export function info({ context }: ContentCall) {
  return { repo: basename(context.repoDir), publish_modes: ["simple", "editorial_workflow"], type: "local_git" };
}

export async function entriesByFolder(call: ContentCall, params: Params<"entriesByFolder">): Promise<EntryFile[]> {
  const folder = locateFolder(call.context.config, params.folder);
  const collection = call.context.config.collections.find((item) => item.folder === folder);
  if (!collection) throw new Refusal(403, `"${folder}" holds no collection's entries`);
  if (params.extension.replace(/^\./, "") !== collection.extension) {
    throw new Refusal(400, `The entries of ${folder} are .${collection.extension} files`);
  }
  const paths = await listFolderSafe(call.context.repoDir, folder, (name) => name.endsWith(`.${collection.extension}`));
  return Promise.all(paths.map((path) => readEntry(call, path)));
}

export async function entriesByFiles(call: ContentCall, params: Params<"entriesByFiles">): Promise<EntryFile[]> {
  const files = params.files.map((file) => ({ path: entryPath(call, file.path), label: file.label }));
  return Promise.all(files.map((file) => readEntry(call, file.path, file.label)));
}

export function getEntry(call: ContentCall, params: Params<"getEntry">): Promise<EntryFile> {
  return readEntry(call, entryPath(call, params.path));
}

function isPhoto(name: string): boolean {
  return Object.keys(photoFormats).some((extension) => name.toLowerCase().endsWith(extension));
}

/**
 * The photos of a collection's folder, or for the global media folder (the screen's Media tab)
 * those of every collection's folder, as thumbnails (their `path` and `id` are the photo's own).
 */
export async function getMedia(call: ContentCall, params: Params<"getMedia">): Promise<MediaFile[]> {
  const { repoDir, config } = call.context;
  const folder = locateFolder(config, params.mediaFolder);
  const folders =
    folder === config.mediaFolder
      ? [...new Set([folder, ...config.collections.flatMap((collection) => collection.mediaFolder ?? [])])]
      : [folder];
  const paths = (await Promise.all(folders.map((each) => listFolderSafe(repoDir, each, isPhoto)))).flat();
  const listed = await listWithThumbnails(repoDir, paths);
  return listed.map(({ path, id, thumbnail }) => ({
    id,
    content: thumbnail,
    encoding: "base64",
    path,
    name: basename(path),
  }));
}

/** Whole photos read and encoded at once: each holds its bytes twice (and a third more in base64) until answered. */
const photoReads = createWorkQueue(
  2,
  8,
  () => new Refusal(503, "The server is busy sending photos; open this one again in a moment"),
);

export async function getMediaFile(call: ContentCall, params: Params<"getMediaFile">): Promise<MediaFile> {
  const target = locate(call.context.config, params.path);
  if (target.kind !== "photo") throw new Refusal(403, `"${target.path}" is not a photo`);
  return photoReads.run(async () => {
    const bytes = await readFileSafe(call.context.repoDir, target.path, maxFileBytes);
    if (!bytes) throw new Refusal(404, `There is no photo "${target.path}"`);
    return mediaFile(target.path, bytes);
  });
}
