/**
 * The editing screen (`npm run edit`, Decap CMS with its local proxy) in Chromium, on a copy of
 * content/: an editor's journey (a new story with a photo, an opening closed, a story removed;
 * then the build, and the site as a visitor and nginx see it), and the agreement of the screen's
 * fields with the zod schemas (one entry of each collection saved through the screen, then
 * validated). The journey builds in a copy of this working tree, so that its generated content
 * modules, photo renditions and build never touch the repository's.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { parseEntry, validateEntry } from "../../core/content-model/load.ts";
import { type CollectionName, collections } from "../../core/content-model/schemas.ts";
import { fillDate } from "../../scripts/lib/decap-story.ts";
import { freePort } from "../../scripts/lib/free-port.ts";
import { type Nginx, startNginx } from "../../scripts/lib/nginx.ts";
import { killServers, type ServerProcess, startServer } from "../../scripts/lib/server.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { expect, test } from "../support/e2e.ts";

test.describe.configure({ mode: "serial" });

const repoRoot = resolve(import.meta.dirname, "..", "..");

/** What a build makes or a run leaves: not copied (node_modules is linked). */
const notCopied = /^(node_modules|\.git|\.react-router|build|build-.*|data|test-results.*|playwright-report|reports)$/;

/** A copy of this working tree, its node_modules linked, where a build writes only into the copy. */
function workingTreeCopy(): string {
  const copy = join(tempDir("editing-site"), "site");
  cpSync(repoRoot, copy, {
    recursive: true,
    filter: (path) => !notCopied.test(relative(repoRoot, path).split("/")[0] ?? ""),
  });
  symlinkSync(join(repoRoot, "node_modules"), join(copy, "node_modules"));
  return copy;
}

interface Editor {
  url: string;
  root: string;
  process: ChildProcess;
}
const editors: Editor[] = [];

/** The editing screen over a fresh copy of content/ (in `root`), on a free port. */
async function startEditor(): Promise<Editor> {
  const root = tempDir("editing");
  cpSync(join(repoRoot, "content"), join(root, "content"), { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/edit.ts"], {
    cwd: repoRoot,
    env: { ...process.env, EDIT_PORT: String(port), EDIT_ROOT: root },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((ready, fail) => {
    let log = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
      if (log.includes("Editing screen:")) ready();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      log += chunk.toString("utf8");
    });
    child.on("exit", (code) => fail(new Error(`the editing screen stopped (${code}): ${log}`)));
  });
  const editor = { url: `http://127.0.0.1:${port}`, root, process: child };
  editors.push(editor);
  return editor;
}

async function openCollection(page: Page, editor: Editor, hash: string): Promise<void> {
  await page.goto(`${editor.url}/`);
  const login = page.getByRole("button", { name: "Login" });
  await login.click();
  await expect(login).toBeHidden();
  await page.goto(`${editor.url}/#/collections/${hash}`);
}

