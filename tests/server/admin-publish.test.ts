/**
 * Publishing with the real build, on a clone of this repository (its HEAD) with a bare remote,
 * and Debian's nginx in front of the published builds (deploy/nginx.conf through `current`).
 * The site starts from a small seed build; a refused story and a build killed halfway leave it
 * as it was and are taken back out of the working copy; a story with a photo is then published while pages are being
 * requested (none fails, none comes from a half-written build), served by Node and by nginx,
 * and pushed; a second story then keeps that build's code and has only its pages written
 * (scripts/build-pages.ts), every file of it as `npm run build` writes it; a rollback from the
 * command line brings both back to the seed. That story's
 * headline and text hold characters the preloaded fonts lack (a letter of the extended Latin
 * faces, Latin the cores leave out, a line separator, an emoji, CJK): the build's fonts check
 * fails only for the developers' own text, never for the editors'. The clone has this checkout's
 * build checks (scripts/check-budgets.ts and what it reads) committed on top of HEAD.
 */
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneOfThisRepository, commitAll, gitIn, siteAuthor } from "../../scripts/lib/git-repos.ts";
import { type Nginx, startNginx } from "../../scripts/lib/nginx.ts";
import { noisePhoto } from "../../scripts/lib/noise-photo.ts";
import { seedRelease } from "../../scripts/lib/releases.ts";
import { removableTempDir, removeTempDirs } from "../../scripts/lib/temp-dirs.ts";
import { until } from "../../scripts/lib/until.ts";
import { createRenderer } from "../../server/admin/preview/renderer.ts";
import { buildPidFile } from "../../server/admin/publish/releases.ts";
import { type PublishingServer, publishingServer } from "../support/publishing.ts";

const run = promisify(execFile);
const here = join(import.meta.dirname, "..", "..");
const buildChecks = ["scripts/check-budgets.ts", "scripts/fonts/coverage.ts"];

let repo: string;
let remote: string;
let publishDir: string;
let server: PublishingServer;
let nginx: Nginx;
let seedHome: string;
let storyId: number;

const newsDir = () => join(repo, "content", "news");
const story = (name: string, front: string, text = "The first paragraph of a story published from the admin area.") => {
  writeFileSync(join(newsDir(), `${name}.md`), `---\n${front}\n---\n\n${text}\n`);
  return commitAll(repo, `Add the story ${name}`);
};
const fields = (id: number, extra: string, headline = "A story published from the admin area") =>
  `id: ${id}\ndate: 2026-11-20\nheadline: ${headline}\nsummary: It went live without a restart.\nplace: Chennai\nalt: A grey test photograph\nhighlights:\n  - Published while visitors were reading the site.\n${extra}`;
const buildFolder = (commit: string) =>
  readdirSync(publishDir).find((name) => /^\d{8}-/.test(name) && name.endsWith(commit.slice(0, 10)));

beforeAll(async () => {
  ({ repo, remote } = cloneOfThisRepository());
  for (const file of buildChecks) copyFileSync(join(here, file), join(repo, file));
  if (gitIn(repo, ["status", "--porcelain"])) commitAll(repo, "The build checks of this checkout");
  publishDir = join(removableTempDir("publish"), "builds");
  const seed = await seedRelease(publishDir, gitIn(repo, ["rev-parse", "HEAD"]));
  seedHome = readFileSync(join(seed, "index.html"), "utf8");
  nginx = await startNginx({
    siteRoot: join(publishDir, "current", "client"),
    nginxDir: join(publishDir, "current", "nginx"),
    upstream: "127.0.0.1:9",
    masterProcess: true,
  });
  server = await publishingServer(seed, { repo, publishDir, reloadCommand: nginx.reloadCommand });
  const ids = readdirSync(newsDir())
    .filter((name) => name.endsWith(".md"))
    .map((name) => Number(/^id: (\d+)$/m.exec(readFileSync(join(newsDir(), name), "utf8"))?.[1] ?? -1));
  storyId = Math.max(...ids) + 1;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await nginx?.stop();
  await removeTempDirs();
}, 60_000);

