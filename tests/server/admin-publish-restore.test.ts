/**
 * A refused save never takes an innocent one with it. Random interleavings (a seeded PRNG) of
 * saves, good and bad, of the same and of different files, while the publisher is idle and while
 * its builds are held, on a real git working copy with the stand-in build: a file with BROKEN is
 * refused by name (as the content check does), one with OVERSIZE without a name (as a size budget
 * does). Saves go through the editing API's own commit under the working copy's lock. Once it
 * settles: every file's latest good save is at HEAD, no bad version is, the served build is
 * HEAD's, and every commit the site made replaced only bad versions.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { editor, gitIn, siteAuthor } from "../../scripts/lib/git-repos.ts";
import { emptyBuild } from "../../scripts/lib/releases.ts";
import { removeTempDirs } from "../../scripts/lib/temp-dirs.ts";
import { until } from "../../scripts/lib/until.ts";
import { withRepoLock } from "../../server/admin/content/repo-lock.ts";
import { commitSave } from "../../server/admin/content/transaction.ts";
import { keptRefusals } from "../../server/admin/publish/status.ts";
import { type PublishingServer, publishingServer, type StandInSite, standInSite } from "../support/publishing.ts";

afterAll(() => removeTempDirs(), 60_000);

/** mulberry32: the same seed, the same interleaving. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Kind = "good" | "broken" | "oversize" | "delete";
const bad = (text: string | undefined) => text !== undefined && /BROKEN|OVERSIZE/.test(text);
const files = ["alpha", "beta", "gamma", "delta", "first"].map((name) => `content/${name}.md`);

interface Run {
  site: StandInSite;
  server: PublishingServer;
  /** Each file's saves, in order (undefined: deleted). */
  saved: Map<string, (string | undefined)[]>;
  counter: number;
}

async function save(run: Run, path: string, kind: Kind): Promise<void> {
  run.counter += 1;
  const marker = kind === "broken" ? "BROKEN " : kind === "oversize" ? "OVERSIZE " : "";
  const content = kind === "delete" ? undefined : `${marker}${path} version ${run.counter}`;
  const { repo } = run.site;
  const commit = await withRepoLock(repo, () =>
    commitSave(repo, {
      changes: [{ path, content }],
      message: `Update ${path}`,
      author: editor,
      committer: siteAuthor,
    }),
  );
  if (!commit) return;
  run.saved.set(path, [...(run.saved.get(path) ?? []), content]);
  run.server.publisher.request(commit, [`/news/${path.slice("content/".length, -".md".length)}`]);
}

const headFile = (repo: string, path: string) => {
  try {
    return gitIn(repo, ["show", `HEAD:${path}`]);
  } catch {
    return undefined;
  }
};

async function settle(run: Run): Promise<void> {
  rmSync(run.site.gate, { force: true });
  await run.server.publisher.settled();
}

