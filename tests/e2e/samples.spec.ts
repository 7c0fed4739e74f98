import type { Locator, Page, Request } from "@playwright/test";
import { sampleCategories } from "../../core/copy/samples.ts";
import { axeViolations, expect, hydrated, mobile, navigate, test } from "../support/e2e.ts";

const large = { width: 1280, height: 800 };
test.use({ viewport: large });

const category = (slug: string) => {
  const found = sampleCategories.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no sample category ${slug}`);
  return found;
};
const tabs = (page: Page) => page.getByRole("tablist", { name: "Sample categories" }).getByRole("tab");
const tab = (page: Page, name: string) =>
  page
    .getByRole("tablist", { name: "Sample categories" })
    .getByRole("tab", { name: new RegExp(`^${name} \\d+ samples$`) });
const panel = (page: Page) => page.getByRole("tabpanel");
const thumbnails = (page: Page) => panel(page).getByRole("button");
const gridColumns = (page: Page) =>
  panel(page)
    .getByRole("list")
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

test("tabs: five categories, each a link to its page, counts 34, 6, 11, 5 and 9", async ({ page }) => {
  await open(page, "/company/sample/Composition");
  await expect(tabs(page)).toHaveText([
    /^Composition\s*,?\s*34/,
    /^Artwork\s*,?\s*6/,
    /^Digital Conversion\s*,?\s*11/,
    /^XML Transformation\s*,?\s*5/,
    /^Flash to HTML5\s*,?\s*9/,
  ]);
  expect(sampleCategories.map((entry) => entry.works.length)).toEqual([34, 6, 11, 5, 9]);
  for (const [index, entry] of sampleCategories.entries()) {
    await expect(tabs(page).nth(index)).toHaveAccessibleName(`${entry.name} ${entry.works.length} samples`);
    await expect(tabs(page).nth(index)).toHaveAttribute("href", `/company/sample/${entry.slug}`);
  }
});

for (const entry of sampleCategories) {
  test(`/company/sample/${entry.slug}: its tab selected, ${entry.works.length} thumbnails in ${entry.columns} columns`, async ({
    page,
  }) => {
    await open(page, `/company/sample/${entry.slug}`);
    await expect(page).toHaveTitle(`${entry.name} samples | Scriptoria`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${entry.name} samples`);
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", entry.intro);
    await expect(page.locator("[role=tab][aria-selected=true]")).toHaveCount(1);
    await expect(tab(page, entry.name)).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toHaveAccessibleName(`${entry.name} ${entry.works.length} samples`);
    await expect(thumbnails(page)).toHaveCount(entry.works.length);
    // Each thumbnail is a button named by its caption, with a sized picture in AVIF and WebP.
    await expect(thumbnails(page)).toHaveText(entry.works.map((work) => work.caption));
    const first = thumbnails(page).first();
    await expect(first.locator("source[type='image/avif']")).toHaveAttribute("srcset", /\.avif 400w, .*\.avif 800w/);
    await expect(first.locator("img")).toHaveAttribute("width", String(entry.works[0]?.image.width));
    await expect(thumbnails(page).last().locator("img")).toHaveAttribute("loading", "lazy");
    expect(await gridColumns(page)).toBe(entry.columns);
  });
}

test("the selected tab follows the route: click, reload and Back", async ({ page }) => {
  await open(page, "/company/sample/Composition");
  await expect(tab(page, "Composition")).toHaveAttribute("aria-selected", "true");
  await tab(page, "Artwork").click();
  await expect(page).toHaveURL(/\/company\/sample\/Artwork$/);
  await expect(tab(page, "Artwork")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Composition")).toHaveAttribute("aria-selected", "false");
  await expect(thumbnails(page)).toHaveCount(6);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artwork samples");

  await page.reload();
  await hydrated(page);
  await expect(tab(page, "Artwork")).toHaveAttribute("aria-selected", "true");
  await expect(thumbnails(page)).toHaveCount(6);

  await page.goBack();
  await expect(page).toHaveURL(/\/company\/sample\/Composition$/);
  await expect(tab(page, "Composition")).toHaveAttribute("aria-selected", "true");
  await expect(thumbnails(page)).toHaveCount(34);
  await page.goForward();
  await expect(tab(page, "Artwork")).toHaveAttribute("aria-selected", "true");
});

test("keyboard only: arrows, Home and End move between tabs, Enter opens one, then the viewer", async ({ page }) => {
  await open(page, "/company/sample/Composition");
  // Tab from the top of the page to the tab list: only the selected tab is in the tab order.
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press("Tab");
    if (await tab(page, "Composition").evaluate((el) => el === document.activeElement)) break;
  }
  await expect(tab(page, "Composition")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Artwork")).toBeFocused();
  await page.keyboard.press("End");
  await expect(tab(page, "Flash to HTML5")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Composition")).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Flash to HTML5")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab(page, "Composition")).toBeFocused();
  // Moving focus does not change the page; Enter opens the focused tab's category.
  await expect(page).toHaveURL(/\/company\/sample\/Composition$/);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/company\/sample\/DigitalConversion$/);
  await expect(tab(page, "Digital Conversion")).toHaveAttribute("aria-selected", "true");
  // Focus comes back to the chosen tab once the page has loaded (the loading overlay has gone).
  const overlay = page.getByTestId("loading-overlay");
  await expect(overlay).toHaveCount(0);
  await expect(tab(page, "Digital Conversion")).toBeFocused();
  // Space opens a tab too.
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press(" ");
  await expect(page).toHaveURL(/\/company\/sample\/Artwork$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artwork samples");
  await expect(overlay).toHaveCount(0);
  await expect(tab(page, "Artwork")).toBeFocused();

  // The next Tab leaves the tab list for the first thumbnail; Enter opens the viewer.
  const works = category("Artwork").works;
  await page.keyboard.press("Tab");
  await expect(thumbnails(page).first()).toBeFocused();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "Artwork samples" });
  await expect(viewer).toBeVisible();
  await expect(viewer.locator("figcaption")).toHaveText(works[0]?.caption ?? "");
  await page.keyboard.press("ArrowRight");
  await expect(viewer.locator("figcaption")).toHaveText(works[1]?.caption ?? "");
  await page.keyboard.press("End");
  await expect(viewer.locator("figcaption")).toHaveText(works[5]?.caption ?? "");
  await page.keyboard.press("Home");
  await expect(viewer.locator("figcaption")).toHaveText(works[0]?.caption ?? "");
  // The page behind is inert: Tab moves among the viewer's controls (or out to the browser).
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press("Tab");
    const inside = await viewer.evaluate(
      (dialog) => document.activeElement === document.body || dialog.contains(document.activeElement),
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnails(page).first()).toBeFocused();
});

