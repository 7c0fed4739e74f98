/**
 * Versioned SQL migrations, the one migrator of the outbox, the admin area and the visit counts:
 * files `<dir>/NNN_name.sql` (both engines) or `<dir>/<dialect>/NNN_name.sql`, applied in order
 * and recorded in the part's own table (`outbox_migrations`, `admin_migrations`,
 * `insights_migrations`). One run is one transaction
 * under the part's lock (PostgreSQL: an advisory lock; SQLite: the write lock), so instances
 * starting together apply each migration once: the others wait, then find nothing left to do.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database, Dialect, Queries } from "./database.ts";

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Where a part records its migrations, and the advisory lock it holds while applying them. */
export interface Ledger {
  /** The table of applied versions, e.g. "outbox_migrations" (a fixed name, never input). */
  table: string;
  lockKey: number;
}

/**
 * The words the engines spell their own way, for migrations written once for both: `{{row_id}}`,
 * an integer key the database assigns (SQLite's rowid), and `{{bytes}}`, a binary column.
 */
const dialectWords: Record<Dialect, Record<string, string>> = {
  sqlite: { row_id: "INTEGER PRIMARY KEY", bytes: "BLOB" },
  postgres: { row_id: "bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY", bytes: "bytea" },
};

function sqlFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)) : [];
}

/**
 * The migrations of `dir` for `dialect`, in order: `dir/NNN_name.sql`, written once in the SQL
 * both engines share (with the words of `dialectWords`), and `dir/<dialect>/NNN_name.sql` where
 * a step differs between them. A version is in one place or the other, never both.
 */
export function readMigrations(dir: string, dialect: Dialect): Migration[] {
  const shared = sqlFiles(dir).map((file) => ({ file, path: join(dir, file) }));
  const own = sqlFiles(join(dir, dialect)).map((file) => ({ file, path: join(dir, dialect, file) }));
  const migrations = [...shared, ...own]
    .map(({ file, path }) => ({
      version: Number.parseInt(file, 10),
      name: file.replace(/\.sql$/, ""),
      sql: readFileSync(path, "utf8").replace(/\{\{(\w+)\}\}/g, (_, word: string) => {
        const spelled = dialectWords[dialect][word];
        if (spelled === undefined) throw new Error(`${path}: no ${dialect} spelling of {{${word}}}`);
        return spelled;
      }),
    }))
    .sort((a, b) => a.version - b.version);
  const twice = migrations.find((migration, index) => migrations[index - 1]?.version === migration.version);
  if (twice) throw new Error(`${dir}: migration ${twice.version} is written more than once for ${dialect}`);
  return migrations;
}

/** The table of applied versions, as each engine has always had it, and "now" in its `applied_at`. */
const ledgerSchema: Record<Dialect, { columns: string; now: string }> = {
  postgres: {
    columns: "version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now()",
    now: "now()",
  },
  sqlite: {
    columns: "version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL",
    now: "CAST(unixepoch('subsec') * 1000 AS INTEGER)",
  },
};

/**
 * The visit counts' SQLite file kept its version in `PRAGMA user_version` before it had a table:
 * the migrations up to it are recorded as applied, once, and the pragma goes back to 0.
 */
async function adoptUserVersion(tx: Queries, { table }: Ledger, migrations: Migration[]): Promise<void> {
  const version = Number((await tx.get("PRAGMA user_version"))?.user_version ?? 0);
  if (version === 0 || (await tx.get(`SELECT version FROM ${table} LIMIT 1`))) return;
  for (const migration of migrations.filter((each) => each.version <= version)) {
    await tx.run(`INSERT INTO ${table} (version, name, applied_at) VALUES ($1, $2, ${ledgerSchema.sqlite.now})`, [
      migration.version,
      migration.name,
    ]);
  }
  await tx.exec("PRAGMA user_version = 0");
}

/** Applies the migrations the database lacks; returns the names of those applied. */
export function migrate(db: Database, ledger: Ledger, migrations: Migration[]): Promise<string[]> {
  const { table } = ledger;
  const schema = ledgerSchema[db.dialect];
  return db.transaction(
    async (tx) => {
      await tx.exec(`CREATE TABLE IF NOT EXISTS ${table} (${schema.columns})`);
      if (db.dialect === "sqlite") await adoptUserVersion(tx, ledger, migrations);
      const done = new Set((await tx.all(`SELECT version FROM ${table}`)).map((row) => Number(row.version)));
      const applied: string[] = [];
      for (const migration of migrations.filter((each) => !done.has(each.version))) {
        await tx.exec(migration.sql);
        await tx.run(`INSERT INTO ${table} (version, name, applied_at) VALUES ($1, $2, ${schema.now})`, [
          migration.version,
          migration.name,
        ]);
        applied.push(migration.name);
      }
      return applied;
    },
    { durable: true, lock: ledger.lockKey },
  );
}
