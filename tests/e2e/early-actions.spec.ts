import type { Page, Route } from "@playwright/test";
import { readPage } from "../../server/page-html.ts";
import { expect, hydrated, test, throttle } from "../support/e2e.ts";

/**
 * What a visitor does while the page's code is still arriving never empties the page. Every
 * in-page link (the skip link, a carousel's arrow, a timeline year) is a history change the
 * router hears; heard while the page's sections, the header's menus or the footer were still
 * waiting for their code, it used to throw their HTML away until the code came (late-popstate.ts).
 */

interface Action {
  name: string;
  path: string;
  /** Follows the link the way a visitor would. */
  follow: (page: Page) => Promise<void>;
  /** The link's target: where the page is once things have settled. */
  landed: (page: Page) => Promise<void>;
}

const skipLink = (path: string): Action => ({
  name: `${path}: the skip link`,
  path,
  follow: async (page) => {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
  },
  landed: async (page) => {
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("main")).toBeFocused();
  },
});

/** The index of the item a sideways list shows. */
const shownItem = (page: Page, list: string) =>
  page
    .getByRole("list", { name: list, exact: true })
    .evaluate((element) => Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));

const carouselLink = (name: string, path: string, list: string, link: string, item: number): Action => ({
  name: `${path}: ${name}`,
  path,
  follow: async (page) => {
    const section = page.locator("section", { has: page.getByRole("list", { name: list, exact: true }) }).last();
    const target = name.startsWith("a timeline year")
      ? page.getByTestId("timeline-strip").getByRole("link").nth(item)
      : section.getByRole("link", { name: new RegExp(`^${link}`) });
    await target.click();
  },
  landed: async (page) => {
    await expect.poll(() => shownItem(page, list)).toBe(item);
    const id = await page
      .getByRole("list", { name: list, exact: true })
      .evaluate((element, index) => element.children[index]?.id, item);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
  },
});

const actions: Action[] = [
  skipLink("/"),
  skipLink("/company/Aboutus"),
  skipLink("/content/peerreview"),
  carouselLink("a timeline year", "/company/Aboutus", "Periods and their achievements", "", 4),
  carouselLink("a testimonials arrow", "/company/Aboutus", "Testimonials", "Next testimonial", 1),
  carouselLink("a showcase arrow", "/", "Product walkthroughs", "Next walkthrough", 1),
];

/**
 * Records, from the start, the fewest elements <main> and the header have held after any change
 * to the page (a MutationObserver sees every state React commits).
 */
async function recordSmallest(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const smallest = { main: Number.POSITIVE_INFINITY, header: Number.POSITIVE_INFINITY };
    Object.assign(window, { __smallest: smallest });
    const count = (selector: string) => document.querySelector(selector)?.getElementsByTagName("*").length ?? 0;
    const sample = () => {
      smallest.main = Math.min(smallest.main, count("main"));
      smallest.header = Math.min(smallest.header, count("header"));
    };
    document.addEventListener("DOMContentLoaded", () => {
      sample();
      new MutationObserver(sample).observe(document.body, { childList: true, subtree: true });
    });
  });
}

const smallest = (page: Page) =>
  page.evaluate(() => (window as unknown as { __smallest: { main: number; header: number } }).__smallest);

const sizes = (page: Page) =>
  page.evaluate(() => ({
    main: document.querySelector("main")?.getElementsByTagName("*").length ?? 0,
    header: document.querySelector("header")?.getElementsByTagName("*").length ?? 0,
  }));

/** The scripts a page loads first (its start-up script's imports and modulepreloads). */
async function firstLoadScripts(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  return new Set(readPage(html).moduleFiles);
}

/**
 * Holds back every script the page loads after its first ones (its sections, the header's
 * menus, the footer, the scroll and overlay parts) until the returned function is called.
 */
async function holdLaterParts(page: Page, path: string): Promise<() => void> {
  const first = await firstLoadScripts(page, path);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route: Route) => {
    if (!first.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}

test.describe("an in-page link followed while the page's parts are still on their way", () => {
  for (const action of actions) {
    test(action.name, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await recordSmallest(page);
      const release = await holdLaterParts(page, action.path);
      await page.goto(action.path, { waitUntil: "domcontentloaded" });
      // The router is listening, the page's later parts are not there yet.
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      const before = await sizes(page);

      await action.follow(page);
      // The browser has followed the link; the page's later parts are still held.
      await expect(page).toHaveURL(/#/);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

      release();
      await hydrated(page);
      await action.landed(page);
      const settled = await smallest(page);
      expect(settled.main, "<main> at any moment").toBeGreaterThanOrEqual(before.main * 0.9);
      expect(settled.header, "the header at any moment").toBeGreaterThanOrEqual(before.header * 0.9);
    });
  }
});

test.describe("on a slow phone, an in-page link followed at once, soon or late", () => {
  test.slow();
  for (const path of ["/", "/company/Aboutus", "/content/peerreview"]) {
    // Moments after DOMContentLoaded, in the page's own time: each a step of the page's start-up.
    for (const moment of ["the HTML is parsed", "the router is listening", "the page is interactive"]) {
      test(`${path}: the skip link when ${moment}`, async ({ page }) => {
        await page.setViewportSize({ width: 412, height: 823 });
        await recordSmallest(page);
        await throttle(page);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        if (moment !== "the HTML is parsed") await page.waitForFunction(() => "__reactRouterDataRouter" in window);
        if (moment === "the page is interactive") await hydrated(page);
        const before = await sizes(page);
        await skipLink(path).follow(page);
        await hydrated(page);
        await skipLink(path).landed(page);
        const settled = await smallest(page);
        expect(settled.main, "<main> at any moment").toBeGreaterThanOrEqual(before.main * 0.9);
        expect(settled.header, "the header at any moment").toBeGreaterThanOrEqual(before.header * 0.9);
      });
    }
  }
});
