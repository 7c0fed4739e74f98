/**
 * The editing screen's preview of a news story, in Chromium against the real server, whose live
 * site is this checkout's build:
 * - for a published story or opening left as it is, the server's preview of its page and of the
 *   News list is the build's prerendered HTML byte for byte; the story page, the News list, the
 *   home page and the careers page look as the published pages do (screenshots at 390 and
 *   1440 px, within a small tolerance);
 * - an opening closed in the screen: the preview of its page is the "closed" page, and the careers
 *   page no longer lists it;
 * - in the screen, the pane shows the story's page; a new headline is in it within a second of
 *   typing, in the News list and the home page's highlights too; a field the schema refuses is
 *   named, and the pane keeps the last page it could make;
 * - refused: a stranger (401), another site (403), another collection (400), a request over
 *   64 KB (413); a story the schema refuses is answered with the field and the reason (200, JSON).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import sharp from "sharp";
import { parse } from "yaml";
import { splitFrontMatter } from "../../core/content-model/load.ts";
import { type AdminSite, siteEditor, startAdminSite } from "../../scripts/lib/admin-site.ts";
import { previewPolicy } from "../../server/admin/preview/routes.ts";
import { desktop, expect, mobile, test } from "../support/e2e.ts";

test.describe.configure({ mode: "serial" });

const buildDir = resolve(process.env.BUILD_ROOT ?? "build", "client");
const slug = "2023-12-stm-week-london";
let site: AdminSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startAdminSite({ buildDir });
});

test.afterAll(async () => {
  await site?.stop();
});

/** The story's fields as the screen sends them: the front matter's, and the body as Markdown. */
function storyData(): Record<string, unknown> {
  const parts = splitFrontMatter(readFileSync(join(site.repo, "content", "news", `${slug}.md`), "utf8"));
  if (!parts) throw new Error(`${slug}.md has no front matter`);
  return { ...parse(parts.front), body: parts.body };
}

/** The opening's fields as the screen sends them (its YAML file's). */
function openingData(): Record<string, unknown> {
  return parse(readFileSync(join(site.repo, "content", "openings", "dot-net-developer.yml"), "utf8"));
}

async function signedInContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${site.url}/admin/`);
  await page.getByLabel("E-mail address").fill(siteEditor.email);
  await page.getByLabel("Password").fill(siteEditor.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${siteEditor.name}`)).toBeAttached();
  return { context, page };
}

/** An entry open on the editing screen at a desktop's width: Decap's preview pane, and the page in it. */
async function entryOnScreen(browser: Browser, address: string) {
  const { context, page } = await signedInContext(browser);
  await page.setViewportSize(desktop);
  await page.goto(address);
  const pane = page.frameLocator("iframe").first();
  return { context, page, pane, frame: pane.frameLocator("iframe[title^='Preview']") };
}

function preview(request: APIRequestContext, body: unknown, headers: Record<string, string> = {}) {
  return request.post(`${site.url}/admin/api/preview`, { headers: { origin: site.url, ...headers }, data: body });
}

/** The share of pixels that differ between two screenshots of the same size (any channel by more than 24). */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  if (!left || !right) throw new Error("no screenshot");
  expect(`${right.info.width}x${right.info.height}`).toBe(`${left.info.width}x${left.info.height}`);
  const channels = left.info.channels;
  let differing = 0;
  for (let offset = 0; offset < left.data.length; offset += channels) {
    for (let channel = 0; channel < channels; channel++) {
      if (Math.abs((left.data[offset + channel] ?? 0) - (right.data[offset + channel] ?? 0)) > 24) {
        differing += 1;
        break;
      }
    }
  }
  return differing / (left.info.width * left.info.height);
}

