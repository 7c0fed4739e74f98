/**
 * The pages of the site a view may name: the routes the build prerendered (as server/site.ts
 * serves them), under their canonical spelling. Any other path is counted as "other", never as a
 * path of its own, so a visitor cannot add rows to the counts by inventing addresses.
 */
import { isTemplatePage } from "../../core/copy/form-replies.ts";
import { buildFiles } from "../static-files.ts";

/** What a view of a path that is not a page of the site counts as. */
export const otherPath = "other";

export interface PageList {
  /** The canonical path of the page `path` names (any case, a trailing slash), or "other". */
  canonical(path: string): string;
  /** Reads the pages of a build again (after a new build is switched in). */
  reload(buildDir: string): void;
}

/** Lower-cased route path -> canonical route path, for every page the build prerendered. */
function readPages(buildDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const { url } of buildFiles(buildDir)) {
    if (!url.endsWith("/index.html")) continue;
    const route = url.slice(0, -"/index.html".length) || "/";
    if (!isTemplatePage(route)) pages.set(route.toLowerCase(), route);
  }
  return pages;
}

export function createPageList(buildDir: string): PageList {
  let pages = readPages(buildDir);
  return {
    canonical(path) {
      const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
      return pages.get(trimmed.toLowerCase()) ?? otherPath;
    },
    reload(dir) {
      pages = readPages(dir);
    },
  };
}
