/**
 * A story with characters the preloaded fonts lack is published with the real build: a letter of
 * the extended Latin faces ("Đ", "ŀ"), Latin the cores leave out ("ñ", "—", "ß"), a line
 * separator, an emoji and a CJK character. The build's fonts check fails only for the
 * developers' own text, never for the editors'. Runs on a clone of this repository's HEAD with
 * this checkout's build checks (scripts/check-budgets.ts and what it reads) committed on top.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneOfThisRepository, commitAll, gitIn } from "../../scripts/lib/git-repos.ts";
import { seedRelease } from "../../scripts/lib/releases.ts";
import { removableTempDir, removeTempDirs } from "../../scripts/lib/temp-dirs.ts";
import { type PublishingServer, publishingServer } from "../support/publishing.ts";

const here = join(import.meta.dirname, "..", "..");
const checks = ["scripts/check-budgets.ts", "scripts/fonts/coverage.ts"];

let repo: string;
let server: PublishingServer;

beforeAll(async () => {
  ({ repo } = cloneOfThisRepository());
  for (const file of checks) copyFileSync(join(here, file), join(repo, file));
  if (gitIn(repo, ["status", "--porcelain"])) commitAll(repo, "The build checks of this checkout");
  const publishDir = join(removableTempDir("publish"), "builds");
  const seed = await seedRelease(publishDir, gitIn(repo, ["rev-parse", "HEAD"]));
  server = await publishingServer(seed, { repo, publishDir });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
}, 60_000);

describe("characters the preloaded fonts lack", () => {
  it("never refuse a publish: a story with rare letters, a line separator, an emoji and CJK goes live", async () => {
    const news = join(repo, "content", "news");
    const ids = readdirSync(news)
      .filter((name) => name.endsWith(".md"))
      .map((name) => Number(/^id: (\d+)$/m.exec(readFileSync(join(news, name), "utf8"))?.[1] ?? -1));
    const id = Math.max(...ids) + 1;
    const headline = "Đakovo and coŀlecció — año, Straße, 字 😀";
    writeFileSync(
      join(news, "2026-11-characters.md"),
      [
        "---",
        `id: ${id}`,
        "date: 2026-11-21",
        `headline: ${headline}`,
        "summary: A story whose letters the preloaded fonts lack.",
        "place: Zagreb",
        "illustration: news-12",
        "alt: An illustration",
        "highlights:",
        "  - Published with every letter drawn.",
        "---",
        "",
        "A first paragraph with a line\u2028separator, «guillemets» and 中文.",
        "",
      ].join("\n"),
    );
    const commit = commitAll(repo, "A story with rare characters");
    const address = `/company/Newsdetail/${id}`;
    server.publisher.request(commit, [address]);
    await server.publisher.settled();

    expect(server.publisher.status()).toMatchObject({ state: "live", servedCommit: commit, changedPaths: [address] });
    const page = await fetch(`${server.url}${address}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Đakovo and coŀlecció — año, Straße, 字 😀");
    expect(html).toContain("«guillemets» and 中文");
  }, 600_000);
});
