/**
 * The hosted admin area as an operator runs it, for the browser tests (tests/e2e, tests/engines)
 * and the editing guide's screenshots: a clone of this repository (its HEAD, with this
 * checkout's node_modules, pushing to a bare remote) as EDIT_REPO, a throwaway DATA_DIR and
 * PUBLISH_DIR, an editor's account made with `npm run editors -- add` (the password on standard
 * input), and the server serving `buildDir` until the first publish. By default the server is
 * `node server/main.ts` and publishing runs the real `npm run build`; with `standIn` it is the
 * same app in this process, publishing with stand-in-build.ts (which serves the built
 * site again, in a second rather than a minute).
 */
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { cloneOfThisRepository } from "./git-repos.ts";
import { startServer } from "./server.ts";
import { serverEnv } from "./server-env.ts";
import { removableTempDir, removeTempDirs } from "./temp-dirs.ts";

const repoRoot = resolve(import.meta.dirname, "..", "..");

export interface SiteEditor {
  email: string;
  name: string;
  password: string;
  /** An editor unless given. */
  role?: "author" | "editor" | "admin";
}

export const siteEditor: SiteEditor = {
  email: "priya.raman@scriptoria.example",
  name: "Priya Raman",
  password: "marigold-ledger-2026-quay",
};

/** An author: writes drafts and asks for review; publishes nothing. */
export const siteAuthor: SiteEditor = {
  email: "ravi.kumar@scriptoria.example",
  name: "Ravi Kumar",
  password: "saffron-atlas-1998-pier",
  role: "author",
};

export interface AdminSite {
  url: string;
  /** The working copy the editors' saves are committed to (EDIT_REPO). */
  repo: string;
  publishDir: string;
  /** What the server wrote so far (empty for a server in this process). */
  output(): string;
  /** Stops the server and removes the clone, the data and the builds. */
  stop(): Promise<void>;
}

export interface AdminSiteOptions {
  /** The built site served until the first publish (a BUILD_ROOT's client/). */
  buildDir: string;
  /** Publish with the stand-in build, in a server in this process. */
  standIn?: boolean;
  /** Accounts besides siteEditor. */
  accounts?: SiteEditor[];
}

/** Adds an account as the operator does: `npm run editors -- add`, the password piped in. */
export function addEditor(env: Record<string, string>, account: SiteEditor = siteEditor): void {
  const role = account.role ? ["--role", account.role] : [];
  execFileSync("npm", ["run", "--silent", "editors", "--", "add", account.email, "--name", account.name, ...role], {
    cwd: repoRoot,
    env: { ...process.env, ...serverEnv(env) },
    input: `${account.password}\n`,
    stdio: ["pipe", "ignore", "pipe"],
  });
}

/** Longer than this, a stop says what it waited for (a test's hook fails at 30 s). */
const slowStopMs = 10_000;

/**
 * Closes the server, then removes the site's folders. A stop that takes long says which part did
 * and what the process was still holding, so that a test that times out in its hook says why.
 */
async function timedStop(close: () => Promise<void>): Promise<void> {
  const started = Date.now();
  const report = setInterval(() => {
    const handles = (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles();
    const held = handles.map((handle) => handle.constructor.name).join(", ");
    console.warn(`admin site: still stopping after ${Math.round((Date.now() - started) / 1000)} s; holding ${held}`);
  }, slowStopMs);
  try {
    await close();
    const closed = Date.now();
    await removeTempDirs();
    const removed = Date.now();
    if (removed - started > slowStopMs) {
      console.warn(
        `admin site: stopped in ${removed - started} ms (closing ${closed - started}, removing ${removed - closed})`,
      );
    }
  } finally {
    clearInterval(report);
  }
}

export async function startAdminSite(options: AdminSiteOptions): Promise<AdminSite> {
  const { repo } = cloneOfThisRepository();
  const publishDir = join(removableTempDir("publish"), "builds");
  const env = {
    EDIT_REPO: repo,
    PUBLISH_DIR: publishDir,
    DATA_DIR: removableTempDir("admin-data"),
    BUILD_DIR: resolve(options.buildDir),
    LOG_LEVEL: "warn",
  };
  for (const account of [siteEditor, ...(options.accounts ?? [])]) addEditor(env, account);
  if (options.standIn) {
    const standInBuild = [
      process.execPath,
      join(import.meta.dirname, "stand-in-build.ts"),
      resolve(options.buildDir, ".."),
    ];
    const server = await startServer({ inProcess: true, env, app: { publishBuildCommand: standInBuild } });
    return { url: server.url, repo, publishDir, output: () => "", stop: () => timedStop(() => server.close()) };
  }
  const server = await startServer({ env });
  return {
    url: server.url,
    repo,
    publishDir,
    output: server.output,
    async stop() {
      await server.stop();
      await removeTempDirs();
    },
  };
}
