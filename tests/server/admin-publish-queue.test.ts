/**
 * The publisher's order of work, on a real git working copy with a stand-in build (the real
 * build is in admin-publish.test.ts): saves during a build go into one next build of the HEAD
 * at that time; a refused build and a killed build leave the site as it was and put their files
 * back to the published version, and the next publish works (admin-publish-restore.test.ts
 * interleaves many such saves); the commit is pushed to a bare remote, and a rejected
 * push is reported, not forced; a rollback from the command line reaches the running server;
 * /metrics counts it all.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBareRemote, commitAll, gitIn, siteAuthor } from "../../scripts/lib/git-repos.ts";
import { emptyBuild } from "../../scripts/lib/releases.ts";
import { removableTempDir, removeTempDirs } from "../../scripts/lib/temp-dirs.ts";
import { until } from "../../scripts/lib/until.ts";
import { buildPidFile } from "../../server/admin/publish/releases.ts";
import { type PublishingServer, publishingServer, type StandInSite, standInSite } from "../support/publishing.ts";

const run = promisify(execFile);

let site: StandInSite;
let remote: string;
let server: PublishingServer;

const builds = () =>
  readFileSync(site.log, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("done "))
    .map((line) => line.slice("done ".length));
const started = () =>
  readFileSync(site.log, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("start ")).length;
const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.text() };
};
const story = (name: string, text: string) => {
  writeFileSync(join(site.repo, "content", `${name}.md`), text);
  return commitAll(site.repo, `Add ${name}`);
};
const buildFolders = () => readdirSync(server.publishDir).filter((name) => /^\d{8}-/.test(name));

beforeAll(async () => {
  site = standInSite();
  remote = addBareRemote(site.repo);
  server = await publishingServer(emptyBuild(), {
    repo: site.repo,
    buildCommand: ["node", "build.mjs"],
    niceness: 0,
  });
});
afterAll(async () => {
  rmSync(site.gate, { force: true });
  await server?.close();
  await removeTempDirs();
}, 60_000);

describe("publishing", () => {
  it("publishes saves made during a build together, in one next build of the HEAD at that time", async () => {
    writeFileSync(site.gate, "");
    const first = story("second", "Second story");
    server.publisher.request(first, ["/news/second"]);
    await until("the first build to start", () => started() === 1);
    expect(server.publisher.status()).toMatchObject({ state: "building", commit: first });
    const middle = story("third", "Third story");
    server.publisher.request(middle, ["/news/third"]);
    const last = story("fourth", "Fourth story");
    server.publisher.request(last, ["/news/fourth"]);
    rmSync(site.gate);
    await server.publisher.settled();

    expect(builds()).toEqual([first, last]);
    expect(server.publisher.status()).toMatchObject({
      state: "live",
      commit: last,
      servedCommit: last,
      // Each page by its title, without the site's name after it.
      changedPages: [
        { path: "/news/third", title: "Story third" },
        { path: "/news/fourth", title: "Story fourth" },
      ],
      push: { result: "pushed" },
    });
    expect(await page("/news/fourth")).toEqual({ status: 200, body: expect.stringContaining("Fourth story") });
    expect((await page("/")).body).toContain(last);
    expect(gitIn(remote, ["rev-parse", "main"])).toBe(last);
  });

  it("a build the content check refuses leaves the site as it was and takes its file back out, saying why", async () => {
    const served = server.publisher.status().servedCommit;
    const broken = story("broken", "BROKEN story");
    server.publisher.request(broken, ["/news/broken"]);
    await server.publisher.settled();

    expect(server.publisher.status()).toMatchObject({
      state: "failed",
      commit: broken,
      servedCommit: served,
      error: { file: "content/broken.md", field: "headline", message: "is required" },
    });
    expect(server.publisher.status().refusals).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(Number),
        commit: broken,
        files: ["content/broken.md"],
        error: { file: "content/broken.md", field: "headline", message: "is required" },
      },
    ]);
    expect((await page("/news/broken")).status).toBe(404);
    expect(buildFolders().some((name) => name.endsWith(broken.slice(0, 10)))).toBe(false);
    const revert = gitIn(site.repo, ["log", "-1", "--format=%an <%ae>%n%B"]);
    expect(revert).toContain(`${siteAuthor.name} <${siteAuthor.email}>`);
    expect(revert).toContain("content/broken.md: headline: is required");
    expect(revert).toContain("Unpublish content/broken.md: the site's build refused it");
    expect(revert).toContain(`Restored to the version of ${served} (the last build that passed)`);
    expect(existsSync(join(site.repo, "content", "broken.md"))).toBe(false);
    expect(gitIn(site.repo, ["status", "--porcelain"])).toBe("");
  });

  it("a build killed halfway leaves the site as it was, takes its file back out, and the next publish works", async () => {
    const served = server.publisher.status().servedCommit;
    writeFileSync(site.gate, "");
    const before = started();
    const doomed = story("doomed", "A story whose build is killed");
    server.publisher.request(doomed);
    await until("the build to start", () => started() === before + 1);
    const folder = buildFolders().find((name) => name.endsWith(doomed.slice(0, 10))) ?? "";
    const pgid = Number(readFileSync(join(server.publishDir, folder, buildPidFile), "utf8"));
    process.kill(-pgid, "SIGKILL");
    await server.publisher.settled();
    rmSync(site.gate);

    expect(server.publisher.status()).toMatchObject({
      state: "failed",
      commit: doomed,
      servedCommit: served,
      error: { message: "the build process was stopped (SIGKILL)" },
    });
    expect(existsSync(join(server.publishDir, folder))).toBe(false);
    expect(existsSync(join(site.repo, "content", "doomed.md"))).toBe(false);
    expect((await page("/news/fourth")).status).toBe(200);

    const next = story("fifth", "Fifth story");
    server.publisher.request(next, ["/news/fifth"]);
    await server.publisher.settled();
    expect(server.publisher.status()).toMatchObject({ state: "live", servedCommit: next });
    // The refusals stay after the next publish went live, newest last, for the editors' screens.
    const refusals = server.publisher.status().refusals ?? [];
    expect(refusals).toMatchObject([
      { files: ["content/broken.md"], error: { file: "content/broken.md" } },
      { commit: doomed, files: ["content/doomed.md"], error: { message: "the build process was stopped (SIGKILL)" } },
    ]);
    expect(refusals[1]?.id).toBeGreaterThan(refusals[0]?.id ?? Number.POSITIVE_INFINITY);
    expect((await page("/news/fifth")).body).toContain("Fifth story");
    expect((await page("/news/doomed")).status).toBe(404);
  });

  it("reports a push the remote refuses and never forces it; the site is live all the same", async () => {
    const elsewhere = join(removableTempDir("elsewhere"), "copy");
    gitIn(site.repo, ["clone", "--quiet", "--branch", "main", remote, elsewhere]);
    writeFileSync(join(elsewhere, "content", "remote.md"), "A story pushed by someone else");
    const theirs = commitAll(elsewhere, "Someone else's story");
    gitIn(elsewhere, ["push", "--quiet", "origin", "main"]);

    const mine = story("sixth", "Sixth story");
    server.publisher.request(mine);
    await server.publisher.settled();
    const status = server.publisher.status();
    expect(status).toMatchObject({ state: "live", servedCommit: mine, push: { result: "rejected" } });
    expect(status.push?.message).toMatch(/rejected/);
    expect(gitIn(remote, ["rev-parse", "main"])).toBe(theirs);
    expect((await page("/news/sixth")).status).toBe(200);
  });

  it("rolls back from the command line: the running server serves the previous build, and keeps PUBLISH_KEEP builds", async () => {
    const releases = server.publisher.releases();
    expect(releases.length).toBe(3);
    const previous = releases.at(-2);
    const env = { ...process.env, EDIT_REPO: site.repo, PUBLISH_DIR: server.publishDir, LOG_LEVEL: "silent" };
    const { stdout } = await run(process.execPath, ["scripts/publish.ts", "rollback"], { env });
    expect(stdout).toContain(`Now serving ${previous?.id}`);
    await until("the server to follow current", () => server.publisher.status().servedCommit === previous?.commit);
    expect((await page("/news/sixth")).status).toBe(404);
    expect((await page("/news/fifth")).status).toBe(200);

    const { stdout: listing } = await run(process.execPath, ["scripts/publish.ts", "status"], { env });
    expect(listing).toContain(`${previous?.id}  ${previous?.commit.slice(0, 10)}`);
    expect(listing).toMatch(/<- served/);
  });

  it("counts publishes and reports the last one's duration and the served build's age on /metrics", async () => {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(text).toMatch(/^scriptoria_publishes_total\{result="succeeded"\} 4$/m);
    expect(text).toMatch(/^scriptoria_publishes_total\{result="failed"\} 2$/m);
    const duration = Number(/^scriptoria_publish_last_duration_seconds (\S+)$/m.exec(text)?.[1]);
    expect(duration).toBeGreaterThan(0);
    const age = Number(/^scriptoria_served_build_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(600);
  });

  it("a build's status names its step from the build's output, and how long the last publishes took", async () => {
    writeFileSync(site.gate, "");
    const commit = story("seventh", "Seventh story");
    server.publisher.request(commit, ["/news/seventh"]);
    await until(
      "the build's content check to end",
      () => server.publisher.status().progress?.step === "Building the site's code",
    );
    const { progress } = server.publisher.status();
    // Four publishes went live before this one: their median, in whole seconds.
    expect(progress).toEqual({
      step: "Building the site's code",
      elapsedSeconds: expect.any(Number),
      usualSeconds: expect.any(Number),
    });
    expect(progress?.usualSeconds).toBeLessThan(60);
    rmSync(site.gate);
    await server.publisher.settled();
    expect(server.publisher.status()).toMatchObject({ state: "live", commit });
    expect(server.publisher.status().progress).toBeUndefined();
  });
});
