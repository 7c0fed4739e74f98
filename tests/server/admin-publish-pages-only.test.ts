/**
 * Which build a publish runs (server/admin/publish/pages-only.ts), on a real git working copy
 * with the stand-in builds (the real pages-only build is compared with the full one in
 * build-pages.test.ts): a change to news stories alone keeps the served build's code and writes
 * the pages only; any other change, or a first publish over a site that no publish built, runs
 * the full build; a pages-only build that fails is followed by the full build, which decides.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitAll } from "../../scripts/lib/git-repos.ts";
import { emptyBuild } from "../../scripts/lib/releases.ts";
import { removeTempDirs } from "../../scripts/lib/temp-dirs.ts";
import { type PublishingServer, publishingServer, type StandInSite, standInSite } from "../support/publishing.ts";

let site: StandInSite;
let server: PublishingServer;

/** The lines the stand-in builds logged for `commit`: "start" for each build, "pages <kept>" for a pages-only one. */
const logged = (commit: string) =>
  readFileSync(site.log, "utf8")
    .split("\n")
    .filter((line) => line.includes(commit))
    .map((line) => line.replace(` ${commit}`, ""));

const commitFile = (path: string, text: string) => {
  mkdirSync(dirname(join(site.repo, path)), { recursive: true });
  writeFileSync(join(site.repo, path), text);
  return commitAll(site.repo, `Change ${path}`);
};

const publish = async (commit: string) => {
  server.publisher.request(commit, []);
  await server.publisher.settled();
  expect(server.publisher.status()).toMatchObject({ state: "live", servedCommit: commit });
};

/** The build folder being served. */
const served = () => dirname(server.site.root);

beforeAll(async () => {
  site = standInSite();
  server = await publishingServer(emptyBuild(), {
    repo: site.repo,
    buildCommand: ["node", "build.mjs"],
    pagesCommand: ["node", "build.mjs", "pages"],
    niceness: 0,
  });
});
afterAll(async () => {
  await server?.close();
  await removeTempDirs();
}, 60_000);

describe("the build a publish runs", () => {
  it("runs the full build first: the site served was not built by a publish", async () => {
    const first = commitFile("content/news/first-story.md", "A first story");
    await publish(first);
    expect(logged(first)).toEqual(["start", "done"]);
  });

  it("keeps the served build's code when only news stories changed", async () => {
    const kept = served();
    const story = commitFile("content/news/second-story.md", "A second story");
    await publish(story);
    expect(logged(story)).toEqual(["start", `pages ${kept}`, "done"]);
    expect(await (await fetch(`${server.url}/news/second-story`)).text()).toContain("A second story");
    expect(server.publisher.status().progress).toBeUndefined();
  });

  it("runs the full build when anything outside content/news/ changed", async () => {
    const office = commitFile("content/offices/berlin.md", "An office");
    await publish(office);
    expect(logged(office)).toEqual(["start", "done"]);
  });

  it("runs the full build when the pages-only build fails, and publishes what it builds", async () => {
    const kept = served();
    const story = commitFile("content/news/third-story.md", "A third story PAGES-FAIL");
    await publish(story);
    expect(logged(story)).toEqual(["start", `pages ${kept}`, "start", "done"]);
  });
});
