/**
 * Renders preview pages in a thread of their own (render-worker.ts), with the server bundle of the
 * build being served: once publishing switches the site to a new build, the next preview starts
 * a thread for it and ends the old one. One page at a time, each within a time limit and a bound
 * on memory (server/thread-jobs.ts): a draft can cost the thread a second, never the server's
 * event loop.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { LiveSite } from "../../site.ts";
import { type ThreadFailure, ThreadJobs } from "../../thread-jobs.ts";
import { Refusal } from "../content/refusal.ts";
import type { RenderAnswer, RenderRequest } from "./render-worker.ts";

/** A page renders in tens of milliseconds; the first one of a thread also loads the bundle. */
const renderTimeoutMs = 5000;
const threadMemoryMb = 256;
/** Renders waiting beyond this are turned away (each editor's screen sends one at a time). */
const maxWaiting = 8;

function failure(cause: ThreadFailure): Refusal {
  const reason =
    cause === "time" ? "took too long" : cause === "memory" ? "needed too much memory" : "stopped unexpectedly";
  return new Refusal(503, `The preview ${reason}; it is tried again as you type`);
}

export interface PreviewRenderer {
  render(request: RenderRequest): Promise<{ status: number; html: string }>;
  close(): Promise<void>;
}

export function createRenderer(site: LiveSite): PreviewRenderer {
  let current: { root: string; jobs: ThreadJobs<RenderRequest, RenderAnswer> } | undefined;
  let waiting = 0;

  function jobsFor(root: string): ThreadJobs<RenderRequest, RenderAnswer> {
    if (current?.root === root) return current.jobs;
    void current?.jobs.close();
    const bundle = join(root, "..", "server", "index.js");
    if (!existsSync(bundle))
      throw new Refusal(503, "The site being served was built without its server code; no preview");
    const jobs = new ThreadJobs<RenderRequest, RenderAnswer>({
      url: new URL("./render-worker.ts", import.meta.url),
      workerData: { bundle },
      memoryMb: threadMemoryMb,
      timeoutMs: renderTimeoutMs,
      refusal: (_request, cause) => failure(cause),
      unavailable: (reason) =>
        new Refusal(503, reason === "closed" ? "The server is stopping" : "The preview could not start; try again"),
    });
    current = { root, jobs };
    return jobs;
  }

  return {
    async render(request) {
      if (waiting >= maxWaiting) throw new Refusal(503, "The server is busy with other previews; it is tried again");
      waiting += 1;
      try {
        const answer = await jobsFor(site.root).run(request);
        if ("failed" in answer) throw new Refusal(500, `The preview could not be made: ${answer.failed}`);
        return answer;
      } finally {
        waiting -= 1;
      }
    },
    async close() {
      await current?.jobs.close();
      current = undefined;
    },
  };
}
