/**
 * The pages the build prerendered, read from the build itself: every `index.html` under the
 * client folder, as route paths ("/", "/content/peerreview", …), with their canonical address.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join, sep } from "node:path";
import { isTemplatePage } from "../../core/copy/form-replies.ts";
import { readHead } from "../../server/page-html.ts";
import { clientDir } from "../build-paths.ts";

export interface PrerenderedPage {
  /** Route path, e.g. "/company/News". */
  path: string;
  /** The page's HTML file. */
  file: string;
  /** Path of the page's canonical link, or null when it has none (noindex). */
  canonicalPath: string | null;
}

/** Every HTML file the build prerendered, templates included, with its route path. */
export function prerenderedFiles(root = clientDir): { path: string; file: string }[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((name) => basename(name) === "index.html")
    .map((name) => ({ path: `/${name.split(sep).slice(0, -1).join("/")}`, file: join(root, name) }));
}

/** Every prerendered page except the templates (the not-found page, the form refusals), sorted by path. */
export function prerenderedPages(root = clientDir): PrerenderedPage[] {
  return prerenderedFiles(root)
    .map(({ path, file }) => {
      const { canonical } = readHead(readFileSync(file, "utf8"));
      return { path, file, canonicalPath: canonical ? new URL(canonical).pathname.replace(/(.)\/$/, "$1") : null };
    })
    .filter((page) => !isTemplatePage(page.path))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The pages a search engine should index: those whose canonical address is their own. */
export function indexablePages(root = clientDir): PrerenderedPage[] {
  return prerenderedPages(root).filter((page) => page.canonicalPath === page.path);
}
