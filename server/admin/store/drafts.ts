/**
 * Drafts of the editorial workflow: one unpublished version per entry (its collection and slug),
 * its file's text, its status, who wrote it, when it is to be published, and the photos uploaded
 * with it. Written in one transaction each, so a draft and its photos change together.
 */
import type { Database, Queries, Row } from "../../db/database.ts";

export const draftStatuses = ["draft", "pending_review", "pending_publish"] as const;
export type DraftStatus = (typeof draftStatuses)[number];

export interface DraftKey {
  collection: string;
  slug: string;
}

export interface Draft extends DraftKey {
  /** The entry's file under content/. */
  path: string;
  raw: string;
  /** Whether the entry is new (not in the site yet). */
  newEntry: boolean;
  status: DraftStatus;
  authorId: number;
  authorName: string;
  createdAt: number;
  updatedAt: number;
  /** When it is to be published (ms since the epoch), if scheduled. */
  publishAt: number | null;
  scheduledBy: number | null;
  /** Why its scheduled publish did not happen, if it did not. */
  scheduleNote: string | null;
}

export interface DraftPhoto {
  path: string;
  content: Buffer;
}

const columns =
  "collection, slug, path, raw, new_entry, status, author_id, author_name, created_at, updated_at, publish_at, scheduled_by, schedule_note";

const statusOf = (value: unknown): DraftStatus => draftStatuses.find((status) => status === value) ?? "draft";
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const toDraft = (row: Row): Draft => ({
  collection: String(row.collection),
  slug: String(row.slug),
  path: String(row.path),
  raw: String(row.raw),
  newEntry: Number(row.new_entry) === 1,
  status: statusOf(row.status),
  authorId: Number(row.author_id),
  authorName: String(row.author_name),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  publishAt: numberOrNull(row.publish_at),
  scheduledBy: numberOrNull(row.scheduled_by),
  scheduleNote: row.schedule_note === null || row.schedule_note === undefined ? null : String(row.schedule_note),
});

export async function findDraft(db: Queries, key: DraftKey): Promise<Draft | undefined> {
  const row = await db.get(`SELECT ${columns} FROM admin_drafts WHERE collection = $1 AND slug = $2`, [
    key.collection,
    key.slug,
  ]);
  return row && toDraft(row);
}

/** The draft of the entry in this file, if any. */
export async function draftAt(db: Queries, path: string): Promise<Draft | undefined> {
  const row = await db.get(`SELECT ${columns} FROM admin_drafts WHERE path = $1`, [path]);
  return row && toDraft(row);
}

/** Every draft, the latest change first. */
export async function listDrafts(db: Database): Promise<Draft[]> {
  return (await db.all(`SELECT ${columns} FROM admin_drafts ORDER BY updated_at DESC`)).map(toDraft);
}

/** The paths of a draft's photos, or with `path` that one photo's bytes. */
export async function draftPhotoPaths(db: Queries, key: DraftKey): Promise<string[]> {
  const rows = await db.all("SELECT path FROM admin_draft_photos WHERE collection = $1 AND slug = $2 ORDER BY path", [
    key.collection,
    key.slug,
  ]);
  return rows.map((row) => String(row.path));
}

export async function draftPhotos(db: Queries, key: DraftKey): Promise<DraftPhoto[]> {
  const rows = await db.all(
    "SELECT path, content FROM admin_draft_photos WHERE collection = $1 AND slug = $2 ORDER BY path",
    [key.collection, key.slug],
  );
  return rows.map((row) => ({ path: String(row.path), content: Buffer.from(row.content as Uint8Array) }));
}

export async function draftPhoto(db: Queries, key: DraftKey, path: string): Promise<Buffer | undefined> {
  const row = await db.get("SELECT content FROM admin_draft_photos WHERE collection = $1 AND slug = $2 AND path = $3", [
    key.collection,
    key.slug,
    path,
  ]);
  return row && Buffer.from(row.content as Uint8Array);
}

/** How many drafts an account has, and the bytes of their photos. */
export async function accountUsage(db: Queries, authorId: number): Promise<{ drafts: number; photoBytes: number }> {
  const drafts = await db.get("SELECT count(*) AS n FROM admin_drafts WHERE author_id = $1", [authorId]);
  const bytes = await db.get(
    `SELECT coalesce(sum(length(p.content)), 0) AS n FROM admin_draft_photos p
     JOIN admin_drafts d ON d.collection = p.collection AND d.slug = p.slug WHERE d.author_id = $1`,
    [authorId],
  );
  return { drafts: Number(drafts?.n ?? 0), photoBytes: Number(bytes?.n ?? 0) };
}

