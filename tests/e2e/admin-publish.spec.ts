/**
 * Publishing from the hosted editing screen, in Chromium against the real server
 * (`node server/main.ts` with EDIT_REPO on a clone of this repository, serving BUILD_ROOT's
 * build until the first publish): an editor signs in on the sign-in page, opens Decap CMS,
 * and
 * - saves a story the schema refuses: the editing API refuses it, the screen says why, nothing
 *   is committed;
 * - publishes a story the build refuses (an illustration that does not exist): the status bar
 *   names the file, the field and the reason, the site stays as it was;
 * - publishes a story with a photo: the status bar says it is being published, then that it is
 *   live with a link to its page, which answers with the story; the commit's author is the
 *   editor, and every address of the previous build answers as before.
 * The last one runs the real build (a minute or two).
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Page } from "@playwright/test";
import axeCore, { type AxeResults } from "axe-core";
import sharp from "sharp";
import { loadCollection } from "../../core/content-model/load.ts";
import { type AdminSite, siteEditor, startAdminSite } from "../../scripts/lib/admin-site.ts";
import { fillStoryDetails, fillStoryStart, publishFromScreen } from "../../scripts/lib/decap-story.ts";
import { startNginx } from "../../scripts/lib/nginx.ts";
import { expect, test } from "../support/e2e.ts";

test.describe.configure({ mode: "serial" });
// Decap's editorial workflow asks for each entry's draft; "none" is a 404 of the editing API (its
// protocol), which the browser logs.
test.use({ expectedConsoleErrors: { text: /status of 404 /, url: /\/admin\/api\/v1$/ } });

const buildDir = resolve(process.env.BUILD_ROOT ?? "build", "client");
let site: AdminSite;
/** The number of the story the publishing test put live. */
let publishedId: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAdminSite({ buildDir });
});

test.afterAll(async () => {
  await site?.stop();
});

/** The addresses of the prerendered pages of a build. */
function pagesOf(client: string): string[] {
  const entries = readdirSync(client, { recursive: true, encoding: "utf8" });
  return entries
    .filter((entry) => entry === "index.html" || entry.endsWith("/index.html"))
    .map((entry) => `/${relative(client, join(client, entry, ".."))}`.replace(/\/$/, "") || "/");
}

/** Each address's status, as the server answers it now (redirects not followed). */
async function statuses(paths: string[]): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const path of paths) answers[path] = (await fetch(`${site.url}${path}`, { redirect: "manual" })).status;
  return answers;
}

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: site.repo, encoding: "utf8" }).trim();
}

function lastCommit(format: string): string {
  return git(["log", "-1", `--format=${format}`]);
}

/** Signs in on the sign-in page and opens Decap's screen on `hash`. */
async function signIn(page: Page, hash: string): Promise<void> {
  await page.goto(`${site.url}/admin/`);
  await page.getByLabel("E-mail address").fill(siteEditor.email);
  await page.getByLabel("Password").fill(siteEditor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${siteEditor.name}`)).toBeVisible();
  // One sign-in: Decap's screen opens without a login step of its own.
  await expect(page.getByRole("link", { name: "News stories" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
  await page.goto(`${site.url}/admin/#/collections/${hash}`);
}

interface Story {
  headline: string;
  illustration?: string;
  photo?: { name: string; content: Buffer };
}

/** A photo as a camera gives it: a large JPEG. */
function cameraPhoto(): Promise<Buffer> {
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <rect width="2400" height="1600" fill="#24477f"/><circle cx="1200" cy="760" r="480" fill="#f76707"/>
    <rect x="240" y="1240" width="1920" height="200" fill="#f7f5f0"/></svg>`;
  return sharp(Buffer.from(drawing)).jpeg({ quality: 88 }).toBuffer();
}

/**
 * Fills a new story in Decap's form: its headline, summary and place (fillStoryStart), its photo,
 * then the rest (fillStoryDetails), the date last.
 */
async function fillStory(page: Page, story: Story): Promise<void> {
  await fillStoryStart(page, {
    headline: story.headline,
    summary: "Twelve specialists now check every accessible EPUB with the screen readers readers use.",
    place: "Scriptoria, Pune, India",
  });
  if (story.photo) {
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page
      .locator("input[type=file]")
      .setInputFiles({ ...story.photo, mimeType: "image/jpeg", buffer: story.photo.content });
    await expect(page.getByText(story.photo.name, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Choose selected" }).click();
    await expect(page.getByRole("button", { name: "Choose different image" })).toBeVisible();
  }
  await fillStoryDetails(page, story.illustration);
}

const statusBar = (page: Page) => page.locator("#publish-status").getByRole("status");

/** axe's WCAG 2.2 AA findings within the status bar (Decap's own screen is not ours to judge). */
async function barViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeCore.source);
  const results: AxeResults = await page.evaluate(() =>
    (window as unknown as { axe: typeof axeCore }).axe.run(
      { include: ["#publish-status"] },
      { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    ),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`);
}

