/**
 * Helpers of the publishing tests: real git repositories in temporary folders (a working copy
 * with a bare remote), a server that serves a live site and /metrics with a publisher over the
 * working copy, and a small stand-in build for the tests about the queue (the real build runs in
 * admin-publish.test.ts).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { PublishStatus } from "../../server/admin/contracts.ts";
import { createPublisher, type PublisherOptions, type SitePublisher } from "../../server/admin/publish/publisher.ts";
import { pointCurrent, releaseId, writeRelease } from "../../server/admin/publish/releases.ts";
import { createMetricsRegistry, registerMetrics, registerPublishMetrics } from "../../server/metrics.ts";
import { type LiveSite, registerSite } from "../../server/site.ts";
import { freePort, tempDir as makeTempDir } from "./helpers.ts";
import { until } from "./wait.ts";

export { until };

/** The temporary folders these helpers and the publishing tests made (removed by `removeTempDirs`). */
const made: string[] = [];

/** A new temporary folder, removed with the others by `removeTempDirs`. */
export function tempDir(prefix: string): string {
  const dir = makeTempDir(prefix);
  made.push(dir);
  return dir;
}

/**
 * Removes every temporary folder made so far. A clone of this repository and a build of the real
 * site are thousands of files (about 110 MB): on a busy disk that takes seconds, so the hooks that
 * call this give it a minute.
 */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export const siteAuthor = { name: "Scriptoria website", email: "website@scriptoria.example" };
export const editor = { name: "Mira Editor", email: "mira@scriptoria.example" };

