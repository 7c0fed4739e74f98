/**
 * One publish, step by step: check the commit out in the build worktree, build it into a new
 * folder, then either switch to it (activation.ts), report it live and push the commit, or
 * remove the folder, find what was refused, restore those files (restore.ts), report why and
 * publish the rest of the saves again.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { brand } from "../../../core/copy/brand.ts";
import type { PublishMetrics } from "../../metrics.ts";
import { readHead } from "../../page-html.ts";
import type { LiveSite } from "../../site.ts";
import type { LivePage } from "../contracts.ts";
import type { Activation } from "./activation.ts";
import { type BuildResult, type RunningBuild, runBuild } from "./build.ts";
import { buildError, type PublishError } from "./build-error.ts";
import { followBuildSteps, switchStep } from "./build-steps.ts";
import { type Author, headCommit } from "./git.ts";
import { keptBuild } from "./pages-only.ts";
import { pushCommit } from "./push.ts";
import type { PublishJob, Saves } from "./queue.ts";
import { readRelease, releaseId, writeRelease } from "./releases.ts";
import { changedGroups, codeChanged, publishedBase, restoreFiles, sameTree, trialCommit } from "./restore.ts";
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
  /** The pages-only build's command, where a test's `buildCommand` stands in for the full build. */
  pagesCommand?: string[];
  niceness?: number;
  buildEnv?: NodeJS.ProcessEnv;
  /** The build's time limit (ms; 0: none) and how long its processes have to end when stopped. */
  buildTimeoutMs?: number;
  buildGraceMs?: number;
  onPublished?: (commit: string) => Promise<void>;
  /** The build running now (stopped on close), and whether the server is closing. */
  builds: { current?: RunningBuild; closing: boolean };
}

/** The pages-only build (pages-only.ts): scripts/build-pages.ts, unless a test's full build stands in for `npm run build`. */
function pagesCommand(context: PublishContext): string[] | undefined {
  if (context.pagesCommand) return context.pagesCommand;
  return context.buildCommand ? undefined : [process.execPath, "scripts/build-pages.ts"];
}

async function runOneBuild(context: PublishContext, commit: string, dir: string): Promise<BuildResult> {
  const steps = followBuildSteps();
  const pages = pagesCommand(context);
  const keep = pages && (await keptBuild(context.repo, context.publishDir, context.site.root, commit));
  // The kind first: the status bar's usual time is that of the same kind of build.
  context.status.expect(keep ? "pages" : "full");
  context.status.step(steps.step());
  const run = (cwd: string, command: string[] | undefined, env: NodeJS.ProcessEnv = {}) => {
    context.builds.current = runBuild({
      cwd,
      buildRoot: dir,
      reuse: existsSync(context.site.root) ? context.site.root : undefined,
      command,
      niceness: context.niceness,
      env: { ...context.buildEnv, ...env },
      timeoutMs: context.buildTimeoutMs,
      graceMs: context.buildGraceMs,
      onOutput: (chunk) => {
        steps.read(chunk);
        context.status.step(steps.step());
      },
    });
    return context.builds.current.result;
  };
  try {
    const cwd = await checkoutForBuild(context.repo, context.publishDir, commit);
    // The server began to close during the checkout: a build started now would hold the close up.
    if (context.builds.closing) return { ok: false, output: "", stopped: "the server is stopping" };
    if (pages && keep) {
      const result = await run(cwd, pages, { KEEP_BUILD: keep });
      if (result.ok || context.builds.closing) return result;
      context.log.warn(
        { commit, output: result.output.slice(-2000), stopped: result.stopped },
        "publish: the pages-only build failed; the full build follows",
      );
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
    }
    context.status.expect("full");
    return await run(cwd, context.buildCommand);
  } catch (error) {
    return { ok: false, output: "", stopped: `the build could not start: ${(error as Error).message}` };
  } finally {
    context.builds.current = undefined;
  }
}

/** A build of `commit` into a new folder of its own. */
async function buildInto(
  context: PublishContext,
  commit: string,
): Promise<{ id: string; dir: string; result: BuildResult }> {
  const id = releaseId(commit);
  const dir = join(context.publishDir, id);
  await mkdir(dir, { recursive: true });
  return { id, dir, result: await runOneBuild(context, commit, dir) };
}

/** Builds `commit` only to learn whether it passes; its folder is removed either way. */
async function trialPasses(context: PublishContext, commit: string): Promise<boolean> {
  const { dir, result } = await buildInto(context, commit);
  await rm(dir, { recursive: true, force: true });
  context.log.info({ trial: commit, passed: result.ok }, "publish: a trial build to find the refused save");
  return result.ok;
}

/** The content files a refused build is to blame on, or the group to blame if a rebuild fails too. */
interface Verdict {
  base?: string;
  files: string[];
  /** The last group of saves, blamed only if the same commit fails again (the failure may have passed). */
  unless?: string[];
}

/**
 * Which files made the build of `built` fail. A file the content check names, if the saves changed
 * it. Otherwise (a size budget, the time limit, a killed process: no file named) the changed
 * files in groups, one per save, in order: one group is to blame alone; of several, the first
 * whose adding to the ones before makes a trial build fail, found by halving (at most
 * log2(groups) trial builds). When all but the last pass, the same commit is built again before
 * the last is blamed. When files outside content/ changed too, a build without any of the saves
 * comes first: if it fails, the code is broken and no save is blamed.
 */
