/**
 * The one migrator (server/db/migrations.ts): instances migrating a PostgreSQL database together
 * apply each migration once; and databases made before the outbox, the admin area and the visit
 * counts shared it are opened and migrated without loss: the SQLite outbox, which had no record
 * of a version, the visit counts' SQLite file, versioned by PRAGMA user_version, and the
 * PostgreSQL outbox, whose times were timestamptz.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { findEditor } from "../../server/admin/store/editors.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import type { Database } from "../../server/db/database.ts";
import { migrate, readMigrations } from "../../server/db/migrations.ts";
import { openPostgres } from "../../server/db/postgres.ts";
import { openInsightsStore } from "../../server/insights/open.ts";
import { openOutboxStore } from "../../server/outbox/open.ts";
import { sharedPostgres } from "../support/postgres.ts";

const server = join(import.meta.dirname, "..", "..", "server");
const migrationsOf = (part: string, dialect: "sqlite" | "postgres") =>
  readMigrations(join(server, part, "migrations"), dialect);
const outboxOptions = { messageDomain: "scriptoria.example", log: silentLog, retry: false };
const at = Date.parse("2026-05-04T10:20:30.456Z");
const resume = Buffer.from("%PDF-1.7 a resume");

function sqliteRows(path: string, sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

test("a folder's migrations: those written once for both engines, in each engine's words, and each engine's own", () => {
  const dir = tempDir("migrations");
  mkdirSync(join(dir, "sqlite"));
  mkdirSync(join(dir, "postgres"));
  writeFileSync(join(dir, "001_init.sql"), "CREATE TABLE t (id {{row_id}}, data {{bytes}});");
  writeFileSync(join(dir, "sqlite", "002_sqlite_step.sql"), "SELECT 1;");
  writeFileSync(join(dir, "postgres", "002_postgres_step.sql"), "SELECT 2;");
  writeFileSync(join(dir, "003_more.sql"), "SELECT 3;");
  writeFileSync(join(dir, "notes.txt"), "not a migration");
  expect(readMigrations(dir, "sqlite")).toEqual([
    { version: 1, name: "001_init", sql: "CREATE TABLE t (id INTEGER PRIMARY KEY, data BLOB);" },
    { version: 2, name: "002_sqlite_step", sql: "SELECT 1;" },
    { version: 3, name: "003_more", sql: "SELECT 3;" },
  ]);
  expect(readMigrations(dir, "postgres").map((migration) => migration.sql)).toEqual([
    "CREATE TABLE t (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, data bytea);",
    "SELECT 2;",
    "SELECT 3;",
  ]);

  writeFileSync(join(dir, "postgres", "003_again.sql"), "SELECT 4;");
  expect(() => readMigrations(dir, "postgres")).toThrow(/migration 3 is written more than once for postgres/);
  writeFileSync(join(dir, "004_unknown.sql"), "CREATE TABLE u (at {{timestamp}});");
  expect(() => readMigrations(dir, "sqlite")).toThrow(/004_unknown\.sql: no sqlite spelling of \{\{timestamp\}\}/);
});

test("instances migrating a PostgreSQL database at the same time apply each migration once", async () => {
  const url = await sharedPostgres().createDatabase();
  const migrations = [
    ...migrationsOf("outbox", "postgres"),
    // Fails if applied twice: the table would exist already.
    { version: 999, name: "999_probe", sql: "CREATE TABLE migration_probe (id integer)" },
  ];
  const ledger = { table: "outbox_migrations", lockKey: 0x6f7574626f78 };
  const databases = Array.from({ length: 4 }, () =>
    openPostgres(url, { name: "outbox", connections: 2, log: silentLog }),
  );
  try {
    const applied = await Promise.all(databases.map((db) => migrate(db, ledger, migrations)));
    expect(applied.flat().sort()).toEqual([
      "001_init",
      "002_spent_proofs",
      "003_times_in_milliseconds",
      "004_report_kind",
      "999_probe",
    ]);
    expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
    const rows = await sharedPostgres().sql<{ version: number }>(
      url,
      "SELECT version FROM outbox_migrations ORDER BY 1",
    );
    expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 999]);
    // Run again: nothing left to do.
    expect(await migrate(databases[0] as Database, ledger, migrations)).toEqual([]);
  } finally {
    await Promise.all(databases.map((db) => db.close()));
  }
});

test("a SQLite file without the outbox's migrations keeps its submissions, resumes, proofs and accounts", async () => {
  const dataDir = tempDir("data");
  const path = join(dataDir, "submissions.db");
  const old = new DatabaseSync(path);
  old.exec("PRAGMA journal_mode = WAL;");
  // The outbox's tables as every start made them, with no record of a version: its SQLite
  // migrations 001 and 002 are that schema, word for word.
  for (const migration of migrationsOf("outbox", "sqlite").filter((each) => each.version <= 2)) old.exec(migration.sql);
  // The admin tables as they were applied: their own ledger, applied_at in milliseconds.
  old.exec(
    "CREATE TABLE admin_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)",
  );
  for (const migration of migrationsOf("admin/store", "sqlite")) {
    old.exec(migration.sql);
    old.prepare("INSERT INTO admin_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, at);
  }
  old
    .prepare("INSERT INTO admin_editors (email, name, password_hash, created_at) VALUES (?, ?, ?, ?)")
    .run("editor@scriptoria.example", "Old Editor", "a-hash", at);
  // A career submission claimed by a worker that is gone, with its resume file, and a delivered one.
  mkdirSync(join(dataDir, "resumes"));
  writeFileSync(join(dataDir, "resumes", "kept.pdf"), resume);
  old
    .prepare(
      `INSERT INTO submissions (reference, kind, fields, resume_file, resume_name, resume_bytes, message_id,
         created_at, next_attempt_at, locked_by, locked_until)
       VALUES ('pending-one', 'career', '{"name":"Old Visitor"}', 'kept.pdf', 'cv.pdf', ?, '<pending-one@x>', ?, ?, 'gone', ?)`,
    )
    .run(resume.length, at, at, at + 1000);
  old
    .prepare(
      `INSERT INTO submissions (reference, kind, fields, message_id, created_at, next_attempt_at, status, attempts, sent_at)
       VALUES ('sent-one', 'contact', '{}', '<sent-one@x>', ?, ?, 'sent', 1, ?)`,
    )
    .run(at, at, at + 5000);
  old.prepare("INSERT INTO spent_proofs VALUES ('a-signature', ?)").run(at + 60_000);
  old.close();

  for (let opening = 0; opening < 2; opening++) {
    const store = openOutboxStore({ dataDir }, outboxOptions);
    const admin = openAdminDatabase({ dataDir }, silentLog);
    try {
      await store.ready();
      const [pending] = await store.list(["pending"]);
      expect(pending).toMatchObject({
        reference: "pending-one",
        kind: "career",
        fields: { name: "Old Visitor" },
        resume: { name: "cv.pdf", bytes: resume.length },
        createdAt: at,
        nextAttemptAt: at,
        attempts: 0,
      });
      expect(await store.readResume(pending?.id ?? 0)).toEqual(resume);
      expect(await store.counts()).toEqual({ pending: 1, sent: 1, failed: 0 });
      expect((await store.list(["sent"]))[0]).toMatchObject({ reference: "sent-one", sentAt: at + 5000 });
      expect(await store.nextDueAt()).toBe(opening === 0 ? at + 1000 : at);
      expect(await store.spendProof("a-signature", at + 60_000, at)).toBe(false);
      expect(await findEditor(admin, "editor@scriptoria.example")).toMatchObject({ name: "Old Editor", createdAt: at });
      if (opening === 0) expect(await store.releaseLocks((owner) => owner === "gone")).toBe(1);
    } finally {
      await store.close();
      await admin.close();
    }
  }
  expect(sqliteRows(path, "SELECT version, name FROM outbox_migrations ORDER BY version")).toEqual([
    { version: 1, name: "001_init" },
    { version: 2, name: "002_spent_proofs" },
    { version: 3, name: "003_claim_columns" },
    { version: 4, name: "004_report_kind" },
  ]);
  expect(sqliteRows(path, "SELECT version, name, applied_at FROM admin_migrations ORDER BY version")).toEqual([
    { version: 1, name: "001_accounts", applied_at: at },
    { version: 2, name: "002_devices", applied_at: at },
    // Applied now: the accounts made before roles are editors.
    { version: 3, name: "003_roles", applied_at: expect.any(Number) },
    { version: 4, name: "004_drafts", applied_at: expect.any(Number) },
  ]);
  expect(sqliteRows(path, "SELECT DISTINCT role FROM admin_editors")).toEqual([{ role: "editor" }]);
});

test("the visit counts' SQLite file, versioned by PRAGMA user_version, is taken over as it is", async () => {
  const dataDir = tempDir("data");
  const path = join(dataDir, "insights.db");
  const old = new DatabaseSync(path);
  old.exec(migrationsOf("insights", "sqlite")[0]?.sql ?? "");
  old.exec("PRAGMA user_version = 1");
  old
    .prepare("INSERT INTO insights_views (day, at, path, referrer, device, visitor) VALUES (?, ?, ?, ?, ?, ?)")
    .run("2026-05-04", at, "/", "", "phone", "visitor-1");
  old.close();

  // Applying 001 again would fail: its tables exist.
  const store = openInsightsStore({ dataDir }, silentLog);
  try {
    await store.ready();
    await store.write(
      [
        {
          day: "2026-05-04",
          at,
          path: "/",
          referrer: "",
          device: "desktop",
          browser: "Firefox 133",
          os: "Linux",
          channel: "Direct",
          campaign: "",
          country: "",
          visitor: "visitor-2",
        },
      ],
      [],
    );
    await store.rollUp("2026-05-04");
    expect(await store.daily("2026-05-04", "2026-05-04")).toEqual([{ day: "2026-05-04", views: 2, visitors: 2 }]);
  } finally {
    await store.close();
  }
  // Taken over as 001, then given the migrations after it.
  expect(sqliteRows(path, "SELECT version, name FROM insights_migrations ORDER BY version")).toEqual([
    { version: 1, name: "001_init" },
    { version: 2, name: "002_sources" },
    { version: 3, name: "003_vitals_by_device" },
    { version: 4, name: "004_visits_goals_countries" },
    { version: 5, name: "005_weekly_reports" },
    { version: 6, name: "006_filtered" },
  ]);
  expect(sqliteRows(path, "PRAGMA user_version")).toEqual([{ user_version: 0 }]);
});

test("a PostgreSQL outbox whose times are timestamptz keeps its submissions, resumes and proofs", async () => {
  const url = await sharedPostgres().createDatabase();
  const sql = (text: string, values?: unknown[]) => sharedPostgres().sql(url, text, values);
  const time = (parameter: string) => `to_timestamp(${parameter}::float8 / 1000)`;
  // The outbox as it was migrated: 001 and 002, recorded in its ledger.
  await sql(
    "CREATE TABLE outbox_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  for (const migration of migrationsOf("outbox", "postgres").filter((each) => each.version <= 2)) {
    await sql(migration.sql);
    await sql("INSERT INTO outbox_migrations (version, name) VALUES ($1, $2)", [migration.version, migration.name]);
  }
  await sql(
    `INSERT INTO submissions (reference, kind, fields, resume_name, resume_bytes, message_id, created_at,
       next_attempt_at, claimed_by, claimed_until)
     VALUES ('6d2c33f0-4b8e-4c41-a1a5-3f6f3e0c9a10', 'career', '{"name":"Old Visitor"}', 'cv.pdf', $1, '<old@x>',
       ${time("$2")}, ${time("$2")}, 'gone', ${time("$3")})`,
    [resume.length, at, at + 1000],
  );
  await sql("INSERT INTO submission_resumes (submission_id, content) SELECT id, $1 FROM submissions", [resume]);
  await sql(`INSERT INTO spent_proofs VALUES ('a-signature', ${time("$1")})`, [at + 60_000]);

  const store = openOutboxStore({ dataDir: tempDir("data"), DATABASE_URL: url }, outboxOptions);
  try {
    await store.ready();
    const [pending] = await store.list(["pending"]);
    expect(pending).toMatchObject({
      kind: "career",
      fields: { name: "Old Visitor" },
      resume: { name: "cv.pdf", bytes: resume.length },
      createdAt: at,
      nextAttemptAt: at,
    });
    expect(await store.readResume(pending?.id ?? 0)).toEqual(resume);
    expect(await store.nextDueAt()).toBe(at + 1000);
    expect(await store.spendProof("a-signature", at + 60_000, at)).toBe(false);
    expect(await store.spendProof("a-signature", at + 60_000, at + 60_001)).toBe(true);
    expect(await store.releaseLocks((owner) => owner === "gone")).toBe(1);
  } finally {
    await store.close();
  }
  const versions = await sharedPostgres().sql<{ version: number }>(
    url,
    "SELECT version FROM outbox_migrations ORDER BY 1",
  );
  expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4]);
});
