/**
 * The outside judges over every page the build prerendered: the W3C Nu HTML Checker over the HTML
 * files, and pa11y (HTML_CodeSniffer, WCAG 2 AA) over the same pages served by the real server,
 * both at once. Prints each error and the count per rule, and exits non-zero on any. Run after
 * `npm run build`; needs Java 17 or later (Debian: default-jre-headless) and the tests' Chromium.
 *   node scripts/check-pages.ts [--concurrency 3]
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { clientDir } from "./build-paths.ts";
import { checkAccessibility, launchChromium } from "./lib/accessibility-checker.ts";
import { checkHtml } from "./lib/nu-html-checker.ts";
import { type Finding, findingsReport } from "./lib/page-findings.ts";
import { pagesToCheck } from "./lib/pages-to-check.ts";
import { startServer } from "./lib/server.ts";

const { values } = parseArgs({ options: { concurrency: { type: "string", default: "3" } } });
if (!existsSync(clientDir)) {
  console.error(`check-pages: no build in ${clientDir}: run npm run build first`);
  process.exit(1);
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
// The filled-in refusal pages and the server's data (its outbox, the visit counts).
const workDir = mkdtempSync(join(tmpdir(), "scriptoria-check-pages-"));
const { files, requests } = pagesToCheck(clientDir, workDir);

// A checker that cannot run stops the other: the run has failed either way.
const stop = new AbortController();

async function html(): Promise<Finding[]> {
  const findings = await checkHtml([...files.keys()], (file) => files.get(file) ?? file, stop.signal);
  console.log(`check-pages: Nu HTML Checker done, ${files.size} pages, ${findings.length} errors (${seconds()} s)`);
  return findings;
}

async function accessibility(): Promise<Finding[]> {
  const [server, browser] = await Promise.allSettled([
    startServer({ buildDir: clientDir, dataDir: join(workDir, "data") }),
    launchChromium(),
  ]);
  try {
    if (server.status === "rejected") throw server.reason;
    if (browser.status === "rejected") throw browser.reason;
    const pages = requests(server.value.url);
    const findings = await checkAccessibility(browser.value, pages, Number(values.concurrency));
    console.log(`check-pages: pa11y done, ${pages.length} pages, ${findings.length} errors (${seconds()} s)`);
    return findings;
  } finally {
    if (browser.status === "fulfilled") await browser.value.close();
    if (server.status === "fulfilled") await server.value.stop();
  }
}

try {
  const checks = [html(), accessibility()].map((check) =>
    check.catch((error: unknown) => {
      stop.abort();
      throw error;
    }),
  );
  const results = await Promise.allSettled(checks);
  const findings = results.flatMap((result) => (result.status === "fulfilled" ? result.value : []));
  const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
  if (findings.length > 0) console.error(`\n${findingsReport(findings)}\n`);
  for (const failure of failures) console.error(`check-pages: a checker could not run: ${failure}`);
  if (findings.length > 0 || failures.length > 0) {
    console.error(`check-pages: ${findings.length} errors (${seconds()} s)`);
    process.exitCode = 1;
  } else {
    console.log(`check-pages: no errors on ${files.size} pages (${seconds()} s)`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
