/**
 * One publish, step by step: check the commit out in the build worktree, build it into a new
 * folder, then either switch to it (activation.ts), report it live and push the commit, or
 * remove the folder, revert the saves it held and report why.
 */
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { PublishMetrics } from "../../metrics.ts";
import type { LiveSite } from "../../site.ts";
import type { Activation } from "./activation.ts";
import { type BuildResult, type RunningBuild, runBuild } from "./build.ts";
import { buildError, type PublishError } from "./build-error.ts";
import { type Author, headCommit } from "./git.ts";
import { pushCommit } from "./push.ts";
import type { PublishJob, Saves } from "./queue.ts";
import { readRelease, releaseId, writeRelease } from "./releases.ts";
import { revertCommits } from "./revert.ts";
import type { StatusHolder } from "./status.ts";
import { checkoutForBuild } from "./worktree.ts";

export interface PublishContext {
  repo: string;
  publishDir: string;
  site: LiveSite;
  log: FastifyBaseLogger;
  activation: Activation;
  status: StatusHolder;
  metrics?: PublishMetrics;
  siteAuthor: Author;
  buildCommand?: string[];
  niceness?: number;
  buildEnv?: NodeJS.ProcessEnv;
  onPublished?: (commit: string) => Promise<void>;
  /** The build running now (stopped on close), and whether the server is closing. */
  builds: { current?: RunningBuild; closing: boolean };
}

async function runOneBuild(context: PublishContext, commit: string, dir: string): Promise<BuildResult> {
  try {
    const cwd = await checkoutForBuild(context.repo, context.publishDir, commit);
    context.builds.current = runBuild({
      cwd,
      buildRoot: dir,
      reuse: existsSync(context.site.root) ? context.site.root : undefined,
      command: context.buildCommand,
      niceness: context.niceness,
      env: context.buildEnv,
    });
    return await context.builds.current.result;
  } catch (error) {
    return { ok: false, output: "", stopped: `the build could not start: ${(error as Error).message}` };
  } finally {
    context.builds.current = undefined;
  }
}

/** The pages of the saves that the new build has (for the editor's "now live" links). */
function livePaths(dir: string, paths: readonly string[]): string[] {
  return paths.filter((path) => existsSync(join(dir, "client", path, "index.html")));
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

async function fail(
  context: PublishContext,
  commit: string,
  dir: string,
  error: PublishError,
  saves: Saves | undefined,
  started: number,
): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  let reverted: string[] = [];
  if (saves && saves.commits.length > 0) {
    const reason = [error.file, error.field, error.message].filter(Boolean).join(": ");
    try {
      reverted = await revertCommits(context.repo, commit, saves.commits, reason, context.siteAuthor);
    } catch (revertError) {
      error.message += ` (the change could not be undone in git: ${(revertError as Error).message})`;
    }
  }
  context.status.set({ state: "failed", commit, error });
  context.metrics?.published("failed", secondsSince(started));
  context.log.error({ commit, error, reverted }, "publish: the build failed; the site stays as it was");
}

/** Pushes the commit and, once it is on the remote, tells the other instances. */
async function pushAndTell(context: PublishContext, commit: string): Promise<void> {
  const push = await pushCommit(context.repo, commit);
  if (push.result === "rejected" || push.result === "failed") {
    context.log.warn({ commit, push }, "publish: the push to the remote was refused; it was not forced");
  }
  context.status.set({ ...context.status.get(), push });
  if (push.result !== "pushed") return;
  try {
    await context.onPublished?.(commit);
  } catch (error) {
    context.log.error({ err: error, commit }, "publish: could not tell the other instances");
  }
}

/** Marks the build finished and serves it; resolves with the reload command's failure, if any. */
async function switchTo(context: PublishContext, commit: string, id: string): Promise<string | undefined> {
  await writeRelease(join(context.publishDir, id), commit, Date.now());
  const release = readRelease(context.publishDir, id);
  if (!release) throw new Error(`the build ${id} is not complete`);
  return context.activation.serve(release);
}

/** Builds `job`'s commit and serves it if it passes; a failure is reported, never thrown. */
export async function publish(context: PublishContext, job: PublishJob): Promise<void> {
  const started = performance.now();
  const commit = job.target ?? (await headCommit(context.repo));
  context.status.set({ state: "building", commit });
  const id = releaseId(commit);
  const dir = join(context.publishDir, id);
  await mkdir(dir, { recursive: true });
  const result = await runOneBuild(context, commit, dir);
  if (context.builds.closing) {
    await rm(dir, { recursive: true, force: true });
    return;
  }
  if (!result.ok) {
    context.log.warn({ commit, output: result.output.slice(-4000) }, "publish: build output");
    return fail(context, commit, dir, buildError(result.output, result.stopped), job.saves, started);
  }
  let reloadError: string | undefined;
  try {
    reloadError = await switchTo(context, commit, id);
  } catch (error) {
    const message = `the new build could not be served: ${(error as Error).message}`;
    return fail(context, commit, dir, { message }, job.saves, started);
  }
  const changedPaths = livePaths(dir, job.saves?.paths ?? []);
  context.status.set({ state: "live", commit, changedPaths, ...(reloadError ? { reloadError } : {}) });
  context.metrics?.published("succeeded", secondsSince(started));
  context.log.info({ commit, build: id, seconds: Number(secondsSince(started).toFixed(1)) }, "publish: live");
  if (job.saves) await pushAndTell(context, commit);
}
