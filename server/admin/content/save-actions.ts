/**
 * The writing actions of Decap's proxy protocol: persistEntry, persistMedia, deleteFile(s). Each
 * checks everything it can before taking the working copy's lock, checks the rest under it,
 * then writes and commits in one commit with the editor as author (transaction.ts) and asks the
 * publisher to build that commit. A refusal writes nothing.
 */
import { posix } from "node:path";
import type { ContentCall } from "./context.ts";
import { checkPhotosPresent, maxEntryBytes, pagesOfFile, photoUsers, prepareEntry } from "./entries.ts";
import { commitMessage } from "./git.ts";
import { checkCollectionMinimums } from "./minimums.ts";
import type { Asset, Params } from "./params.ts";
import { type EntryTarget, locate, type Target, writablePhoto } from "./paths.ts";
import { acceptPhoto, checkPhotoSize } from "./photo-check.ts";
import {
  checkNewFiles,
  checkOthersPhotos,
  renamePhotoReferences,
  uniquePhotoPath,
  withOwnPhotoNames,
} from "./photo-names.ts";
import { type MediaFile, mediaFile } from "./read-actions.ts";
import { Refusal } from "./refusal.ts";
import { withRepoLock } from "./repo-lock.ts";
import { checkMayPublish } from "./roles.ts";
import { readFileSafe } from "./safe-fs.ts";
import { commitSave, type FileChange } from "./transaction.ts";

interface Photo {
  /** Where it is saved: its unique name (photo-names.ts). */
  path: string;
  /** The path it was sent for. */
  sentAs: string;
  /** Its bytes as saved, stripped of metadata. */
  content: Buffer;
}

function decodedLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * An uploaded photo: in a folder where a collection keeps photos (`folder` if given), within the
 * limits, decoded whole and stripped of metadata, under a name no other bytes get.
 */
async function checkedPhoto({ context }: ContentCall, asset: Asset, folder?: string): Promise<Photo> {
  const target = writablePhoto(locate(context.config, asset.path));
  if (folder !== undefined && target.folder !== folder) {
    throw new Refusal(403, `"${target.path}" must be saved beside its entry, in ${folder}`);
  }
  checkPhotoSize(target.path, decodedLength(asset.content));
  const content = await acceptPhoto(target.path, Buffer.from(asset.content, "base64"));
  return { path: uniquePhotoPath(target.path, content), sentAs: target.path, content };
}

/** The entry's references to its uploads, by the names it sent, to the names they are saved under. */
function savedNames(entryPath: string, photos: readonly Photo[]): Map<string, string> {
  const folder = posix.dirname(entryPath);
  return new Map(photos.map((photo) => [posix.relative(folder, photo.sentAs), posix.relative(folder, photo.path)]));
}

async function checkedPhotos(
  call: ContentCall,
  assets: readonly Asset[],
  folder: string | undefined,
): Promise<Photo[]> {
  if (assets.length > 0 && folder === undefined) throw new Refusal(403, "This collection takes no photos");
  const photos: Photo[] = [];
  for (const asset of assets) photos.push(await checkedPhoto(call, asset, folder));
  return photos;
}

/**
 * Commits the changes with the server's own message (`action` and the files: git.ts,
 * commitMessage; never the client's) and asks the publisher to build the commit; undefined when
 * nothing changed.
 */
export async function commitAndPublish(
  { context, editor, writer }: ContentCall,
  changes: FileChange[],
  action: string,
  pages: string[],
): Promise<string | undefined> {
  const files = changes.map((change) => change.path);
  const message = commitMessage(action, files, writer ? `published by ${editor.name}` : undefined);
  const commit = await commitSave(context.repoDir, {
    changes,
    message,
    author: writer ?? { name: editor.name, email: editor.email },
    committer: context.committer,
  });
  if (commit === undefined) return undefined;
  context.log.info({ commit, editor: editor.id, files }, "admin: content saved");
  try {
    context.publisher?.request(commit, [...new Set(pages)]);
  } catch (error) {
    // The save is committed either way; the next publish takes it along.
    context.log.error({ err: error, commit }, "admin: the publisher refused a commit");
  }
  return commit;
}

export function entryTarget(call: ContentCall, path: string): EntryTarget {
  const target = locate(call.context.config, path);
  if (target.kind !== "entry") throw new Refusal(403, `"${target.path}" is not an entry of a collection`);
  return target;
}