/** A full-page screenshot of `html` as the preview's answer, at the site's own origin, and of the published `path`. */
async function screenshots(context: BrowserContext, html: string, path: string): Promise<[Buffer, Buffer]> {
  const page = await context.newPage();
  await page.route(`${site.url}/preview-under-test`, (route) =>
    route.fulfill({ body: html, contentType: "text/html", headers: { "content-security-policy": previewPolicy } }),
  );
  const shots: Buffer[] = [];
  for (const address of ["/preview-under-test", path]) {
    await page.goto(`${site.url}${address}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    shots.push(await page.screenshot({ fullPage: true, animations: "disabled" }));
  }
  await page.close();
  return [shots[0] as Buffer, shots[1] as Buffer];
}

test("an unchanged story's page and the News list are the build's own HTML; with the home page, they look as published", async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const { context, page } = await signedInContext(browser);
  const data = storyData();
  const id = String(data.id);
  const pages = { story: `/company/Newsdetail/${id}`, list: "/company/News", home: "/", careers: "/company/career" };
  const answers: Record<string, string> = {};
  for (const view of ["story", "list", "home"] as const) {
    const answer = await preview(page.request, { collection: "news", slug, view, data });
    expect(answer.status(), await answer.text()).toBe(200);
    expect(answer.headers()["content-security-policy"]).toContain("script-src 'none'");
    answers[view] = await answer.text();
  }
  expect(answers.story).toBe(readFileSync(join(buildDir, "company", "Newsdetail", id, "index.html"), "utf8"));
  expect(answers.list).toBe(readFileSync(join(buildDir, "company", "News", "index.html"), "utf8"));
  // A job opening left as it is: its page is the build's own; the careers page is kept for the screenshots.
  const opening = { collection: "openings", slug: "dot-net-developer", data: openingData() };
  const openingPage = await preview(page.request, { ...opening, view: "opening" });
  expect(await openingPage.text()).toBe(
    readFileSync(join(buildDir, "company", "career", "DotNet", "index.html"), "utf8"),
  );
  answers.careers = await (await preview(page.request, { ...opening, view: "careers" })).text();
  await context.close();

  for (const viewport of [mobile, desktop]) {
    // The preview runs no script: the published page is looked at as it is before its scripts run.
    const still = await browser.newContext({ viewport, javaScriptEnabled: false });
    for (const view of ["story", "list", "home", "careers"] as const) {
      const [previewed, published] = await screenshots(still, answers[view] ?? "", pages[view]);
      const share = await differingShare(previewed, published);
      expect(share, `${view} at ${viewport.width} px: ${(share * 100).toFixed(2)} % of pixels differ`).toBeLessThan(
        0.005,
      );
    }
    await still.close();
  }
});

test("the pane shows the story as the site will, follows the typing within a second, and names a field it refuses", async ({
  browser,
}) => {
  test.setTimeout(3 * 60_000);
  const { context, page, pane, frame } = await entryOnScreen(
    browser,
    `${site.url}/admin/#/collections/news/entries/${slug}`,
  );
  await expect(frame.locator("h1")).toHaveText("Scriptoria joins STM Week 2023 in London", { timeout: 30_000 });
  // Decap's "Check for Preview", which asks for a deploy preview this site has none of, is not offered.
  await expect(page.getByRole("button", { name: "Check for Preview" })).toBeHidden();

  const headline = page.getByLabel("Headline", { exact: true });
  const typed = "Scriptoria's research integrity team at STM Week in London";
  await headline.fill(typed);
  const started = Date.now();
  await expect(frame.locator("h1")).toHaveText(typed);
  const followed = Date.now() - started;
  expect(followed, `the pane followed in ${followed} ms`).toBeLessThanOrEqual(1000);
  // The story's page keeps the rest of the published story and the site's own layout.
  await expect(frame.getByRole("banner").getByRole("link", { name: "Get a Quote" })).toBeVisible();
  await expect(frame.getByRole("contentinfo")).toContainText("Chennai");
  await expect(frame.locator("article")).toContainText("Scriptoria attended STM Week 2023 in London");

  await pane.getByRole("button", { name: "News list" }).click();
  await expect(frame.getByRole("heading", { name: typed })).toBeVisible();
  await pane.getByRole("button", { name: "Home page" }).click();
  await expect(frame.getByRole("region", { name: "News highlights" }).getByRole("article").first()).toContainText(
    typed,
  );
  await pane.getByRole("button", { name: "Phone (390 px)" }).click();
  await expect(pane.locator("iframe")).toHaveCSS("width", "390px");

  // Back from the pane's buttons to the field, as an editor goes (a fill with the focus in the
  // pane's frame would add to the field's text rather than replace it).
  await headline.click();
  await headline.fill(`${typed}, ${"and more ".repeat(8)}`);
  await expect(pane.getByRole("status")).toHaveText(
    "The preview shows the page as it was before this change: headline must be at most 120 characters (it has 131).",
  );
  await expect(frame.getByRole("region", { name: "News highlights" }).getByRole("article").first()).toContainText(
    typed,
  );
  await context.close();
});