async function expectShown(viewer: Locator, work: { alt: string; caption: string }) {
  const image = viewer.getByTestId("viewer-image");
  await expect(image).toHaveAttribute("alt", work.alt);
  await expect(viewer.locator("figcaption")).toHaveText(work.caption);
}

test("viewer: previous and next stop at the ends, arrow keys, neighbours loaded ahead", async ({ page }) => {
  const works = category("FlashToHTML5").works;
  await open(page, "/company/sample/FlashToHTML5");
  await thumbnails(page).nth(0).click();
  const viewer = page.getByRole("dialog", { name: "Flash to HTML5 samples" });
  await expect(viewer).toBeVisible();
  expect(await viewer.evaluate((dialog: HTMLDialogElement) => dialog.matches(":modal"))).toBe(true);
  await expectShown(viewer, works[0] ?? { alt: "", caption: "" });
  const previous = viewer.getByRole("button", { name: /^Previous sample/ });
  const next = viewer.getByRole("button", { name: /^Next sample/ });
  // At the first sample, previous is unavailable and does nothing.
  await expect(previous).toHaveAttribute("aria-disabled", "true");
  await expect(previous).toHaveAccessibleName(/unavailable: this is the first sample/);
  await previous.click({ force: true });
  await expectShown(viewer, works[0] ?? { alt: "", caption: "" });
  await next.click();
  await expectShown(viewer, works[1] ?? { alt: "", caption: "" });
  await expect(previous).toHaveAttribute("aria-disabled", "false");
  await next.click();
  await expectShown(viewer, works[2] ?? { alt: "", caption: "" });

  // Each picture is a dialog of its own; the pictures either side are loaded ahead, so the next
  // one shows at once.
  const loaded = () =>
    page
      .locator("dialog[data-viewer] img")
      .evaluateAll((images) =>
        images
          .slice(1, 4)
          .map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
      );
  await expect.poll(loaded).toEqual([true, true, true]);
  await page.keyboard.press("ArrowRight");
  expect(
    await viewer.getByTestId("viewer-image").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await expectShown(viewer, works[3] ?? { alt: "", caption: "" });
  await page.keyboard.press("ArrowLeft");
  await expectShown(viewer, works[2] ?? { alt: "", caption: "" });

  // At the last sample, next is unavailable and the arrow key stops there.
  for (let step = 0; step < works.length + 2; step += 1) await page.keyboard.press("ArrowRight");
  await expectShown(viewer, works[works.length - 1] ?? { alt: "", caption: "" });
  await expect(next).toHaveAttribute("aria-disabled", "true");
  await next.click({ force: true });
  await expectShown(viewer, works[works.length - 1] ?? { alt: "", caption: "" });
  await expect(viewer.getByText(`${works.length} / ${works.length}`)).toBeVisible();

  // The close button closes it and focus returns to the thumbnail that opened it.
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  await expect(thumbnails(page).nth(0)).toBeFocused();
});

test("viewer: Escape and a click outside the picture close it; focus returns to the thumbnail", async ({ page }) => {
  await open(page, "/company/sample/Composition");
  const viewer = page.getByRole("dialog", { name: "Composition samples" });
  await thumbnails(page).nth(5).click();
  await expect(viewer).toBeVisible();
  // A click on the picture itself keeps it open.
  await viewer.getByTestId("viewer-image").click();
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnails(page).nth(5)).toBeFocused();

  await thumbnails(page).nth(2).click();
  await expect(viewer).toBeVisible();
  const picture = await viewer.getByTestId("viewer-image").boundingBox();
  // Beside the picture, at half its height.
  await page.mouse.click(20, (picture?.y ?? 300) + (picture?.height ?? 0) / 2);
  await expect(viewer).toBeHidden();
  await expect(thumbnails(page).nth(2)).toBeFocused();
  // The page behind does not scroll while the viewer is open, and is usable again after.
  await expect(thumbnails(page).nth(2)).toBeInViewport();
});

