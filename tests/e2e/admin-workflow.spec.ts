/**
 * Drafts and review from the hosted editing screen, in Chromium against the real server (the
 * stand-in build publishes): an author drafts a story with a photo and asks for review; nothing of
 * it is committed or live, and the author's screen offers no Publish. An editor finds it under
 * Workflow, marks it Ready and publishes it; the status bar says it is live, and its page answers.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
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
import { fillStoryDetails, publishFromScreen, saveDraft, setStatus } from "../../scripts/lib/decap-story.ts";
import { expect, test } from "../support/e2e.ts";

test.describe.configure({ mode: "serial" });

const buildDir = resolve(process.env.BUILD_ROOT ?? "build", "client");
let site: AdminSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAdminSite({ buildDir, standIn: true, accounts: [siteAuthor] });
});

test.afterAll(async () => {
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
  const title = author.getByLabel("Headline");
  await expect(async () => {
    await title.fill(headline);
    await author.waitForTimeout(250);
    await expect(title).toHaveValue(headline, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await author
    .getByLabel("Summary")
    .fill("Our accessibility testers now review reading systems with the DAISY Consortium.");
  await author.getByLabel("Place").fill("Scriptoria, Chennai, India");
  await author.getByRole("button", { name: "Choose an image" }).first().click();
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#24477f" } })
    .jpeg()
    .toBuffer();
  await author
    .locator("input[type=file]")
    .setInputFiles({ name: "daisy-review.jpg", mimeType: "image/jpeg", buffer: photo });
  await author.getByRole("button", { name: "Choose selected" }).click();
  await fillStoryDetails(author);
  await saveDraft(author);
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
  const commit = execFileSync("git", ["show", "--name-only", "--format=%an", "HEAD"], {
    cwd: site.repo,
    encoding: "utf8",
  });
  expect(commit).toMatch(new RegExp(`^${siteEditor.name}\n`));
  expect(commit).toMatch(slug);
  expect(commit).toMatch(/daisy-review-[0-9a-f]{10}\.jpg/);
  const story = commit.split("\n").find((line) => slug.test(line)) ?? "";
  expect(existsSync(join(site.repo, story))).toBe(true);
});
