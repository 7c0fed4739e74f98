/**
 * The admin area's tests: a working copy to edit (a fresh git repository with the
 * project's cms/config.yml), the app with the admin area on and a clock the test moves, accounts
 * made as `npm run editors` makes them, and sign-in as the browser's form posts it.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { startServer } from "../../scripts/lib/server.ts";
import { serverEnv } from "../../scripts/lib/server-env.ts";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { addAccount } from "../../server/admin/accounts.ts";
import type { Role } from "../../server/admin/contracts.ts";
import { adminPlugin, type GuardedRoutes } from "../../server/admin/plugin.ts";
import { openAdminDatabase } from "../../server/admin/store/open.ts";
import { type Config, loadConfig } from "../../server/config.ts";

const repoRoot = join(import.meta.dirname, "..", "..");

/** A git working copy with cms/config.yml, as EDIT_REPO names it. */
export function editRepo(): string {
  const dir = tempDir("edit-repo");
  mkdirSync(join(dir, "cms"));
  copyFileSync(join(repoRoot, "cms", "config.yml"), join(dir, "cms", "config.yml"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  git("init", "-q", "-b", "main");
  git("add", "cms/config.yml");
  git("-c", "user.name=Test", "-c", "user.email=test@scriptoria.example", "commit", "-q", "-m", "Start");
  return dir;
}

/** Origin and Sec-Fetch-Site of a request from the admin area's own pages, as app.inject addresses it. */
export const ownOrigin = "http://localhost:80";
export const sameOrigin = { origin: ownOrigin, "sec-fetch-site": "same-origin" };

export interface AdminApp {
  app: FastifyInstance;
  config: Config;
  /** The admin area's clock: moves only when the test moves it. */
  clock: { now: number; advance(ms: number): void };
  close(): Promise<void>;
}

export function testClock(): AdminApp["clock"] {
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  return clock;
}

/**
 * The whole server (server/app.ts) with the admin area on, in this process; instances of one test
 * may share a clock. With `ready: false` it does not wait for its database.
 */
export async function startAdmin(
  env: Record<string, string> = {},
  clock = testClock(),
  { ready = true } = {},
): Promise<AdminApp & { url: string }> {
  const server = await startServer({
    inProcess: true,
    ready,
    env: { EDIT_REPO: editRepo(), ...env },
    app: { adminClock: () => clock.now },
  });
  return { app: server.app, url: server.url, config: server.config, clock, close: server.close };
}

/** The admin area alone on a bare Fastify, with `routes` in its guarded scope (where the editing API goes). */
export async function startAdminWithRoutes(routes: GuardedRoutes): Promise<AdminApp> {
  const config = loadConfig(serverEnv({ EDIT_REPO: editRepo() }));
  const clock = testClock();
  const app = Fastify();
  await app.register(adminPlugin, { config, now: () => clock.now, routes });
  return { app, config, clock, close: () => app.close() };
}

export interface Account {
  email: string;
  name: string;
  password: string;
  role?: Role;
}

export const editor: Account = {
  email: "asha.menon@scriptoria.example",
  name: "Asha Menon",
  password: "tulip-harbour-42-lantern",
};

/** Adds an account to the database of `config` (as `npm run editors -- add` does). */
export async function createAccount(config: Config, account: Account = editor): Promise<void> {
  const db = openAdminDatabase(config, silentLog);
  try {
    await addAccount(db, account, Date.now());
  } finally {
    await db.close();
  }
}

/**
 * Posts the sign-in form as a browser does. `headers` stand for where it comes from: by default
 * the site's own sign-in page (Origin and Sec-Fetch-Site); given, they replace those.
 */
export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = sameOrigin,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/admin/sign-in",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
    payload: new URLSearchParams({ email, password }).toString(),
  });
}

/** The `name=value` of the cookie an answer sets. */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new Error(`no cookie set (status ${response.statusCode})`);
  return value.split(";")[0] ?? "";
}

/** Signs in and returns the session cookie (fails the test if sign-in fails). */
export async function signedIn(app: FastifyInstance, account: Account = editor): Promise<string> {
  const response = await signIn(app, account.email, account.password);
  if (response.statusCode !== 303) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return cookieOf(response);
}

/** GET /admin/api/session with a cookie: 200 while the session is open. */
export async function sessionStatus(app: FastifyInstance, cookie: string): Promise<number> {
  return (await app.inject({ url: "/admin/api/session", headers: { cookie, "sec-fetch-site": "same-origin" } }))
    .statusCode;
}
