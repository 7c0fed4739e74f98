/**
 * Lighthouse (mobile defaults) against running pages, with the repository's thresholds.
 *   node scripts/lighthouse.ts [--performance 95] [--others 100] <url> [<url> ...]
 * Prints performance, accessibility, best practices, SEO, LCP and CLS per URL, writes the JSON
 * reports to reports/lighthouse/, and exits non-zero when a score is below its threshold or CLS
 * is not 0. Start the server first (npm run build && npm start).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromiumArgs } from "../tests/browser.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { performance: { type: "string", default: "95" }, others: { type: "string", default: "100" } },
});
const minPerformance = Number(values.performance);
const minOthers = Number(values.others);
const urls = positionals.length ? positionals : ["http://localhost:3000/"];
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const outDir = "reports/lighthouse";
mkdirSync(outDir, { recursive: true });

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

let failed = false;
for (const url of urls) {
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  const output = join(outDir, `${name}.json`);
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
  const report = JSON.parse(readFileSync(output, "utf8")) as Report;
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
  console.log(
    `${ok ? "ok  " : "FAIL"} ${url}  performance ${scores.performance}  accessibility ${scores.accessibility}  best-practices ${scores["best-practices"]}  seo ${scores.seo}  LCP ${(lcp / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}`,
  );
}
if (failed) process.exit(1);
