import { desktop, expect, hydrated, test } from "./fixtures.ts";

test.use({ viewport: desktop });

test("no overlay on the first load", async ({ page, consoleErrors: _ }) => {
  await page.goto("/all/products");
  await hydrated(page);
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a client-side route change shows the overlay over the page, then reveals it and announces it", async ({
  page,
  consoleErrors: _,
}) => {
  await page.goto("/all/products");
  await hydrated(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Disclaimer" }).click();
  const overlay = page.getByTestId("loading-overlay");
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(overlay.locator("span")).toHaveCount(3);
  // The page underneath is inert while covered.
  await page.waitForFunction(
    () => document.querySelector("[data-testid=loading-overlay]") && document.getElementById("main")?.parentElement?.inert,
    null,
    { polling: "raf" },
  );
  await expect(overlay).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Disclaimer" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "loaded" })).toHaveText(/Disclaimer \| Scriptoria loaded/);
});
