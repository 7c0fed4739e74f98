/**
 * A throwaway PostgreSQL cluster for tests and the benchmarks: `initdb` in a temporary folder,
 * `pg_ctl start` on a free loopback port, removed by `destroy()`. PostgreSQL refuses to run as
 * root, so as root the folder is handed to the `postgres` user and the tools run as it.
 * Finds the tools in PG_BIN, else in the newest /usr/lib/postgresql/<version>/bin (Debian's
 * `postgresql` package), else through `pg_config --bindir`; fails with a clear message if none.
 */
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);

/** What a test may do with a running cluster, its own or the run's shared one. */
export interface PostgresServer {
  port: number;
  /** Connection URL of a database of this cluster. */
  url(database?: string): string;
  /** Creates an empty database (a name no other test uses) and returns its URL. */
  createDatabase(): Promise<string>;
  /** Runs one statement in a database (tests: inspect or change rows behind the store's back). */
  sql<R extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]): Promise<R[]>;
}

export interface PostgresCluster extends PostgresServer {
  /** Stops the server (the data stays): the database is "down". */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops the server and deletes the cluster. */
  destroy(): Promise<void>;
}

export interface PostgresOptions {
  /**
   * Durable (fsync on), as in production: the benchmark. Off by default: tests trade crash
   * safety of the test database for speed.
   */
  durable?: boolean;
  /** Connections at once (default 100): the cluster shared by a whole run takes more. */
  maxConnections?: number;
}

function binDir(): string {
  const candidates = [process.env.PG_BIN];
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, "bin")));
  }
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim());
  } catch {
    // no pg_config on PATH
  }
  const found = candidates.find((dir) => dir && existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
  if (!found) {
    throw new Error(
      "PostgreSQL is not installed: these tests need its initdb and pg_ctl (Debian: apt-get install postgresql; or set PG_BIN to their folder)",
    );
  }
  return found;
}

export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresCluster> {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "scriptoria-pg-"));
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) =>
    root ? run("runuser", ["-u", "postgres", "--", join(bin, name), ...args]) : run(join(bin, name), args);
  const data = join(dir, "data");
  const log = join(dir, "server.log");
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    `-c max_connections=${options.maxConnections ?? 100}`,
    ...(options.durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
  ].join(" ");

  const start = async () => {
    try {
      await tool("pg_ctl", ["-D", data, "-o", settings, "-l", log, "-w", "-t", "60", "start"]);
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-10).join("\n") : "";
      throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${tail}`);
    }
  };
  const stop = async () => {
    await tool("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };

  await tool("initdb", ["-D", data, "-A", "trust", "-U", "app", "-E", "UTF8", "--locale=C", "--no-sync"]);
  await start();
  return {
    ...postgresAt(port),
    stop,
    start,
    async destroy() {
      await tool("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The cluster listening on `port` (tests' clusters trust the user `app`). */
export function postgresAt(port: number): PostgresServer {
  const url = (database = "postgres") => `postgres://app@127.0.0.1:${port}/${database}`;
  const sql = async <R extends pg.QueryResultRow>(target: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    async createDatabase() {
      const name = `test_${randomBytes(6).toString("hex")}`;
      await sql(url(), `CREATE DATABASE ${name}`);
      return url(name);
    },
    sql,
  };
}
