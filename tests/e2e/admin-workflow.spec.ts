/**
 * Drafts, review, scheduling and history from the hosted editing screen, in Chromium against the
 * real server (the stand-in build publishes):
 * - an author drafts a story with a photo and asks for review; the preview shows its page with the
 *   photo cut as the site will cut it; nothing of it is committed or live, and the author's screen
 *   offers no Publish. An editor finds it under Workflow, marks it Ready
 *   and publishes it; the status bar says it is live;
 * - an editor schedules an author's draft on the schedule page, and the site publishes it then;
 * - an editor publishes a change to an office, restores the office's previous version from its
 *   history, and undoes that restore.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import {
  type AdminSite,
  type SiteEditor,
  siteAuthor,
  siteEditor,
  startAdminSite,
} from "../../scripts/lib/admin-site.ts";
import {
  fillStoryDetails,
  fillStoryStart,
  publishFromScreen,
  saveDraft,
  setStatus,
} from "../../scripts/lib/decap-story.ts";
import { editorsDayAndTime } from "../../server/admin/schedule/time.ts";
import { expect, test } from "../support/e2e.ts";

test.describe.configure({ mode: "serial" });

const buildDir = resolve(process.env.BUILD_ROOT ?? "build", "client");
let site: AdminSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAdminSite({ buildDir, standIn: true, accounts: [siteAuthor] });
});

test.afterAll(async () => {
  // The stop takes 2 to 5 s here, even with both cores busy. It waited up to 73 s for a connection
  // of the editor's screen when one was busy as it began (ADR 0181); admin-site.ts says which part
  // takes long.
  test.setTimeout(90_000);
  await site?.stop();
});

const head = () => execFileSync("git", ["rev-parse", "HEAD"], { cwd: site.repo, encoding: "utf8" }).trim();

/** A page of its own (its own cookies) signed in as `account`, on the screen's `hash`. */
async function signedIn(browser: Browser, account: SiteEditor, hash: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${site.url}/admin/`);
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("link", { name: "News stories" })).toBeVisible({ timeout: 60_000 });
  await page.goto(`${site.url}/admin/#/${hash}`);
  return page;
}

const headline = "Scriptoria's testers join the DAISY Consortium's reading-system review";
const slug = /content\/news\/\d{4}-\d\d-scriptoria-?s-testers-join[\w-]*\.md/;

test("an author drafts a story with a photo and asks for review; an editor publishes it", async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const before = head();
  const author = await signedIn(browser, siteAuthor, "collections/news/new");
  await fillStoryStart(author, {
    headline,
    summary: "Our accessibility testers now review reading systems with the DAISY Consortium.",
    place: "Scriptoria, Chennai, India",
  });
  await author.getByRole("button", { name: "Choose an image" }).first().click();
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#24477f" } })
    .jpeg()
    .toBuffer();
  await author
    .locator("input[type=file]")
    .setInputFiles({ name: "daisy-review.jpg", mimeType: "image/jpeg", buffer: photo });
  await author.getByRole("button", { name: "Choose selected" }).click();
  await fillStoryDetails(author);
  // The preview: the story's page as the site will show it, the photo from the browser until it
  // is saved, then cut by the server as the build will cut it.
  const preview = author.frameLocator("iframe").first().frameLocator("iframe[title^='Preview']");
  await expect(preview.locator("h1")).toHaveText(headline);
  await expect(preview.locator("article img")).toHaveAttribute("src", /^blob:/);
  await saveDraft(author);
  const picture = preview.locator("article img");
  await expect(picture).toHaveAttribute("srcset", /^\/admin\/preview\/photos\/[\w-]+-400\.webp 400w, /);
  // Cut and encoded on demand in the photo process, at the lowest priority: on a busy machine, seconds.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 60_000 })
    .toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight)).toBeCloseTo(1.6, 2);
  // A draft: nothing committed, no file in the working copy, no page; the author cannot publish.
  await expect(author.getByRole("button", { name: "Status: Draft" })).toBeVisible();
  await expect(author.locator("#publish-status").getByRole("status")).toHaveText(
    "Draft saved. It is not on the live site until an editor publishes it.",
  );
  await expect(author.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
  await setStatus(author, "In review");
  expect(head()).toBe(before);
  const news = await (await fetch(`${site.url}/company/News`)).text();
  expect(news).not.toContain(headline);

  const editor = await signedIn(browser, siteEditor, "workflow");
  await expect(editor.getByRole("heading", { name: "In Review" })).toBeVisible();
  await editor.screenshot({ path: "test-results/workflow-board.png" });
  await editor.getByRole("link", { name: new RegExp(headline) }).click();
  await expect(editor.getByLabel("Headline")).toHaveValue(headline);
  await setStatus(editor, "Ready");
  await publishFromScreen(editor);
  const status = editor.locator("#publish-status").getByRole("status");
  // The stand-in build writes no page for a new story: the pages that list it are named.
  await expect(status).toHaveText(/^Live: .*News and events/, { timeout: 3 * 60_000 });
  // The author wrote it; the editor published it.
  const commit = execFileSync("git", ["show", "--name-only", "--format=%an%n%s", "HEAD"], {
    cwd: site.repo,
    encoding: "utf8",
  });
  expect(commit).toMatch(new RegExp(`^${siteAuthor.name}\n.*, published by ${siteEditor.name}\n`));
  expect(commit).toMatch(slug);
  expect(commit).toMatch(/daisy-review-[0-9a-f]{10}\.jpg/);
  const story =
    commit
      .split("\n")
      .slice(2)
      .find((line) => slug.test(line)) ?? "";
  expect(existsSync(join(site.repo, story))).toBe(true);
});

