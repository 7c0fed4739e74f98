/**
 * Publishing in the server: what it serves at start-up and the publisher, from the
 * configuration. With EDIT_REPO set, the server serves the published build `current` names (if
 * a publish ever passed; BUILD_DIR otherwise), follows `current` when a rollback moves it, and
 * publishes the working copy's HEAD if the server stopped during a publish.
 */
import { existsSync } from "node:fs";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { PublishMetrics } from "../../metrics.ts";
import type { LiveSite } from "../../site.ts";
import { clientOf } from "./activation.ts";
import { createPublisher, type SitePublisher } from "./publisher.ts";
import { currentRelease } from "./releases.ts";
import { commandWords } from "./reload.ts";
import { type PublishSync, startPublishSync } from "./sync.ts";

/** The client folder to serve at start-up. */
export function startupBuildDir(config: Config): string {
  if (!config.editRepo) return config.buildDir;
  const release = currentRelease(config.publishDir);
  return release && existsSync(clientOf(release)) ? clientOf(release) : config.buildDir;
}

export interface PublishingOptions {
  config: Config;
  site: LiveSite;
  log: FastifyBaseLogger;
  metrics?: PublishMetrics;
  /** Replaces `npm run build` (tests). */
  buildCommand?: string[];
}

/**
 * The publisher of EDIT_REPO (see publisher.ts), started; with DATABASE_URL it also tells the
 * other instances of each publish and follows theirs (sync.ts).
 */
export async function startPublishing(options: PublishingOptions): Promise<SitePublisher> {
  const { config, site, log } = options;
  const repo = config.editRepo;
  if (!repo) throw new Error("publishing needs EDIT_REPO");
  let sync: PublishSync | undefined;
  const publisher = createPublisher({
    repo,
    publishDir: config.publishDir,
    site,
    log,
    metrics: options.metrics,
    keep: config.PUBLISH_KEEP,
    reloadCommand: config.PUBLISH_RELOAD_COMMAND ? commandWords(config.PUBLISH_RELOAD_COMMAND) : [],
    buildEnv: { SITE_URL: config.SITE_URL, RETENTION_DAYS: String(config.RETENTION_DAYS) },
    buildCommand: options.buildCommand,
    buildTimeoutMs: config.PUBLISH_BUILD_TIMEOUT_SECONDS * 1000,
    onPublished: async (commit) => sync?.announce(commit),
  });
  await publisher.resume();
  if (config.DATABASE_URL) {
    sync = startPublishSync({
      databaseUrl: config.DATABASE_URL,
      repo,
      publisher,
      log,
      instance: `${hostname()}:${config.PORT}`,
    });
  }
  log.info({ repo, publishDir: config.publishDir, serving: site.root }, "publish: publishing from the working copy");
  return {
    ...publisher,
    async close() {
      await sync?.close();
      await publisher.close();
    },
  };
}
