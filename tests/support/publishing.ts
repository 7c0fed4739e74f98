/**
 * The publishing tests' own pieces: a small working copy whose build is a stand-in (for the
 * tests about the queue; the real build runs in admin-publish.test.ts), and a server that serves
 * a live site and /metrics with a publisher over a working copy. The repositories, releases and
 * instances they share with the benchmark are in scripts/lib.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { commitAll, gitIn, siteAuthor } from "../../scripts/lib/git-repos.ts";
import { removableTempDir } from "../../scripts/lib/temp-dirs.ts";
import { createPublisher, type PublisherOptions, type SitePublisher } from "../../server/admin/publish/publisher.ts";
import { createMetricsRegistry, registerMetrics, registerPublishMetrics } from "../../server/metrics.ts";
import { type LiveSite, registerSite } from "../../server/site.ts";

/**
 * The stand-in build: a page per file of content/ and its folders (its text as the page), the
 * not-found page, site.json and a server bundle, like the real build's layout. The first file (by
 * name) containing BROKEN fails it as the content check does, naming the file; one containing
 * OVERSIZE fails it as a size budget does, naming no file; while `gate` (or `hold` in the builds
 * folder) exists it waits; each build appends its commit to `log`. Run as `build.mjs pages`, it
 * stands in for the pages-only build: it logs "pages <commit> <KEEP_BUILD>" too, and fails on a
 * file containing PAGES-FAIL.
 */
function standInBuild(gate: string, log: string): string {
  return `import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
const root = process.env.BUILD_ROOT;
const commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
appendFileSync(${JSON.stringify(log)}, "start " + commit + "\\n");
const pagesOnly = process.argv[2] === "pages";
if (pagesOnly) appendFileSync(${JSON.stringify(log)}, "pages " + commit + " " + process.env.KEEP_BUILD + "\\n");
// The line the real build's content check ends with: the publish's status moves to its next step.
console.log("content: the stand-in's files read");
const hold = join(root, "..", "hold");
while (existsSync(${JSON.stringify(gate)}) || existsSync(hold)) await new Promise((resolve) => setTimeout(resolve, 50));
const client = join(root, "client");
mkdirSync(join(client, "404"), { recursive: true });
writeFileSync(join(client, "404", "index.html"), "<!doctype html><title>Not found</title><h1>Page not found</h1>");
const files = readdirSync("content", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
for (const name of files.map((entry) => join(entry.parentPath, entry.name).slice("content/".length)).sort()) {
  const text = readFileSync(join("content", name), "utf8");
  if (pagesOnly && text.includes("PAGES-FAIL")) process.exit(1);
  if (text.includes("BROKEN")) {
    console.error("content: content/" + name + ": headline: is required");
    process.exit(1);
  }
  if (text.includes("OVERSIZE")) {
    console.log("OVER /news/" + name.replace(/\\.md$/, "") + "  html  99.0 KB");
    console.error("budgets: a route is over budget");
    process.exit(1);
  }
  const slug = name.replace(/^.*\\//, "").replace(/\\.md$/, "");
  mkdirSync(join(client, "news", slug), { recursive: true });
  writeFileSync(join(client, "news", slug, "index.html"), "<!doctype html><title>Story " + slug + " | Scriptoria</title><h1>" + text + "</h1>");
}
writeFileSync(join(client, "index.html"), "<!doctype html><title>Home</title><h1>" + commit + "</h1>");
mkdirSync(join(root, "server"), { recursive: true });
writeFileSync(join(root, "server", "index.js"), "");
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
  const dir = removableTempDir("standin");
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
  const publishDir = options.publishDir ?? join(removableTempDir("publish"), "builds");
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
