/**
 * The editorial workflow of Decap's proxy protocol (publish_mode: editorial_workflow): drafts,
 * review and publishing. A draft is an entry's unpublished version, kept with the photos uploaded
 * for it in the admin database (../store/drafts.ts), never in the working copy: nothing of it is
 * live, committed or pushed until it is published. Publishing a draft is a save like any other
 * (save-actions.ts, persistEntry): the same checks, the same commit, the same publish.
 *
 * Each draft is checked as a save is (its collection, its file, its fields) when it is written,
 * and again when it is published. What an account may do with a draft is in roles.ts.
 */
import type { Editor } from "../contracts.ts";
import {
  accountUsage,
  type Draft,
  type DraftKey,
  type DraftPhoto,
  deleteDraft,
  draftAt,
  draftPhoto,
  draftPhotoPaths,
  draftPhotos,
  findDraft,
  listDrafts,
  setDraftStatus,
  writeDraft,
} from "../store/drafts.ts";
import { findEditorById } from "../store/editors.ts";
import type { ContentCall } from "./context.ts";
import { prepareEntry } from "./entries.ts";
import type { Asset, Params } from "./params.ts";
import { type EntryTarget, locate, writablePhoto } from "./paths.ts";
import { acceptPhoto, checkPhotoSize } from "./photo-check.ts";
import { mediaFile } from "./read-actions.ts";
import { Refusal } from "./refusal.ts";
import { checkMayChangeDraft, checkMayPublish, checkMaySetStatus } from "./roles.ts";
import { fileExists } from "./safe-fs.ts";
import { entryTarget, persistEntry } from "./save-actions.ts";

/** The most drafts one account keeps, and the most bytes of photos in them. */
export const draftLimits = { drafts: 50, photoBytes: 200 * 1024 * 1024 };

/** The entry a draft's collection and slug name: refused unless it is that collection's file of that name. */
function draftTarget(call: ContentCall, key: DraftKey, path?: string): EntryTarget {
  const collection = call.context.config.collections.find((each) => each.name === key.collection);
  if (!collection) throw new Refusal(403, `"${key.collection}" is not a collection of this site`);
  const expected = `${collection.folder}/${key.slug}.${collection.extension}`;
  const target = entryTarget(call, path ?? expected);
  if (target.path !== expected || target.collection.name !== collection.name) {
    throw new Refusal(403, `"${target.path}" is not the file of ${collection.label}'s entry "${key.slug}"`);
  }
  return target;
}

async function existingDraft(call: ContentCall, key: DraftKey): Promise<Draft> {
  const draft = await findDraft(call.context.db, key);
  if (!draft) throw new Refusal(404, `There is no draft of ${key.collection}/${key.slug}`);
  return draft;
}

function keyOfId(params: Params<"unpublishedEntry">): DraftKey {
  if (params.id !== undefined) {
    const at = params.id.indexOf("/");
    if (at > 0) return { collection: params.id.slice(0, at), slug: params.id.slice(at + 1) };
  }
  if (params.collection === undefined || params.slug === undefined) {
    throw new Refusal(400, "unpublishedEntry needs the draft's id, or its collection and slug");
  }
  return { collection: params.collection, slug: params.slug };
}

/** A photo uploaded with a draft: beside its entry, within the limits, decoded and stripped of metadata. */
async function draftPhotoOf(call: ContentCall, target: EntryTarget, asset: Asset): Promise<DraftPhoto> {
  const photo = writablePhoto(locate(call.context.config, asset.path));
  if (photo.folder !== target.collection.mediaFolder) {
    throw new Refusal(403, `"${photo.path}" must be saved beside its entry, in ${target.collection.mediaFolder}`);
  }
  const bytes = Buffer.from(asset.content, "base64");
  checkPhotoSize(photo.path, bytes.length);
  return { path: photo.path, content: await acceptPhoto(photo.path, bytes) };
}

/** persistEntry with `useWorkflow`: writes the entry's draft (new, or its next version) and its photos. */
export async function saveDraft(call: ContentCall, params: Params<"persistEntry">) {
  const file = params.dataFiles?.[0] ?? params.entry;
  if (!file) throw new Refusal(400, "persistEntry needs the entry's file");
  const key = { collection: params.options.collectionName ?? "", slug: file.slug };
  const target = draftTarget(call, key, file.path);
  if (target.collection.mediaFolder === undefined && params.assets.length > 0) {
    throw new Refusal(403, "This collection takes no photos");
  }
  const photos: DraftPhoto[] = [];
  for (const asset of params.assets) photos.push(await draftPhotoOf(call, target, asset));
  const { repoDir, db } = call.context;
  const newEntry = !(await fileExists(repoDir, target.path));
  // The draft is checked as a save would be, and refused for the same reasons.
  await prepareEntry(repoDir, target, file.raw, false);
  const now = Date.now();
  await db.transaction(async (tx) => {
    const existing = await findDraft(tx, key);
    if (existing) checkMayChangeDraft(call.editor, existing);
    else {
      if (await draftAt(tx, target.path)) throw new Refusal(409, `"${target.path}" has a draft already`);
      await checkRoomForDraft(tx, call.editor, photos);
    }
    await writeDraft(
      tx,
      {
        ...key,
        path: target.path,
        raw: file.raw,
        newEntry: existing?.newEntry ?? newEntry,
        status: "draft",
        authorId: existing?.authorId ?? call.editor.id,
        authorName: existing?.authorName ?? call.editor.name,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        publishAt: null,
        scheduledBy: null,
        scheduleNote: null,
      },
      photos,
      existing !== undefined,
    );
  });
  call.context.log.info({ editor: call.editor.id, path: target.path }, "admin: draft saved");
  return { message: "entry persisted" };
}

