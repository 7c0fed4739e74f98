/**
 * The publisher (contracts.ts, Publisher): each save's commit asks for a publish; builds run one
 * at a time, and saves made during a build are published together by the next one, built from
 * the working copy's HEAD at the time it starts. A build that passes is switched in (see
 * activation.ts) and its commit pushed; one that fails (the content check refused a file, a
 * budget broke, the time limit was reached, the process was killed) is removed and leaves the site
 * as it was; the files it refused are restored to their published version in git with the reason
 * (restore.ts), and the other saves it held are built again.
 */
import { mkdirSync } from "node:fs";
import type { FastifyBaseLogger } from "fastify";
import type { PublishMetrics } from "../../metrics.ts";
import type { LiveSite } from "../../site.ts";
import type { Publisher } from "../contracts.ts";
import { createActivation } from "./activation.ts";
import { type Author, git, headCommit, isAncestor } from "./git.ts";
import { type PublishContext, publish } from "./publish-steps.ts";
import { createPublishQueue } from "./queue.ts";
import { listReleases, type Release, removeUnfinished } from "./releases.ts";
import { createStatus } from "./status.ts";

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
  /** Who restores the files a refused publish held. */
  siteAuthor?: Author;
  /** The build command (default `npm run build`). */
  buildCommand?: string[];
  /** The pages-only build's command (pages-only.ts; default scripts/build-pages.ts, none when `buildCommand` is given). */
  pagesCommand?: string[];
  /** The build's lower priority (`nice -n`; default 10). */
  niceness?: number;
  /** A build's time limit in ms (PUBLISH_BUILD_TIMEOUT_SECONDS); 0 or unset: none. */
  buildTimeoutMs?: number;
  /** How long a stopped build's processes have before SIGKILL (default 5 s). */
  buildGraceMs?: number;
  /** Called once a save's publish is served and pushed (to tell the other instances, who fetch it). */
  onPublished?: (commit: string) => Promise<void>;
}

export interface SitePublisher extends Publisher {
  /** Builds and serves `commit`, which another instance published (nothing restored on failure, no push). */
  follow(commit: string): void;
  /** Builds the working copy's HEAD if it has commits the newest build lacks (the server stopped during a publish). */
  resume(): Promise<void>;
  /** Resolves once nothing is building or waiting. */
  settled(): Promise<void>;
  /** The finished builds, oldest first. */
  releases(): Release[];
}

const defaultAuthor: Author = { name: "Scriptoria website", email: "website@scriptoria.example" };

/** The commits of the working copy after the newest finished build (what a stopped server left unpublished). */
async function unpublishedCommits(repo: string, publishDir: string): Promise<string[] | undefined> {
  const head = await headCommit(repo);
  const newest = listReleases(publishDir).at(-1);
  // Nothing was ever published (the site is BUILD_DIR), or HEAD was: nothing to resume.
  if (!newest || (await isAncestor(repo, head, newest.commit))) return undefined;
  return (await git(repo, ["rev-list", `${newest.commit}..${head}`])).split("\n").filter(Boolean);
}

export function createPublisher(options: PublisherOptions): SitePublisher {
  const { repo, publishDir, site, log } = options;
  mkdirSync(publishDir, { recursive: true });
  const activation = createActivation({
    publishDir,
    site,
    log,
    keep: options.keep ?? 3,
    reloadCommand: options.reloadCommand ?? [],
  });
  const status = createStatus(publishDir, site);
  const context: PublishContext = {
    ...options,
    activation,
    status,
    siteAuthor: options.siteAuthor ?? defaultAuthor,
    builds: { closing: false },
  };
  const queue = createPublishQueue(async (job) => {
    try {
      const again = await publish(context, job);
      if (again) queue.save(again.commits, again.paths);
    } catch (error) {
      log.error({ err: error }, "publish: could not publish");
      status.set({ state: "failed", commit: job.target, error: { message: (error as Error).message } });
    }
  });
  status.set({ state: "idle" });
  activation.watch();

  return {
    request: (commit, pagePaths = []) => queue.save([commit], pagePaths),
    follow: (commit) => queue.follow(commit),
    async resume() {
      await removeUnfinished(publishDir);
      const unpublished = await unpublishedCommits(repo, publishDir);
      if (!unpublished) return;
      log.info({ unpublished }, "publish: the working copy has commits no build was made from; publishing them");
      queue.save(unpublished);
    },
    status: () => status.get(),
    settled: () => queue.settled(),
    releases: () => listReleases(publishDir),
    async close() {
      context.builds.closing = true;
      await context.builds.current?.stop();
      await queue.close();
      activation.close();
    },
  };
}
