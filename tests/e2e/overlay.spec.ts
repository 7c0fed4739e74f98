import { desktop, expect, holdBack, hydrated, pauseClock, reactive, test } from "../support/e2e.ts";

test.use({ viewport: desktop });

test("no overlay on the first load", async ({ page }) => {
  await page.goto("/all/products");
  await hydrated(page);
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a client-side route change shows the overlay over the page, then reveals it and announces it", async ({
  page,
}) => {
  // The page's clock stands still while the overlay is inspected, and the home page's poster is
  // held back meanwhile: the overlay stays (it gives up at 5 s) however slow the test machine.
  await page.clock.install();
  await page.goto("/disclaimer");
  await hydrated(page);
  const releasePoster = await holdBack(page, "**/media/home/hero/hero-poster-*");
  await pauseClock(page);
  await page.getByRole("banner").getByRole("link", { name: "Scriptoria home" }).click();
  const overlay = page.getByTestId("loading-overlay");
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(overlay).toHaveCSS("position", "fixed");
  await expect(overlay.locator("span")).toHaveCount(3);
  await expect(overlay.locator("span").first()).toHaveCSS("background-color", "rgb(247, 103, 7)");
  // The page underneath is inert while covered.
  await page.waitForFunction(
    () =>
      document.querySelector("[data-testid=loading-overlay]") && document.getElementById("main")?.parentElement?.inert,
    null,
    { polling: "raf" },
  );
  await expect(page.getByRole("status").filter({ hasText: "Loading page" })).toBeAttached();
  releasePoster();
  await page.clock.resume();
  await expect(overlay).toBeHidden();
  expect(await page.locator("#main").evaluate((main) => main.parentElement?.inert)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/From manuscript/);
  await expect(page.getByRole("status").filter({ hasText: "loaded" })).toHaveText(/Scriptoria \| .* loaded/);
});

test("the overlay waits for the new page's images and gives up after 5 s", async ({ page }) => {
  // The page's clock, moved on by the test: the 5 s pass at once.
  await page.clock.install();
  await page.goto("/disclaimer");
  await hydrated(page);
  // The home page's poster never arrives.
  await page.route("**/media/home/hero/hero-poster-*", () => {});
  // Time the overlay in the page itself, so a busy test runner cannot stretch the measure.
  const shownFor = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shownAt = 0;
        new MutationObserver(() => {
          const shown = document.querySelector("[data-testid=loading-overlay]") !== null;
          if (shown && !shownAt) shownAt = performance.now();
          if (!shown && shownAt) resolve(performance.now() - shownAt);
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.getByRole("banner").getByRole("link", { name: "Scriptoria home" }).click();
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await page.clock.runFor(3_500);
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await page.clock.runFor(1_600);
  const elapsed = await shownFor;
  // Up as long as the poster is missing (so still at 3.5 s), down once the 5 s limit passed.
  expect(elapsed).toBeGreaterThanOrEqual(4_900);
  expect(elapsed).toBeLessThan(7_000);
});

test("a link followed before the overlay's code has arrived still goes to its page", async ({ page }) => {
  // The overlay is a chunk of its own (components/layout/deferred.tsx): hold it back.
  const release = await holdBack(page, "**/assets/loading-overlay-*.js");
  await page.clock.install();
  await page.goto("/disclaimer");
  // The page is not wholly hydrated while a part waits for its code: wait for the logo's link.
  const home = page.getByRole("banner").getByRole("link", { name: "Scriptoria home" });
  await reactive(home);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await home.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/From manuscript/);
  release();
  // Once it has arrived, the next route change is covered as usual (the page's clock stands
  // still while that is seen: the overlay goes 350 ms after a page with few pictures).
  await hydrated(page);
  await pauseClock(page);
  await page.getByRole("banner").getByRole("link", { name: "Technology", exact: true }).click();
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await page.clock.resume();
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
});