/**
 * On a 360 px screen the status fits the screen (Decap's own screen is wider and scrolls), in the
 * bar above Decap's screen and below the sign-out control, covering neither; its button shows
 * keyboard focus.
 */
async function checkOnPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  const status = await page.locator("#publish-status").boundingBox();
  const session = await page.locator("form.session").boundingBox();
  const screen = await page.locator("#nc-root").boundingBox();
  if (!status || !session || !screen)
    throw new Error("the status, the sign-out control or Decap's screen is not shown");
  expect(status.x).toBeGreaterThanOrEqual(0);
  expect(status.x + status.width).toBeLessThanOrEqual(360);
  expect(status.y).toBeGreaterThanOrEqual(session.y + session.height);
  expect(status.y + status.height).toBeLessThanOrEqual(screen.y);
  // The bar comes first in the page, as on the screen: from Sign out, Tab reaches the status's button.
  const dismiss = page.getByRole("button", { name: "Dismiss" });
  await dismiss.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dismiss).toBeFocused();
  expect(await dismiss.evaluate((button) => getComputedStyle(button).outline)).toMatch(/ solid 3px$/);
  expect(await barViolations(page)).toEqual([]);
}

test("the news list runs newest first, each story dated as the site dates it", async ({ page }) => {
  test.setTimeout(120_000);
  const dated = (date: string) =>
    new Date(date).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const stories = loadCollection("news", join(site.repo, "content"))
    .map(({ data }) => ({ date: String(data.date).slice(0, 10), headline: data.headline }))
    .sort((a, b) => b.date.localeCompare(a.date))
    // One story a day: the order of stories of one day is not the list's to decide.
    .filter((story, index, all) => all[index - 1]?.date !== story.date);
  await signIn(page, "news");
  const tops: number[] = [];
  for (const story of stories.slice(0, 3)) {
    const entry = page.getByText(`${dated(story.date)} · ${story.headline}`, { exact: true });
    await expect(entry).toBeVisible();
    tops.push((await entry.boundingBox())?.y ?? Number.NaN);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test.describe("a story the schema refuses", () => {
  // The editing API's 422 as the browser reports it, Decap's own log of the refusal it shows, and
  // the refusal object Decap leaves unhandled (reported as "Object"); and the 404 by which the
  // editorial workflow says the entry has no draft (Decap asks once the save is refused).
  test.use({
    expectedConsoleErrors: { text: /^Failed to load resource: .* status of (422|404) |^API_ERROR: |^Object$/ },
  });

  test("is not saved, and the screen says which file, which field and why", async ({ page }) => {
    test.setTimeout(120_000);
    const head = lastCommit("%H");
    await signIn(page, "news/new");
    // Neither a photo nor an illustration: the screen lets it through, the editing API does not.
    await fillStory(page, { headline: "A story without a picture" });
    // Not even as a draft: a draft is checked as a save is.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText(/content\/news\/[\w-]+\.md: photo: is required: name a photo \(or an illustration\)/),
    ).toBeVisible();
    await expect(page.getByText("Entry saved", { exact: true })).toHaveCount(0);
    expect(lastCommit("%H")).toBe(head);
    await expect(statusBar(page)).toHaveText("");
  });
});

test("a story the build refuses: the status bar names the file, the field and the reason; the site stays as it was", async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  await signIn(page, "news/new");
  await fillStory(page, { headline: "A story with a drawing that does not exist", illustration: "news-99" });
  await publishFromScreen(page);
  await expect(page.getByText("Entry published", { exact: true })).toBeVisible({ timeout: 20_000 });
  // The editor's commit (the site may have reverted it already): the story got its number.
  const saved = git(["log", "-1", `--author=${siteEditor.email}`, "--format=%H"]);
  const id = /^\+id: (\d+)$/m.exec(git(["show", saved]))?.[1];
  expect(id).toMatch(/^\d+$/);

  await expect(statusBar(page)).toHaveText(
    /^Not published: content\/news\/[\w-]+\.md — illustration: there is no illustration "news-99"\. The change was taken back and the live site is unchanged: correct it and save again\.$/,
    { timeout: 4 * 60_000 },
  );
  // The site took the change back, saying why; the story's address is still unknown.
  expect(lastCommit("%an%n%B")).toMatch(/^Scriptoria website\n[\s\S]*there is no illustration "news-99"/);
  expect((await fetch(`${site.url}/company/Newsdetail/${id}`)).status).toBe(404);
  await checkOnPhone(page);
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(statusBar(page)).toHaveText("");
});

test("an editor publishes a story with a photo: publishing, then live with a link to its page; every old address answers as before", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  test.setTimeout(12 * 60_000);
  const oldPages = pagesOf(buildDir);
  expect(oldPages.length).toBeGreaterThan(50);
  const before = await statuses(oldPages);

  const headline = "Scriptoria opens an accessibility testing lab in Pune";
  await signIn(page, "news/new");
  await fillStory(page, { headline, photo: { name: "pune-lab.jpg", content: await cameraPhoto() } });
  await publishFromScreen(page);
  await expect(statusBar(page)).toHaveText(/^Publishing your change…/);
  // The bar names the build's step as it goes (the first publish of this server: no estimate yet).
  await expect(statusBar(page)).toHaveText(
    /^Publishing your change… (Checking the content|Building the site's code|Writing the pages|Compressing the pages)\.$/,
  );
  expect(lastCommit("%an <%ae>")).toBe(`${siteEditor.name} <${siteEditor.email}>`);
  expect(git(["show", "--name-only", "--format=", "HEAD"]).split("\n").sort()).toEqual([
    expect.stringMatching(/^content\/news\/\d{4}-\d\d-scriptoria-opens-an-accessibility-testing-lab-in-pune\.md$/),
    // Saved under a name of its own: the name sent and a hash of the saved bytes.
    expect.stringMatching(/^content\/news\/pune-lab-[0-9a-f]{10}\.jpg$/),
  ]);

  // The real build runs; the bar says when the story is live.
  await expect(statusBar(page)).toHaveText(`Live: ${headline}, News and events, Home page`, {
    timeout: 10 * 60_000,
  });
  const link = statusBar(page).getByRole("link").first();
  const address = await link.getAttribute("href");
  expect(address).toMatch(/^\/company\/Newsdetail\/\d+$/);
  publishedId = address?.split("/").at(-1);
  expect((await fetch(`${site.url}${address}`)).status).toBe(200);
  await link.click();
  await expect(page).toHaveURL(`${site.url}${address}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
  await expect(
    page.getByRole("img", { name: "Testers at a long desk with screen readers and braille displays." }),
  ).toBeVisible();

  expect(await statuses(oldPages)).toEqual(before);
  expect(consoleErrors).toEqual([]);
});

test("behind nginx (deploy/nginx.conf on the published build): the story is served, and the admin area answers with Node's own headers", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const current = join(site.publishDir, "current");
  const nginx = await startNginx({
    siteRoot: join(current, "client"),
    nginxDir: join(current, "nginx"),
    upstream: new URL(site.url).host,
  });
  try {
    const story = await fetch(`${nginx.url}/company/Newsdetail/${publishedId}`);
    expect(story.status).toBe(200);
    expect(await story.text()).toContain("Scriptoria opens an accessibility testing lab in Pune");

    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto(`${nginx.url}/admin/`);
    await page.getByLabel("E-mail address").fill(siteEditor.email);
    await page.getByLabel("Password").fill(siteEditor.password);
    const screen = page.waitForResponse((response) => response.url() === `${nginx.url}/admin/`);
    await page.getByRole("button", { name: "Sign in" }).click();
    const headers = await (await screen).allHeaders();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval';[^,]*$/);
    expect(headers["cache-control"]).toBe("no-store");
    await expect(page.getByRole("link", { name: "News stories" })).toBeVisible({ timeout: 60_000 });
    expect(violations).toEqual([]);
    // A save's body of several megabytes reaches Node (nginx's own limit is 1 MB).
    const large = await page.evaluate(async () => {
      const response = await fetch("/admin/api/v1", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "getMedia", params: { mediaFolder: "content/news" }, padding: "x".repeat(3e6) }),
      });
      return { status: response.status, type: response.headers.get("content-type") };
    });
    expect(large.status).not.toBe(413);
    expect(large.type).toContain("application/json");
  } finally {
    await nginx.stop();
  }
});
