/**
 * `npm run bench:publish`: how long an editor waits from pressing Publish on a new story with a
 * photo to its page answering 200, and how the site serves meanwhile. On a clone of this
 * repository (its HEAD), a publishing server instance (scripts/lib/publish-instance-server.ts:
 * the live site, /metrics and publishing as the server starts it) builds with the real
 * `npm run build`. A first publish warms the build (worktree, photo renditions, the build whose
 * compressed copies the next one reuses); then each run adds a story with a new JPEG (made with
 * sharp, a 4000 x 3000 photograph-like gradient with grain), timed in parts:
 *   validation  the entry checked against its collection's schema and the photo decoded
 *   commit      written and committed to the working copy (the editor as author)
 *   build       the publish requested until its build has finished (`npm run build`, nice 10)
 *   switch      the build finished until the server serves it (read, indexed, swapped)
 *   served      until the story's page answers 200
 * The editing API commits and calls the publisher exactly so; this drives the publisher after
 * the commit without signing in. During each run autocannon requests pages at `--rate` per second,
 * reported apart while the build runs and from its end until the page is served (the switch):
 * errors (non-2xx answers and failed requests) and p99 latency. A story changes only content/news/,
 * so each run after the warm-up writes the pages over the served build's code
 * (scripts/build-pages.ts); the run says which build it was. With `--busy`, one core is kept busy
 * meanwhile (`stress-ng --cpu 1`, Debian's stress-ng). Targets: median save-to-served at most
 * 15 s (30 s with `--busy`); no error; p99 at most 200 ms while a build runs. Exits 1 when one is
 * missed.
 *   npm run bench:publish -- --runs 3 --rate 50 --width 4000 --height 3000 [--busy]
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type autocannon from "autocannon";
import sharp from "sharp";
import { parseEntry, validateEntry } from "../core/content-model/load.ts";
import type { PublishStatus } from "../server/admin/contracts.ts";
import { cloneOfThisRepository, commitAll, gitIn } from "./lib/git-repos.ts";
import { errorsOf, pageLoad } from "./lib/page-load.ts";
import { type Instance, spawnInstance } from "./lib/publish-instance.ts";
import { emptyBuild, seedRelease } from "./lib/releases.ts";
import { removableTempDir, removeTempDirs } from "./lib/temp-dirs.ts";
import { until } from "./lib/until.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    rate: { type: "string", default: "50" },
    width: { type: "string", default: "4000" },
    height: { type: "string", default: "3000" },
    busy: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const rate = Number(values.rate);
const width = Number(values.width);
const height = Number(values.height);

interface Run {
  /** Which build it was: the pages only over the served build's code, or the full one. */
  kind: "pages only" | "full";
  validation: number;
  commit: number;
  build: number;
  switch: number;
  served: number;
  total: number;
  /** Pages requested while the build ran. */
  building: Traffic;
  /** Pages requested from the build's end until the story's page answered (the switch). */
  switching: Traffic;
}

interface Traffic {
  requests: number;
  errors: number;
  p99: number;
}

const traffic = (result: autocannon.Result): Traffic => ({
  requests: result.requests.total,
  errors: errorsOf(result),
  p99: result.latency.p99,
});

const seconds = (from: number, to: number) => (to - from) / 1000;

