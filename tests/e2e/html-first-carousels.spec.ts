import type { Locator, Page } from "@playwright/test";
import { timelineShiftPx } from "../../app/lib/carousel-rules.ts";
import { about } from "../../core/copy/about.ts";
import { desktop, expect, holdScripts, hydrated, reactive, test, withoutScripts } from "../support/e2e.ts";

/**
 * The four carousels (the About page's timeline and testimonials, the home page's showcase and
 * news highlights) are lists that scroll sideways, with every item in the HTML: their links move
 * them without JavaScript, and a move made before the scripts arrive is what React shows once
 * they have.
 */

// Scripts held back arrive in waves (the page's, then its sections'), each one held again.
test.slow();

interface Carousel {
  name: string;
  path: string;
  /** The list's accessible name. */
  list: string;
  /** The heading of the section it belongs to. */
  heading: string;
  noun: string;
  count: number;
  /** Whether a position counter ("2 / 7") is shown at 1440 px. */
  counter: boolean;
}

const carousels: Carousel[] = [
  {
    name: "timeline",
    path: "/company/Aboutus",
    list: "Periods and their achievements",
    heading: "From one production floor to three offices",
    noun: "period",
    count: about.timeline.periods.length,
    counter: false,
  },
  {
    name: "testimonials",
    path: "/company/Aboutus",
    list: "Testimonials",
    heading: "What our clients say",
    noun: "testimonial",
    count: about.testimonials.items.length,
    counter: true,
  },
  {
    name: "showcase",
    path: "/",
    list: "Product walkthroughs",
    heading: "Publishing solutions in action",
    noun: "walkthrough",
    count: 3,
    counter: true,
  },
  {
    name: "news highlights",
    path: "/",
    list: "News highlights",
    heading: "News highlights",
    noun: "news item",
    count: 8,
    counter: true,
  },
];

/** The index of the item the list shows, from its scroll position. */
const shown = (list: Locator) =>
  list.evaluate((element) => Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));

/** The ids of the list's items, in order. */
const itemIds = (list: Locator) => list.evaluate((element) => [...element.children].map((item) => item.id));

const parts = (page: Page, carousel: Carousel) => {
  const list = page.getByRole("list", { name: carousel.list, exact: true });
  // The innermost section holding the list: its own.
  const section = page.locator("section", { has: list }).last();
  return {
    list,
    section,
    heading: section.getByRole("heading", { name: carousel.heading, level: 2 }),
    previous: section.getByRole("link", { name: new RegExp(`^Previous ${carousel.noun}`) }),
    next: section.getByRole("link", { name: new RegExp(`^Next ${carousel.noun}`) }),
  };
};

for (const carousel of carousels) {
  test.describe(carousel.name, () => {
    test("without JavaScript, every item is in the page and the next link moves the list", async ({ browser }) => {
      await withoutScripts(browser, async (page) => {
        await page.goto(carousel.path);
        const { list, heading, next } = parts(page, carousel);
        await expect(list.locator(":scope > li")).toHaveCount(carousel.count);
        await expect(list).toHaveAttribute("tabindex", "0");
        expect(await shown(list)).toBe(0);
        const ids = await itemIds(list);
        await expect(next).toHaveAttribute("href", `#${ids[1]}`);
        await next.click();
        await expect.poll(() => shown(list)).toBe(1);
        expect(new URL(page.url()).hash).toBe(`#${ids[1]}`);
        // The anchor jump keeps the section's heading and controls in view under the sticky header.
        await expect(heading).toBeInViewport();
        await expect(next).toBeInViewport();
        await expect(list.locator(":scope > li").nth(1)).toBeInViewport({ ratio: 0.5 });
        // The list scrolls from the keyboard too.
        await list.focus();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => shown(list)).toBe(2);
      });
    });

    test("moved before the scripts arrive, the list keeps its item and React agrees with it", async ({ page }) => {
      await page.setViewportSize(desktop);
      const release = await holdScripts(page);
      // A tap before any script has arrived.
      await page.goto(carousel.path, { waitUntil: "domcontentloaded" });
      const { list, section, previous, next } = parts(page, carousel);
      await next.click();
      await expect.poll(() => shown(list)).toBe(1);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

      release();
      await hydrated(page);
      await reactive(next);
      // React reads the position from the list: the counter and the arrows follow the item shown.
      await expect(previous).toHaveAttribute("aria-disabled", "false");
      await expect(list.locator(":scope > li").nth(1)).toHaveAttribute("data-current", "true");
      if (carousel.counter) await expect(section.getByText(`2 / ${carousel.count}`)).toBeVisible();
      expect(await shown(list)).toBe(1);

      // With scripts, next scrolls the list itself: no new hash, no jump of the page.
      const hash = new URL(page.url()).hash;
      const scrollY = await page.evaluate(() => window.scrollY);
      await next.click();
      await expect.poll(() => shown(list)).toBe(2);
      if (carousel.counter) await expect(section.getByText(`3 / ${carousel.count}`)).toBeVisible();
      expect(new URL(page.url()).hash).toBe(hash);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    });
  });
}

test.describe("timeline's year strip", () => {
  test("without JavaScript, a year is a link to its period", async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto("/company/Aboutus");
      const { list } = parts(page, carousels[0] as Carousel);
      await page.getByTestId("timeline-strip").getByRole("link").nth(4).click();
      await expect.poll(() => shown(list)).toBe(4);
      await expect(list.locator(":scope > li").nth(4)).toBeInViewport({ ratio: 0.5 });
    });
  });

  test("a year chosen before the scripts arrive is the one the strip marks once they have", async ({ page }) => {
    await page.setViewportSize(desktop);
    const release = await holdScripts(page);
    await page.goto("/company/Aboutus", { waitUntil: "domcontentloaded" });
    const strip = page.getByTestId("timeline-strip");
    const { list, next } = parts(page, carousels[0] as Carousel);
    await strip.getByRole("link").nth(4).click();
    await expect.poll(() => shown(list)).toBe(4);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    release();
    await hydrated(page);
    await reactive(next);
    await expect(strip.getByRole("link").nth(4)).toHaveAttribute("aria-current", "true");
    await expect(strip.locator("[aria-current]")).toHaveCount(1);
    await expect
      .poll(() => strip.evaluate((element) => 0 - new DOMMatrix(getComputedStyle(element).transform).m41))
      .toBe(timelineShiftPx(4));
    await expect(list.locator(":scope > li").nth(4)).toHaveAttribute("data-current", "true");
  });
});

test.describe("on a phone", () => {
  for (const path of ["/", "/company/Aboutus"]) {
    test(`${path}: the items fit the list and the page does not scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await hydrated(page);
      for (const carousel of carousels.filter((each) => each.path === path)) {
        const { list } = parts(page, carousel);
        const overflowing = await list.evaluate((element) =>
          [...element.children].filter((item) => item.scrollWidth > element.clientWidth).map((item) => item.id),
        );
        expect(overflowing, carousel.name).toEqual([]);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    });
  }
});
