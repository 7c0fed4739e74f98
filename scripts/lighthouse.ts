/**
 * Lighthouse (mobile defaults) against running pages, with the repository's thresholds.
 *   node scripts/lighthouse.ts [--runs 3] [--performance 95] [--others 100] [--throttling-method simulate] <url> [<url> ...]
 *   node scripts/lighthouse.ts --all [--runs 1] <base url>     every page the build prerendered
 * Runs each URL --runs times and judges the median of the runs, as Lighthouse advises for its
 * run-to-run variance: the median performance score, and the median of each of LCP, TBT and CLS
 * across the runs; accessibility, best practices and SEO must hold in every run, so each is the
 * lowest of the runs. Prints every run's performance score and TBT, then the medians with those
 * lowest scores, and at the end one table row per page; writes the report of the run with the
 * median performance score to reports/lighthouse/, and exits non-zero
 * when a score is below its threshold, LCP is above --max-lcp seconds (default 2.5), TBT above
 * --max-tbt ms (default 200) or CLS is not 0.
 * --throttling-method devtools throttles the browser for real instead of Lighthouse's default
 * simulation (npm run bench:first-paint measures that way too).
 * The browser is CHROME_PATH, else Chromium's headless shell if installed, else the tests' Chromium.
 * Start the server first (npm run build && npm start).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./lib/browser.ts";
import { prerenderedPages } from "./lib/prerendered.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    performance: { type: "string", default: "95" },
    others: { type: "string", default: "100" },
    "max-lcp": { type: "string", default: "2.5" },
    "max-tbt": { type: "string", default: "200" },
    all: { type: "boolean", default: false },
    "throttling-method": { type: "string", default: "simulate" },
  },
});
const runs = Math.max(1, Number(values.runs));
const minPerformance = Number(values.performance);
const minOthers = Number(values.others);
const maxLcpMs = Number(values["max-lcp"]) * 1000;
const maxTbtMs = Number(values["max-tbt"]);
const pages = prerenderedPages();
// Pages that say noindex on purpose (the forms' confirmations): SEO's "is crawlable" audit is
// expected to fail there, and only that one.
const noindexPaths = new Set(pages.filter((page) => page.canonicalPath === null).map((page) => page.path));
const urls = values.all
  ? pages.map((page) => new URL(page.path, positionals[0] ?? "http://localhost:3000").href)
  : positionals.length
    ? positionals
    : ["http://localhost:3000/"];
// The browser Lighthouse drives: CHROME_PATH if set, otherwise the tests' Chromium, which is the
// headless shell when it is installed (scripts/lib/browser.ts): without the full browser's own processes
// for its windows and menus, which on a small machine take CPU from the page measured
// (docs/adr/0084-lighthouse-medians-in-the-headless-shell.md).
const chrome = process.env.CHROME_PATH ?? chromiumPath() ?? chromium.executablePath();
console.log(`browser: ${chrome} (${execFileSync(chrome, ["--version"], { encoding: "utf8" }).trim()})`);
const outDir = "reports/lighthouse";
mkdirSync(outDir, { recursive: true });

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

let failed = false;
const rows: {
  ok: boolean;
  path: string;
  noindex: boolean;
  performances: number[];
  scores: Record<"performance" | "accessibility" | "best-practices" | "seo", number>;
  lcp: number;
  tbt: number;
  tbts: number[];
  cls: number;
}[] = [];

/** The middle value (of an odd count; the upper middle of an even one). */
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** One Lighthouse run; a run that Lighthouse itself aborts (e.g. NO_NAVSTART) is tried again, twice at most. */
function runLighthouse(url: string, output: string, attempt = 1): Report {
  try {
    return runLighthouseOnce(url, output);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`     run aborted by Lighthouse; trying again (${url})`);
    return runLighthouse(url, output, attempt + 1);
  }
}

