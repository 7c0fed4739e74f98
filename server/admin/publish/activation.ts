/**
 * Serving a finished build: the Node server loads it wholly and swaps it in, `current` is
 * pointed at it, the web server in front is told to reload (PUBLISH_RELOAD_COMMAND), and the
 * oldest builds beyond PUBLISH_KEEP are removed. The same steps follow a rollback made from the
 * command line (which points `current` elsewhere): the server watches the builds folder and
 * serves whatever `current` names. Activations run one at a time.
 */
import { type FSWatcher, watch } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { LiveSite } from "../../site.ts";
import { createSerialQueue } from "../../work-queue.ts";
import { currentLink, currentRelease, pointCurrent, pruneReleases, type Release } from "./releases.ts";
import { runReload } from "./reload.ts";

export interface ActivationOptions {
  publishDir: string;
  site: LiveSite;
  log: FastifyBaseLogger;
  /** Finished builds kept, the served one included. */
  keep: number;
  reloadCommand: readonly string[];
}

export interface Activation {
  /** Serves `release`; resolves with the reload command's failure, if it failed (the switch stands). */
  serve(release: Release): Promise<string | undefined>;
  /** Serves what `current` names if that is not served (after a rollback from the command line). */
  followCurrent(): Promise<void>;
  /** Watches the builds folder for `current` to change (and looks every few seconds, in case a change is missed). */
  watch(): void;
  close(): void;
}

export const clientOf = (release: Release) => join(release.dir, "client");

export function createActivation(options: ActivationOptions): Activation {
  const { publishDir, site, log } = options;
  const activations = createSerialQueue();
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function reload(): Promise<string | undefined> {
    if (options.reloadCommand.length === 0) return undefined;
    try {
      await runReload(options.reloadCommand);
      return undefined;
    } catch (error) {
      log.error(
        { err: error },
        "publish: the reload command failed; the web server in front may serve the previous build",
      );
      return (error as Error).message;
    }
  }

  const activation: Activation = {
    serve: (release) =>
      activations.run(async () => {
        await site.switchTo(clientOf(release));
        await pointCurrent(publishDir, release.id);
        const reloadError = await reload();
        const removed = await pruneReleases(publishDir, options.keep, [release.id]);
        if (removed.length > 0) log.info({ removed }, "publish: removed older builds");
        return reloadError;
      }),
    followCurrent: () =>
      activations.run(async () => {
        const release = currentRelease(publishDir);
        if (!release || clientOf(release) === site.root) return;
        try {
          await site.switchTo(clientOf(release));
          log.info({ build: release.id, commit: release.commit }, "publish: now serving the build current points to");
        } catch (error) {
          log.error({ err: error, build: release.id }, "publish: the build current points to could not be served");
        }
      }),
    watch() {
      const follow = () => void activation.followCurrent();
      try {
        watcher = watch(publishDir, (_event, name) => {
          if (name === currentLink) follow();
        });
        watcher.on("error", () => undefined);
      } catch (error) {
        log.warn({ err: error }, "publish: cannot watch the builds folder; looking every 5 seconds");
      }
      timer = setInterval(follow, 5000);
      timer.unref();
    },
    close() {
      watcher?.close();
      clearInterval(timer);
    },
  };
  return activation;
}
