/**
 * Benchmark of the visit counts (server/insights/):
 * 1. Reports accepted per second by POST /insights/event, at a steady rate (p99 latency) and as
 *    fast as they come (closed loop), every one of them found in the store afterwards.
 * 2. The contact form's latency (plain posts stored durably in the outbox) at a steady rate,
 *    alone, during a burst of reports (which must cost the forms nothing), and during as many
 *    requests for a file, traffic that keeps nothing: what the reports cost beyond being requests.
 * 3. The dashboard over 90 days of 1,000,000 page views: the time to answer it.
 *   npm run bench:insights [-- --database sqlite|postgres --seconds 10 --rate 2000 --forms-rate 50 --events 1000000]
 * Starts `node server/main.ts` on a free loopback port with its own data directory (removed
 * afterwards) and the limits lifted; the load comes from autocannon in a process of its own (the
 * burst beside the forms at the lowest priority, nice 19).
 * `--database postgres` uses DATABASE_URL, or starts a throwaway PostgreSQL cluster.
 * Targets: at least 2,000 reports/s with p99 at most 50 ms; the form's p99 unchanged by the
 * burst; the dashboard in at most 300 ms.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs, promisify } from "node:util";
import Fastify from "fastify";
import { insightsEndpoint } from "../app/insights/protocol.ts";
import { registerInsightsDashboard } from "../server/insights/dashboard.ts";
import { openInsightsStore } from "../server/insights/open.ts";
import type { InsightsStore, StoredView, VitalCount } from "../server/insights/store.ts";
import { dayOf } from "../server/insights/visitor.ts";
import { freePort } from "../tests/server/net.ts";
import { type PostgresCluster, startPostgres } from "../tests/server/postgres.ts";

const { values: args } = parseArgs({
  options: {
    database: { type: "string", default: "sqlite" },
    seconds: { type: "string", default: "10" },
    rate: { type: "string", default: "2000" },
    "forms-rate": { type: "string", default: "50" },
    events: { type: "string", default: "1000000" },
  },
});
if (args.database !== "sqlite" && args.database !== "postgres") throw new Error("--database is sqlite or postgres");
const seconds = Number(args.seconds);
const rate = Number(args.rate);
const formsRate = Number(args["forms-rate"]);

const root = join(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "scriptoria-bench-insights-"));
const dataDir = join(work, "data");
const buildDir = process.env.BUILD_DIR ?? join(root, "build", "client");
if (!existsSync(join(buildDir, "404", "index.html"))) throw new Error(`no build in ${buildDir}: run npm run build`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info() {}, warn() {}, error() {} };
const browser =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

let cluster: PostgresCluster | undefined;
let databaseUrl = "";
if (args.database === "postgres") {
  databaseUrl = process.env.DATABASE_URL ?? "";
  if (!databaseUrl) {
    cluster = await startPostgres({ durable: true });
    databaseUrl = await cluster.createDatabase();
  }
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT_PER_MINUTE: "0",
    INSIGHTS_REPORTS_PER_MINUTE: "0",
    UNVERIFIED_PER_HOUR: "0",
    // Deliveries fail at once (nothing listens) and wait an hour: the outbox only stores.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    OUTBOX_RETRY_BASE_MS: "3600000",
    LOG_LEVEL: "fatal",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
for (let waited = 0; ; waited += 100) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    if (waited > 30_000) throw new Error("the server did not start");
  }
  await sleep(100);
}

const store = openInsightsStore({ dataDir, DATABASE_URL: databaseUrl || undefined }, quiet);
await store.ready();

interface Load {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

/**
 * autocannon in a process of its own, posting one page view per request; with `control`, as many
 * requests that keep nothing (GET /robots.txt, answered from memory), to tell what the reports
 * cost from what any traffic at that rate costs.
 */
