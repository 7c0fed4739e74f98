/**
 * The page load of a benchmark, in a process of its own (see page-load.ts, pageLoadProcess), so
 * that the benchmark's own work (making photos, encoding megabytes of JSON) never delays the
 * requests or their timing. Requests `paths` at `rate` per second until its parent sends "stop",
 * then sends back every answer as [when it arrived (ms since the epoch), latency ms, status].
 *   node scripts/lib/page-load-process.ts <base> <rate> <path> …
 */
import autocannon from "autocannon";

const [base = "", rate = "50", ...paths] = process.argv.slice(2);
const samples: [number, number, number][] = [];
const instance = autocannon(
  {
    url: base,
    connections: 10,
    overallRate: Number(rate),
    duration: 3600,
    timeout: 10,
    requests: paths.map((path) => ({ method: "GET", path })),
  },
  // With a callback autocannon answers its instance (events, stop) rather than a promise.
  () => undefined,
);
instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
  samples.push([Date.now(), responseTime, statusCode]);
});
instance.on("reqError", () => {
  samples.push([Date.now(), Number.NaN, 0]);
});
process.send?.("started");
process.on("message", (message) => {
  if (message !== "stop") return;
  instance.stop();
  process.send?.(samples, () => process.exit(0));
});