async function judge(context: PublishContext, built: string, error: PublishError, saves: Saves): Promise<Verdict> {
  const { repo } = context;
  const base = await publishedBase(repo, context.publishDir, built, saves.commits);
  if (!base) return { files: [] };
  const groups = await changedGroups(repo, base, built);
  if (error.file && groups.some((group) => group.includes(error.file ?? ""))) return { base, files: [error.file] };
  if (groups.length === 0) return { base, files: [] };
  const indexFile = join(context.publishDir, ".trial-index");
  const passes = async (resetToBase: string[]) =>
    trialPasses(context, await trialCommit(repo, indexFile, base, built, resetToBase, context.siteAuthor));
  try {
    // Code changed too (a developer's commit): if it fails without any of the saves, no save is to blame.
    if ((await codeChanged(repo, base, built)) && !(await passes(groups.flat()))) return { base, files: [] };
    if (groups.length === 1) return { base, files: groups[0] ?? [] };
    let passing = 0;
    let failing = groups.length;
    while (failing - passing > 1 && !context.builds.closing) {
      const middle = Math.floor((passing + failing) / 2);
      if (await passes(groups.slice(middle).flat())) passing = middle;
      else failing = middle;
    }
    const blamed = groups[failing - 1] ?? [];
    return failing === groups.length ? { base, files: [], unless: blamed } : { base, files: blamed };
  } finally {
    await rm(indexFile, { force: true });
  }
}

/** The title a page's tab shows, without the site's name after it (app/lib/head-tags.ts). */
const titleSuffix = ` | ${brand.name}`;

/** The pages of the saves that the new build has, with their titles (for the editor's "Live:" links). */
function livePages(dir: string, paths: readonly string[]): LivePage[] {
  return paths.flatMap((path) => {
    const file = join(dir, "client", path, "index.html");
    if (!existsSync(file)) return [];
    const title = readHead(readFileSync(file, "utf8")).title;
    if (path === "/" || !title) return [{ path, title: path === "/" ? "Home page" : path }];
    return [{ path, title: title.endsWith(titleSuffix) ? title.slice(0, -titleSuffix.length) : title }];
  });
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/** Reports a refused publish; a build another instance published is only reported. */
function report(context: PublishContext, commit: string, error: PublishError, started: number, restored: string[]) {
  context.status.refuse({ commit, files: restored, error });
  context.metrics?.published("failed", secondsSince(started));
  context.log.error({ commit, error, restored }, "publish: the build failed; the site stays as it was");
}

/**
 * After a refused build of the saves: restores the files it refused (restore.ts) and reports
 * why; resolves with the saves to build again (the others of the batch) when a file was restored
 * and something is left to publish.
 */
async function refuse(
  context: PublishContext,
  commit: string,
  error: PublishError,
  verdict: Verdict,
  saves: Saves,
  started: number,
): Promise<Saves | undefined> {
  let restored: string[] = [];
  if (verdict.base && verdict.files.length > 0) {
    const reason = [error.file, error.field, error.message].filter(Boolean).join(": ");
    try {
      restored = await restoreFiles(context.repo, verdict.base, commit, verdict.files, reason, context.siteAuthor);
    } catch (restoreError) {
      error.message += ` (the change could not be undone in git: ${(restoreError as Error).message})`;
    }
  }
  report(context, commit, error, started, restored);
  if (restored.length === 0 || !verdict.base || (await sameTree(context.repo, verdict.base))) return undefined;
  return saves;
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

/**
 * Builds `job`'s commit and serves it if it passes; a failure is reported, never thrown. Resolves
 * with saves to publish again: those of a refused batch that were not to blame.
 */
export async function publish(context: PublishContext, job: PublishJob): Promise<Saves | undefined> {
  const started = performance.now();
  const commit = job.target ?? (await headCommit(context.repo));
  context.status.set({ state: "building", commit });
  let { id, dir, result } = await buildInto(context, commit);
  if (context.builds.closing) {
    await rm(dir, { recursive: true, force: true });
    return undefined;
  }
  if (!result.ok) {
    context.log.warn({ commit, output: result.output.slice(-4000) }, "publish: build output");
    await rm(dir, { recursive: true, force: true });
    const error = buildError(result.output, result.stopped);
    if (!job.saves) return void report(context, commit, error, started, []);
    const verdict = await judge(context, commit, error, job.saves);
    if (context.builds.closing) return undefined;
    if (verdict.unless) {
      ({ id, dir, result } = await buildInto(context, commit));
      if (context.builds.closing) return void (await rm(dir, { recursive: true, force: true }));
      if (!result.ok) {
        await rm(dir, { recursive: true, force: true });
        return refuse(context, commit, error, { ...verdict, files: verdict.unless }, job.saves, started);
      }
    } else {
      return refuse(context, commit, error, verdict, job.saves, started);
    }
  }
  let reloadError: string | undefined;
  context.status.step(switchStep);
  try {
    reloadError = await switchTo(context, commit, id);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    report(context, commit, { message: `the new build could not be served: ${(error as Error).message}` }, started, []);
    return undefined;
  }
  const changedPages = livePages(dir, job.saves?.paths ?? []);
  context.status.took(secondsSince(started));
  context.status.set({ state: "live", commit, changedPages, ...(reloadError ? { reloadError } : {}) });
  context.metrics?.published("succeeded", secondsSince(started));
  context.log.info({ commit, build: id, seconds: Number(secondsSince(started).toFixed(1)) }, "publish: live");
  if (job.saves) await pushAndTell(context, commit);
  return undefined;
}