/** Opens an entry from its collection's list, as an editor does. */
async function openEntry(page: Page, editor: Editor, collection: string, title: string): Promise<void> {
  await page.goto(`${editor.url}/#/collections/${collection}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
  const saved = page.getByText("Entry saved", { exact: true });
  await expect(saved).toBeVisible({ timeout: 15_000 });
  // The notice goes by itself; the next save shows its own.
  await expect(saved).toBeHidden({ timeout: 15_000 });
}

/** A photo as a camera would give it: large, a JPEG. */
async function cameraPhoto(): Promise<Buffer> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000">
    <rect width="3000" height="2000" fill="#1f3b5c"/><circle cx="1500" cy="1000" r="620" fill="#e8833a"/>
    <rect x="300" y="1500" width="2400" height="260" fill="#f4efe6"/></svg>`;
  return sharp(Buffer.from(drawing)).jpeg({ quality: 90 }).toBuffer();
}

async function attachPhoto(page: Page, field: string, name: string): Promise<void> {
  await page.getByRole("button", { name: field }).first().click();
  await page.locator("input[type=file]").setInputFiles({ name, mimeType: "image/jpeg", buffer: await cameraPhoto() });
  // The photo just uploaded is the one selected.
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(page.getByRole("button", { name: "Choose different image" })).toBeVisible();
}

/**
 * Fills the first field of an entry the screen has just opened. The screen may still be setting
 * the new entry up and clear what was typed meanwhile: fill again until the value stays.
 */
/**
 * Chooses an option of one of Decap's select fields. The form may render again while a new entry
 * loads, which closes a menu opened meanwhile: the field is clicked again until the option shows.
 */
async function choose(page: Page, field: string, option: string): Promise<void> {
  const item = page.getByRole("option", { name: option, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("combobox", { name: field }).click();
    await expect(item).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
}

async function fillFirst(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await field.fill(value);
    await page.waitForTimeout(250);
    await expect(field).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

function validateFile(collection: CollectionName, file: string): void {
  validateEntry(collection, file, parseEntry(file, readFileSync(file, "utf8")));
}

let server: ServerProcess | undefined;
let nginx: Nginx | undefined;
const sites: string[] = [];

test.afterAll(async () => {
  await nginx?.stop();
  killServers();
  for (const editor of editors.splice(0)) {
    editor.process.kill();
    rmSync(editor.root, { recursive: true, force: true });
  }
  for (const site of sites.splice(0)) rmSync(join(site, ".."), { recursive: true, force: true });
});

const story = {
  headline: "Scriptoria opens a digital accessibility lab in Chennai",
  summary:
    "Our new lab tests every accessible EPUB we make with the screen readers and reading apps our clients' readers use.",
  place: "Scriptoria, Chennai, India",
  alt: "The accessibility lab's team at a long desk with screen readers, tablets and braille displays.",
  line: "A lab in Chennai where every accessible EPUB is tested with real screen readers and reading apps.",
  body: [
    "Scriptoria has opened a digital accessibility lab at its Chennai office. Twelve specialists test each accessible EPUB we produce with the screen readers, read-aloud tools and braille displays that readers use every day.",
    "The lab's findings go straight back into our production workflow, so that the next book is better than the last.",
  ],
};

test.describe("an editor's journey", () => {
  // The browser logs the closed opening's own status (410 Gone) as a console error.
  test.use({ expectedConsoleErrors: { text: /status of 410/ } });

  test("an editor adds a story with a photo, closes an opening and removes a story; the build publishes all three", async ({
    page,
    request,
  }) => {
    test.setTimeout(15 * 60_000);
    const editor = await startEditor();
    const content = join(editor.root, "content");

    // A new story with a photo.
    await openCollection(page, editor, "news/new");
    await fillDate(page, "Date", "2026-11-20");
    await page.getByLabel("Headline").fill(story.headline);
    await page.getByLabel("Summary").fill(story.summary);
    await page.getByLabel("Place").fill(story.place);
    await attachPhoto(page, "Choose an image", "accessibility-lab.jpg");
    await page.getByLabel("Picture description").fill(story.alt);
    await page.getByRole("button", { name: "Add line" }).click();
    await page.getByLabel("Line", { exact: true }).fill(story.line);
    await page.getByLabel("Story", { exact: true }).fill(story.body.join("\n\n"));
    await publish(page);
    const file = join(content, "news", "2026-11-scriptoria-opens-a-digital-accessibility-lab-in-chennai.md");
    await expect.poll(() => existsSync(file)).toBe(true);
    expect(existsSync(join(content, "news", "accessibility-lab.jpg"))).toBe(true);
    validateFile("news", file);

    // An opening closed, a story removed.
    await openEntry(page, editor, "openings", "Dot Net Developer (Chennai, India)");
    await page.getByLabel("Closed").click();
    await publish(page);
    await openEntry(
      page,
      editor,
      "news",
      "22 November 2013 · Books for every classroom: our volunteers set up four school libraries",
    );
    await page.getByLabel("Removed from the site").click();
    await publish(page);
    await expect
      .poll(() => readFileSync(join(content, "openings", "dot-net-developer.yml"), "utf8"))
      .toMatch(/^closed: true$/m);

    // The build gives the story its id, writes it into the file, and makes the photo's renditions.
    const site = workingTreeCopy();
    sites.push(site);
    const editBuild = join(site, "build");
    const build = spawnSync("npm", ["run", "build"], {
      cwd: site,
      env: { ...process.env, BUILD_ROOT: editBuild, CONTENT_DIR: content },
      encoding: "utf8",
      timeout: 12 * 60_000,
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    expect(build.stdout).toContain("is story 13 (/company/Newsdetail/13)");
    expect(readFileSync(file, "utf8")).toMatch(/^---\nid: 13\n/);

    server = await startServer({ env: { BUILD_DIR: join(editBuild, "client"), DATA_DIR: tempDir("editing-data") } });

    // The story at its address, with its picture.
    await page.goto(`${server.url}/company/Newsdetail/13`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.headline);
    const picture = page.getByRole("img", { name: story.alt });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\/media\/photos\/news\/.+\.(avif|webp)$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // First in the listing; in the feed and the sitemap.
    await page.goto(`${server.url}/company/News`);
    await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(story.headline);
    const feed = await (await request.get(`${server.url}/company/News/feed.atom`)).text();
    expect(feed).toContain(story.headline);
    expect(feed).toContain("/company/Newsdetail/13");
    const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/company/Newsdetail/13</loc>");
    expect(sitemap).not.toContain("/company/Newsdetail/12</loc>");
    expect(sitemap).not.toContain("/company/career/DotNet</loc>");

    // The removed story and the closed opening answer 410 Gone with a way on, from Node and from nginx.
    nginx = await startNginx({
      siteRoot: join(editBuild, "client"),
      nginxDir: join(editBuild, "nginx"),
      upstream: new URL(server.url).host,
    });
    for (const origin of [server.url, nginx.url]) {
      for (const [path, link] of [
        ["/company/Newsdetail/12", /href="\/company\/News"[^>]*>See all news</],
        ["/company/career/DotNet", /href="\/company\/career"[^>]*>See the current openings</],
      ] as const) {
        const gone = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        expect(gone.status(), `${origin}${path}`).toBe(410);
        expect(await gone.text()).toMatch(link);
      }
    }
    await page.goto(`${server.url}/company/career/DotNet`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This position is closed");
    await page.getByRole("link", { name: "See the current openings" }).click();
    await expect(page).toHaveURL(/\/company\/career$/);
    await expect(page.getByText("Dot Net Developer")).toHaveCount(0);
  });
});

test("the screen saves an entry of every collection as its zod schema expects", async ({ page }) => {
  test.setTimeout(8 * 60_000);
  const editor = await startEditor();
  const content = join(editor.root, "content");
  const before = Object.fromEntries(
    Object.keys(collections).map((name) => [name, new Set(readdirSync(join(content, name)))]),
  );
  /** The file the screen wrote or changed last in a collection. */
  const saved = (collection: CollectionName, changed?: string) => {
    if (changed) return join(content, collection, changed);
    const added = readdirSync(join(content, collection)).filter(
      (name) => name.endsWith(`.${collections[collection].format}`) && !before[collection]?.has(name),
    );
    expect(added, collection).toHaveLength(1);
    return join(content, collection, added[0] ?? "");
  };

  await openCollection(page, editor, "openings/new");
  await fillFirst(page, "Position", "XML Conversion Specialist");
  await page.getByLabel("Address", { exact: true }).fill("XML_Conversion");
  await page.getByLabel("Position in the list", { exact: true }).fill("6");
  await page
    .getByLabel("About the role", { exact: true })
    .fill("Convert manuscripts and legacy files into valid JATS and BITS XML.");
  await page.getByLabel("Experience", { exact: true }).fill("2-4 years");
  await page.getByLabel("Location", { exact: true }).fill("Chennai, India");
  await fillDate(page, "Published on", "2026-11-20");
  await fillDate(page, "Open until", "2027-02-28");
  await publish(page);

  await page.goto(`${editor.url}/#/collections/samples/new`);
  await choose(page, "Category", "Artwork");
  await page.getByLabel("Position in the category", { exact: true }).fill("40");
  await page.getByLabel("Caption", { exact: true }).fill("Photographed proof of a redrawn chemical structure");
  await attachPhoto(page, "Choose an image", "structure-proof.jpg");
  await page
    .getByLabel("Picture description", { exact: true })
    .fill("A printed proof with a redrawn chemical structure.");
  await publish(page);

  await page.goto(`${editor.url}/#/collections/leaders/new`);
  await fillFirst(page, "Name", "Lakshmi Narayanan");
  await page.getByLabel("Role", { exact: true }).fill("Director, Digital Services");
  await page.getByLabel("Position on the page", { exact: true }).fill("5");
  await attachPhoto(page, "Choose an image", "lakshmi-narayanan.jpg");
  await page.getByLabel("Picture description", { exact: true }).fill("Lakshmi Narayanan at her desk.");
  await page
    .getByLabel("Biography", { exact: true })
    .fill("Lakshmi leads our digital services.\n\nShe joined Scriptoria in 2008.");
  await publish(page);

  await page.goto(`${editor.url}/#/collections/testimonials/new`);
  await fillFirst(page, "Name", "Dr Anna Weiss");
  await page.getByLabel("Role", { exact: true }).fill("Managing Editor");
  await page.getByRole("combobox", { name: "Publisher" }).fill("Saltmarsh");
  await page.getByRole("option", { name: "Saltmarsh Books", exact: true }).click();
  await page.getByLabel("Position in the carousel", { exact: true }).fill("8");
  await choose(page, "Avatar", "female");
  await page.getByLabel("Quote", { exact: true }).fill("Scriptoria's team answered every query within a day.");
  await publish(page);

  await openEntry(page, editor, "offices", "Frankfurt");
  await page.getByLabel("As shown", { exact: true }).fill("+49 69 5000 2030");
  await page.getByLabel("For dialling", { exact: true }).fill("+496950002030");
  await publish(page);

  await openEntry(page, editor, "clients", "Saltmarsh Books");
  await page.getByLabel("Position in the strip", { exact: true }).fill("3");
  await publish(page);

  for (const [collection, file] of [
    ["openings", saved("openings")],
    ["samples", saved("samples")],
    ["leaders", saved("leaders")],
    ["testimonials", saved("testimonials")],
    ["offices", saved("offices", "frankfurt.yml")],
    ["clients", saved("clients", "saltmarsh-books.yml")],
  ] as const) {
    expect(() => validateFile(collection, file), file).not.toThrow();
  }
  expect(readFileSync(saved("offices", "frankfurt.yml"), "utf8")).toContain("+496950002030");
  expect(readFileSync(saved("clients", "saltmarsh-books.yml"), "utf8")).toMatch(/^order: 3$/m);
});
