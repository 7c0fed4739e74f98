/**
 * Which build a publish runs. When every file changed since the served build is a news story's
 * (under content/news/: its Markdown and its photos), the code is the served build's, and
 * scripts/build-pages.ts writes only the pages over its bundles: seconds instead of half a
 * minute. Anything else (code, another collection, a served build that is not a publish's) takes
 * the full `npm run build`, and so does a publish whose pages-only build failed.
 */
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { git } from "./git.ts";
import { readRelease } from "./releases.ts";

/** The folder whose files a pages-only build may change. */
const pagesOnlyFolder = "content/news/";

/** The served build whose code a build of `commit` may keep, if it may keep one. */
export async function keptBuild(
  repo: string,
  publishDir: string,
  servedRoot: string,
  commit: string,
): Promise<string | undefined> {
  const dir = dirname(servedRoot);
  if (dirname(dir) !== publishDir) return undefined;
  const served = readRelease(publishDir, basename(dir));
  if (!served || !existsSync(join(dir, "server", "index.js"))) return undefined;
  try {
    const names = await git(repo, ["diff", "--name-only", "--no-renames", served.commit, commit]);
    const changed = names.split("\n").filter(Boolean);
    return changed.every((name) => name.startsWith(pagesOnlyFolder)) ? dir : undefined;
  } catch {
    // The served commit is not in this repository (yet): nothing can be said of the difference.
    return undefined;
  }
}
