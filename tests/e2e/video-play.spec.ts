import type { Locator, Page } from "@playwright/test";
import { desktop, expect, holdBack, hydrated, test, throttle } from "../support/e2e.ts";

/**
 * A video's start can be cut short: the visitor presses play and moves on before the file has
 * arrived, and the browser rejects the start. Nothing of that reaches the visitor as an error, and a
 * browser that refuses to play leaves the poster and the play button (lib/play-video.ts).
 */

/** Counts the `pause` events of a video element from now on. */
async function countPauses(video: Locator): Promise<() => Promise<number>> {
  await video.evaluate((element) => {
    const counted = element as HTMLVideoElement & { pauses?: number };
    counted.pauses = 0;
    element.addEventListener("pause", () => {
      counted.pauses = (counted.pauses ?? 0) + 1;
    });
  });
  return () => video.evaluate((element) => (element as HTMLVideoElement & { pauses?: number }).pauses ?? 0);
}

/** One more task of the page: whatever the last one left unhandled has been reported by now. */
const nextTask = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));

const showcase = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { name: "Publishing solutions in action" }) });

test("a walkthrough started and left at once, on a slow line, raises no error", async ({ page, consoleErrors }) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  await hydrated(page);
  // A slow line, so that a video's file is still arriving when the visitor moves on.
  await throttle(page, { slowProcessor: false });
  const section = showcase(page);
  const current = section.locator("li[data-current]");
  const video = section.locator("li").first().locator("video");
  const pauses = await countPauses(video);

  await section.getByRole("button", { name: "Play the EditLaTeX walkthrough" }).click();
  const next = section.getByRole("link", { name: /Next walkthrough/ });
  await next.focus();
  await next.press("Enter");
  await expect(current.getByRole("heading", { level: 3 })).toHaveText("Xpert Review");
  // Leaving the walkthrough paused it while its start was pending: the start was cut short.
  await expect.poll(pauses).toBe(1);
  await expect(video).toHaveJSProperty("paused", true);
  await nextTask(page);
  expect(consoleErrors).toEqual([]);
});

test("the hero's video paused and played again at once, on a slow line, raises no error", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  await hydrated(page);
  const video = page.getByTestId("hero-video");
  // Playing, so that the button's first press pauses it.
  await expect(video).toHaveJSProperty("paused", false);
  // A slow line, so that a video's file is still arriving when the visitor moves on.
  await throttle(page, { slowProcessor: false });
  const toggle = page.getByRole("button", { name: /^(Play|Pause) background video$/ });
  const pauses = await countPauses(video);
  // Pause, play (a start that waits for the file on a slow line) and pause again at once.
  await toggle.click();
  await toggle.click();
  await toggle.click();
  await expect.poll(pauses).toBe(2);
  await expect(video).toHaveJSProperty("paused", true);
  await nextTask(page);
  expect(consoleErrors).toEqual([]);
});

test("Pause pressed while the hero's video is still waiting for its file stops it from starting", async ({
  page,
  consoleErrors,
}) => {
  const release = await holdBack(page, "**/*.{webm,mp4}");
  await page.setViewportSize(desktop);
  await page.goto("/");
  await hydrated(page);
  const video = page.getByTestId("hero-video");
  await expect(video).toHaveCount(1);
  // Set to play, but nothing of the file has arrived: the element is still paused.
  await expect(video).toHaveJSProperty("paused", true);
  await page.getByRole("button", { name: "Pause background video" }).click();
  await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
  await expect(video).toHaveJSProperty("paused", true);
  // The file arrives, and the video stays still.
  release();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  await nextTask(page);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  // Pressed again, it plays.
  await page.getByRole("button", { name: "Play background video" }).click();
  await expect(video).toHaveJSProperty("paused", false);
  await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a browser that refuses to play keeps the walkthrough's poster and play button", async ({ page }) => {
  // As a browser saving power or data refuses a start.
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () =>
      Promise.reject(new DOMException("play() is not allowed here", "NotAllowedError"));
  });
  await page.setViewportSize(desktop);
  await page.goto("/");
  await hydrated(page);
  const current = showcase(page).locator("li[data-current]");
  const play = current.getByRole("button", { name: "Play the EditLaTeX walkthrough" });
  await play.click();
  await expect(current.getByRole("button", { name: /^Play the / })).toBeVisible();
  await expect(play).toBeVisible();
  await expect(current.locator("video")).not.toHaveAttribute("controls", "");
});
