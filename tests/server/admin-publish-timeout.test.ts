/**
 * A build that never ends: the stand-in ignores SIGTERM and starts a child that ignores it too,
 * which starts one more in a session of its own (out of the build's process group, as a
 * process that calls setsid is). At the time limit every one of them is gone, the status says
 * why, the site stays as it was and the save is taken back out; closing the server during such a
 * build stops them all as well.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commitAll, gitIn } from "../../scripts/lib/git-repos.ts";
import { emptyBuild } from "../../scripts/lib/releases.ts";
import { removableTempDir, removeTempDirs } from "../../scripts/lib/temp-dirs.ts";
import { until } from "../../scripts/lib/until.ts";
import { publishingServer, standInSite } from "../support/publishing.ts";

afterAll(() => removeTempDirs(), 60_000);

const hangingBuild = `import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
const [pidFile, role = "build"] = process.argv.slice(2);
process.on("SIGTERM", () => undefined);
appendFileSync(pidFile, role + " " + process.pid + "\\n");
const next = { build: "child", child: "escaped" }[role];
if (next) spawn(process.execPath, [import.meta.filename, pidFile, next], { stdio: "inherit", detached: next === "escaped" });
setInterval(() => undefined, 1000);
`;

/** The build's processes as they wrote themselves down: role and pid. */
function started(pidFile: string): Map<string, number> {
  const lines = readFileSync(pidFile, "utf8").split("\n").filter(Boolean);
  return new Map(lines.map((line) => [line.split(" ")[0] ?? "", Number(line.split(" ")[1])]));
}

/** Whether `pid` is a live process (one that ended but is not reaped yet counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** Live processes whose command line names `text` (each hanging process names its pid file). */
function processesNaming(text: string): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text) && alive(pid);
      } catch {
        return false;
      }
    });
}

function setUp() {
  const site = standInSite();
  const dir = removableTempDir("hang");
  const script = join(dir, "hang.mjs");
  const pidFile = join(dir, "pids");
  writeFileSync(script, hangingBuild);
  writeFileSync(pidFile, "");
  return { site, pidFile, command: ["node", script, pidFile] };
}

/** A publishing server whose builds never end, with no time limit. */
async function hangingServer() {
  const { site, pidFile, command } = setUp();
  const server = await publishingServer(emptyBuild(), {
    repo: site.repo,
    buildCommand: command,
    niceness: 0,
    buildGraceMs: 300,
  });
  return { site, pidFile, server };
}

describe("a build that does not end", () => {
  it("is stopped at the time limit with every process it started; the site stays as it was", async () => {
    const { site, pidFile, command } = setUp();
    const root = emptyBuild();
    const server = await publishingServer(root, {
      repo: site.repo,
      buildCommand: command,
      niceness: 0,
      buildTimeoutMs: 3000,
      buildGraceMs: 300,
    });
    try {
      writeFileSync(join(site.repo, "content", "huge.md"), `A story whose build never ends ${"x".repeat(900_000)}`);
      const commit = commitAll(site.repo, "A story with a 900 KB headline");
      server.publisher.request(commit, ["/news/huge"]);
      await until("the build's three processes to start", () => started(pidFile).size === 3);
      const pids = started(pidFile);
      const group = pids.get("build") ?? 0;
      const escaped = pids.get("escaped") ?? 0;
      expect(readFileSync(`/proc/${escaped}/stat`, "utf8").split(") ")[1]?.split(" ")[2]).not.toBe(String(group));
      await server.publisher.settled();

      expect(server.publisher.status()).toMatchObject({
        state: "failed",
        commit,
        error: { message: "the build took longer than 3 s and was stopped" },
      });
      expect(server.site.root).toBe(root);
      for (const [role, pid] of pids) expect(alive(pid), `the ${role} process ${pid}`).toBe(false);
      expect(() => process.kill(-group, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
      expect(processesNaming(pidFile)).toEqual([]);
      expect(gitIn(site.repo, ["ls-files", "content"])).not.toContain("huge.md");
      expect(gitIn(site.repo, ["log", "-1", "--format=%B"])).toContain(
        "the build took longer than 3 s and was stopped",
      );
    } finally {
      await server.close();
    }
  }, 60_000);

  it("closing the server stops a running build with every process it started", async () => {
    const { site, pidFile, server } = await hangingServer();
    writeFileSync(join(site.repo, "content", "second.md"), "Second story");
    server.publisher.request(commitAll(site.repo, "Second story"));
    await until("the build's three processes to start", () => started(pidFile).size === 3);
    await server.close();
    const pids = started(pidFile);
    for (const [role, pid] of pids) expect(alive(pid), `the ${role} process ${pid}`).toBe(false);
    expect(() => process.kill(-(pids.get("build") ?? 0), 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
    expect(processesNaming(pidFile)).toEqual([]);
  }, 60_000);

  it("closing the server while a build is being prepared starts no build, so the close does not wait for it", async () => {
    const { site, pidFile, server } = await hangingServer();
    writeFileSync(join(site.repo, "content", "third.md"), "Third story");
    server.publisher.request(commitAll(site.repo, "Third story"));
    // The publish is checking out its worktree when the server starts to close.
    await server.close();
    expect(readFileSync(pidFile, "utf8")).toBe("");
    expect(processesNaming(pidFile)).toEqual([]);
  }, 20_000);
});
