/**
 * Pages requested at a steady rate while a benchmark does something else (a publish, a hostile
 * editor's session), with autocannon in this process: started at once, stopped by the caller,
 * which gets autocannon's result (requests, errors, latency percentiles).
 */
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
