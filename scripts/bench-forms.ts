/**
 * Benchmark of the contact endpoint: sustained submissions per second with durable writes
 * (closed loop, `concurrency` in flight), latency percentiles at a steady `rate` (open loop:
 * each request leaves at its scheduled time, latency counted from then), and the server's
 * memory across rounds (it must not grow once the outbox has drained).
 *   npm run bench:forms [-- --requests 10000 --concurrency 32 --rounds 2 --rate 300 --seconds 10]
 *   npm run bench:forms -- --database postgres
 * Starts `node server/main.ts` on a free loopback port with its own data directory (removed
 * afterwards) and the rate limits lifted; the posts are plain ones, as a browser without
 * scripts sends them (no proof of work to solve per submission). Uses the real build if
 * present. `--database postgres` puts the outbox in DATABASE_URL, or, when that is unset, in a
 * throwaway PostgreSQL cluster (durable settings, as in production) started for the run. Mail
 * goes to an SMTP sink in a separate process (as to a relay on another machine); `--transport
 * file` uses the file transport instead (one .eml file per message, which costs a file system
 * that is slow at creating files more than it costs the server).
 * Targets: at least 300 submissions/s, p99 under 50 ms, flat memory.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openOutboxStore } from "../server/outbox/open.ts";
import { freePort } from "./lib/free-port.ts";
import { type PostgresCluster, startPostgres } from "./lib/postgres.ts";
import { silentLog } from "./lib/silent-log.ts";

const { values: args } = parseArgs({
  options: {
    transport: { type: "string", default: "smtp" },
    database: { type: "string", default: "sqlite" },
    sink: { type: "boolean", default: false },
    requests: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "32" },
    rounds: { type: "string", default: "2" },
    rate: { type: "string", default: "300" },
    seconds: { type: "string", default: "10" },
  },
});
const rate = Number(args.rate);

if (args.sink) {
  // The SMTP sink: accepts and discards every message, prints its port.
  const { SMTPServer } = await import("smtp-server");
  const sink = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on("end", () => callback());
      stream.resume();
    },
  });
  sink.on("error", () => {});
  sink.listen(0, "127.0.0.1", () => {
    const address = sink.server.address();
    console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
  });
  process.on("SIGTERM", () => process.exit(0));
  await new Promise(() => {});
}
const seconds = Number(args.seconds);
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const rounds = Number(args.rounds);

const root = join(import.meta.dirname, "..");
const work = mkdtempSync(join(tmpdir(), "scriptoria-bench-"));
const dataDir = join(work, "data");
let buildDir = join(root, "build", "client");
if (!existsSync(join(buildDir, "404", "index.html"))) {
  buildDir = join(work, "build");
  mkdirSync(join(buildDir, "404"), { recursive: true });
  writeFileSync(join(buildDir, "404", "index.html"), "<!doctype html><title>Not found</title>");
}

if (args.database !== "sqlite" && args.database !== "postgres") {
  throw new Error(`--database is sqlite or postgres, not ${args.database}`);
}
let cluster: PostgresCluster | undefined;
let databaseUrl = "";
if (args.database === "postgres") {
  databaseUrl = process.env.DATABASE_URL ?? "";
  if (!databaseUrl) {
    cluster = await startPostgres({ durable: true });
    databaseUrl = await cluster.createDatabase();
  }
}

let smtpUrl = "";
let sink: ChildProcess | undefined;
if (args.transport === "smtp") {
  sink = spawn(process.execPath, [import.meta.filename, "--sink"], { stdio: ["ignore", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve) =>
    sink?.stdout?.once("data", (chunk: Buffer) => resolve(String(chunk))),
  );
  smtpUrl = `smtp://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    RATE_LIMIT_PER_MINUTE: "0",
    // Plain posts, as a browser without scripts sends them: no proof of work to solve per submission.
    UNVERIFIED_PER_HOUR: "0",
    LOG_LEVEL: "warn",
    SMTP_URL: smtpUrl,
    DATABASE_URL: databaseUrl,
  },
  stdio: ["ignore", "inherit", "inherit"],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
for (let waited = 0; ; waited += 100) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    if (waited > 15_000) throw new Error("the server did not start");
  }
  await sleep(100);
}

/** Resident memory of the server process, from /proc (Linux). */
function rssMb(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

const store = openOutboxStore(
  { dataDir, DATABASE_URL: databaseUrl || undefined },
  { messageDomain: "scriptoria.example", log: silentLog, retry: false },
);
await store.ready();

async function drained(): Promise<number> {
  const started = performance.now();
  while ((await store.counts()).pending > 0) await sleep(200);
  return performance.now() - started;
}

const boundary = "----scriptoria-bench";
function body(index: number): string {
  const fields: Record<string, string> = {
    name: `Bench Visitor ${index}`,
    email: `visitor${index}@example.org`,
    phonenumber: "9840012345",
    comments: "We would like a quote for copyediting 40 articles a month in our engineering journals.",
  };
  return `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("")}--${boundary}--\r\n`;
}

interface Latency {
  p50: number;
  p99: number;
  max: number;
}

let sent = 0;
let failures = 0;

let firstFailure = "";
async function submit(): Promise<void> {
  try {
    const response = await fetch(`${base}/contact_api/contact.php`, {
      method: "POST",
      body: body(sent++),
      redirect: "manual",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "text/html", origin: base },
    });
    const text = await response.text();
    if (response.status !== 303) throw new Error(`${response.status} ${text}`);
  } catch (error) {
    failures++;
    firstFailure ||= error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  }
}