async function checkRoomForDraft(
  tx: Parameters<typeof accountUsage>[0],
  editor: Editor,
  photos: readonly DraftPhoto[],
): Promise<void> {
  const usage = await accountUsage(tx, editor.id);
  if (usage.drafts >= draftLimits.drafts) {
    throw new Refusal(429, `An account keeps at most ${draftLimits.drafts} drafts: publish or delete one first`);
  }
  const bytes = photos.reduce((sum, photo) => sum + photo.content.length, usage.photoBytes);
  if (bytes > draftLimits.photoBytes) {
    throw new Refusal(429, `An account's drafts hold at most ${draftLimits.photoBytes / 1048576} MB of photos`);
  }
}

/** The drafts, as Decap names them: "collection/slug". */
export async function unpublishedEntries(call: ContentCall): Promise<string[]> {
  return (await listDrafts(call.context.db)).map((draft) => `${draft.collection}/${draft.slug}`);
}

/** A draft: its status, its files (the entry and its photos), when it changed and who wrote it. */
export async function unpublishedEntry(call: ContentCall, params: Params<"unpublishedEntry">) {
  const key = keyOfId(params);
  const draft = await existingDraft(call, key);
  const photos = await draftPhotoPaths(call.context.db, key);
  const diff = (path: string, binary: boolean) => ({ path, id: path, newFile: binary || draft.newEntry, binary });
  return {
    collection: draft.collection,
    slug: draft.slug,
    status: draft.status,
    diffs: [diff(draft.path, false), ...photos.map((path) => diff(path, true))],
    updatedAt: new Date(draft.updatedAt).toISOString(),
    pullRequestAuthor: draft.authorName,
  };
}

export async function unpublishedEntryDataFile(call: ContentCall, params: Params<"unpublishedEntryDataFile">) {
  const draft = await existingDraft(call, params);
  if (params.path !== draft.path) throw new Refusal(404, `The draft holds no file "${params.path}"`);
  return { data: draft.raw };
}

export async function unpublishedEntryMediaFile(call: ContentCall, params: Params<"unpublishedEntryMediaFile">) {
  await existingDraft(call, params);
  const bytes = await draftPhoto(call.context.db, params, params.path);
  if (!bytes) throw new Refusal(404, `The draft holds no photo "${params.path}"`);
  return mediaFile(params.path, bytes);
}

export async function updateUnpublishedEntryStatus(call: ContentCall, params: Params<"updateUnpublishedEntryStatus">) {
  await call.context.db.transaction(async (tx) => {
    const draft = await findDraft(tx, params);
    if (!draft) throw new Refusal(404, `There is no draft of ${params.collection}/${params.slug}`);
    checkMaySetStatus(call.editor, draft, params.newStatus);
    await setDraftStatus(tx, params, params.newStatus, Date.now());
  });
  return { message: `${params.collection}/${params.slug} is now ${params.newStatus}` };
}

export async function deleteUnpublishedEntry(call: ContentCall, params: Params<"deleteUnpublishedEntry">) {
  await call.context.db.transaction(async (tx) => {
    const draft = await findDraft(tx, params);
    if (!draft) return;
    checkMayChangeDraft(call.editor, draft);
    await deleteDraft(tx, params);
  });
  return { message: `deleted the draft of ${params.collection}/${params.slug}` };
}

/**
 * Publishes a draft as a save: the entry and its photos go through persistEntry, and the draft
 * is deleted once that has committed, unless it changed meanwhile (its newer text stays a draft).
 */
export async function publishDraft(call: ContentCall, draft: Draft): Promise<{ commit: string | null }> {
  checkMayPublish(call.editor);
  draftTarget(call, draft, draft.path);
  const photos = await draftPhotos(call.context.db, draft);
  // The draft's writer is the commit's author, while their account exists; the editor is named.
  const writer = draft.authorId === call.editor.id ? undefined : await findEditorById(call.context.db, draft.authorId);
  const publishing = writer ? { ...call, writer: { name: writer.name, email: writer.email } } : call;
  const saved = await persistEntry(publishing, {
    dataFiles: [{ slug: draft.slug, path: draft.path, raw: draft.raw }],
    assets: photos.map((photo) => ({
      path: photo.path,
      content: photo.content.toString("base64"),
      encoding: "base64",
    })),
    // A new entry whose file is there already (a publish of it stopped after its commit) is updated.
    options: { commitMessage: "", newEntry: draft.newEntry && !(await fileExists(call.context.repoDir, draft.path)) },
  });
  await call.context.db.transaction(async (tx) => {
    const now = await findDraft(tx, draft);
    if (now && now.updatedAt === draft.updatedAt) await deleteDraft(tx, draft);
  });
  return { commit: saved.commit };
}

export async function publishUnpublishedEntry(call: ContentCall, params: Params<"publishUnpublishedEntry">) {
  checkMayPublish(call.editor);
  const draft = await existingDraft(call, params);
  await publishDraft(call, draft);
  return { message: `published ${params.collection}/${params.slug}` };
}
