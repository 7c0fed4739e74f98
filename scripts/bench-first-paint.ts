/**
 * The main-thread task between a page's stylesheet and its first paint, on a throttled phone.
 *   npm run bench:first-paint -- [--runs 3] [--max-task 150] [--cpu-slowdown 4] [--traces dir] [origin] [path ...]
 * Lighthouse (mobile, performance only) with the browser really throttled (`throttlingMethod:
 * devtools`: 562.5 ms per request, about 1.47 Mbit/s, processor 4x slower, 412 x 823), in the
 * browser the Lighthouse script drives (CHROME_PATH, else the headless shell when installed). From
 * each run's performance trace it takes the task that painted the first frame after the
 * stylesheet arrived, and prints per page the medians of --runs runs: that task's duration, FCP,
 * LCP and the performance score, with the task's self time per trace event name (UpdateLayoutTree
 * is style recalculation) from the run with the median task. Exits non-zero when a page's median
 * task is above --max-task ms. Default pages: home, About, a service and a product, at
 * http://localhost:3000. Start the server first; the load average is printed, as the figures
 * depend on what else the machine runs. --traces writes each run's trace there (DevTools'
 * Performance panel opens them). --cpu-slowdown 1 keeps the network throttled but not the processor:
 * the task's run-to-run spread is then a few milliseconds instead of tens, which shows what a change
 * of a few milliseconds does (compare with more runs, e.g. --runs 13).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import puppeteer from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "./lib/browser.ts";
import { type FirstPaintTask, firstPaintTask } from "./lib/first-paint-task.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "3" },
    "max-task": { type: "string", default: "150" },
    "cpu-slowdown": { type: "string", default: "4" },
    traces: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const maxTaskMs = Number(values["max-task"]);
const cpuSlowdownMultiplier = Number(values["cpu-slowdown"]);
const origin = positionals[0] ?? "http://localhost:3000";
const paths =
  positionals.length > 1 ? positionals.slice(1) : ["/", "/company/Aboutus", "/content/peerreview", "/products/vedas"];
const chrome = process.env.CHROME_PATH ?? chromiumPath() ?? chromium.executablePath();

interface Run extends FirstPaintTask {
  performance: number;
}

/** Where a run's trace goes with --traces: one file per page and run. */
function traceFile(url: string, run: number): string | undefined {
  if (!values.traces) return undefined;
  mkdirSync(values.traces, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
  return join(values.traces, `${name}-${run + 1}.json`);
}

async function measure(url: string, run: number): Promise<Run> {
  const browser = await puppeteer.launch({
    executablePath: chrome,
    headless: chrome.includes("headless-shell") ? "shell" : true,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      {
        throttlingMethod: "devtools",
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const file = traceFile(url, run);
    if (file) writeFileSync(file, JSON.stringify(result.artifacts.Trace));
    const score = result.lhr.categories.performance?.score ?? 0;
    return { ...firstPaintTask(result.artifacts.Trace), performance: Math.round(score * 100) };
  } finally {
    await browser.close();
  }
}

/** The middle value (of an odd count; the upper middle of an even one). */
function median(numbers: number[]): number {
  return [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number | undefined) => (value === undefined ? "-" : `${(value / 1000).toFixed(2)} s`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
/** Self time of one trace event name inside the task. */
const selfOf = (run: Run, name: string) => run.breakdown.find((entry) => entry.name === name)?.ms ?? 0;
const columns = ["UpdateLayoutTree", "Layout", "PrePaint", "Paint"];

console.log(
  `browser: ${chrome}; load average ${load()}; ${runs} runs per page, devtools throttling, processor ${cpuSlowdownMultiplier}x slower`,
);
const rows: string[] = [];
let failed = false;
for (const path of paths) {
  const url = new URL(path, origin).href;
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(url, run));
  const taskMs = median(results.map((run) => run.durationMs));
  const typical = results.find((run) => run.durationMs === taskMs) as Run;
  const fcpMs = median(results.map((run) => run.fcpMs));
  const lcps = results.flatMap((run) => (run.lcpMs === undefined ? [] : [run.lcpMs]));
  const lcpMs = lcps.length ? median(lcps) : undefined;
  const performance = median(results.map((run) => run.performance));
  const ok = taskMs <= maxTaskMs;
  failed ||= !ok;
  console.log(
    `${ok ? "ok  " : "FAIL"} ${path}  first-paint task ${ms(taskMs)} (runs ${results.map((run) => Math.round(run.durationMs)).join(" ")}; thread ${ms(typical.threadMs)}), ${ms(typical.startMs - typical.stylesheetEndMs)} after the stylesheet  FCP ${seconds(fcpMs)}  LCP ${seconds(lcpMs)}  performance ${performance} (runs ${results.map((run) => run.performance).join(" ")})`,
  );
  const named = typical.breakdown.filter((entry) => entry.ms >= 1);
  console.log(`     ${named.map((entry) => `${entry.name} ${ms(entry.ms)}`).join(", ")}`);
  console.log(
    `     ${typical.elementsStyled} elements styled, ${typical.layoutObjects} layout objects; other tasks in the window ${ms(typical.otherTasksMs)}`,
  );
  const rest = typical.durationMs - columns.reduce((sum, name) => sum + selfOf(typical, name), 0);
  rows.push(
    `| ${path} | ${ms(taskMs)} (${results.map((run) => Math.round(run.durationMs)).join(" ")}) | ${columns.map((name) => ms(selfOf(typical, name))).join(" | ")} | ${ms(rest)} | ${typical.elementsStyled} | ${seconds(fcpMs)} | ${seconds(lcpMs)} | ${performance} |`,
  );
}

console.log(`\nload average ${load()}\n`);
console.log(
  `| page | first-paint task (runs) | ${columns.join(" | ")} | rest | elements styled | FCP | LCP | performance |`,
);
console.log(`|---|---|${columns.map(() => "---|").join("")}---|---|---|---|---|`);
for (const row of rows) console.log(row);
if (failed) {
  console.error(`\nbench:first-paint: a page's first-paint task is above ${maxTaskMs} ms`);
  process.exit(1);
}
