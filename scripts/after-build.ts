/**
 * What the build does once the pages are written (after `react-router build` in `npm run build`,
 * after the prerender in scripts/build-pages.ts): the sitemap, the news feed, the build's
 * manifest and nginx's configuration, then the compressed copies, then the budgets. Each step is
 * a script of its own; the steps of a stage run at the same time (each list in a stage runs in
 * its order: nginx's configuration reads the manifest), and a stage starts when the one before
 * has ended. Any failure ends it with status 1 once its stage is over.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

const stages: readonly (readonly string[])[][] = [
  // They read the pages; the compression that follows takes the sitemap and the feed too.
  [["sitemap"], ["news-feed"], ["site-manifest", "nginx-config"]],
  [["precompress"]],
  // Reads the compressed copies.
  [["check-budgets"]],
];

const step = (name: string) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, `${name}.ts`)], { stdio: "inherit" });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });

for (const stage of stages) {
  const results = await Promise.all(
    stage.map(async (steps) => {
      for (const name of steps) if (!(await step(name))) return false;
      return true;
    }),
  );
  if (results.includes(false)) {
    process.exitCode = 1;
    break;
  }
}