/** A photograph-like JPEG: a diagonal gradient with grain, different for each `seed`. */
async function photo(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed * 7919;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      const grain = (noise % 25) - 12;
      const at = (y * width + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, ((x * 255) / width + seed * 40 + grain) % 256));
      pixels[at + 1] = Math.max(0, Math.min(255, (y * 255) / height + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, 160 - (x * 80) / width + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

function storyText(id: number, name: string): string {
  return `---
id: ${id}
date: 2026-11-20
headline: Story ${id} published from the admin area
summary: A benchmark story with a ${width} x ${height} photograph.
place: Chennai
photo: ${name}.jpg
alt: A gradient photograph made for the benchmark
highlights:
  - Published while visitors were reading the site.
---

The first paragraph of a story published from the admin area.
`;
}

async function publishStory(server: Instance, repo: string, publishDir: string, id: number, run: number): Promise<Run> {
  const name = `2026-11-bench-${run}`;
  const image = await photo(run);
  const text = storyText(id, name);
  const file = join(repo, "content", "news", `${name}.md`);
  const started = performance.now();
  validateEntry("news", file, parseEntry(file, text));
  await sharp(image).metadata();
  const validated = performance.now();
  writeFileSync(join(repo, "content", "news", `${name}.jpg`), image);
  writeFileSync(file, text);
  const commit = commitAll(repo, `Add the benchmark story ${run}`);
  const committed = performance.now();

  let requests = pageLoad(server.url, rate);
  await server.request(commit, [`/company/Newsdetail/${id}`]);
  const finishedBuild = () =>
    readdirSync(publishDir).some((folder) => {
      if (!folder.endsWith(commit.slice(0, 10))) return false;
      try {
        return readFileSync(join(publishDir, folder, "publish.json"), "utf8").includes(commit);
      } catch {
        return false;
      }
    });
  await until("the build", finishedBuild, 600_000);
  const built = performance.now();
  const building = traffic(await requests.stop());
  requests = pageLoad(server.url, rate);
  let status: PublishStatus | undefined;
  await until(
    "the switch",
    async () => {
      status = await server.status();
      return status.servedCommit === commit || status.state === "failed";
    },
    60_000,
  );
  if (status?.state === "failed") throw new Error(`the publish failed: ${JSON.stringify(status.error)}`);
  const switched = performance.now();
  await until("the page", async () => (await fetch(`${server.url}/company/Newsdetail/${id}`)).status === 200, 60_000);
  const served = performance.now();
  const switching = traffic(await requests.stop());
  const folder = readdirSync(publishDir).find((name) => name.endsWith(commit.slice(0, 10))) ?? "-";
  return {
    kind: existsSync(join(publishDir, folder, "server", "stories.json")) ? "pages only" : "full",
    validation: seconds(started, validated),
    commit: seconds(validated, committed),
    build: seconds(committed, built),
    switch: seconds(built, switched),
    served: seconds(switched, served),
    total: seconds(started, served),
    building,
    switching,
  };
}

const median = (numbers: number[]) => {
  const sorted = numbers.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const { repo } = cloneOfThisRepository();
const publishDir = join(removableTempDir("bench-publish"), "builds");
// The seed stands for the commit before HEAD: the instance publishes HEAD at start-up (the warm-up).
await seedRelease(publishDir, gitIn(repo, ["rev-parse", "HEAD~1"]));
const server = await spawnInstance({
  EDIT_REPO: repo,
  PUBLISH_DIR: publishDir,
  DATA_DIR: removableTempDir("bench-publish-data"),
  BUILD_DIR: emptyBuild(),
  LOG_LEVEL: "warn",
});

try {
  console.log("Warming up: the first publish (no earlier build to reuse) ...");
  const warm = performance.now();
  const head = gitIn(repo, ["rev-parse", "HEAD"]);
  await until("the first publish", async () => (await server.status()).servedCommit === head, 900_000);
  console.log(`  first publish: ${seconds(warm, performance.now()).toFixed(1)} s`);

  const ids = readdirSync(join(repo, "content", "news"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => Number(/^id: (\d+)$/m.exec(readFileSync(join(repo, "content", "news", name), "utf8"))?.[1] ?? -1));
  let nextId = Math.max(...ids) + 1;
  const results: Run[] = [];
  const stress = values.busy ? spawn("stress-ng", ["--cpu", "1", "--quiet"], { stdio: "ignore" }) : undefined;
  if (stress) console.log("One core kept busy (stress-ng --cpu 1).");
  for (let run = 1; run <= runs; run++) {
    const result = await publishStory(server, repo, publishDir, nextId++, run);
    results.push(result);
    const { building, switching } = result;
    console.log(
      `run ${run}: ${result.total.toFixed(1)} s, ${result.kind} (validation ${result.validation.toFixed(2)}, commit ${result.commit.toFixed(2)}, build ${result.build.toFixed(1)}, switch ${result.switch.toFixed(2)}, served ${result.served.toFixed(2)}); pages at ${rate}/s during the build: ${building.requests} requests, ${building.errors} errors, p99 ${building.p99} ms; during the switch: ${switching.requests} requests, ${switching.errors} errors, p99 ${switching.p99} ms`,
    );
  }
  stress?.kill();
  const parts = ["validation", "commit", "build", "switch", "served", "total"] as const;
  console.log(`\nMedian of ${runs} (seconds):`);
  for (const part of parts) console.log(`  ${part.padEnd(10)} ${median(results.map((r) => r[part])).toFixed(2)}`);
  const all = results.flatMap((r) => [r.building, r.switching]);
  const errors = all.reduce((sum, t) => sum + t.errors, 0);
  const p99 = Math.max(...results.map((r) => r.building.p99));
  const switchP99 = Math.max(...results.map((r) => r.switching.p99));
  console.log(
    `Pages at ${rate}/s: ${errors} errors; p99 at most ${p99} ms during the builds, ${switchP99} ms during the switches`,
  );
  const total = median(results.map((r) => r.total));
  const target = values.busy ? 30 : 15;
  const met = total <= target && errors === 0 && p99 <= 200;
  console.log(met ? "Targets met." : `Targets missed (at most ${target} s, 0 errors, p99 at most 200 ms).`);
  if (!met) process.exitCode = 1;
} finally {
  await server.stop();
  removeTempDirs();
}