/** What must hold once publishing has settled. */
function check(run: Run, initial: Map<string, string | undefined>): void {
  const { repo } = run.site;
  for (const path of files) {
    const versions = run.saved.get(path) ?? [];
    const latest = versions.at(-1);
    const atHead = headFile(repo, path);
    expect(bad(atHead), `${path} at HEAD: ${atHead}`).toBe(false);
    if (versions.length > 0 && !bad(latest)) expect(atHead, `${path}: its latest save`).toBe(latest);
    else expect([initial.get(path), ...versions.filter((text) => !bad(text))]).toContain(atHead);
  }
  const served = run.server.publisher.status().servedCommit ?? "";
  expect(gitIn(repo, ["rev-parse", `${served}^{tree}`])).toBe(gitIn(repo, ["rev-parse", "HEAD^{tree}"]));
  // Each commit of the site replaced bad versions only: no innocent save was taken back.
  const siteCommits = gitIn(repo, ["log", "--format=%H", `--author=${siteAuthor.email}`])
    .split("\n")
    .filter(Boolean);
  for (const commit of siteCommits) {
    const changed = gitIn(repo, ["diff-tree", "--no-commit-id", "--name-only", "-r", commit]).split("\n");
    for (const path of changed.filter(Boolean)) {
      const before = gitIn(repo, ["show", `${commit}^:${path}`]);
      expect(bad(before), `${commit} restored ${path}, which was ${before}`).toBe(true);
    }
    expect(gitIn(repo, ["log", "-1", "--format=%s", commit])).toMatch(/^Unpublish .*the site's build refused/);
  }
  // The last refusals, newest last, each newer than the one before.
  const ids = (run.server.publisher.status().refusals ?? []).map((refusal) => refusal.id);
  expect(ids.length).toBeLessThanOrEqual(keptRefusals);
  for (const [index, id] of ids.entries()) if (index > 0) expect(id).toBeGreaterThan(ids[index - 1] ?? id);
}

async function randomRun(seed: number, steps: number): Promise<{ builds: number; restores: number }> {
  const random = prng(seed);
  const site = standInSite();
  const server = await publishingServer(emptyBuild(), {
    repo: site.repo,
    buildCommand: ["node", "build.mjs"],
    niceness: 0,
  });
  const run: Run = { site, server, saved: new Map(), counter: 0 };
  try {
    server.publisher.request(gitIn(site.repo, ["rev-parse", "HEAD"]));
    await server.publisher.settled();
    expect(server.publisher.status()).toMatchObject({ state: "live" });
    const initial = new Map(files.map((path) => [path, headFile(site.repo, path)]));
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    for (let step = 0; step < steps; step++) {
      const roll = random();
      if (roll < 0.6) {
        const kind = pick<Kind>(["good", "good", "good", "broken", "broken", "oversize", "delete"]);
        await save(run, pick(files), kind);
      } else if (roll < 0.75) {
        // Hold the builds, save, and wait until a build (or a trial build) is running with it.
        writeFileSync(site.gate, "");
        await save(run, pick(files), pick<Kind>(["good", "broken", "oversize"]));
        await until("a build to run", () => server.publisher.status().state === "building");
      } else if (roll < 0.9) {
        rmSync(site.gate, { force: true });
      } else {
        await settle(run);
      }
    }
    await settle(run);
    check(run, initial);
    const log = readFileSync(site.log, "utf8");
    const restores = gitIn(site.repo, ["log", "--format=%H", `--author=${siteAuthor.email}`]).split("\n");
    return {
      builds: log.split("\n").filter((line) => line.startsWith("start ")).length,
      restores: restores.filter(Boolean).length,
    };
  } finally {
    rmSync(site.gate, { force: true });
    await server.close();
  }
}

describe("refused saves among others, in random interleavings", () => {
  it("a bad save during the build of a bad save of the same file, and an innocent save beside them", async () => {
    const site = standInSite();
    const server = await publishingServer(emptyBuild(), {
      repo: site.repo,
      buildCommand: ["node", "build.mjs"],
      niceness: 0,
    });
    const run: Run = { site, server, saved: new Map(), counter: 0 };
    try {
      server.publisher.request(gitIn(site.repo, ["rev-parse", "HEAD"]));
      await server.publisher.settled();
      const initial = new Map(files.map((path) => [path, headFile(site.repo, path)]));
      writeFileSync(site.gate, "");
      await save(run, "content/alpha.md", "broken");
      await until("the build to run", () => server.publisher.status().state === "building");
      await save(run, "content/alpha.md", "broken");
      await save(run, "content/beta.md", "good");
      await settle(run);
      check(run, initial);
      expect(headFile(site.repo, "content/beta.md")).toBe(run.saved.get("content/beta.md")?.at(-1));
      expect(headFile(site.repo, "content/alpha.md")).toBeUndefined();
      expect(server.publisher.status()).toMatchObject({ state: "live", push: { result: "no-remote" } });
      // The first build's alpha was saved again during it, so nothing was taken back; the second
      // build's was. Both refusals stay after the rest of the batch went live.
      const refusals = server.publisher.status().refusals ?? [];
      expect(refusals).toMatchObject([
        { files: [], error: { file: "content/alpha.md" } },
        { files: ["content/alpha.md"], error: { file: "content/alpha.md", field: "headline" } },
      ]);
      expect(refusals[1]?.id).toBeGreaterThan(refusals[0]?.id ?? Number.POSITIVE_INFINITY);
    } finally {
      rmSync(site.gate, { force: true });
      await server.close();
    }
  }, 60_000);

  it("an oversized save among several finds the one to blame by trial builds, and publishes the rest", async () => {
    const site = standInSite();
    const server = await publishingServer(emptyBuild(), {
      repo: site.repo,
      buildCommand: ["node", "build.mjs"],
      niceness: 0,
    });
    const run: Run = { site, server, saved: new Map(), counter: 0 };
    try {
      server.publisher.request(gitIn(site.repo, ["rev-parse", "HEAD"]));
      await server.publisher.settled();
      const initial = new Map(files.map((path) => [path, headFile(site.repo, path)]));
      writeFileSync(site.gate, "");
      await save(run, "content/first.md", "good");
      await until("the build to run", () => server.publisher.status().state === "building");
      await save(run, "content/alpha.md", "good");
      await save(run, "content/beta.md", "oversize");
      await save(run, "content/gamma.md", "good");
      await save(run, "content/delta.md", "good");
      await settle(run);
      check(run, initial);
      expect(headFile(site.repo, "content/beta.md")).toBeUndefined();
      const message = gitIn(site.repo, ["log", "-1", `--author=${siteAuthor.email}`, "--format=%B"]);
      expect(message).toContain("Unpublish content/beta.md: the site's build refused it");
      expect(message).toContain("a page is over its size budget: /news/beta html 99.0 KB");
      // Live after the rest was built again, and still telling beta's editor what was refused.
      expect(server.publisher.status()).toMatchObject({
        state: "live",
        refusals: [
          {
            files: ["content/beta.md"],
            error: { message: expect.stringContaining("a page is over its size budget: /news/beta") },
          },
        ],
      });
    } finally {
      rmSync(site.gate, { force: true });
      await server.close();
    }
  }, 60_000);

  const totals = { builds: 0, restores: 0 };
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`seed ${seed}: every good save's latest version is published, no bad one, nothing innocent restored`, async () => {
      const { builds, restores } = await randomRun(seed, 40);
      totals.builds += builds;
      totals.restores += restores;
    }, 180_000);
  }

  it("the interleavings refused saves by name and by trial builds", () => {
    expect(totals.restores).toBeGreaterThan(8);
    expect(totals.builds).toBeGreaterThan(totals.restores);
  });
});
