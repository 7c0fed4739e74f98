/**
 * Measures every prerendered route of the build: the gzip size of the JavaScript it loads
 * first (module scripts and modulepreloads) and of its stylesheets, against scripts/budgets.ts.
 * Exits non-zero when a budget is broken.  Run after `react-router build`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { budgets } from "./budgets.ts";
import { clientDir } from "./build-paths.ts";
import { prerenderedFiles } from "./lib/prerendered.ts";

const root = clientDir;

const gzipCache = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(root, url.replace(/[#?].*$/, "")))).length;
    gzipCache.set(url, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: { route: string; js: number; css: number }[] = [];
for (const { path: route, file } of prerenderedFiles(root)) {
  const html = readFileSync(file, "utf8");
  // Every file a page loads first is named in it as "/assets/…": its stylesheet link, and the
  // scripts its start-up script preloads and imports.
  const named = (extension: string) =>
    new Set([...html.matchAll(new RegExp(`"(/assets/[^"]+\\.${extension})"`, "g"))].map((match) => match[1] ?? ""));
  const js = named("js");
  const css = named("css");
  const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gzipSize(url), 0);
  rows.push({ route, js: sum(js), css: sum(css) });
}

rows.sort((a, b) => b.js - a.js);
let failed = false;
for (const row of rows) {
  const over = row.js > budgets.firstLoadJsGzip || row.css > budgets.cssGzip;
  failed ||= over;
  console.log(
    `${over ? "OVER" : "ok  "} ${row.route.padEnd(40)} js ${kb(row.js).padStart(9)}  css ${kb(row.css).padStart(8)}`,
  );
}
const maxJs = Math.max(...rows.map((row) => row.js));
const maxCss = Math.max(...rows.map((row) => row.css));
console.log(
  `budgets: largest first-load JS ${kb(maxJs)} of ${kb(budgets.firstLoadJsGzip)}, CSS ${kb(maxCss)} of ${kb(budgets.cssGzip)} (gzip, ${rows.length} routes)`,
);
if (failed) {
  console.error("budgets: a route is over budget");
  process.exit(1);
}
