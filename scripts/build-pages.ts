/**
 * `node scripts/build-pages.ts`: a publish of news stories in seconds. When only files under
 * content/news/ changed since the live build (server/admin/publish/pages-only.ts decides), the
 * code is that build's: its client bundles and its server bundle are kept (KEEP_BUILD, a
 * BUILD_ROOT) and only the pages are written again, into BUILD_ROOT:
 *   1. `npm run content`'s work: the content checked, the modules and photo renditions written;
 *   2. client/assets (the bundles) copied from KEEP_BUILD, public/ copied as Vite copies it,
 *      the server bundle copied, with the stories beside it (server/stories.json: the bundle's
 *      own are older; the editing server's preview reads them from there too);
 *   3. every page prerendered by the kept server bundle (scripts/lib/prerender.ts), the stories
 *      given to its loaders through their context (app/lib/preview.ts); a page whose route data
 *      is the kept build's is copied from it (the home page, the news list and the stories are
 *      rendered, the rest copied), unless the kept build was made in another year;
 *   4. what `npm run build` does after its prerender (scripts/after-build.ts).
 * The news stories reach the browser only as route data (the pages and their .data files), never
 * in the client's code, so the kept bundles are those a full build would make:
 * tests/server/build-pages.test.ts compares this build with `npm run build`'s, file by file.
 * Any failure ends it with status 1, and the publisher then runs the full build.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RouterContext, ServerBuild } from "react-router";
import { RouterContextProvider } from "react-router";
import { repoRoot } from "../core/content-model/load.ts";
import type { StoryData } from "../core/content-model/types.ts";
import type { BuildManifest } from "../server/site.ts";
import { buildContent } from "./content/build-content.ts";
import { prerender, staticPaths } from "./lib/prerender.ts";

const buildRoot = resolve(process.env.BUILD_ROOT ?? "build");
const keep = process.env.KEEP_BUILD ? resolve(process.env.KEEP_BUILD) : undefined;
if (!keep || !existsSync(join(keep, "server", "index.js"))) {
  throw new Error("build-pages: KEEP_BUILD must name a finished build (its server/index.js)");
}
if (keep === buildRoot) throw new Error("build-pages: BUILD_ROOT must be a new folder, not KEEP_BUILD");

// 1. The content, as `npm run content` makes it.
await buildContent();
// Imported only now: they read the modules just written.
const { storyFiles } = (await import("../core/copy/generated/news.ts")) as { storyFiles: readonly StoryData[] };
const { dynamicPaths } = await import("../app/prerender-paths.ts");

// 2. The kept code, and the public files.
const client = join(buildRoot, "client");
cpSync(join(keep, "client", "assets"), join(client, "assets"), { recursive: true });
cpSync(join(repoRoot, "public"), client, { recursive: true });
cpSync(join(keep, "server"), join(buildRoot, "server"), { recursive: true });
writeFileSync(join(buildRoot, "server", "stories.json"), JSON.stringify(storyFiles));
console.log(`pages: the code of ${keep} kept`);

// 3. The pages, by the kept server bundle.
const build = (await import(pathToFileURL(join(buildRoot, "server", "index.js")).href)) as ServerBuild;
const storiesKey = (build.entry.module as { storyFiles?: RouterContext<readonly StoryData[] | null> }).storyFiles;
if (!storiesKey) throw new Error("build-pages: the kept server bundle takes no stories from its context");
const paths = [...staticPaths(build.routes), ...dynamicPaths(), "/404"];
// A page rendered in another year would show that year in its footer: then every page is rendered.
const keptYear = new Date((JSON.parse(readFileSync(join(keep, "site.json"), "utf8")) as BuildManifest).builtAt);
const sameYear = keptYear.getFullYear() === new Date().getFullYear();
const files = await prerender({
  build,
  paths,
  clientDir: client,
  ...(sameYear ? { kept: join(keep, "client") } : {}),
  context: new RouterContextProvider(new Map([[storiesKey, storyFiles]])),
  onFile: (type, path) => console.log(`Prerender (${type}): ${path}`),
});
console.log(`pages: ${files} files for ${paths.length} paths`);

// 4. What the build does after its prerender.
execFileSync(process.execPath, [join(import.meta.dirname, "after-build.ts")], { stdio: "inherit" });
