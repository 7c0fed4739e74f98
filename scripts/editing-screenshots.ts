/**
 * The screenshots of docs/editing.md: the hosted editing screen in Chromium at 1280 × 800,
 * written to docs/editing/. The admin area runs as in scripts/lib/admin-site.ts: `node
 * server/main.ts` with EDIT_REPO on a throwaway clone of this repository and an editor's account,
 * serving BUILD_ROOT's build (default build/; build it first) until the first publish. One story
 * is published with the real build (a minute or two), one is refused by the build and one by the
 * editing API; nothing reaches this repository.
 *   node scripts/editing-screenshots.ts
 */
import { join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { siteEditor, startAdminSite } from "./lib/admin-site.ts";
import { launchOptions } from "./lib/browser.ts";
import { fillStoryDetails } from "./lib/decap-story.ts";

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
  // The screen may still be setting the new entry up and clear what was typed first: the
  // headline is filled again until it stays, and the date comes last.
  const headline = page.getByLabel("Headline");
  for (let tries = 0; tries < 40; tries++) {
    await headline.fill(story.headline);
    await page.waitForTimeout(500);
    if ((await headline.inputValue()) === story.headline) break;
  }
  await page
    .getByLabel("Summary")
    .fill("Twelve specialists now test every accessible EPUB we make with the screen readers that readers use.");
  await page.getByLabel("Place").fill("Scriptoria, Pune, India");
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

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

const status = (page: Page) => page.locator("#publish-status").getByRole("status");

const site = await startAdminSite({ buildDir });
const browser = await chromium.launch(launchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site.url}/admin/`);
  await page.getByLabel("E-mail address").fill(siteEditor.email);
  await shot(page, "sign-in");
  await page.getByLabel("Password").fill(siteEditor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "News stories" }).waitFor({ timeout: 60_000 });
  await page.goto(`${site.url}/admin/#/collections/news`);
  await page.getByText("Scriptoria joins STM Week 2023 in London").waitFor();
  await shot(page, "news-list");

  await newStory(page, site.url, { headline: "Scriptoria opens an accessibility testing lab in Pune" });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await shot(page, "new-story");
  await attachPhoto(page);
  await publish(page);
  await status(page)
    .filter({ hasText: "Writing the pages" })
    .waitFor({ timeout: 5 * 60_000 });
  await page.getByText("Entry saved", { exact: true }).waitFor({ state: "hidden", timeout: 20_000 });
  await shot(page, "publishing");
  await status(page)
    .filter({ hasText: /^Live: / })
    .waitFor({ timeout: 15 * 60_000 });
  await shot(page, "live");
  await page.getByRole("button", { name: "Dismiss" }).click();

  await page.goto(`${site.url}/admin/#/collections/openings`);
  await page.getByRole("link", { name: /Dot Net Developer/ }).click();
  await page.getByLabel("Closed").scrollIntoViewIfNeeded();
  await shot(page, "close-opening");

  await page.goto(`${site.url}/admin/#/collections/offices`);
  await page.getByRole("link", { name: "Frankfurt" }).click();
  await page.getByLabel("For dialling").scrollIntoViewIfNeeded();
  await shot(page, "office-phone");

  await newStory(page, site.url, { headline: "Our editors at the Frankfurt Book Fair", illustration: "news-99" });
  await publish(page);
  await status(page)
    .filter({ hasText: /^Not published: / })
    .waitFor({ timeout: 5 * 60_000 });
  await page.getByText("Entry saved", { exact: true }).waitFor({ state: "hidden", timeout: 20_000 });
  await shot(page, "not-published");
  await page.getByRole("button", { name: "Dismiss" }).click();

  await newStory(page, site.url, { headline: "A story without a picture" });
  await publish(page);
  await page.getByText(/photo: is required/).waitFor();
  await shot(page, "refused-save");
} finally {
  await browser.close();
  await site.stop();
}
