/**
 * Writes build/client/sitemap.xml and robots.txt from the pages the build prerendered (which
 * are derived from the content modules), with SITE_URL as the origin. Only indexable pages are
 * listed: those whose canonical address is their own (no redirects, no not-found page, no
 * page that names another as canonical). `lastmod` is a news story's date for its page, and the
 * date of the last commit (the build date outside a git checkout) for the others.
 * Run after `react-router build`.
 */

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { news } from "../core/copy/news.ts";
import { escapeMarkup } from "../core/escape-markup.ts";
import { clientDir, siteOrigin as origin } from "./build-paths.ts";
import { indexablePages } from "./lib/prerendered.ts";

function lastCommitDate(): string {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cs"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

const siteDate = lastCommitDate();
const storyDates = new Map(news.map((item) => [`/company/Newsdetail/${item.id}`, item.isoDate]));

const pages = indexablePages(clientDir);
const urls = pages.map(
  ({ path }) =>
    `  <url><loc>${escapeMarkup(origin + (path === "/" ? "/" : path))}</loc><lastmod>${storyDates.get(path) ?? siteDate}</lastmod></url>`,
);
writeFileSync(
  join(clientDir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
);
writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`sitemap: ${pages.length} URLs under ${origin}`);
