import { desktop, expect, holdScripts, hydrated, navigate, test } from "../support/e2e.ts";

test.use({ viewport: { width: desktop.width, height: 700 } });

const backToTop = (page: import("@playwright/test").Page) => page.locator("button[aria-label='Back to top']");

test("the scroll-to-top button appears after one viewport height and returns smoothly to the top", async ({ page }) => {
  await page.goto("/all/content");
  await hydrated(page);
  await expect(backToTop(page)).toHaveCSS("opacity", "0");
  await page.evaluate(() => window.scrollTo(0, window.innerHeight - 50));
  await page.waitForTimeout(200);
  await expect(backToTop(page)).toHaveCSS("opacity", "0");
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 50));
  await expect(backToTop(page)).toHaveCSS("opacity", "1");

  const start = await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    window.addEventListener("scroll", () => seen.push(window.scrollY), { passive: true });
    return window.scrollY;
  });
  await backToTop(page).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Smooth: the page passed through positions between where it was and the top.
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(seen.some((y) => y > 0 && y < start)).toBe(true);
  await expect(backToTop(page)).toHaveCSS("opacity", "0");
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("scroll-to-top jumps instantly", async ({ page }) => {
    await page.goto("/all/content");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(backToTop(page)).toHaveCSS("opacity", "1");
    await backToTop(page).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** The first h2 on screen and how far it is from the top of the window. */
const headingOnScreen = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const heading = [...document.querySelectorAll("h2")].find((h) => h.getBoundingClientRect().top > 0);
    return heading && { text: heading.textContent, top: Math.round(heading.getBoundingClientRect().top) };
  });

test("a route change scrolls to the top; back returns to the same place", async ({ page }) => {
  await page.goto("/all/content");
  await hydrated(page);
  // Far down: the place is named by what is on screen.
  await page.evaluate(() => window.scrollTo(0, 2600));
  await page.waitForTimeout(100);
  const before = await headingOnScreen(page);
  expect(before?.top).toBeLessThan(700);
  await navigate(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/From manuscript/);
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/all\/content$/);
  await expect.poll(() => headingOnScreen(page)).toEqual(before);
});

test("a link to an anchor scrolls to its target, on the same page and on another", async ({ page }) => {
  await page.goto("/disclaimer");
  await hydrated(page);
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "Availability of the website" })
    .click();
  await expect(page).toHaveURL(/#availability-of-the-website$/);
  await expect(page.locator("#availability-of-the-website")).toBeInViewport();

  await navigate(page, "/all/digital");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Services");
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await navigate(page, "/disclaimer#links-to-other-websites");
  await expect(page.locator("#links-to-other-websites")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  // A section of a page whose sections arrive as a chunk of their own, after the navigation.
  await navigate(page, "/company/Aboutus#leadership");
  await expect(page.locator("#leadership")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test("a link followed before the scripts arrive is not finished again once the visitor has scrolled on", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  // A carousel arrow is an in-page link: followed before any script has arrived, the browser jumps.
  const list = page.getByRole("list", { name: "News highlights", exact: true });
  await page
    .locator("section", { has: list })
    .last()
    .getByRole("link", { name: /^Next news item/ })
    .click();
  await expect.poll(() => page.evaluate(() => window.location.hash)).not.toBe("");
  release();
  await hydrated(page);
  // The visitor reads on, down the page, before it has settled.
  const scrolled = page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        window.addEventListener("scrollend", () => resolve(window.scrollY), { once: true }),
      ),
  );
  await page.mouse.move(desktop.width / 2, 350);
  await page.mouse.wheel(0, 600);
  const readingAt = await scrolled;
  // The page settles (its rows start moving a second after it hydrates, after the scroll manager's
  // own check): the page stays where the visitor took it, rather than jumping back to the link's target.
  await page.locator("[data-moving=true]").first().waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
});
