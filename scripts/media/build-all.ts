/**
 * Regenerates every picture and video of the site from the sources in this folder.
 * Each file in ./tasks exports `run(): Promise<void>`; they run one after another.
 * Outputs land under public/ and are committed, so a site build needs none of these tools.
 *
 *   npm run media            all tasks
 *   npm run media -- brand   only tasks whose file name contains "brand"
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";

const tasksDir = join(import.meta.dirname, "tasks");
const filter = process.argv[2];
const files = (await readdir(tasksDir)).filter((f) => f.endsWith(".ts")).sort();

for (const file of files) {
  if (filter && !file.includes(filter)) continue;
  const started = Date.now();
  const task = (await import(join(tasksDir, file))) as { run: () => Promise<void> };
  await task.run();
  console.log(`media: ${file} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
