/**
 * Pages requested at a steady rate while a benchmark does something else (a publish, a hostile
 * editor's session), with autocannon in this process: started at once, stopped by the caller,
 * which gets autocannon's result (requests, errors, latency percentiles).
 */
import { fork } from "node:child_process";
import autocannon from "autocannon";

export interface PageLoad {
  stop(): Promise<autocannon.Result>;
}

/** The pages a visitor requests most, one of each kind (home, listings, an article, a product). */
export const typicalPages = [
  "/",
  "/company/News",
  "/company/Aboutus",
  "/all/content",
  "/products/editlatex",
  "/company/Newsdetail/1",
];

/** Requests `paths` of `base` at `rate` per second, over ten connections, until stopped. */
export function pageLoad(base: string, rate: number, paths: readonly string[] = typicalPages): PageLoad {
  let finished: (result: autocannon.Result) => void = () => undefined;
  const result = new Promise<autocannon.Result>((resolve) => {
    finished = resolve;
  });
  const instance = autocannon(
    {
      url: base,
      connections: 10,
      overallRate: rate,
      duration: 3600,
      timeout: 10,
      requests: paths.map((path) => ({ method: "GET", path })),
    },
    (_error, outcome) => finished(outcome),
  );
  return {
    stop() {
      instance.stop();
      return result;
    },
  };
}

/** The errors of a result: failed requests, answers other than 2xx, and time-outs. */
export function errorsOf(result: autocannon.Result): number {
  return result.errors + result.non2xx + result.timeouts;
}

/** One page's answer: when it arrived (ms since the epoch), its latency (NaN when the request failed) and status (0 then). */
export type PageSample = [at: number, latencyMs: number, status: number];

export interface PageLoadProcess {
  /** Stops the requests and resolves with every answer. */
  stop(): Promise<PageSample[]>;
}

/** As pageLoad, in a process of its own (page-load-process.ts): resolves once it has started. */
export async function pageLoadProcess(
  base: string,
  rate: number,
  paths: readonly string[] = typicalPages,
): Promise<PageLoadProcess> {
  const child = fork(new URL("./page-load-process.ts", import.meta.url), [base, String(rate), ...paths], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the page load stopped at once (exit ${code})`)));
  });
  return {
    stop: () =>
      new Promise<PageSample[]>((resolve) => {
        child.once("message", (samples) => resolve(samples as PageSample[]));
        child.send("stop");
      }),
  };
}

/** The pth percentile (0 to 100) of numbers, by nearest rank; NaN for none. */
export function percentile(numbers: readonly number[], p: number): number {
  const sorted = numbers.toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
