/**
 * Two instances on one PostgreSQL, each with its own working copy cloned from one shared remote
 * and its own builds folder (the stand-in build; the real one is in admin-publish.test.ts). A
 * save published by the first is pushed and announced; the second fetches and builds it, is
 * killed with SIGKILL during that build, and once restarted stops the build it left behind,
 * catches up, and serves the new version too. A restarted instance serves its `current` build at
 * once.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { addBareRemote, commitAll, gitIn } from "../../scripts/lib/git-repos.ts";
import { type Instance, spawnInstance } from "../../scripts/lib/publish-instance.ts";
import { emptyBuild } from "../../scripts/lib/releases.ts";
import { removableTempDir, removeTempDirs } from "../../scripts/lib/temp-dirs.ts";
import { until } from "../../scripts/lib/until.ts";
import { buildPidFile } from "../../server/admin/publish/releases.ts";
import { sharedPostgres } from "../support/postgres.ts";
import { standInSite } from "../support/publishing.ts";

const cluster = sharedPostgres();
const instances: Instance[] = [];

afterAll(async () => {
  for (const instance of instances) await instance.stop("SIGKILL");
  await removeTempDirs();
}, 60_000);

interface InstanceEnv extends Record<string, string> {
  EDIT_REPO: string;
  PUBLISH_DIR: string;
}

/** A working copy cloned from `remote` and the environment of an instance publishing it. */
function instanceEnv(remote: string, databaseUrl: string): InstanceEnv {
  const dir = removableTempDir("instance");
  const repo = join(dir, "repo");
  gitIn(dir, ["clone", "--quiet", "--branch", "main", remote, repo]);
  mkdirSync(join(repo, "node_modules"));
  return {
    EDIT_REPO: repo,
    PUBLISH_DIR: join(dir, "builds"),
    DATA_DIR: join(dir, "data"),
    BUILD_DIR: emptyBuild(),
    DATABASE_URL: databaseUrl,
    PUBLISH_TEST_BUILD: JSON.stringify(["node", "build.mjs"]),
  };
}

const pidOfBuildIn = (publishDir: string) => {
  const folder = readdirSync(publishDir).find((name) => existsSync(join(publishDir, name, buildPidFile)));
  return folder ? Number(readFileSync(join(publishDir, folder, buildPidFile), "utf8")) : undefined;
};
/** Whether the process runs (a killed one whose parent is gone may linger as a zombie until reaped). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

it("a publish on one instance reaches the other, even when that one is killed during its build", async () => {
  const databaseUrl = await cluster.createDatabase();
  const origin = standInSite();
  const remote = addBareRemote(origin.repo);
  const envA = instanceEnv(remote, databaseUrl);
  const envB = instanceEnv(remote, databaseUrl);
  const a = await spawnInstance(envA);
  let b = await spawnInstance(envB);
  instances.push(a, b);

  // B's builds wait while its builds folder holds a "hold" file: it is killed during one.
  const hold = join(envB.PUBLISH_DIR, "hold");
  writeFileSync(hold, "");
  writeFileSync(join(envA.EDIT_REPO, "content", "shared.md"), "A story published on instance A");
  const commit = commitAll(envA.EDIT_REPO, "Add a story on A");
  const saved = Date.now();
  await a.request(commit, ["/news/shared"]);

  await until("A to serve the story", async () => (await fetch(`${a.url}/news/shared`)).status === 200).catch(
    (error: Error) => {
      throw new Error(`${error.message}\n${a.output()}`);
    },
  );
  await until("A to push", async () => (await a.status()).push !== undefined);
  expect(await a.status()).toMatchObject({ state: "live", servedCommit: commit, push: { result: "pushed" } });
  await until("B to build the story", () => pidOfBuildIn(envB.PUBLISH_DIR) !== undefined, 30_000);
  const orphan = pidOfBuildIn(envB.PUBLISH_DIR) ?? 0;
  expect((await b.status()).state).toBe("building");
  await b.stop("SIGKILL");
  expect(alive(orphan)).toBe(true);
  expect((await fetch(`${a.url}/news/shared`)).status).toBe(200);

  rmSync(hold);
  b = await spawnInstance(envB);
  instances.push(b);
  expect(alive(orphan)).toBe(false);
  await until("B to serve the story", async () => (await fetch(`${b.url}/news/shared`)).status === 200, 60_000);
  expect(Date.now() - saved).toBeLessThan(60_000);
  // Node serves the build as soon as it is switched in; the status says live once the rest (the
  // current link, the reload command, pruning) is done too.
  await until("B to report the publish live", async () => (await b.status()).state === "live");
  expect(await b.status()).toMatchObject({ state: "live", servedCommit: commit });
  expect(gitIn(envB.EDIT_REPO, ["rev-parse", "HEAD"])).toBe(commit);

  // A restarted instance serves its published build at once, and builds nothing.
  await a.stop();
  const again = await spawnInstance(envA);
  instances.push(again);
  expect((await fetch(`${again.url}/news/shared`)).status).toBe(200);
  expect(await again.status()).toMatchObject({ state: "idle", servedCommit: commit });
}, 120_000);
