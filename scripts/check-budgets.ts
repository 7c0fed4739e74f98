/**
 * Measures every prerendered route of the build against scripts/budgets.ts: the brotli size of
 * its HTML, the gzip size of the JavaScript it loads first (module scripts and modulepreloads)
 * and of its stylesheets, and the size of the fonts it preloads. Checks too that the preloaded
 * font cores draw every Latin character of the developers' own text that the page uses (else the
 * page would fetch the rest of Latin as well: run `npm run fonts`); a character only the editors'
 * text brings is noted, never a failure (scripts/fonts/coverage.ts). Exits non-zero when either
 * fails. Run after `react-router build`.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { readPage } from "../server/page-html.ts";
import { budgets } from "./budgets.ts";
import { clientDir } from "./build-paths.ts";
import { coverage, sourceCodePoints } from "./fonts/coverage.ts";
import { codePointsOf, hex, latinRange } from "./fonts/unicode-ranges.ts";
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

// The range of the preloaded cores, as npm run fonts declared it.
const fontsCss = readFileSync(join(import.meta.dirname, "..", "app", "fonts", "fonts.css"), "utf8");
const coreRange = fontsCss.match(/core \(preloaded\)[^}]*unicode-range: ([^;]+);/)?.[1];
if (!coreRange) throw new Error("budgets: no preloaded core face in app/fonts/fonts.css (npm run fonts)");
const core = codePointsOf(coreRange);
const latin = codePointsOf(latinRange);
const own = sourceCodePoints(join(import.meta.dirname, ".."));
const pages: { route: string; html: string }[] = [];

const rows: { route: string; html: number; js: number; css: number; fonts: number }[] = [];
for (const { path: route, file } of prerenderedFiles(root)) {
  const html = readFileSync(file, "utf8");
  // The files a page loads first: the scripts its start-up script preloads and imports, and its
  // stylesheets and preloaded fonts.
  const page = readPage(html);
  const sum = (urls: string[]) => [...new Set(urls)].reduce((total, url) => total + gzipSize(url), 0);
  const js = page.moduleFiles;
  const css = page.stylesheets;
  const preloadedFonts = page.fontPreloads;
  const fonts = preloadedFonts.reduce((total, url) => total + statSync(join(root, url)).size, 0);
  rows.push({ route, html: statSync(`${file}.br`).size, js: sum(js), css: sum(css), fonts });
  pages.push({ route, html });
}
const { missing: uncovered, fromContent } = coverage(pages, { latin, core, own });

rows.sort((a, b) => b.js - a.js);
let overBudget = false;
for (const row of rows) {
  const over =
    row.html > budgets.documentBrotli ||
    row.js > budgets.firstLoadJsGzip ||
    row.css > budgets.cssGzip ||
    row.fonts > budgets.preloadedFonts;
  overBudget ||= over;
  console.log(
    `${over ? "OVER" : "ok  "} ${row.route.padEnd(40)} html ${kb(row.html).padStart(8)}  js ${kb(row.js).padStart(9)}  css ${kb(row.css).padStart(8)}  fonts ${kb(row.fonts).padStart(8)}`,
  );
}
for (const [char, routes] of fromContent) {
  const shown = /[\p{L}\p{N}\p{P}\p{S}]/u.test(char) ? `"${char}" ` : "";
  console.log(
    `fonts: note: ${shown}(U+${hex(char.codePointAt(0) ?? 0)}) on ${[...routes].join(", ")} comes from content/: drawn from the extended faces or the system's fonts`,
  );
}
for (const [char, routes] of uncovered) {
  console.error(
    `fonts: "${char}" (U+${hex(char.codePointAt(0) ?? 0)}) on ${[...routes].join(", ")} is not in the preloaded cores: run npm run fonts`,
  );
}
const largest = (key: "html" | "js" | "css" | "fonts") => kb(Math.max(...rows.map((row) => row[key])));
console.log(
  `budgets: largest document ${largest("html")} of ${kb(budgets.documentBrotli)} (brotli), first-load JS ${largest("js")} of ${kb(budgets.firstLoadJsGzip)}, CSS ${largest("css")} of ${kb(budgets.cssGzip)} (gzip), preloaded fonts ${largest("fonts")} of ${kb(budgets.preloadedFonts)} (${rows.length} routes)`,
);
if (overBudget) console.error("budgets: a route is over budget");
if (overBudget || uncovered.size > 0) process.exit(1);