export function gitIn(repo: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync("git", args, {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** Commits every change in the working copy as `editor`; returns the commit. */
export function commitAll(repo: string, message: string): string {
  gitIn(repo, ["add", "--all"]);
  gitIn(repo, ["commit", "--quiet", "-m", message], {
    GIT_AUTHOR_NAME: editor.name,
    GIT_AUTHOR_EMAIL: editor.email,
    GIT_COMMITTER_NAME: siteAuthor.name,
    GIT_COMMITTER_EMAIL: siteAuthor.email,
  });
  return gitIn(repo, ["rev-parse", "HEAD"]);
}

/** A bare repository that `repo` pushes its branch to, as `origin`. */
export function addBareRemote(repo: string): string {
  const remote = join(tempDir("remote"), "site.git");
  gitIn(repo, ["init", "--quiet", "--bare", remote]);
  for (const name of gitIn(repo, ["remote"]).split("\n").filter(Boolean)) gitIn(repo, ["remote", "remove", name]);
  gitIn(repo, ["remote", "add", "origin", remote]);
  const branch = gitIn(repo, ["symbolic-ref", "--short", "HEAD"]);
  gitIn(repo, ["push", "--quiet", "--set-upstream", "origin", branch]);
  return remote;
}

/**
 * The stand-in build: a page per file of content/ (its text as the page), the not-found page
 * and site.json, like the real build's layout. The first file (by name) containing BROKEN fails
 * it as the content check does, naming the file; one containing OVERSIZE fails it as a size
 * budget does, naming no file; while `gate` (or `hold` in the builds folder) exists it waits;
 * each build appends its commit to `log`.
 */
function standInBuild(gate: string, log: string): string {
  return `import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
const root = process.env.BUILD_ROOT;
const commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
appendFileSync(${JSON.stringify(log)}, "start " + commit + "\\n");
const hold = join(root, "..", "hold");
while (existsSync(${JSON.stringify(gate)}) || existsSync(hold)) await new Promise((resolve) => setTimeout(resolve, 50));
const client = join(root, "client");
mkdirSync(join(client, "404"), { recursive: true });
writeFileSync(join(client, "404", "index.html"), "<!doctype html><title>Not found</title><h1>Page not found</h1>");
for (const name of readdirSync("content").sort()) {
  const text = readFileSync(join("content", name), "utf8");
  if (text.includes("BROKEN")) {
    console.error("content: content/" + name + ": headline: is required");
    process.exit(1);
  }
  if (text.includes("OVERSIZE")) {
    console.log("OVER /news/" + name.replace(/\\.md$/, "") + "  html  99.0 KB");
    console.error("budgets: a route is over budget");
    process.exit(1);
  }
  const page = join(client, "news", name.replace(/\\.md$/, ""));
  mkdirSync(page, { recursive: true });
  writeFileSync(join(page, "index.html"), "<!doctype html><title>" + name + "</title><h1>" + text + "</h1>");
}
writeFileSync(join(client, "index.html"), "<!doctype html><title>Home</title><h1>" + commit + "</h1>");
writeFileSync(join(root, "site.json"), JSON.stringify({ gone: [], builtAt: new Date().toISOString() }));
appendFileSync(${JSON.stringify(log)}, "done " + commit + "\\n");
`;
}

export interface StandInSite {
  repo: string;
  /** While this file exists, a build waits. */
  gate: string;
  /** "start <commit>" and "done <commit>" per build. */
  log: string;
}

/** A small working copy whose build is the stand-in: content/first.md, committed. */
export function standInSite(): StandInSite {
  const dir = tempDir("standin");
  const repo = join(dir, "repo");
  const gate = join(dir, "gate");
  const log = join(dir, "builds.log");
  mkdirSync(join(repo, "content"), { recursive: true });
  mkdirSync(join(repo, "node_modules"));
  gitIn(repo, ["init", "--quiet", "--initial-branch=main"]);
  writeFileSync(join(repo, ".gitignore"), "node_modules\n");
  writeFileSync(join(repo, "build.mjs"), standInBuild(gate, log));
  writeFileSync(join(repo, "content", "first.md"), "First story");
  writeFileSync(log, "");
  commitAll(repo, "A site with one story");
  return { repo, gate, log };
}

export interface PublishingServer {
  app: FastifyInstance;
  url: string;
  site: LiveSite;
  publisher: SitePublisher;
  publishDir: string;
  close(): Promise<void>;
}

/** A server with the live site at `root`, /metrics, and a publisher over `repo`. */
export async function publishingServer(
  root: string,
  options: Omit<PublisherOptions, "site" | "log" | "metrics" | "publishDir"> & { publishDir?: string },
): Promise<PublishingServer> {
  const app = Fastify({ logger: process.env.PUBLISH_TEST_LOG ? { level: "info" } : false });
  const registry = createMetricsRegistry();
  registerMetrics(app, registry, undefined);
  const site = await registerSite(app, root);
  const publishDir = options.publishDir ?? join(tempDir("publish"), "builds");
  const publisher = createPublisher({
    siteAuthor,
    ...options,
    publishDir,
    site,
    log: app.log,
    metrics: registerPublishMetrics(registry, site),
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    url,
    site,
    publisher,
    publishDir,
    async close() {
      await publisher.close();
      await app.close();
    },
  };
}

/** The smallest served build: the not-found page only. */
export function emptyBuild(): string {
  const dir = join(tempDir("empty-build"), "client");
  mkdirSync(join(dir, "404"), { recursive: true });
  writeFileSync(join(dir, "404", "index.html"), "<!doctype html><title>Not found</title><h1>Page not found</h1>");
  return dir;
}

/** A clone of this repository (its HEAD) with this checkout's node_modules, pushing to a bare remote. */
export function cloneOfThisRepository(): { repo: string; remote: string } {
  const repo = join(tempDir("site-clone"), "repo");
  const here = join(import.meta.dirname, "..", "..");
  gitIn(here, ["clone", "--quiet", here, repo]);
  symlinkSync(join(here, "node_modules"), join(repo, "node_modules"));
  return { repo, remote: addBareRemote(repo) };
}

/**
 * A small finished build of `commit` made without the real build (the test's starting point):
 * a home page, the not-found page, site.json and the nginx files, served through `current`.
 */
export async function seedRelease(publishDir: string, commit: string): Promise<string> {
  const id = releaseId(commit);
  const dir = join(publishDir, id);
  const client = join(dir, "client");
  mkdirSync(join(client, "404"), { recursive: true });
  writeFileSync(join(client, "index.html"), "<!doctype html><html><title>Seed</title><h1>The seed build</h1></html>");
  writeFileSync(join(client, "404", "index.html"), "<!doctype html><title>Not found</title><h1>Page not found</h1>");
  writeFileSync(join(dir, "site.json"), JSON.stringify({ gone: [], builtAt: new Date().toISOString() }));
  execFileSync(process.execPath, ["scripts/nginx-config.ts"], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: { ...process.env, BUILD_ROOT: dir },
    stdio: "ignore",
  });
  await writeRelease(dir, commit, Date.now());
  await pointCurrent(publishDir, id);
  return client;
}

export interface Instance {
  url: string;
  child: ChildProcess;
  output(): string;
  status(): Promise<PublishStatus>;
  /** Asks for a publish of `commit`, as the editing API does after a save. */
  request(commit: string, paths?: string[]): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** A publishing server instance (admin-publish-instance.ts) on a free port, once it answers. */
export async function spawnInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(import.meta.dirname, "admin-publish-instance.ts")], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url,
    child,
    output: () => log,
    status: async () => (await (await fetch(`${url}/publish`)).json()) as PublishStatus,
    async request(commit, paths = []) {
      const response = await fetch(`${url}/publish`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ commit, paths }),
      });
      if (!response.ok) throw new Error(`POST /publish: ${response.status}`);
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  await until(`the instance to answer:\n${log}`, async () => (await fetch(`${url}/publish`)).ok, 30_000);
  return instance;
}
