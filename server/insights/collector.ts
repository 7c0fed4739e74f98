/**
 * The collector: POST /insights/event in a process of its own, on INSIGHTS_PORT. The server starts
 * and watches it (collector-process.ts) and sends it its settings. Behind nginx the beacons come
 * here and the forms go to the server, so a burst of reports never queues in front of a
 * submission on one event loop. It keeps what it accepts in the same store as the server, names
 * the pages of the build the server serves (the server tells it when a publish switches it), and
 * sends its counts to the server's /metrics once a second.
 */
import { createBaseServer } from "../base-server.ts";
import type { TrustProxy } from "../trust-proxy.ts";
import { registerCollection } from "./collect.ts";
import type { AcceptedType, DropReason, InsightsMetrics } from "./metrics.ts";
import { openInsightsStore } from "./open.ts";

export interface CollectorSettings {
  host: string;
  /** 0: any free port (the one taken is in the "listening" message). */
  port: number;
  logLevel: string;
  /** TRUST_PROXY: the flood limit and the visitor hash count by the address a believed proxy names. */
  trustProxy: TrustProxy;
  siteUrl: string;
  perMinute: number;
  buildDir: string;
  dataDir: string;
  databaseUrl?: string;
}

export type ToCollector =
  | { type: "start"; settings: CollectorSettings }
  | { type: "build"; dir: string }
  | { type: "flush"; id: number };

export type Counts = {
  accepted: Partial<Record<AcceptedType, number>>;
  dropped: Partial<Record<DropReason, number>>;
};

export type FromCollector =
  | { type: "listening"; port: number }
  | { type: "counts"; counts: Counts }
  | { type: "flushed"; id: number };

const send = (message: FromCollector) => process.send?.(message);

/** Counts kept here and sent to the server in one message a second: one per report would load the server again. */
function tallied(): InsightsMetrics & { report(): void } {
  let counts: Counts = { accepted: {}, dropped: {} };
  let empty = true;
  return {
    accepted(type, count = 1) {
      counts.accepted[type] = (counts.accepted[type] ?? 0) + count;
      empty = false;
    },
    dropped(reason, count = 1) {
      counts.dropped[reason] = (counts.dropped[reason] ?? 0) + count;
      empty = false;
    },
    report() {
      if (empty) return;
      send({ type: "counts", counts });
      counts = { accepted: {}, dropped: {} };
      empty = true;
    },
  };
}

async function start(settings: CollectorSettings): Promise<void> {
  const app = createBaseServer({
    logger: { level: settings.logLevel, base: { pid: process.pid, process: "insights-collector" } },
    trustProxy: settings.trustProxy,
  });
  const store = openInsightsStore({ dataDir: settings.dataDir, DATABASE_URL: settings.databaseUrl }, app.log);
  const metrics = tallied();
  const { batcher, pages } = await registerCollection(app, {
    store,
    buildDir: settings.buildDir,
    metrics,
    siteUrl: settings.siteUrl,
    perMinute: settings.perMinute,
  });
  const reporting = setInterval(metrics.report, 1000);
  app.addHook("onClose", async () => {
    clearInterval(reporting);
    await batcher.flush();
    await store.close();
    metrics.report();
  });

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.disconnect?.();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  // The server is gone (killed without a word): what is buffered is written, then this goes too.
  process.on("disconnect", () => void stop());
  process.on("message", (message: ToCollector) => {
    if (message.type === "build") pages.reload(message.dir);
    // The counts go with it: once the server hears "flushed", /metrics counts what was written.
    if (message.type === "flush") {
      void batcher.flush().then(() => {
        metrics.report();
        send({ type: "flushed", id: message.id });
      });
    }
  });

  await store.ready();
  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  send({ type: "listening", port: typeof address === "object" && address ? address.port : settings.port });
}

process.once("message", (message: ToCollector) => {
  if (message.type !== "start") return;
  start(message.settings).catch((error: unknown) => {
    console.error(`insights collector: could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
});
