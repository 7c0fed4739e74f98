/**
 * The publisher (contracts.ts, Publisher): each save's commit asks for a publish; builds run one
 * at a time, and saves made during a build are published together by the next one, built from
 * the working copy's HEAD at the time it starts. A build that passes is switched in (see
 * activation.ts) and its commit pushed; one that fails (the content check refused a file, a
 * budget broke, the process was killed) is removed, leaves the site as it was, and its saves are
 * reverted in git with the reason.
 */
import { existsSync, mkdirSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { PublishMetrics } from "../../metrics.ts";
import type { LiveSite } from "../../site.ts";
import type { Publisher, PublishStatus } from "../contracts.ts";
import { type Activation, createActivation } from "./activation.ts";
import { type BuildResult, type RunningBuild, runBuild } from "./build.ts";
import { buildError, type PublishError } from "./build-error.ts";
import { type Author, git, headCommit, isAncestor } from "./git.ts";
import { pushCommit } from "./push.ts";
import {
  listReleases,
  type Release,
  readRelease,
  releaseId,
  removeUnfinished,
  writeRelease,
  writeStatusFile,
} from "./releases.ts";
import { revertCommits } from "./revert.ts";
import { checkoutForBuild } from "./worktree.ts";

export interface PublisherOptions {
  /** The working copy the editors' saves are committed to (EDIT_REPO). */
  repo: string;
  /** The builds folder (PUBLISH_DIR). */
  publishDir: string;
  site: LiveSite;
  log: FastifyBaseLogger;
  metrics?: PublishMetrics;
  /** Finished builds kept, the served one included (PUBLISH_KEEP; default 3). */
  keep?: number;
  /** PUBLISH_RELOAD_COMMAND, as words. */
  reloadCommand?: readonly string[];
  /** What the build reads from the server's environment (SITE_URL, RETENTION_DAYS). */
  buildEnv?: NodeJS.ProcessEnv;
  /** Who reverts a refused publish's commits. */
  siteAuthor?: Author;
  /** The build command (default `npm run build`). */
  buildCommand?: string[];
  /** The build's lower priority (`nice -n`; default 10). */
  niceness?: number;
  /** Called once a save's publish is served and pushed (to tell the other instances, who fetch it). */
  onPublished?: (commit: string) => Promise<void>;
}

export interface SitePublisher extends Publisher {
  /** Builds and serves `commit`, which another instance published (no revert on failure, no push). */
  follow(commit: string): void;
  /** Builds the working copy's HEAD if it has commits the newest build lacks (the server stopped during a publish). */
  resume(): Promise<void>;
  /** Resolves once nothing is building or waiting. */
  settled(): Promise<void>;
  /** The finished builds, oldest first. */
  releases(): Release[];
}

/** Saves waiting for the next build: their commits (reverted if it fails) and their pages. */
interface Saves {
  commits: string[];
  paths: string[];
}

const defaultAuthor: Author = { name: "Scriptoria website", email: "website@scriptoria.example" };

export function createPublisher(options: PublisherOptions): SitePublisher {
  const { repo, publishDir, site, log } = options;
  const activation: Activation = createActivation({
    publishDir,
    site,
    log,
    keep: options.keep ?? 3,
    reloadCommand: options.reloadCommand ?? [],
  });
  let state: PublishStatus = { state: "idle" };
  let saves: Saves | undefined;
  let followed: string | undefined;
  let running: Promise<void> | undefined;
  let build: RunningBuild | undefined;
  let closing = false;

  /** What is served now, read from the served folder (a rollback changes it behind the publisher's back). */
  function served(): Pick<PublishStatus, "servedCommit" | "servedAt"> {
    const root = site.root;
    const release =
      dirname(dirname(root)) === publishDir ? readRelease(publishDir, basename(dirname(root))) : undefined;
    return { ...(release ? { servedCommit: release.commit } : {}), servedAt: site.since };
  }

  function setStatus(next: PublishStatus): void {
    state = next;
    writeStatusFile(publishDir, { ...next, ...served(), updatedAt: new Date().toISOString() });
  }

  async function runOneBuild(commit: string, dir: string): Promise<BuildResult> {
    try {
      const cwd = await checkoutForBuild(repo, publishDir, commit);
      build = runBuild({
        cwd,
        buildRoot: dir,
        reuse: existsSync(site.root) ? site.root : undefined,
        command: options.buildCommand,
        niceness: options.niceness,
        env: options.buildEnv,
      });
      return await build.result;
    } catch (error) {
      return { ok: false, output: "", stopped: `the build could not start: ${(error as Error).message}` };
    } finally {
      build = undefined;
    }
  }

  /** The pages of the saves that the new build has (for the editor's "now live" links). */
  function livePaths(dir: string, paths: readonly string[]): string[] {
    return paths.filter((path) => existsSync(join(dir, "client", path, "index.html")));
  }

  async function fail(commit: string, dir: string, error: PublishError, pending: Saves | undefined, started: number) {
    await rm(dir, { recursive: true, force: true });
    let reverted: string[] = [];
    if (pending && pending.commits.length > 0) {
      const reason = [error.file, error.field, error.message].filter(Boolean).join(": ");
      try {
        reverted = await revertCommits(repo, commit, pending.commits, reason, options.siteAuthor ?? defaultAuthor);
      } catch (revertError) {
        error.message += ` (the change could not be undone in git: ${(revertError as Error).message})`;
      }
    }
    setStatus({ state: "failed", commit, error });
    options.metrics?.published("failed", (performance.now() - started) / 1000);
    log.error({ commit, error, reverted }, "publish: the build failed; the site stays as it was");
  }

  async function pushAndTell(commit: string): Promise<void> {
    const push = await pushCommit(repo, commit);
    if (push.result === "rejected" || push.result === "failed") {
      log.warn({ commit, push }, "publish: the push to the remote was refused; it was not forced");
    }
    setStatus({ ...state, push });
    if (push.result !== "pushed") return;
    try {
      await options.onPublished?.(commit);
    } catch (error) {
      log.error({ err: error, commit }, "publish: could not tell the other instances");
    }
  }

  /** Builds `target` (a followed commit) or the working copy's HEAD (saves), and serves it if it passes. */
  async function publish(target: string | undefined, pending: Saves | undefined): Promise<void> {
    const started = performance.now();
    const commit = target ?? (await headCommit(repo));
    setStatus({ state: "building", commit });
    const id = releaseId(commit);
    const dir = join(publishDir, id);
    await mkdir(dir, { recursive: true });
    const result = await runOneBuild(commit, dir);
    if (closing) {
      await rm(dir, { recursive: true, force: true });
      return;
    }
    if (!result.ok) {
      log.warn({ commit, output: result.output.slice(-4000) }, "publish: build output");
      return fail(commit, dir, buildError(result.output, result.stopped), pending, started);
    }
    let reloadError: string | undefined;
    try {
      await writeRelease(dir, commit, Date.now());
      const release = readRelease(publishDir, id);
      if (!release) throw new Error(`the build in ${dir} is not complete`);
      reloadError = await activation.serve(release);
    } catch (error) {
      return fail(
        commit,
        dir,
        { message: `the new build could not be served: ${(error as Error).message}` },
        pending,
        started,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    setStatus({
      state: "live",
      commit,
      changedPaths: livePaths(dir, pending?.paths ?? []),
      ...(reloadError ? { reloadError } : {}),
    });
    options.metrics?.published("succeeded", seconds);
    log.info({ commit, build: id, seconds: Number(seconds.toFixed(1)) }, "publish: the new build is live");
    if (pending) await pushAndTell(commit);
  }

  async function drain(): Promise<void> {
    try {
      while (!closing && (followed || saves)) {
        const target = followed;
        const pending = target ? undefined : saves;
        if (target) followed = undefined;
        else saves = undefined;
        try {
          await publish(target, pending);
        } catch (error) {
          log.error({ err: error }, "publish: could not publish");
          setStatus({ state: "failed", commit: target, error: { message: (error as Error).message } });
        }
      }
    } finally {
      running = undefined;
    }
  }

  const start = () => {
    if (!running && !closing) running = drain();
  };

  mkdirSync(publishDir, { recursive: true });
  setStatus({ state: "idle" });
  activation.watch();

  return {
    request(commit, pagePaths = []) {
      saves ??= { commits: [], paths: [] };
      saves.commits.push(commit);
      saves.paths.push(...pagePaths.filter((path) => !saves?.paths.includes(path)));
      start();
    },
    follow(commit) {
      followed = commit;
      start();
    },
    async resume() {
      await removeUnfinished(publishDir);
      const head = await headCommit(repo);
      const newest = listReleases(publishDir).at(-1);
      // Nothing was ever published (the site is BUILD_DIR), or HEAD was: nothing to resume.
      if (!newest || (await isAncestor(repo, head, newest.commit))) return;
      const unpublished = (await git(repo, ["rev-list", `${newest.commit}..${head}`])).split("\n").filter(Boolean);
      log.info({ head, unpublished }, "publish: the working copy has changes no build was made from; publishing them");
      saves ??= { commits: [], paths: [] };
      saves.commits.push(...unpublished);
      start();
    },
    status: () => ({ ...state, ...served() }),
    settled: async () => {
      while (running) await running;
    },
    releases: () => listReleases(publishDir),
    async close() {
      closing = true;
      build?.stop();
      await running;
      activation.close();
    },
  };
}
