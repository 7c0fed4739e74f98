/**
 * Where a resume waits until its submission is delivered. With SQLite, as a file in
 * DATA_DIR/resumes/ (named in the row's resume_file), so that the database file stays small and
 * a commit never copies a PDF through the journal. With PostgreSQL, in submission_resumes, beside
 * its submission, since instances share the database but not a disk. Uploads arrive as `*.part`
 * files in `uploadDir`.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { open, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Queries, Statement } from "../db/database.ts";
import type { ResumeUpload } from "./store.ts";

/** A resume taken over from its upload, before its submission is committed. */
export interface KeptResume {
  /** The row's resume_file (files only). */
  file: string | null;
  /** The bytes, written with the row (database only). */
  content?: Buffer;
}

export interface ResumeShelf {
  readonly uploadDir: string;
  keep(upload: ResumeUpload): Promise<KeptResume>;
  /** The statements that store the resumes of new submissions, in the transaction that inserts them. */
  store(resumes: { reference: string; kept: KeptResume }[]): Statement[];
  /** Gives up a resume whose submission could not be committed. */
  discard(kept: KeptResume): Promise<void>;
  read(db: Queries, id: number): Promise<Buffer | undefined>;
  /** Deletes the resumes of submissions just delivered or purged (`files`: their resume_file). */
  forget(db: Queries, files: (string | null)[]): Promise<void>;
  /** Removes partial uploads, and resumes no undelivered submission needs (left by a crash). */
  removeOrphans(db: Queries): Promise<void>;
}

const removeUploads = (dir: string, keep: (name: string) => boolean = () => false) => {
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".part") || !keep(name)) rmSync(join(dir, name), { force: true });
  }
};

/** Resumes as files in `dir`, beside the SQLite file. */
export function resumeFiles(dir: string): ResumeShelf {
  mkdirSync(dir, { recursive: true });
  const remove = async (files: (string | null)[]) => {
    for (const file of files) if (file) await rm(join(dir, file), { force: true });
  };
  return {
    uploadDir: dir,
    async keep(upload) {
      // Moved under a generated name, and the folder synced: the file survives a crash once committed.
      const file = `${randomUUID()}.pdf`;
      await rename(upload.path, join(dir, file));
      const folder = await open(dir, "r");
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
      return { file };
    },
    store: () => [],
    discard: (kept) => remove([kept.file]),
    async read(db, id) {
      const file = (await db.get("SELECT resume_file FROM submissions WHERE id = $1", [id]))?.resume_file;
      if (typeof file !== "string") return undefined;
      try {
        return await readFile(join(dir, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    forget: (_db, files) => remove(files),
    async removeOrphans(db) {
      const rows = await db.all(
        "SELECT resume_file FROM submissions WHERE resume_file IS NOT NULL AND status <> 'sent'",
      );
      const needed = new Set(rows.map((row) => String(row.resume_file)));
      removeUploads(dir, (name) => needed.has(name));
    },
  };
}

/** Resumes in the database's submission_resumes; uploads wait in `uploadDir`. */
export function resumeRows(uploadDir: string): ResumeShelf {
  mkdirSync(uploadDir, { recursive: true });
  return {
    uploadDir,
    keep: async (upload) => ({ file: null, content: await readFile(upload.path) }),
    store: (resumes) =>
      resumes.flatMap(({ reference, kept }) =>
        kept.content
          ? [
              {
                sql: "INSERT INTO submission_resumes (submission_id, content) SELECT id, $2 FROM submissions WHERE reference = $1",
                params: [reference, kept.content],
              },
            ]
          : [],
      ),
    async discard() {},
    async read(db, id) {
      const row = await db.get<{ content: Buffer }>("SELECT content FROM submission_resumes WHERE submission_id = $1", [
        id,
      ]);
      return row?.content;
    },
    async forget(db) {
      // Purged rows take their resumes with them (ON DELETE CASCADE); delivered ones are looked up.
      await db.run(
        `DELETE FROM submission_resumes WHERE EXISTS (
           SELECT 1 FROM submissions WHERE submissions.id = submission_resumes.submission_id AND submissions.status = 'sent')`,
      );
    },
    async removeOrphans() {
      removeUploads(uploadDir, () => true);
    },
  };
}
