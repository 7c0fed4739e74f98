/**
 * The server's side of the collector (collector.ts): starts it with INSIGHTS_PORT, adds its
 * counts to /metrics, tells it of each switch of the served build, and starts it again should it
 * die (a second later; the reports sent meanwhile are lost, as a visit count may be). On close it
 * stops it, once it has written what it holds.
 */
import { type ChildProcess, fork } from "node:child_process";
import type { StoreLog } from "../outbox/store.ts";
import type { CollectorSettings, FromCollector, ToCollector } from "./collector.ts";
import type { AcceptedType, DropReason, InsightsMetrics } from "./metrics.ts";

export interface Collector {
  /** The port the collector listens on. */
  port: number;
  /** The pages a view may name are those of this build from now on. */
  reload(buildDir: string): void;
  /** Resolves once the collector has written what it holds. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const restartDelayMs = 1000;
const stopTimeoutMs = 10_000;

export async function startCollector(
  settings: CollectorSettings,
  { metrics, log }: { metrics: InsightsMetrics; log: StoreLog },
): Promise<Collector> {
  let current = settings;
  let child: ChildProcess | undefined;
  let closing = false;
  let flushes = 0;
  const waiting = new Map<number, () => void>();

  const onMessage = (message: FromCollector) => {
    if (message.type === "counts") {
      for (const [type, count] of Object.entries(message.counts.accepted)) {
        metrics.accepted(type as AcceptedType, count);
      }
      for (const [reason, count] of Object.entries(message.counts.dropped))
        metrics.dropped(reason as DropReason, count);
    }
    if (message.type === "flushed") {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  };

  /** Forks the collector; resolves with its port once it listens, rejects if it exits first. */
  const launch = () =>
    new Promise<number>((resolve, reject) => {
      const started = fork(new URL("./collector.ts", import.meta.url), [], { stdio: "inherit" });
      child = started;
      started.on("message", (message: FromCollector) => {
        if (message.type === "listening") resolve(message.port);
        else onMessage(message);
      });
      started.once("exit", (code, signal) => {
        if (child === started) child = undefined;
        for (const done of waiting.values()) done();
        waiting.clear();
        reject(new Error(`the insights collector exited (${signal ?? `code ${code}`}) before it listened`));
        if (closing) return;
        log.error({ code, signal }, "insights: the collector stopped; starting it again");
        setTimeout(() => {
          // The server may have begun to stop meanwhile (Ctrl+C stops both at once).
          if (!closing) void launch().catch((error: Error) => log.error({ err: error.message }, "insights: collector"));
        }, restartDelayMs).unref();
      });
      started.send({ type: "start", settings: current } satisfies ToCollector);
    });

  const port = await launch().catch((error: unknown) => {
    closing = true;
    throw error;
  });
  // With port 0 the collector took a free one: a restart takes the same.
  current = { ...current, port };

  return {
    port,
    reload(buildDir) {
      current = { ...current, buildDir };
      child?.send({ type: "build", dir: buildDir } satisfies ToCollector);
    },
    flush() {
      const running = child;
      if (!running?.connected) return Promise.resolve();
      const id = ++flushes;
      return new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        running.send({ type: "flush", id } satisfies ToCollector);
      });
    },
    async close() {
      closing = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGTERM");
      const force = setTimeout(() => running.kill("SIGKILL"), stopTimeoutMs);
      await exited;
      clearTimeout(force);
    },
  };
}