test("axe finds nothing with the viewer open", async ({ page }) => {
  await open(page, "/company/sample/DigitalConversion");
  await thumbnails(page).nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole("dialog")
        .getByTestId("viewer-image")
        .evaluate((img: HTMLImageElement) => img.complete),
    )
    .toBe(true);
  expect(await axeViolations(page, { all: true })).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: mobile });

  test("a dropdown of categories replaces the tabs; Composition in two columns, the others in one", async ({
    page,
  }) => {
    await open(page, "/company/sample/Composition");
    await expect(page.getByRole("tablist")).toBeHidden();
    const menu = page.getByRole("navigation", { name: "Sample categories" });
    const summary = menu.locator("summary");
    await expect(summary).toBeVisible();
    await expect(summary).toContainText("Composition");
    await expect(menu.getByRole("link")).toBeHidden();
    expect(await gridColumns(page)).toBe(2);

    await summary.click();
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(5);
    await expect(links.first()).toBeVisible();
    await expect(menu.locator("[aria-current='page']")).toHaveAttribute("href", "/company/sample/Composition");
    await menu.getByRole("link", { name: /^Digital Conversion/ }).click();
    await expect(page).toHaveURL(/\/company\/sample\/DigitalConversion$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Conversion samples");
    await expect(summary).toContainText("Digital Conversion");
    // The dropdown is closed on the new page.
    await expect(links.first()).toBeHidden();
    await expect(thumbnails(page)).toHaveCount(11);
    expect(await gridColumns(page)).toBe(1);

    // Escape and a tap elsewhere close it.
    await summary.click();
    await expect(links.first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(links.first()).toBeHidden();
    await expect(summary).toBeFocused();
    await summary.click();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(links.first()).toBeHidden();
  });

  test("the viewer on a phone: next and previous below the picture, which fits the screen", async ({ page }) => {
    await open(page, "/company/sample/Artwork");
    await thumbnails(page).first().click();
    const viewer = page.getByRole("dialog");
    await expect(viewer).toBeVisible();
    const box = await viewer.getByTestId("viewer-image").boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(mobile.width);
    await viewer.getByRole("button", { name: /^Next sample/ }).click();
    await expect(viewer.locator("figcaption")).toHaveText(category("Artwork").works[1]?.caption ?? "");
    await expect(viewer.getByRole("button", { name: /^Next sample/ })).toBeInViewport();
  });
});

test("case variants redirect, /company/sample opens Composition, an unknown category is 404", async ({
  page,
  request,
}) => {
  for (const [path, target] of [
    ["/company/sample/composition", "/company/sample/Composition"],
    ["/company/sample/FLASHTOHTML5", "/company/sample/FlashToHTML5"],
    ["/company/Sample/xmltransformation", "/company/sample/XMLTransformation"],
    ["/company/sample", "/company/sample/Composition"],
  ]) {
    const response = await request.get(path ?? "", { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(target);
  }
  const unknown = await request.get("/company/sample/Typesetting");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Page not found");

  // Client-side the route does the same.
  await open(page, "/company/sample/Composition");
  await navigate(page, "/company/sample/artwork");
  await expect(page).toHaveURL(/\/company\/sample\/Artwork$/);
  await expect(tab(page, "Artwork")).toHaveAttribute("aria-selected", "true");
  await navigate(page, "/company/sample/Typesetting");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("without JavaScript the tabs are links to each category", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: large });
  const page = await context.newPage();
  await page.goto("/company/sample/Composition");
  await tab(page, "XML Transformation").click();
  await expect(page).toHaveURL(/\/company\/sample\/XMLTransformation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("XML Transformation samples");
  await expect(thumbnails(page)).toHaveCount(5);
  await context.close();
});

for (const viewport of [large, mobile]) {
  test(`the first view of a category transfers less than 400 KB at ${viewport.width} px`, async ({ browser }) => {
    for (const slug of ["Composition", "DigitalConversion"]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      const measure = (request: Request) => {
        sizes.push(request.sizes().then((size) => size.responseHeadersSize + size.responseBodySize));
      };
      page.on("requestfinished", measure);
      await page.goto(`/company/sample/${slug}`);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      // Stop counting, then read every size while the page is still open: a size asked for later
      // (a request that finishes as the context closes) fails with "Target page ... has been closed".
      page.off("requestfinished", measure);
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      expect(total, `${slug}: ${Math.round(total / 1024)} KB`).toBeLessThan(400 * 1024);
      if (slug === "Composition") {
        // Thumbnails far below the first screen were not fetched.
        const fetched = await page.evaluate(
          () =>
            performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/media/samples/")).length,
        );
        expect(fetched).toBeLessThan(category(slug).works.length);
      }
      await context.close();
    }
  });
}