export async function persistEntry(call: ContentCall, params: Params<"persistEntry">) {
  checkMayPublish(call.editor);
  const file = params.dataFiles?.[0] ?? params.entry;
  if (!file) throw new Refusal(400, "persistEntry needs the entry's file");
  if (file.newPath !== undefined && file.newPath !== file.path) {
    throw new Refusal(422, "An entry cannot be moved to another file; create a new entry instead");
  }
  const target = entryTarget(call, file.path);
  const photos = await checkedPhotos(call, params.assets, target.collection.mediaFolder);
  const raw = renamePhotoReferences(target.path, file.raw, savedNames(target.path, photos));
  const { repoDir, config } = call.context;
  return withRepoLock(repoDir, async () => {
    const onDisk = (await readFileSafe(repoDir, target.path, maxEntryBytes))?.toString("utf8");
    const text = withOwnPhotoNames(target.path, raw, onDisk);
    const entry = await prepareEntry(repoDir, target, text, params.options.newEntry);
    const saved = new Set(photos.map((photo) => photo.path));
    await checkPhotosPresent(repoDir, entry, saved);
    await checkOthersPhotos(repoDir, config, entry, saved, onDisk);
    const changes = [
      { path: entry.path, content: entry.text },
      ...photos.map(({ path, content }) => ({ path, content })),
    ];
    await checkNewFiles(repoDir, changes, saved);
    const message = `${params.options.newEntry ? "Add" : "Update"} ${target.collection.name} entry`;
    const commit = await commitAndPublish(call, changes, message, entry.pages);
    return { message: "entry persisted", commit: commit ?? null, pages: entry.pages };
  });
}

export async function persistMedia(call: ContentCall, params: Params<"persistMedia">): Promise<MediaFile> {
  checkMayPublish(call.editor);
  const photo = await checkedPhoto(call, params.asset);
  const { repoDir, config } = call.context;
  return withRepoLock(repoDir, async () => {
    const change = { path: photo.path, content: photo.content };
    await checkNewFiles(repoDir, [change], new Set([photo.path]));
    const { pages } = await photoUsers(repoDir, config, photo.path);
    const message = "Add photo";
    await commitAndPublish(call, [change], message, pages);
    return mediaFile(photo.path, photo.content);
  });
}

/** Refuses deleting an entry of a collection with `delete: false`, or a photo outside a collection's folder. */
export function deletable(target: Target): Target {
  if (target.kind === "photo") return writablePhoto(target);
  if (!target.collection.delete) {
    throw new Refusal(403, `${target.collection.label}: entries cannot be deleted (cms/config.yml: delete: false)`);
  }
  return target;
}

/** The pages a deletion changes; refuses (409) deleting a photo an entry that stays still shows. */
export async function deletionPages(call: ContentCall, targets: Target[]): Promise<string[]> {
  const { repoDir, config } = call.context;
  const deleted = new Set(targets.map((target) => target.path));
  const pages: string[] = [];
  for (const target of targets) {
    if (target.kind === "entry") {
      const text = await readFileSafe(repoDir, target.path, maxEntryBytes);
      if (text) pages.push(...(await pagesOfFile(repoDir, target, text.toString("utf8"))));
      continue;
    }
    const users = await photoUsers(repoDir, config, target.path);
    const staying = users.files.filter((file) => !deleted.has(file));
    if (staying.length > 0) {
      throw new Refusal(409, `"${target.path}" is still shown by ${staying.join(", ")}; take it out of there first`);
    }
  }
  return pages;
}

export async function deleteFiles(call: ContentCall, params: Params<"deleteFiles">) {
  checkMayPublish(call.editor);
  const targets = params.paths.map((path) => deletable(locate(call.context.config, path)));
  const paths = targets.map((target) => target.path);
  return withRepoLock(call.context.repoDir, async () => {
    await checkCollectionMinimums(call.context.repoDir, targets);
    const pages = await deletionPages(call, targets);
    const changes = paths.map((path) => ({ path, content: undefined }));
    const message = "Remove";
    const commit = await commitAndPublish(call, changes, message, pages);
    return { message: `deleted files ${paths.join(", ")}`, commit: commit ?? null };
  });
}

export function deleteFile(call: ContentCall, params: Params<"deleteFile">) {
  return deleteFiles(call, { ...params, paths: [params.path] });
}
