/**
 * After `react-router build`: every prerendered page starts its scripts after the first paint
 * (scripts/lib/defer-hydration.ts says why and how).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { clientDir } from "./build-paths.ts";
import { deferHydration } from "./lib/defer-hydration.ts";

let pages = 0;
for (const name of await readdir(clientDir, { recursive: true, encoding: "utf8" })) {
  if (!name.endsWith(".html")) continue;
  const file = join(clientDir, name);
  const html = await readFile(file, "utf8");
  const deferred = deferHydration(html);
  if (deferred === html) continue;
  await writeFile(file, deferred);
  pages += 1;
}
console.log(`defer-hydration: ${pages} pages start their scripts after the first paint`);