/** Writes a new draft, or a draft's new text, with exactly these photos. */
export async function writeDraft(tx: Queries, draft: Draft, photos: readonly DraftPhoto[], exists: boolean) {
  if (exists) {
    await tx.run("UPDATE admin_drafts SET raw = $3, updated_at = $4 WHERE collection = $1 AND slug = $2", [
      draft.collection,
      draft.slug,
      draft.raw,
      draft.updatedAt,
    ]);
  } else {
    await tx.run(
      `INSERT INTO admin_drafts (${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, NULL, NULL, NULL)`,
      [
        draft.collection,
        draft.slug,
        draft.path,
        draft.raw,
        draft.newEntry ? 1 : 0,
        draft.status,
        draft.authorId,
        draft.authorName,
        draft.createdAt,
        draft.updatedAt,
      ],
    );
  }
  await tx.run("DELETE FROM admin_draft_photos WHERE collection = $1 AND slug = $2", [draft.collection, draft.slug]);
  for (const photo of photos) {
    await tx.run("INSERT INTO admin_draft_photos (collection, slug, path, content) VALUES ($1, $2, $3, $4)", [
      draft.collection,
      draft.slug,
      photo.path,
      photo.content,
    ]);
  }
}

export async function setDraftStatus(tx: Queries, key: DraftKey, status: DraftStatus, now: number): Promise<void> {
  await tx.run("UPDATE admin_drafts SET status = $3, updated_at = $4 WHERE collection = $1 AND slug = $2", [
    key.collection,
    key.slug,
    status,
    now,
  ]);
}

/**
 * Schedules the draft for `at` on behalf of editor `by` (marking it Ready), or with null takes it
 * off the schedule.
 */
export async function scheduleDraft(tx: Queries, key: DraftKey, at: number | null, by: number | null): Promise<void> {
  if (at === null) {
    await endSchedule(tx, key, null);
    return;
  }
  await tx.run(
    `UPDATE admin_drafts SET publish_at = $3, scheduled_by = $4, claimed_until = NULL, schedule_note = NULL,
       status = 'pending_publish'
     WHERE collection = $1 AND slug = $2`,
    [key.collection, key.slug, at, by],
  );
}

/** The drafts whose time has come and that no instance holds, the earliest first. */
export async function dueDrafts(db: Database, now: number, limit: number): Promise<Draft[]> {
  const rows = await db.all(
    `SELECT ${columns} FROM admin_drafts
     WHERE publish_at IS NOT NULL AND publish_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1)
     ORDER BY publish_at LIMIT $2`,
    [now, limit],
  );
  return rows.map(toDraft);
}

/**
 * Holds a due draft for this instance until `now + holdMs`: true for exactly one caller however
 * many instances share the database (the condition and the change are one statement).
 */
export async function claimSchedule(db: Database, key: DraftKey, at: number, now: number, holdMs: number) {
  const changed = await db.run(
    `UPDATE admin_drafts SET claimed_until = $4
     WHERE collection = $1 AND slug = $2 AND publish_at = $3 AND (claimed_until IS NULL OR claimed_until < $5)`,
    [key.collection, key.slug, at, now + holdMs, now],
  );
  return changed === 1;
}

/** Takes a draft off the schedule, saying why (`note`), or with no note once it is published. */
export async function endSchedule(db: Queries, key: DraftKey, note: string | null): Promise<void> {
  await db.run(
    `UPDATE admin_drafts SET publish_at = NULL, scheduled_by = NULL, claimed_until = NULL, schedule_note = $3
     WHERE collection = $1 AND slug = $2`,
    [key.collection, key.slug, note],
  );
}

export async function deleteDraft(tx: Queries, key: DraftKey): Promise<void> {
  await tx.run("DELETE FROM admin_draft_photos WHERE collection = $1 AND slug = $2", [key.collection, key.slug]);
  await tx.run("DELETE FROM admin_drafts WHERE collection = $1 AND slug = $2", [key.collection, key.slug]);
}
