/**
 * The outbox tests run once per store: SQLite under a temporary DATA_DIR, and PostgreSQL in the
 * run's shared throwaway cluster (a fresh database per test).
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { PostgresServer } from "../../scripts/lib/postgres.ts";
import { serverEnv } from "../../scripts/lib/server-env.ts";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { loadConfig } from "../../server/config.ts";
import { openOutboxStore } from "../../server/outbox/open.ts";
import type { OutboxStore } from "../../server/outbox/store.ts";
import { sharedPostgres } from "./postgres.ts";

export const storeKinds = ["sqlite", "postgres"] as const;
export type StoreKind = (typeof storeKinds)[number];

export interface Backend {
  kind: StoreKind;
  /** The environment of a new, empty outbox: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env(): Promise<Record<string, string>>;
  /** Opens the outbox of that environment, as the operator command does. */
  open(env: Record<string, string>): Promise<OutboxStore>;
  /** Makes a submission look accepted `ms` earlier. */
  backdate(env: Record<string, string>, id: number, ms: number): Promise<void>;
  /** Deletes a submission's stored resume behind the store's back. */
  loseResume(env: Record<string, string>, id: number): Promise<void>;
  /** How many resumes are stored. */
  storedResumes(env: Record<string, string>): Promise<number>;
  /** The PostgreSQL cluster (PostgreSQL only). */
  cluster(): PostgresServer;
}

function sqlite(env: Record<string, string>, work: (db: DatabaseSync) => void): void {
  const db = new DatabaseSync(join(env.DATA_DIR ?? "", "submissions.db"), { timeout: 5000 });
  try {
    work(db);
  } finally {
    db.close();
  }
}

/** The backend of one store kind. */
export function useBackend(kind: StoreKind): Backend {
  const pgCluster = () => {
    if (kind !== "postgres") throw new Error("not a PostgreSQL backend");
    return sharedPostgres();
  };
  const databaseUrl = (env: Record<string, string>) => env.DATABASE_URL ?? "";
  return {
    kind,
    async env() {
      const env = { DATA_DIR: tempDir("data") };
      return kind === "postgres" ? { ...env, DATABASE_URL: await pgCluster().createDatabase() } : env;
    },
    async open(env) {
      const store = openOutboxStore(loadConfig(serverEnv(env)), {
        messageDomain: "scriptoria.example",
        log: silentLog,
        retry: false,
      });
      await store.ready();
      return store;
    },
    async backdate(env, id, ms) {
      if (kind === "postgres") {
        await pgCluster().sql(databaseUrl(env), "UPDATE submissions SET created_at = created_at - $2 WHERE id = $1", [
          id,
          ms,
        ]);
      } else {
        sqlite(env, (db) => db.prepare("UPDATE submissions SET created_at = created_at - ? WHERE id = ?").run(ms, id));
      }
    },
    async loseResume(env, id) {
      if (kind === "postgres") {
        await pgCluster().sql(databaseUrl(env), "DELETE FROM submission_resumes WHERE submission_id = $1", [id]);
      } else {
        sqlite(env, (db) => {
          const row = db.prepare("SELECT resume_file FROM submissions WHERE id = ?").get(id);
          rmSync(join(env.DATA_DIR ?? "", "resumes", String(row?.resume_file)), { force: true });
        });
      }
    },
    async storedResumes(env) {
      if (kind === "postgres") {
        const rows = await pgCluster().sql<{ n: number }>(
          databaseUrl(env),
          "SELECT COUNT(*)::integer AS n FROM submission_resumes",
        );
        return rows[0]?.n ?? 0;
      }
      return readdirSync(join(env.DATA_DIR ?? "", "resumes")).length;
    },
    cluster: pgCluster,
  };
}
