/**
 * The screenshots of docs/editing.md: the hosted editing screen in Chromium at 1280 × 800,
 * written to docs/editing/. The admin area runs as in scripts/lib/admin-site.ts: `node
 * server/main.ts` with EDIT_REPO on a throwaway clone of this repository, an author's and an
 * editor's account, serving BUILD_ROOT's build (default build/; build it first) until the first
 * publish. An author drafts a story that an editor publishes with the real build (a minute or
 * two); one story is refused by the build, one by the editing API, and one draft is scheduled;
 * nothing reaches this repository.
 *   node scripts/editing-screenshots.ts
 */
import { join, resolve } from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { editorsDayAndTime } from "../server/admin/schedule/time.ts";
import { type SiteEditor, siteAuthor, siteEditor, startAdminSite } from "./lib/admin-site.ts";
import { launchOptions } from "./lib/browser.ts";
import { fillStoryDetails, fillStoryStart, publishFromScreen, saveDraft, setStatus } from "./lib/decap-story.ts";

const repoRoot = resolve(import.meta.dirname, "..");
const outDir = join(repoRoot, "docs", "editing");
const buildDir = resolve(repoRoot, process.env.BUILD_ROOT ?? "build", "client");

async function shot(page: Page, name: string): Promise<void> {
  // Decap's transitions and the fonts settle.
  await page.waitForTimeout(800);
  await page.screenshot({ path: join(outDir, `${name}.png`) });
  console.log(`docs/editing/${name}.png`);
}

/**
 * The photo the story gets: one of the site's own pictures (an office building), as a JPEG
 * small enough for Decap's preview to show it whole.
 */
function photo(): Promise<Buffer> {
  return sharp(join(repoRoot, "public", "media", "news", "news-08-1200.webp"))
    .resize(600)
    .jpeg({ quality: 90 })
    .toBuffer();
}

interface Story {
  headline: string;
  illustration?: string;
  photo?: boolean;
}

async function newStory(page: Page, url: string, story: Story): Promise<void> {
  await page.goto(`${url}/admin/#/collections/news/new`);
  await fillStoryStart(page, {
    headline: story.headline,
    summary: "Twelve specialists now test every accessible EPUB we make with the screen readers that readers use.",
    place: "Scriptoria, Pune, India",
  });
  await fillStoryDetails(page, story.illustration);
}

async function attachPhoto(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "pune-lab.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await page.getByText("pune-lab.jpg", { exact: true }).waitFor();
  await shot(page, "choose-photo");
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page.getByRole("button", { name: "Choose different image" }).waitFor();
}

const status = (page: Page) => page.locator("#publish-status").getByRole("status");

/** A page of its own (its own cookies), signed in as `account` on the editing screen. */
async function signIn(browser: Browser, url: string, account: SiteEditor, first = false): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}/admin/`);
  await page.getByLabel("E-mail address").fill(account.email);
  if (first) await shot(page, "sign-in");
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "News stories" }).waitFor({ timeout: 60_000 });
  return page;
}

const site = await startAdminSite({ buildDir, accounts: [siteAuthor] });
const browser = await chromium.launch(launchOptions());
try {
  const author = await signIn(browser, site.url, siteAuthor, true);
  await author.goto(`${site.url}/admin/#/collections/news`);
  await author.getByText("Scriptoria joins STM Week 2023 in London").waitFor();
  await shot(author, "news-list");

  // An author writes a story with a photo, saves it and asks for review.
  await newStory(author, site.url, { headline: "Scriptoria opens an accessibility testing lab in Pune" });
  await author.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shot(author, "new-story");
  await attachPhoto(author);
  await saveDraft(author);
  // The preview beside the fields, the saved photo cut as the site cuts it.
  const preview = author.frameLocator("iframe").first().frameLocator("iframe[title^='Preview']");
  await preview.locator("article img[srcset^='/admin/preview/photos/']").waitFor();
  await shot(author, "preview");
  await setStatus(author, "In review");
  await shot(author, "draft-saved");

  // An editor finds it on the Workflow tab and publishes it.
  const editor = await signIn(browser, site.url, siteEditor);
  await editor.goto(`${site.url}/admin/#/workflow`);
  await editor.getByRole("heading", { name: "In Review" }).waitFor();
  await shot(editor, "workflow");
  await editor.getByRole("link", { name: /accessibility testing lab in Pune/ }).click();
  await editor.getByLabel("Headline").waitFor();
  await publishFromScreen(editor);
  await status(editor)
    .filter({ hasText: "Writing the pages" })
    .waitFor({ timeout: 5 * 60_000 });
  await shot(editor, "publishing");
  await status(editor)
    .filter({ hasText: /^Live: / })
    .waitFor({ timeout: 15 * 60_000 });
  await shot(editor, "live");
  await editor.getByRole("button", { name: "Dismiss" }).click();

  await editor.goto(`${site.url}/admin/#/collections/openings`);
  await editor.getByRole("link", { name: /Dot Net Developer/ }).click();
  await editor.getByLabel("Closed").scrollIntoViewIfNeeded();
  await shot(editor, "close-opening");

  await editor.goto(`${site.url}/admin/#/collections/offices`);
  await editor.getByRole("link", { name: "Frankfurt" }).click();
  await editor.getByLabel("For dialling").scrollIntoViewIfNeeded();
  await shot(editor, "office-phone");

  // A story the build refuses: its illustration does not exist.
  await newStory(editor, site.url, { headline: "Our editors at the Frankfurt Book Fair", illustration: "news-99" });
  await publishFromScreen(editor);
  await status(editor)
    .filter({ hasText: /^Not published: / })
    .waitFor({ timeout: 5 * 60_000 });
  await editor.getByText("Entry published", { exact: true }).waitFor({ state: "hidden", timeout: 20_000 });
  await shot(editor, "not-published");
  await editor.getByRole("button", { name: "Dismiss" }).click();

  // A story the editing API refuses as it is saved.
  await newStory(editor, site.url, { headline: "A story without a picture" });
  await editor.getByRole("button", { name: "Save", exact: true }).click();
  await editor.getByText(/photo: is required/).waitFor();
  await shot(editor, "refused-save");

  // A draft scheduled for tomorrow morning.
  await newStory(author, site.url, {
    headline: "Scriptoria at the Beijing International Book Fair",
    illustration: "news-1",
  });
  await saveDraft(author);
  await editor.goto(`${site.url}/admin/schedule`);
  const item = editor.getByRole("listitem").filter({ hasText: "Beijing International Book Fair" });
  await item.getByLabel("Day").fill(editorsDayAndTime(Date.now() + 86_400_000).day);
  await item.getByLabel("Time").fill("09:00");
  await item.getByRole("button", { name: "Schedule" }).click();
  await editor.getByRole("status").waitFor();
  await shot(editor, "schedule");
} finally {
  await browser.close();
  await site.stop();
}