/** CPU time the server has used so far (user + system), from /proc (Linux). */
function cpuSeconds(): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentiles(latencies: number[]): Latency {
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: at(1) };
}

/** Closed loop: `concurrency` submissions in flight until `count` are done; submissions per second. */
async function throughput(count: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await submit();
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** Open loop: `perSecond` submissions a second for `duration` seconds; latency from each one's scheduled start. */
async function latencyAt(perSecond: number, duration: number): Promise<Latency> {
  const latencies: number[] = [];
  const started = performance.now();
  const total = Math.round(perSecond * duration);
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(submit().then(() => void latencies.push(performance.now() - due)));
  }
  await Promise.all(inFlight);
  return percentiles(latencies);
}

const fmt = (value: number, digits = 1) => value.toFixed(digits);
try {
  console.log(
    `bench: ${rounds} rounds of ${requests} contact submissions (${concurrency} in flight), then ${rate}/s for ${seconds} s; ${base}, outbox in ${store.kind}, mail by ${args.transport}`,
  );
  await throughput(500);
  await drained();
  const memory = [rssMb()];
  const rates: number[] = [];
  const cpuBefore = cpuSeconds();
  for (let index = 0; index < rounds; index++) {
    const perSecond = await throughput(requests);
    const rssLoaded = rssMb();
    const drainMs = await drained();
    await sleep(1000);
    memory.push(rssMb());
    rates.push(perSecond);
    console.log(
      `round ${index + 1}: ${fmt(perSecond, 0)} submissions/s; server RSS ${fmt(rssLoaded, 0)} MB at the end of the round, ${fmt(memory.at(-1) ?? 0, 0)} MB once the outbox drained (${fmt(drainMs / 1000)} s later)`,
    );
  }
  const cpuPerSubmission = ((cpuSeconds() - cpuBefore) * 1000) / (rounds * requests);
  console.log(
    `server CPU per submission, accepting and delivering: ${fmt(cpuPerSubmission, 2)} ms (one core: about ${fmt(1000 / cpuPerSubmission, 0)}/s)`,
  );
  const latency = await latencyAt(rate, seconds);
  console.log(
    `at ${rate}/s for ${seconds} s: p50 ${fmt(latency.p50)} ms, p99 ${fmt(latency.p99)} ms, max ${fmt(latency.max)} ms`,
  );
  const worst = Math.min(...rates);
  const growth = (memory.at(-1) ?? 0) - (memory[1] ?? 0);
  console.log(
    [
      `throughput ${fmt(worst, 0)}/s (target >= 300): ${worst >= 300 ? "ok" : "MISSED"}`,
      `p99 at ${rate}/s ${fmt(latency.p99)} ms (target < 50): ${latency.p99 < 50 ? "ok" : "MISSED"}`,
      `memory once drained ${memory.map((mb) => fmt(mb, 0)).join(" -> ")} MB: ${growth >= 0 ? "+" : ""}${fmt(growth)} MB after round 1 (flat: < 20 MB): ${growth < 20 ? "ok" : "MISSED"}`,
      `failed requests: ${failures} of ${sent}${firstFailure ? ` (first: ${firstFailure})` : ""}`,
    ].join("\n"),
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  sink?.kill("SIGTERM");
  await store.close();
  await cluster?.destroy();
  rmSync(work, { recursive: true, force: true });
}