describe("publishing the real build", () => {
  it("a story the content check refuses is taken back out, and the site stays as it was", async () => {
    const broken = story("2026-11-broken", fields(storyId, "illustration: news-12").replace(/^headline: .*\n/m, ""));
    server.publisher.request(broken, [`/company/Newsdetail/${storyId}`]);
    await server.publisher.settled();
    expect(server.publisher.status()).toMatchObject({
      state: "failed",
      error: { file: "content/news/2026-11-broken.md", field: "headline", message: "is required" },
    });
    const restore = gitIn(repo, ["log", "-1", "--format=%an%n%B"]);
    expect(restore).toContain(siteAuthor.name);
    expect(restore).toContain("Unpublish content/news/2026-11-broken.md: the site's build refused it");
    expect(existsSync(join(newsDir(), "2026-11-broken.md"))).toBe(false);
    expect(buildFolder(broken)).toBeUndefined();
    expect(await (await fetch(`${server.url}/`)).text()).toBe(seedHome);
    expect(await (await fetch(`${nginx.url}/`)).text()).toBe(seedHome);
  }, 120_000);

  it("a build killed halfway is removed and its story taken back out, and the site stays as it was", async () => {
    const doomed = story("2026-11-doomed", fields(storyId, "illustration: news-12"));
    server.publisher.request(doomed);
    await until(
      "the build to write pages",
      () => existsSync(join(publishDir, buildFolder(doomed) ?? "-", "client")),
      180_000,
    );
    const folder = join(publishDir, buildFolder(doomed) ?? "-");
    process.kill(-Number(readFileSync(join(folder, buildPidFile), "utf8")), "SIGKILL");
    await server.publisher.settled();
    expect(server.publisher.status()).toMatchObject({
      state: "failed",
      error: { message: "the build process was stopped (SIGKILL)" },
    });
    expect(existsSync(folder)).toBe(false);
    expect(existsSync(join(newsDir(), "2026-11-doomed.md"))).toBe(false);
    expect(await (await fetch(`${server.url}/`)).text()).toBe(seedHome);
    expect(await (await fetch(`${nginx.url}/`)).text()).toBe(seedHome);
  }, 240_000);

  it("publishes a story with a photo and rare characters while pages are requested: none fails, Node and nginx serve it, it is pushed", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#6b7280" } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(newsDir(), "2026-11-published.jpg"), photo);
    const headline = "Đakovo and coŀlecció — año, Straße, 字 😀";
    const text = "A story published from the admin area, with a line\u2028separator, «guillemets» and 中文.";
    const commit = story("2026-11-published", fields(storyId, "photo: 2026-11-published.jpg", headline), text);
    const address = `/company/Newsdetail/${storyId}`;
    server.publisher.request(commit, [address]);

    const homes = new Set<string>();
    const failures: string[] = [];
    let requests = 0;
    let publishing = true;
    const published = server.publisher.settled().finally(() => {
      publishing = false;
    });
    const lane = async (path: string) => {
      while (publishing) {
        try {
          const response = await fetch(`${server.url}${path}`);
          const body = await response.text();
          requests++;
          if (path === "/") homes.add(body);
          if (response.status !== 200 && !(path === address && response.status === 404)) {
            failures.push(`${path}: ${response.status}`);
          }
        } catch (error) {
          failures.push(`${path}: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await Promise.all([lane("/"), lane(address), published]);

    const status = server.publisher.status();
    expect(status).toMatchObject({
      state: "live",
      servedCommit: commit,
      changedPages: [{ path: address, title: headline }],
    });
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    const built = readFileSync(join(publishDir, buildFolder(commit) ?? "-", "client", "index.html"), "utf8");
    // Every answer was one whole build's page: the seed's or the new one's.
    expect([...homes].every((body) => body === seedHome || body === built)).toBe(true);

    const page = await fetch(`${server.url}${address}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(headline);
    expect(html).toContain("«guillemets» and 中文");
    await until("nginx to serve the story", async () => (await fetch(`${nginx.url}${address}`)).status === 200).catch(
      async (error: Error) => {
        const answer = await fetch(`${nginx.url}${address}`, { redirect: "manual" }).then(
          (response) => `${response.status} ${response.headers.get("location")}`,
          (failure: Error) => `${failure.message} ${String(failure.cause)}`,
        );
        throw new Error(`${error.message}: ${answer}\n${nginx.errors()}`);
      },
    );
    const proxied = await fetch(`${nginx.url}${address}`);
    expect(proxied.headers.get("content-security-policy")).toBe(page.headers.get("content-security-policy"));
    expect(status.push).toMatchObject({ result: "pushed" });
    expect(gitIn(remote, ["log", "-1", "--format=%H %an <%ae>", "main"])).toBe(
      `${commit} Mira Editor <mira@scriptoria.example>`,
    );
  }, 600_000);

  it("publishes a second story by writing the pages over the served build's code: every file as the full build writes it", async () => {
    const kept = dirname(server.site.root);
    writeFileSync(join(newsDir(), "2026-11-second.jpg"), await noisePhoto(1800, 1200));
    const id = storyId + 1;
    const commit = story(
      "2026-11-second",
      fields(id, "photo: 2026-11-second.jpg", "A second story, written over kept code"),
    );
    server.publisher.request(commit, [`/company/Newsdetail/${id}`]);
    await server.publisher.settled();
    expect(server.publisher.status()).toMatchObject({ state: "live", servedCommit: commit });
    const published = join(publishDir, buildFolder(commit) ?? "-");
    // The pages-only build (scripts/build-pages.ts): the kept bundle, the stories beside it.
    expect(readFileSync(join(published, "server", "index.js"))).toEqual(readFileSync(join(kept, "server", "index.js")));
    expect(existsSync(join(published, "server", "stories.json"))).toBe(true);

    // Beside the publishes' builds, where the server bundle finds the packages (PUBLISH_DIR/node_modules).
    const full = join(publishDir, "full-build");
    // As the publisher runs it (server/admin/publish/build.ts): for production, whatever the tests' NODE_ENV.
    const env = { ...process.env, NODE_ENV: "production", BUILD_ROOT: full };
    await run("npm", ["run", "build"], { cwd: repo, env, maxBuffer: 64 * 1024 * 1024 });
    const files = (root: string) =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))
        .filter((name) => !name.startsWith(`server${sep}`) && name !== "publish.json")
        .sort();
    expect(files(published)).toEqual(files(full));
    const differing = files(full).filter((name) => {
      const [a, b] = [readFileSync(join(published, name)), readFileSync(join(full, name))];
      if (name !== "site.json") return !a.equals(b);
      const withoutTime = (bytes: Buffer) => ({ ...JSON.parse(bytes.toString()), builtAt: undefined });
      return JSON.stringify(withoutTime(a)) !== JSON.stringify(withoutTime(b));
    });
    expect(differing).toEqual([]);
    expect(files(full)).toContain(join("client", "company", "Newsdetail", String(id), "index.html"));

    // The preview renders with the kept bundle too: with the stories written beside it.
    const renderer = createRenderer(server.site);
    try {
      const img = { base: "/media/news/news-01", width: 1200, height: 750, widths: [400, 800, 1200] };
      const draft = {
        story: {
          story: {
            id: "new",
            img,
            alt: "An illustration",
            date: "21 November 2026",
            isoDate: "2026-11-21",
            headline: "A draft written after the second story",
            summary: "A draft.",
            place: "Chennai",
            body: ["A draft."],
            highlights: ["A draft."],
          },
        },
      };
      const { status, html } = await renderer.render({ view: "list", draft });
      expect(status).toBe(200);
      expect(html).toContain("A second story, written over kept code");
      expect(html).toContain("A draft written after the second story");
      expect(html).toContain(`href="/company/Newsdetail/${id + 1}"`);
    } finally {
      await renderer.close();
    }
  }, 600_000);

  it("rolls back from the command line: Node and nginx serve the seed build again", async () => {
    const seed =
      readdirSync(publishDir)
        .filter((name) => /^\d{8}-/.test(name))
        .sort()[0] ?? "-";
    const env = {
      ...process.env,
      EDIT_REPO: repo,
      PUBLISH_DIR: publishDir,
      PUBLISH_RELOAD_COMMAND: nginx.reloadCommand.join(" "),
    };
    await run(process.execPath, ["scripts/publish.ts", "rollback", seed], { env });
    await until("Node to serve the seed", async () => (await (await fetch(`${server.url}/`)).text()) === seedHome);
    await until(
      "nginx to serve the seed",
      async () => (await fetch(`${nginx.url}/company/Newsdetail/${storyId}`)).status === 404,
    );
    expect(await (await fetch(`${nginx.url}/`)).text()).toBe(seedHome);
  }, 60_000);
});