test("an opening closed in the screen: its page says the position is closed, and the careers page no longer lists it", async ({
  browser,
}) => {
  test.setTimeout(2 * 60_000);
  const { context, page, pane, frame } = await entryOnScreen(
    browser,
    `${site.url}/admin/#/collections/openings/entries/dot-net-developer`,
  );
  // The first render of a fresh server thread loads the build's server bundle: on a busy
  // machine beside the other worker's browsers, that has taken over 30 s.
  await expect(frame.locator("h1")).toContainText("Dot Net Developer", { timeout: 90_000 });
  await page.getByRole("switch", { name: "Closed (optional)" }).click();
  await expect(frame.locator("h1")).toHaveText("This position is closed");
  await expect(frame.getByText("Dot Net Developer is no longer open for applications.")).toBeVisible();
  await pane.getByRole("button", { name: "Careers page" }).click();
  await expect(frame.getByRole("heading", { name: "Full Stack Developer" })).toBeVisible();
  await expect(frame.getByRole("heading", { name: "Dot Net Developer" })).toHaveCount(0);
  await context.close();
});

test("refused: a stranger, another site, another collection, a request too large; a story the schema refuses is named, not shown", async ({
  browser,
  request,
}) => {
  const data = storyData();
  const body = { collection: "news", slug, view: "story", data };
  expect((await preview(request, body)).status()).toBe(401);
  const { context, page } = await signedInContext(browser);
  const crossSite = await preview(page.request, body, {
    origin: "https://elsewhere.example",
    "sec-fetch-site": "cross-site",
  });
  expect(crossSite.status()).toBe(403);
  const offices = await preview(page.request, { ...body, collection: "offices" });
  expect(offices.status()).toBe(400);
  expect((await offices.json()).error).toContain("Only news stories and job openings have a preview");
  const mismatched = await preview(page.request, { ...body, view: "careers" });
  expect(mismatched.status()).toBe(400);
  const strange = await preview(page.request, { ...body, slug: "../../etc/passwd" });
  expect(strange.status()).toBe(400);
  // An entry being written is often incomplete: an answer (200, JSON) naming the field, not a page.
  const refused = await preview(page.request, { ...body, data: { ...data, headline: "x".repeat(121) } });
  expect(refused.status()).toBe(200);
  expect(refused.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await refused.json()).toMatchObject({
    field: "headline",
    reason: "must be at most 120 characters (it has 121)",
  });
  const unknown = await preview(page.request, { ...body, data: { ...data, illustration: "news-99", photo: "" } });
  expect(await unknown.json()).toMatchObject({ field: "illustration", reason: 'there is no illustration "news-99"' });
  const away = await preview(page.request, { ...body, data: { ...data, photo: "../../../server/main.jpg" } });
  expect(await away.json()).toMatchObject({ field: "photo" });
  const large = await preview(page.request, { ...body, data: { ...data, body: "A paragraph. ".repeat(6000) } });
  expect(large.status()).toBe(413);
  await context.close();
});
