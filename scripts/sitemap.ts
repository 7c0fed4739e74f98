/**
 * Writes build/client/sitemap.xml and robots.txt from the routes the build prerendered (which
 * are derived from the content modules), with SITE_URL as the origin. Run after `react-router build`.
 */
import { readdirSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { clientDir } from "./build-paths.ts";

const root = clientDir;
const origin = (process.env.SITE_URL ?? "https://www.scriptoria.example").replace(/\/+$/, "");

function routes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routes(path);
    if (entry.name !== "index.html") return [];
    return [`/${relative(root, dir).split(sep).join("/")}`.replace(/\/$/, "") || "/"];
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const paths = routes(root)
  .filter((path) => path !== "/404")
  .sort();
const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + (path === "/" ? "/" : path))}</loc></url>`);
writeFileSync(
  join(root, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
);
writeFileSync(join(root, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`sitemap: ${paths.length} URLs under ${origin}`);