/** The day and time on the editors' clock at least 20 s from now, to the minute. */
function nextMinute(): { day: string; time: string; at: number } {
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  return { ...editorsDayAndTime(at), at };
}

test("an editor schedules an author's draft, and the site publishes it at that time", async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const scheduled = "Scriptoria's Chennai team completes its thousandth accessible title";
  const author = await signedIn(browser, siteAuthor, "collections/news/new");
  await fillStoryStart(author, {
    headline: scheduled,
    summary: "The thousandth accessible title left our Chennai production floor this month.",
    place: "Scriptoria, Chennai, India",
  });
  await author.getByLabel("Illustration (optional)", { exact: true }).fill("news-1");
  await fillStoryDetails(author);
  await saveDraft(author);
  await setStatus(author, "In review");
  // The author may see the schedule, but not set it.
  await author.goto(`${site.url}/admin/schedule`);
  await expect(author.getByRole("heading", { name: scheduled })).toBeVisible();
  await expect(author.getByRole("button", { name: "Schedule" })).toHaveCount(0);

  const editor = await signedIn(browser, siteEditor, "workflow");
  await editor.getByRole("link", { name: "Drafts and schedule" }).click();
  const item = editor.getByRole("listitem").filter({ has: editor.getByRole("heading", { name: scheduled }) });
  const when = nextMinute();
  await item.getByLabel("Day").fill(when.day);
  await item.getByLabel("Time").fill(when.time);
  await item.getByRole("button", { name: "Schedule" }).click();
  await expect(editor.getByRole("status")).toHaveText("Scheduled. The site publishes the draft at that time.");
  await expect(item).toContainText(/Publishes on .* India Standard Time\./);
  const before = head();
  // Not before its time; then live, the draft gone from the list.
  await expect
    .poll(() => execFileSync("git", ["log", "-1", "--format=%s"], { cwd: site.repo, encoding: "utf8" }), {
      timeout: 2 * 60_000,
    })
    .toMatch(/^Add news entry content\/news\/.*thousandth-accessible-title/);
  expect(Date.now()).toBeGreaterThanOrEqual(when.at);
  expect(head()).not.toBe(before);
  // The list is read as its page loads, and the draft leaves it once its record is deleted, just
  // after the commit: the page is opened again until then.
  await expect(async () => {
    await editor.reload();
    await expect(editor.getByRole("heading", { name: scheduled })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

test("an editor restores an office's previous version, and undoes that", async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const office = "content/offices/chennai.yml";
  const original = readFileSync(join(site.repo, office), "utf8");
  const editor = await signedIn(browser, siteEditor, "collections/offices/entries/chennai");
  const phone = editor.getByLabel("As shown", { exact: true });
  await expect(phone).toHaveValue("+91 44 4000 2002");
  await phone.fill("+91 44 4000 2099");
  await publishFromScreen(editor);
  await expect(editor.locator("#publish-status").getByRole("status")).toHaveText(/^Live: /, { timeout: 3 * 60_000 });
  expect(readFileSync(join(site.repo, office), "utf8")).toContain("+91 44 4000 2099");

  await editor.getByRole("link", { name: "This entry's history" }).click();
  await editor.getByRole("button", { name: "Restore this version" }).first().click();
  await expect(editor.getByRole("status")).toHaveText(/^Restored\./);
  expect(readFileSync(join(site.repo, office), "utf8")).toBe(original);

  await editor.getByRole("link", { name: "Latest changes" }).click();
  await editor.getByRole("button", { name: "Undo this change" }).click();
  await expect(editor.getByRole("status")).toHaveText(/^Undone\./);
  expect(readFileSync(join(site.repo, office), "utf8")).toContain("+91 44 4000 2099");
});
