/**
 * Several instances on one PostgreSQL (DATABASE_URL), each with its own working copy cloned
 * from one shared remote and its own builds folder. The instance that publishes a save pushes
 * the commit, then records it in `site_publishes` and NOTIFYs the other instances on the
 * channel `scriptoria_publish`. Each instance, on the notification (and every 15 seconds, and at
 * start-up, in case it missed one while it was down or disconnected), takes the newest record:
 * if no build it keeps contains that commit, it fetches from its remote, fast-forwards its
 * working copy and builds the commit, as the first instance did. Every instance therefore
 * serves the new version one build's time after the first.
 */
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { withRepoLock } from "../content/repo-lock.ts";
import { git, hasCommit, isAncestor, pushTarget } from "./git.ts";
import type { SitePublisher } from "./publisher.ts";

export const publishChannel = "scriptoria_publish";
const pollMs = 15_000;

export interface PublishSync {
  /** Records `commit` as the site's newest publish and tells the other instances. */
  announce(commit: string): Promise<void>;
  /** Looks for a publish this instance lacks now. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface SyncOptions {
  databaseUrl: string;
  repo: string;
  publisher: SitePublisher;
  log: FastifyBaseLogger;
  /** Names this instance in the records (for the operator). */
  instance: string;
}

const createTable = `
CREATE TABLE IF NOT EXISTS site_publishes (
  id bigserial PRIMARY KEY,
  commit text NOT NULL,
  instance text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
)`;

async function ensureTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext('site_publishes'))");
    await client.query(createTable);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Whether a build this instance keeps was made from `commit` or a later commit. */
async function alreadyBuilt(repo: string, publisher: SitePublisher, commit: string): Promise<boolean> {
  if (!(await hasCommit(repo, commit))) return false;
  for (const release of publisher.releases()) if (await isAncestor(repo, commit, release.commit)) return true;
  return false;
}

/** Fetches `commit` from the remote and fast-forwards the working copy to it when it can. */
async function fetchCommit(repo: string, commit: string, log: FastifyBaseLogger): Promise<void> {
  await withRepoLock(repo, async () => {
    const target = await pushTarget(repo);
    if (target) await git(repo, ["fetch", "--quiet", target.remote], {}, 120_000);
    try {
      await git(repo, ["merge", "--ff-only", "--quiet", commit]);
    } catch (error) {
      log.warn({ err: error, commit }, "publish: the working copy cannot fast-forward to another instance's publish");
    }
  });
}

export function startPublishSync(options: SyncOptions): PublishSync {
  const { repo, publisher, log } = options;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  pool.on("error", () => undefined);
  let ready: Promise<void> | undefined;
  let listener: pg.Client | undefined;
  let lastSeen = 0;
  let closed = false;
  let checking: Promise<void> | undefined;

  const table = () => {
    ready ??= ensureTable(pool).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  async function newest(): Promise<{ id: number; commit: string } | undefined> {
    await table();
    const { rows } = await pool.query<{ id: string; commit: string }>(
      "SELECT id, commit FROM site_publishes ORDER BY id DESC LIMIT 1",
    );
    const row = rows[0];
    return row ? { id: Number(row.id), commit: row.commit } : undefined;
  }

  async function catchUp(): Promise<void> {
    const record = await newest();
    if (!record || record.id <= lastSeen) return;
    lastSeen = record.id;
    if (await alreadyBuilt(repo, publisher, record.commit)) return;
    log.info({ commit: record.commit }, "publish: another instance published; building it here");
    await fetchCommit(repo, record.commit, log);
    publisher.follow(record.commit);
  }

  const sync: PublishSync = {
    async announce(commit) {
      await table();
      await pool.query(
        "WITH added AS (INSERT INTO site_publishes (commit, instance) VALUES ($1, $2) RETURNING id) SELECT pg_notify($3, id::text) FROM added",
        [commit, options.instance, publishChannel],
      );
    },
    check() {
      checking ??= catchUp()
        .catch((error: unknown) => log.warn({ err: error }, "publish: could not look for other instances' publishes"))
        .finally(() => {
          checking = undefined;
        });
      return checking;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await checking;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };

  const listenAgain = () => {
    if (!closed) setTimeout(() => void listen(), 5000).unref();
  };

  /** A connection of its own that LISTENs; made again 5 seconds after it is lost. */
  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on("error", () => undefined);
    client.on("notification", () => void sync.check());
    try {
      await client.connect();
      await client.query(`LISTEN ${publishChannel}`);
    } catch (error) {
      log.warn({ err: error }, "publish: cannot listen for other instances' publishes; trying again");
      await client.end().catch(() => undefined);
      listenAgain();
      return;
    }
    listener = client;
    client.on("end", listenAgain);
    void sync.check();
  }

  const timer = setInterval(() => void sync.check(), pollMs);
  timer.unref();
  void listen();
  return sync;
}
