/**
 * Lighthouse (mobile defaults) against running pages, with the repository's thresholds.
 *   node scripts/lighthouse.ts [--runs 3] [--performance 95] [--others 100] <url> [<url> ...]
 *   node scripts/lighthouse.ts --all [--runs 1] <base url>     every page the build prerendered
 * Runs each URL --runs times and judges the run with the median performance score, as
 * Lighthouse advises for its run-to-run variance. Prints every run's performance score, then the
 * median run's performance, accessibility, best practices, SEO, LCP and CLS; writes that report
 * to reports/lighthouse/, and exits non-zero when a score is below its threshold or CLS is not 0.
 * Start the server first (npm run build && npm start).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromiumArgs } from "../tests/browser.ts";
import { prerenderedPages } from "./lib/prerendered.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    performance: { type: "string", default: "95" },
    others: { type: "string", default: "100" },
    all: { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const minPerformance = Number(values.performance);
const minOthers = Number(values.others);
const urls = values.all
  ? prerenderedPages().map((page) => new URL(page.path, positionals[0] ?? "http://localhost:3000").href)
  : positionals.length
    ? positionals
    : ["http://localhost:3000/"];
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const outDir = "reports/lighthouse";
mkdirSync(outDir, { recursive: true });

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

let failed = false;

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
        `--chrome-flags=--headless ${chromiumArgs.join(" ")} --user-data-dir=${profile}`,
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
    );
  } finally {
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
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const scores = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
  };
  const lcp = report.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
  const cls = report.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN;
  const ok =
    scores.performance >= minPerformance &&
    scores.accessibility >= minOthers &&
    scores["best-practices"] >= minOthers &&
    scores.seo >= minOthers &&
    cls === 0;
  failed ||= !ok;
  // Name the audits that cost points outside performance, where the target is a perfect score.
  const failing = ["accessibility", "best-practices", "seo"].flatMap((id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  console.log(
    `${ok ? "ok  " : "FAIL"} ${url}  runs ${performances.join(" ")}  median: performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores["best-practices"]}  seo ${scores.seo}  LCP ${(lcp / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}`,
  );
  for (const audit of failing) console.log(`     ${audit}`);
}
if (failed) process.exit(1);
