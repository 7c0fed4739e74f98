import type { Page } from "@playwright/test";
import { about } from "../../core/copy/about.ts";
import { sampleCategories } from "../../core/copy/samples.ts";
import { desktop, expect, holdBack, hydrated, reactive, test, withoutScripts } from "../support/e2e.ts";

/**
 * The leadership bios and the sample viewer are dialogs in the page's HTML: they open, step and
 * close with JavaScript off, and while the page's scripts are held back. Once the scripts arrive,
 * React takes over the dialog that is open rather than opening a second one.
 */

test.slow();

const leader = about.leadership.leaders[1];
const composition = sampleCategories.find((category) => category.slug === "Composition");
if (!leader || !composition) throw new Error("no leader or no Composition samples");
const works = composition.works;
const viewerName = `${composition.name} samples`;

/** The open dialogs (closed ones are hidden; stacked ones are all open). */
const openDialogs = (page: Page) => page.locator("dialog[open]");
/** The viewer's dialog in front: stepping without scripts stacks the dialogs, and focus is in the top one. */
const front = (page: Page) => page.locator("dialog[data-viewer]:has(:focus)");
const caption = (page: Page) => front(page).locator("figcaption");
const thumbnail = (page: Page, index: number) =>
  page.getByRole("button", { name: works[index]?.caption ?? "", exact: true });

test.describe("leadership bios", () => {
  const readBio = (page: Page) => page.getByRole("button", { name: `Read Bio of ${leader.name}` });
  const bio = (page: Page) => page.getByRole("dialog", { name: leader.name });

  test("without JavaScript, Read Bio opens the bio; Close, Escape and a click outside close it", async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto("/company/Aboutus");
      await readBio(page).click();
      await expect(bio(page)).toBeVisible();
      expect(await bio(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
      await expect(bio(page)).toContainText(leader.body[0] ?? "");
      await bio(page).getByRole("button", { name: "Close" }).click();
      await expect(bio(page)).toBeHidden();
      await expect(readBio(page)).toBeFocused();

      await readBio(page).click();
      await page.keyboard.press("Escape");
      await expect(bio(page)).toBeHidden();

      await readBio(page).click();
      await expect(bio(page)).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(bio(page)).toBeHidden();
      await expect(openDialogs(page)).toHaveCount(0);
    });
  });

  test("opened before the scripts arrive, it stays the one open dialog and still closes", async ({ page }) => {
    await page.setViewportSize(desktop);
    const release = await holdBack(page, "**/assets/*.js");
    // The held module scripts hold the load event back too: use the page as soon as it arrives.
    await page.goto("/company/Aboutus", { waitUntil: "commit" });
    await readBio(page).click();
    await expect(bio(page)).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await hydrated(page);
    await expect(bio(page)).toBeVisible();
    await expect(openDialogs(page)).toHaveCount(1);
    await bio(page).getByRole("button", { name: "Close" }).click();
    await expect(bio(page)).toBeHidden();
    await expect(readBio(page)).toBeFocused();
    // Opened again after the scripts, it is still one dialog.
    await readBio(page).click();
    await expect(openDialogs(page)).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(openDialogs(page)).toHaveCount(0);
  });
});

test.describe("sample viewer", () => {
  test("without JavaScript, a thumbnail opens its picture; previous, next and Close work", async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto("/company/sample/Composition");
      await thumbnail(page, 1).click();
      await expect(caption(page)).toHaveText(works[1]?.caption ?? "");
      const viewer = front(page);
      await expect(viewer).toHaveAccessibleName(viewerName);
      await viewer.getByRole("button", { name: /^Next sample/ }).click();
      await expect(caption(page)).toHaveText(works[2]?.caption ?? "");
      await expect(viewer.getByTestId("viewer-image")).toHaveAttribute("alt", works[2]?.alt ?? "");
      await viewer.getByRole("button", { name: /^Previous sample/ }).click();
      await expect(caption(page)).toHaveText(works[1]?.caption ?? "");
      await viewer.getByRole("button", { name: /^Previous sample/ }).click();
      await expect(caption(page)).toHaveText(works[0]?.caption ?? "");
      // The first picture: previous is unavailable.
      const previous = viewer.getByRole("button", { name: /^Previous sample/ });
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await previous.click({ force: true });
      await expect(caption(page)).toHaveText(works[0]?.caption ?? "");
      await viewer.getByRole("button", { name: "Close" }).click();
      await expect(openDialogs(page)).toHaveCount(1);
      await expect(caption(page)).toHaveText(works[1]?.caption ?? "");
      // A click outside the picture's box closes the dialog in front.
      await page.mouse.click(5, 450);
      await expect(openDialogs(page)).toHaveCount(0);
    });
  });

  test("opened and stepped before the scripts arrive, React takes that dialog over", async ({ page }) => {
    await page.setViewportSize(desktop);
    const release = await holdBack(page, "**/assets/*.js");
    await page.goto("/company/sample/Composition", { waitUntil: "commit" });
    await thumbnail(page, 3).click();
    await expect(caption(page)).toHaveText(works[3]?.caption ?? "");
    await front(page)
      .getByRole("button", { name: /^Next sample/ })
      .click();
    await expect(caption(page)).toHaveText(works[4]?.caption ?? "");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    release();
    await hydrated(page);
    const viewer = front(page);
    await expect(caption(page)).toHaveText(works[4]?.caption ?? "");
    // The viewer's code is part of the page's sections, which arrive after the page's own.
    await reactive(viewer, 60_000);
    // The arrow keys are React's: the picture steps, and one dialog is open from then on.
    await page.keyboard.press("ArrowRight");
    await expect(caption(page)).toHaveText(works[5]?.caption ?? "");
    await expect(openDialogs(page)).toHaveCount(1);
    await viewer.getByRole("button", { name: /^Previous sample/ }).click();
    await expect(caption(page)).toHaveText(works[4]?.caption ?? "");
    await expect(openDialogs(page)).toHaveCount(1);
    await viewer.getByRole("button", { name: "Close" }).click();
    await expect(openDialogs(page)).toHaveCount(0);
    await expect(thumbnail(page, 3)).toBeFocused();
  });
});
