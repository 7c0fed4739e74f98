import type { Locator, Page } from "@playwright/test";
import { TESTIMONIAL_EXCERPT_LENGTH, TESTIMONIAL_READ_MORE_OVER } from "../../app/lib/carousel-rules.ts";
import { about } from "../../core/copy/about.ts";
import { axeViolations, desktop, expect, hydrated, mobile, test } from "../support/e2e.ts";

const { periods } = about.timeline;
const testimonials = about.testimonials.items;
const years = (i: number) => `${periods[i]?.yearStart}–${periods[i]?.yearEnd}`;

/** Opens the About page and waits until the sections below the banner have hydrated. */
async function open(page: Page): Promise<void> {
  await page.goto("/company/Aboutus");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
}

/** Presses a control from the keyboard (Playwright will not click an aria-disabled one). */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press("Enter");
}

/**
 * A finger on the middle of `target`, an item of a carousel's list, moved by (dx, dy) in five
 * steps and lifted (real touch input). First the list must be ready for it: swiped by the page's
 * code (its `touch-action`), at rest (no move of the last swipe under way) and drawn on the screen.
 */
async function swipe(page: Page, target: Locator, dx: number, dy = 0): Promise<void> {
  const list = target.locator("xpath=ancestor::ul[@aria-label][1]");
  await expect(list).toHaveCSS("touch-action", "pan-y pinch-zoom");
  await expect(list).not.toHaveAttribute("data-moving-to");
  await target.scrollIntoViewIfNeeded();
  await expect(list).toBeInViewport();
  const box = await target.boundingBox();
  if (!box) throw new Error("swipe target is not visible");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const timeline = (page: Page) => page.getByRole("region", { name: "From one production floor to three offices" });
/** The period in view (every period is in the page, one per view). */
const currentPeriod = (page: Page) => page.locator("li[data-current]").getByTestId("timeline-period");
const periodHeading = (page: Page) => currentPeriod(page).getByRole("heading", { level: 3 });
/** How far the year strip is moved to the left, as rendered (after its transition). */
const stripShift = (page: Page) =>
  page.getByTestId("timeline-strip").evaluate((strip) => 0 - new DOMMatrix(getComputedStyle(strip).transform).m41);

test.describe("About page at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page, consoleErrors: _ }) => {
    await open(page);
  });

  test("banner, title, description and Open Graph image", async ({ page, request }) => {
    await expect(page).toHaveTitle("About Us | Scriptoria");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Twenty years of care over every page");
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", about.summary);
    const og = await page.locator("meta[property='og:image']").getAttribute("content");
    expect(og).toMatch(/\/media\/about\/og-about\.png$/);
    const image = await request.get(new URL(og ?? "").pathname);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("who we are: 20+ years, 20 clients, 8M pages", async ({ page }) => {
    const stats = page.getByTestId("about-stats");
    await expect(stats.locator("dd")).toHaveText(["20+", "20", "8M"]);
    await expect(stats.locator("dt")).toHaveText([/^Years of experience/, /^Satisfied clients/, /^Successful pages/]);
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
  });

  test("timeline: eleven year links, clamped steps and the strip's position", async ({ page }) => {
    const section = timeline(page);
    const strip = page.getByTestId("timeline-strip");
    const buttons = strip.getByRole("link");
    await expect(buttons).toHaveText(periods.map((_, i) => years(i)));
    const previous = section.getByRole("link", { name: /Previous period/ });
    const next = section.getByRole("link", { name: /Next period/ });

    // Index 0: at the start, previous is unavailable and does nothing.
    await expect(buttons.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await expect(previous).toHaveAccessibleName(/unavailable: this is the first period/);
    await press(previous);
    await expect(periodHeading(page)).toHaveText(years(0));
    await expect.poll(() => stripShift(page)).toBe(0);

    // A year link selects its period and is marked as the selected one.
    await buttons.nth(3).click();
    await expect(periodHeading(page)).toHaveText(years(3));
    await expect(buttons.nth(3)).toHaveAttribute("aria-current", "true");
    await expect(strip.locator("[aria-current]")).toHaveCount(1);
    await expect(currentPeriod(page)).toContainText(periods[3]?.achievements[0] ?? "");
    await expect.poll(() => stripShift(page)).toBe(456);

    await buttons.nth(6).click();
    await expect(periodHeading(page)).toHaveText(years(6));
    await expect.poll(() => stripShift(page)).toBe(912);

    // Past index 6 the strip stays where it is; next stops at the last period.
    for (let i = 7; i <= 10; i++) {
      await press(next);
      await expect(periodHeading(page)).toHaveText(years(i));
    }
    await expect.poll(() => stripShift(page)).toBe(912);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await press(next);
    await expect(periodHeading(page)).toHaveText(years(10));
    await expect(buttons.nth(10)).toHaveAttribute("aria-current", "true");
    await expect(buttons.nth(10)).toBeInViewport();
    await expect(previous).toHaveAttribute("aria-disabled", "false");
    await press(previous);
    await expect(periodHeading(page)).toHaveText(years(9));
  });

  test("timeline: a move the browser drops before its first frame is started again", async ({ page }) => {
    const list = page.getByRole("list", { name: "Periods and their achievements" });
    await list.scrollIntoViewIfNeeded();
    // The year link starts a smooth move; a scroll to where the list already is, in the same
    // task, cancels it without a single scroll event (as WebKit does when it re-snaps the list
    // after a layout under load).
    await page
      .getByTestId("timeline-strip")
      .getByRole("link", { name: years(3) })
      .evaluate((link) => {
        const box = document.querySelector<HTMLElement>('[aria-label="Periods and their achievements"]');
        (link as HTMLElement).click();
        box?.scrollTo({ left: box.scrollLeft, behavior: "instant" });
      });
    await expect(list).not.toHaveAttribute("data-moving-to");
    await expect.poll(() => list.evaluate((box) => Math.round(box.scrollLeft / box.clientWidth))).toBe(3);
    await expect(periodHeading(page)).toHaveText(years(3));
  });

  test("timeline: the arrows sit at the sides of the strip", async ({ page }) => {
    const section = timeline(page);
    const viewport = await page.getByTestId("timeline-viewport").boundingBox();
    const previous = await section.getByRole("link", { name: /Previous period/ }).boundingBox();
    const next = await section.getByRole("link", { name: /Next period/ }).boundingBox();
    if (!viewport || !previous || !next) throw new Error("timeline controls not laid out");
    expect(previous.x + previous.width).toBeLessThanOrEqual(viewport.x);
    expect(next.x).toBeGreaterThanOrEqual(viewport.x + viewport.width);
    for (const arrow of [previous, next]) {
      expect(arrow.y).toBeGreaterThanOrEqual(viewport.y);
      expect(arrow.y + arrow.height).toBeLessThanOrEqual(viewport.y + viewport.height);
    }
  });

  test("leadership: the bio opens in a modal dialog and closes with Escape and Close", async ({ page }) => {
    const leader = about.leadership.leaders[0];
    if (!leader) throw new Error("no leaders");
    const section = page.getByRole("region", { name: "The people who lead the work" });
    await expect(section.getByRole("listitem")).toHaveCount(about.leadership.leaders.length);
    const readBio = section.getByRole("button", { name: `Read Bio of ${leader.name}` });
    await readBio.scrollIntoViewIfNeeded();
    await expect(section.getByRole("img", { name: `Illustrated portrait of ${leader.name}` })).toBeVisible();
    const scrolled = await page.evaluate(() => window.scrollY);

    await readBio.click();
    const dialog = page.getByRole("dialog", { name: leader.name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(leader.role);
    for (const paragraph of leader.body) await expect(dialog).toContainText(paragraph);
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null);
    expect(await focusInDialog()).toBe(true);
    // Focus stays in the dialog: nothing behind it can take focus.
    for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return active !== null && active !== document.body && active.closest("dialog[open]") === null;
      });
      expect(outside, `focus left the dialog after ${key}`).toBe(false);
    }
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The dialog is accessible while open.
    expect(await axeViolations(page, { all: true })).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(readBio).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await readBio.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(readBio).toBeFocused();

    // Another leader's bio is another dialog.
    const second = about.leadership.leaders[1];
    await section.getByRole("button", { name: `Read Bio of ${second?.name}` }).click();
    await expect(page.getByRole("dialog", { name: second?.name })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
  });

  test("testimonials: seven, clamped, 350/400-character rule, collapse on move", async ({ page }) => {
    const section = page.getByRole("region", { name: "What our clients say" });
    const card = section.locator("li[data-current]").getByTestId("testimonial");
    const text = card.getByTestId("testimonial-text");
    const readMore = card.getByRole("button", { name: "Read More" });
    const previous = section.getByRole("link", { name: /Previous testimonial/ });
    const next = section.getByRole("link", { name: /Next testimonial/ });

    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await press(previous);
    await expect(section.getByText("1 / 7")).toBeVisible();

    for (const [i, item] of testimonials.entries()) {
      await expect(card).toContainText(item.name);
      await expect(card).toContainText(item.publisher);
      await expect(card.locator("img")).toHaveAttribute("src", new RegExp(`/avatars/${item.avatar}-`));
      if (item.quote.length > TESTIMONIAL_READ_MORE_OVER) {
        // Over 400 characters: the first 350, then Read More expands the whole text.
        await expect(text).toHaveText(`${item.quote.slice(0, TESTIMONIAL_EXCERPT_LENGTH)}…`);
        await expect(readMore).toHaveAttribute("aria-expanded", "false");
        await readMore.click();
        await expect(text).toHaveText(item.quote);
        await expect(card.getByRole("button", { name: "Read Less" })).toHaveAttribute("aria-expanded", "true");
      } else {
        // 400 or fewer (including one of 351 to 400): in full, without the control.
        await expect(text).toHaveText(item.quote);
        await expect(card.getByRole("button")).toHaveCount(0);
      }
      if (i < testimonials.length - 1) await press(next);
    }
    await expect(section.getByText("7 / 7")).toBeVisible();
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await press(next);
    await expect(section.getByText("7 / 7")).toBeVisible();

    // Moving to another testimonial collapses an expanded one.
    const longIndex = testimonials.findIndex((item) => item.quote.length > TESTIMONIAL_READ_MORE_OVER);
    for (let i = testimonials.length - 1; i > longIndex; i--) await press(previous);
    await readMore.click();
    await expect(text).toHaveText(testimonials[longIndex]?.quote ?? "");
    await press(longIndex > 0 ? previous : next);
    await press(longIndex > 0 ? next : previous);
    await expect(text).toHaveText(`${testimonials[longIndex]?.quote.slice(0, TESTIMONIAL_EXCERPT_LENGTH)}…`);
    await expect(readMore).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("About page at 600 px", () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test("the timeline's arrows sit below the strip, and the selected year stays in view", async ({
    page,
    consoleErrors: _,
  }) => {
    await open(page);
    const section = timeline(page);
    const viewport = page.getByTestId("timeline-viewport");
    const box = await viewport.boundingBox();
    const next = section.getByRole("link", { name: /Next period/ });
    for (const arrow of [section.getByRole("link", { name: /Previous period/ }), next]) {
      const arrowBox = await arrow.boundingBox();
      if (!box || !arrowBox) throw new Error("timeline controls not laid out");
      expect(arrowBox.y).toBeGreaterThanOrEqual(box.y + box.height);
    }
    await expect(section.getByText("1 / 11")).toBeVisible();
    for (let i = 1; i <= 10; i++) await press(next);
    await expect(periodHeading(page)).toHaveText(years(10));
    await expect.poll(() => stripShift(page)).toBe(912);
    // The strip is narrower than five years here: it scrolls the selected one into view.
    const selected = page.getByTestId("timeline-strip").locator("[aria-current]");
    await expect
      .poll(async () => {
        const [outer, inner] = [await viewport.boundingBox(), await selected.boundingBox()];
        return outer && inner ? inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1 : false;
      })
      .toBe(true);
  });
});

test.describe("swipes on a touch screen", () => {
  test.use({ viewport: mobile, hasTouch: true });

  test.beforeEach(async ({ page, consoleErrors: _ }) => {
    await open(page);
  });

  test("timeline: a horizontal swipe over 50 px moves, a shorter one or a vertical scroll does not", async ({
    page,
  }) => {
    const panel = currentPeriod(page);
    await swipe(page, panel, -40);
    await expect(periodHeading(page)).toHaveText(years(0));
    await swipe(page, panel, -70);
    await expect(periodHeading(page)).toHaveText(years(1));
    await swipe(page, panel, -70);
    await expect(periodHeading(page)).toHaveText(years(2));
    await swipe(page, panel, 70);
    await expect(periodHeading(page)).toHaveText(years(1));
    await swipe(page, panel, 45);
    await expect(periodHeading(page)).toHaveText(years(1));
    // Scrolling the page (mostly vertical, even with some sideways drift) changes nothing.
    await swipe(page, panel, -60, -160);
    await expect(periodHeading(page)).toHaveText(years(1));
    await swipe(page, panel, 0, 200);
    await expect(periodHeading(page)).toHaveText(years(1));
    // Swipes stop at the first period.
    await swipe(page, panel, 70);
    await swipe(page, panel, 70);
    await expect(periodHeading(page)).toHaveText(years(0));
  });

  test("testimonials: the same swipe steps through them and stops at the ends", async ({ page }) => {
    const section = page.getByRole("region", { name: "What our clients say" });
    const card = section.locator("li[data-current]").getByTestId("testimonial");
    await swipe(page, card, 80);
    await expect(section.getByText("1 / 7")).toBeVisible();
    await swipe(page, card, -30);
    await expect(section.getByText("1 / 7")).toBeVisible();
    await swipe(page, card, -80);
    await expect(section.getByText("2 / 7")).toBeVisible();
    await expect(card).toContainText(testimonials[1]?.name ?? "");
    await swipe(page, card, 80);
    await expect(section.getByText("1 / 7")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test("the whole page is in the prerendered HTML", async ({ page }) => {
    await page.goto("/company/Aboutus");
    for (const name of [
      "Publishing people who build their own tools",
      "Why we do this work",
      "From one production floor to three offices",
      "The people who lead the work",
      "What our clients say",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    // Every leader's card is there, with the bio in its closed dialog, ready to open.
    for (const leader of about.leadership.leaders) {
      await expect(page.getByRole("heading", { level: 3, name: leader.name })).toBeVisible();
      await expect(page.locator("dialog:not([open])", { hasText: leader.body[0] })).toHaveCount(1);
    }
  });
});