async function reports(options: {
  seconds: number;
  rate?: number;
  connections: number;
  lowPriority?: boolean;
  control?: boolean;
}): Promise<Load> {
  const body = JSON.stringify({ events: [{ type: "view", path: "/all/products", device: "phone" }] });
  const flags = [
    ...(options.control ? [] : ["-m", "POST", "-b", body, "-H", "content-type=text/plain;charset=UTF-8"]),
    ...["-c", String(options.connections), "-d", String(options.seconds), "-j"],
    ...["-H", `user-agent=${browser}`, "-H", `origin=${base}`],
    ...(options.rate ? ["-R", String(options.rate)] : []),
  ];
  const cli = join(root, "node_modules", "autocannon", "autocannon.js");
  const command = [process.execPath, cli, ...flags, `${base}${options.control ? "/robots.txt" : insightsEndpoint}`];
  const [file = "", ...args] = options.lowPriority ? ["nice", "-n", "19", ...command] : command;
  const { stdout } = await promisify(execFile)(file, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    statusCodeStats?: Record<string, { count: number }>;
  };
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
  };
}

const contactBody = new URLSearchParams({
  name: "Bench Visitor",
  email: "visitor@example.org",
  phonenumber: "9840012345",
  comments: "We would like a quote for copyediting 40 articles a month in our engineering journals.",
}).toString();

/** Contact posts as a browser without scripts sends them, `perSecond` for `duration` s (open loop); latency percentiles in ms. */
async function contactLatency(
  perSecond: number,
  duration: number,
): Promise<{ p50: number; p99: number; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < perSecond * duration; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const post = fetch(`${base}/contact_api/contact.php`, {
      method: "POST",
      body: contactBody,
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: base },
    }).then(async (response) => {
      await response.arrayBuffer();
      if (response.status !== 303) failed++;
      latencies.push(performance.now() - due);
    });
    inFlight.push(post);
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), failed };
}

/** CPU time the server has used so far (user + system, in seconds), from /proc (Linux). */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Page views the server accepted so far, by its own count (/metrics, answered on loopback). */
async function acceptedViews(): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(text.match(/^scriptoria_insights_events_accepted_total\{type="view"\} (\d+)/m)?.[1] ?? 0);
}

/** Page views kept today: read until as many as were accepted are there, or for ten seconds (the server writes every second). */
async function keptToday(): Promise<{ kept: number; accepted: number }> {
  const accepted = await acceptedViews();
  let kept = 0;
  for (let waited = 0; waited <= 10_000 && kept < accepted; waited += 250) {
    await store.rollUp(dayOf(Date.now()));
    kept = (await store.daily(dayOf(Date.now()), dayOf(Date.now())))[0]?.views ?? 0;
    if (kept < accepted) await sleep(250);
  }
  return { kept, accepted };
}

/** 90 days of `total` page views (and some vitals) written straight into `target`, counted per day. */
async function seed(target: InsightsStore, total: number): Promise<void> {
  const now = Date.now();
  const paths = ["/", "/all/products", "/company/Aboutus", "/company/News", "/content/copyediting", "other"];
  const perDay = Math.ceil(total / 90);
  for (let daysAgo = 0; daysAgo < 90; daysAgo++) {
    const day = dayOf(now - daysAgo * 86_400_000);
    for (let start = 0; start < perDay; start += 10_000) {
      const views: StoredView[] = Array.from({ length: Math.min(10_000, perDay - start) }, (_, index) => ({
        day,
        at: now,
        path: paths[(start + index) % paths.length] ?? "/",
        referrer: index % 7 === 0 ? "search.example" : "",
        device: index % 3 ? "phone" : "desktop",
        visitor: `v${(start + index) % 4000}`,
      }));
      const vitals: VitalCount[] = paths.map((path, index) => ({
        day,
        path,
        metric: "LCP",
        bucket: 1000 + 100 * index,
        samples: 50,
      }));
      await target.write(views, vitals);
    }
    await target.rollUp(day);
  }
}