function runLighthouseOnce(url: string, output: string): Report {
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-"));
  try {
    execFileSync(
      process.execPath,
      [
        join(import.meta.dirname, "..", "node_modules", "lighthouse", "cli", "index.js"),
        url,
        "--quiet",
        "--output=json",
        `--output-path=${output}`,
        `--throttling-method=${values["throttling-method"]}`,
        `--chrome-flags=--headless ${chromiumArgs.join(" ")} --user-data-dir=${profile}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
    );
  } finally {
    // A run that Lighthouse aborts can leave its browser running, still drawing the page: it
    // would take the CPU from every later run. Each run's browser has a profile of its own.
    if (spawnSync("pkill", ["-f", `--user-data-dir=${profile}`]).status === 0) {
      console.log("     closed the browser that Lighthouse left running");
    }
    rmSync(profile, { recursive: true, force: true });
  }
  return JSON.parse(readFileSync(output, "utf8")) as Report;
}

for (const url of urls) {
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  const output = join(outDir, `${name}.json`);
  const reports = Array.from({ length: runs }, () => runLighthouse(url, output));
  const performanceOf = (run: Report) => run.categories.performance?.score ?? 0;
  const report = [...reports].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor(runs / 2)] as Report;
  writeFileSync(output, JSON.stringify(report));
  const performances = reports.map((run) => Math.round(performanceOf(run) * 100));
  const score = (run: Report, id: string) => Math.round((run.categories[id]?.score ?? 0) * 100);
  const lowest = (id: string) => Math.min(...reports.map((run) => score(run, id)));
  const scores = {
    performance: score(report, "performance"),
    accessibility: lowest("accessibility"),
    "best-practices": lowest("best-practices"),
    seo: lowest("seo"),
  };
  const runsOf = (id: string) => reports.map((run) => run.audits[id]?.numericValue ?? Number.NaN);
  const tbts = runsOf("total-blocking-time").map(Math.round);
  const lcp = median(runsOf("largest-contentful-paint"));
  const cls = median(runsOf("cumulative-layout-shift"));
  const tbt = median(tbts);
  // Name the audits that cost points outside performance, where the target is a perfect score.
  const noindex = noindexPaths.has(new URL(url).pathname);
  const failing = new Set(
    reports.flatMap((run) =>
      ["accessibility", "best-practices", "seo"].flatMap((id) =>
        (run.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (run.audits[ref.id]?.score ?? 1) < 1)
          .filter((ref) => !(noindex && ref.id === "is-crawlable"))
          .map((ref) => `${id}: ${ref.id}`),
      ),
    ),
  );
  const seoOk = scores.seo >= minOthers || (noindex && ![...failing].some((audit) => audit.startsWith("seo:")));
  const ok =
    scores.performance >= minPerformance &&
    scores.accessibility >= minOthers &&
    scores["best-practices"] >= minOthers &&
    seoOk &&
    lcp <= maxLcpMs &&
    tbt <= maxTbtMs &&
    cls === 0;
  failed ||= !ok;
  console.log(
    `${ok ? "ok  " : "FAIL"} ${url}  runs ${performances.join(" ")} (TBT ${tbts.join(" ")} ms)  median: performance ${scores.performance}  lowest: accessibility ${scores.accessibility}  best-practices ${scores["best-practices"]}  seo ${scores.seo}${noindex ? " (noindex)" : ""}  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}`,
  );
  for (const audit of failing) console.log(`     ${audit}`);
  rows.push({ ok, path: new URL(url).pathname, noindex, performances, scores, lcp, tbt, tbts, cls });
}

// One row per page, ready to paste (Markdown).
console.log(`\n| page | performance (runs) | median | a11y | best pr. | SEO | LCP | TBT (runs) | CLS | |`);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.performances.join(" ")} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores["best-practices"]} | ${row.scores.seo}${row.noindex ? " (noindex)" : ""} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms (${row.tbts.join(" ")}) | ${row.cls.toFixed(3)} | ${row.ok ? "ok" : "FAIL"} |`,
  );
}
const worst = (pick: (row: (typeof rows)[number]) => number) => Math.max(...rows.map(pick));
console.log(
  `\n${rows.length} pages: lowest median performance ${Math.min(...rows.map((row) => row.scores.performance))}, largest LCP ${(worst((row) => row.lcp) / 1000).toFixed(2)} s, largest TBT ${Math.round(worst((row) => row.tbt))} ms, largest CLS ${worst((row) => row.cls).toFixed(3)}, ${rows.filter((row) => !row.ok).length} failing`,
);
if (failed) process.exit(1);
