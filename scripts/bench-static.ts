/**
 * Static serving, Node against nginx: requests per second for the same files of the same build.
 *   npm run bench:static [-- --connections 50 --duration 10 --rounds 2 --warmup 2]
 * BUILD_DIR (default build/client; nginx's files from the build's nginx/ beside it) is served by
 * `node server/main.ts` (production, one process, no request log) and by Debian's nginx with
 * deploy/nginx.conf (brotli_static and gzip_static, as in production), run as a single process
 * (`master_process off`: one worker) without an access log. autocannon runs in this process
 * against one server at a time, with the same connections and duration: the home page (brotli),
 * a hashed script, the stylesheet, an image, and the home page revalidated with its ETag (304).
 * Each URL's `duration` is split into `rounds` in which the two servers take turns, and each
 * server's better round counts, so that other work on the machine weighs on both alike. The
 * load generator shares the machine with the server it measures. Fails when Node reaches less
 * than 50 % of nginx overall (the geometric mean of the ratios).
 */
import { rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startNginx } from "./lib/nginx.ts";
import { killServers, startServer } from "./lib/server.ts";
import { tempDir } from "./lib/temp-dirs.ts";

const { values: args } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "2" },
    warmup: { type: "string", default: "2" },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const roundSeconds = duration / rounds;
const warmup = Number(args.warmup);
const target = 50;

const root = join(import.meta.dirname, "..");
process.chdir(root);
const siteRoot = resolve(process.env.BUILD_DIR ?? "build/client");
const dataDir = tempDir("bench-static");

interface Case {
  kind: string;
  path: string;
  headers: Record<string, string>;
  status: number;
}

/** A GET, its body read. */
async function get(url: string, headers: Record<string, string>): Promise<Response> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response;
}

/** The URLs measured, found in the home page; the 304 case carries each server's own ETag. */
async function cases(base: string): Promise<Case[]> {
  const br = { "accept-encoding": "br" };
  const home = await (await fetch(`${base}/`, { headers: { "accept-encoding": "identity" } })).text();
  const find = (pattern: RegExp, what: string) => {
    const found = home.match(pattern)?.[0];
    if (!found) throw new Error(`no ${what} in the home page of ${siteRoot}`);
    return found;
  };
  const etag = (await get(`${base}/`, br)).headers.get("etag");
  if (!etag) throw new Error(`${base}/ sends no ETag`);
  return [
    { kind: "home page (br)", path: "/", headers: br, status: 200 },
    { kind: "hashed script (br)", path: find(/\/assets\/[\w.-]+\.js/, "script"), headers: br, status: 200 },
    { kind: "stylesheet (br)", path: find(/\/assets\/[\w.-]+\.css/, "stylesheet"), headers: br, status: 200 },
    { kind: "image (avif)", path: find(/\/media\/[\w./-]+\.avif/, "image"), headers: br, status: 200 },
    { kind: "home page, If-None-Match", path: "/", headers: { ...br, "if-none-match": etag }, status: 304 },
  ];
}

/** The length of the body sent for `test` (compressed or not), checking the status first. */
async function bodyLength(base: string, test: Case): Promise<number> {
  const response = await get(`${base}${test.path}`, test.headers);
  if (response.status !== test.status) {
    throw new Error(`${base}${test.path} answers ${response.status}, not ${test.status}`);
  }
  return Number(response.headers.get("content-length") ?? 0);
}

interface Measure {
  /** Requests per second, the average over the run. */
  rate: number;
  /** Connection errors and timeouts (the connection is opened again). */
  errors: number;
}

async function measure(base: string, test: Case, seconds: number): Promise<Measure> {
  const result = await autocannon({
    url: `${base}${test.path}`,
    headers: test.headers,
    connections,
    duration: seconds,
  });
  const expected = test.status === 304 ? result["3xx"] : result["2xx"];
  if (expected !== result.requests.total) {
    throw new Error(`${base}${test.path}: ${result.requests.total - expected} answers other than ${test.status}`);
  }
  return { rate: result.requests.average, errors: result.errors };
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

const node = await startServer({
  env: {
    BUILD_DIR: siteRoot,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  },
});
let failed = false;
try {
  const nginx = await startNginx({
    siteRoot,
    nginxDir: join(dirname(siteRoot), "nginx"),
    upstream: new URL(node.url).host,
    accessLog: false,
  });
  try {
    const servers = { nginx: nginx.url, node: node.url };
    const measured = { nginx: await cases(nginx.url), node: await cases(node.url) };
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
    console.log(`Build: ${siteRoot}`);
    console.log(
      "nginx: 1 process (master_process off, so 1 worker), brotli_static and gzip_static on, no access log; node: 1 process, LOG_LEVEL=warn.",
    );
    console.log(
      `autocannon runs in this process, on the same ${availableParallelism()}-core machine as the server it measures (load average ${load} at the start).`,
    );
    console.log(
      `Per URL and server: ${warmup} s warm-up, then ${rounds} rounds of ${roundSeconds} s with ${connections} connections, nginx and node taking turns; the better round counts.\n`,
    );
    for (const name of ["nginx", "node"] as const) {
      for (const test of measured[name]) await measure(servers[name], test, warmup);
    }
    const rows: { kind: string; path: string; bytes: number; nginx: Measure; node: Measure }[] = [];
    /** The better round's rate, every round's errors. */
    const add = (total: Measure, round: Measure): Measure => ({
      rate: Math.max(total.rate, round.rate),
      errors: total.errors + round.errors,
    });
    for (const [index, test] of measured.node.entries()) {
      const other = measured.nginx[index] as Case;
      const bytes = await bodyLength(servers.node, test);
      if ((await bodyLength(servers.nginx, other)) !== bytes) {
        throw new Error(`nginx and node send different bodies for ${test.kind} ${test.path}`);
      }
      const row = {
        kind: test.kind,
        path: test.path,
        bytes,
        nginx: { rate: 0, errors: 0 },
        node: { rate: 0, errors: 0 },
      };
      for (let round = 0; round < rounds; round += 1) {
        row.nginx = add(row.nginx, await measure(servers.nginx, other, roundSeconds));
        row.node = add(row.node, await measure(servers.node, test, roundSeconds));
      }
      rows.push(row);
      console.log(`measured ${test.kind}`);
    }
    const overall = Math.exp(
      rows.reduce((sum, row) => sum + Math.log(row.node.rate / row.nginx.rate), 0) / rows.length,
    );
    console.log("");
    console.table(
      rows.map((row) => ({
        URL: `${row.kind}  ${row.path}`,
        "body bytes": row.bytes,
        "nginx req/s": Math.round(row.nginx.rate),
        "node req/s": Math.round(row.node.rate),
        "node / nginx": percent(row.node.rate / row.nginx.rate),
        "connection errors nginx / node": `${row.nginx.errors} / ${row.node.errors}`,
      })),
    );
    console.log(`Overall (geometric mean of the ratios): node at ${percent(overall)} of nginx (target ${target} %).`);
    const errors = nginx.errors();
    if (/\[(error|crit|alert|emerg)\]/.test(errors)) console.log(`nginx reported:\n${errors}`);
    failed = overall * 100 < target;
  } finally {
    await nginx.stop();
  }
} finally {
  await node.stop();
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error(`node is below ${target} % of nginx`);
  process.exitCode = 1;
}