async function dashboardTimes(target: InsightsStore): Promise<number[]> {
  const app = Fastify();
  await app.register(async (scope) => registerInsightsDashboard(scope, { store: target }), { prefix: "/admin" });
  const times: number[] = [];
  for (let run = 0; run < 6; run++) {
    const started = performance.now();
    const response = await app.inject("/admin/insights?range=90");
    if (response.statusCode !== 200) throw new Error(`the dashboard answered ${response.statusCode}`);
    times.push(performance.now() - started);
  }
  await app.close();
  return times.slice(1).sort((a, b) => a - b);
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);
try {
  console.log(
    `bench: visit reports and the contact form, store ${store.kind}, ${base}; load average ${fmt(loadavg()[0] ?? 0, 2)}`,
  );
  await reports({ seconds: 2, connections: 10 });
  const steady = await reports({ seconds, rate, connections: 50 });
  const afterSteady = await keptToday();
  const cpuBefore = serverCpuSeconds();
  const flat = await reports({ seconds, connections: 50 });
  const cpuPerReport = ((serverCpuSeconds() - cpuBefore) * 1000) / Math.max(1, flat.requests);
  const afterFlat = await keptToday();
  const keptLine = ({ kept, accepted }: { kept: number; accepted: number }) =>
    `${kept} of ${accepted} accepted so far kept`;
  console.log(
    `reports at ${rate}/s for ${seconds} s: ${fmt(steady.perSecond, 0)}/s, p50 ${steady.p50} ms, p99 ${steady.p99} ms, statuses ${JSON.stringify(steady.statuses)}; ${keptLine(afterSteady)}`,
  );
  console.log(
    `reports as fast as they come (50 connections): ${fmt(flat.perSecond, 0)}/s, p50 ${flat.p50} ms, p99 ${flat.p99} ms; ${keptLine(afterFlat)}; server CPU ${fmt(cpuPerReport, 3)} ms a report (one core: about ${fmt(1000 / cpuPerReport, 0)}/s)`,
  );

  const alone = await contactLatency(formsRate, seconds);
  const [withBurst, burst] = await Promise.all([
    contactLatency(formsRate, seconds),
    // The burst's generator at the lowest priority: on two cores it would otherwise take the
    // processor time the server needs, and the forms' latency would measure the generator.
    reports({ seconds, rate, connections: 50, lowPriority: true }),
  ]);
  const [withControl, control] = await Promise.all([
    contactLatency(formsRate, seconds),
    reports({ seconds, rate, connections: 50, lowPriority: true, control: true }),
  ]);
  console.log(
    `contact form at ${formsRate}/s for ${seconds} s: alone p50 ${fmt(alone.p50)} ms, p99 ${fmt(alone.p99)} ms; during ${fmt(burst.perSecond, 0)} reports/s p50 ${fmt(withBurst.p50)} ms, p99 ${fmt(withBurst.p99)} ms; during ${fmt(control.perSecond, 0)} requests for robots.txt/s (the same traffic, nothing kept) p50 ${fmt(withControl.p50)} ms, p99 ${fmt(withControl.p99)} ms (failed ${alone.failed + withBurst.failed + withControl.failed})`,
  );

  const dashboardStore = openInsightsStore(
    { dataDir: join(work, "dashboard"), DATABASE_URL: cluster ? await cluster.createDatabase() : undefined },
    quiet,
  );
  await dashboardStore.ready();
  const seeding = performance.now();
  await seed(dashboardStore, Number(args.events));
  const times = await dashboardTimes(dashboardStore);
  await dashboardStore.close();
  console.log(
    `dashboard over 90 days of ${args.events} page views (seeded in ${fmt((performance.now() - seeding) / 1000)} s): ${times.map((time) => fmt(time, 0)).join(", ")} ms`,
  );

  const worstDashboard = Math.max(...times);
  console.log(
    [
      `reports ${fmt(steady.perSecond, 0)}/s at p99 ${steady.p99} ms (target >= 2000/s, <= 50 ms): ${steady.perSecond >= 2000 * 0.95 && steady.p99 <= 50 ? "ok" : "MISSED"}`,
      `form p99 ${fmt(alone.p99)} ms alone, ${fmt(withBurst.p99)} ms during the burst, ${fmt(withControl.p99)} ms during the same traffic keeping nothing`,
      `dashboard ${fmt(worstDashboard, 0)} ms at worst (target <= 300): ${worstDashboard <= 300 ? "ok" : "MISSED"}`,
    ].join("\n"),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await store.close();
  await cluster?.destroy();
  rmSync(work, { recursive: true, force: true });
}
