import { plainText } from "../../core/copy/rich-text.ts";
import { testingServices } from "../../core/copy/testing-services.ts";
import { desktop, expect, hydrated, navigate, test } from "../support/e2e.ts";

test.use({ viewport: desktop });

for (const [slug, page] of Object.entries(testingServices)) {
  const toolMatrix = page.banner.some((column) => column.title === "Tool Matrix");
  test(`/${slug}: hero, summary banner ${toolMatrix ? "with" : "without"} Tool Matrix, title box and delivery process`, async ({
    page: browser,
  }) => {
    const response = await browser.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await hydrated(browser);
    await expect(browser).toHaveTitle(`${page.name} | Scriptoria`);
    await expect(browser.getByRole("heading", { level: 1 })).toHaveText(plainText(page.heading));
    const banner = browser.getByTestId("summary-banner");
    await expect(banner.locator("dt")).toHaveText(
      toolMatrix ? ["Service Type", "Model", "Tool Matrix"] : ["Service Type", "Model"],
    );
    const approach = browser.getByRole("region", { name: plainText(page.titleBox.title) });
    await expect(approach.getByRole("listitem")).toHaveCount(page.titleBox.bullets.length);
    await expect(approach.getByRole("heading", { name: page.titleBox.title2 })).toBeVisible();
    await expect(approach.getByText(page.titleBox.para2)).toBeVisible();
    await expect(browser.getByTestId("delivery-process").getByRole("heading", { level: 3 })).toHaveText(
      page.process.steps.map((step) => step.heading),
    );
  });
}

test("web development testing is the one page without a Tool Matrix", () => {
  const without = Object.entries(testingServices)
    .filter(([, page]) => !page.banner.some((column) => column.title === "Tool Matrix"))
    .map(([slug]) => slug);
  expect(without).toEqual(["webdevelopmenttesting"]);
});

test("the testing pages' links to them from /technology answer 200", async ({ request }) => {
  for (const slug of Object.keys(testingServices)) {
    expect((await request.get(`/${slug}`)).status()).toBe(200);
  }
});

test.describe("a direct hit on an unknown address", () => {
  // Chromium logs the 404 answer itself as a failed resource.
  test.use({ expectedConsoleErrors: { text: /status of 404/ } });

  for (const path of ["/content/nope", "/digital/nope", "/qualitytesting", "/content/peerreview/extra"]) {
    test(`a direct hit on ${path} is the not-found page with status 404`, async ({ page }) => {
      const scriptErrors: string[] = [];
      page.on("pageerror", (error) => scriptErrors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page).toHaveTitle("Page not found | Scriptoria");
      expect(scriptErrors).toEqual([]);
    });
  }
});

for (const path of ["/content/nope", "/digital/nope", "/qualitytesting"]) {
  test(`a client-side visit to ${path} renders the not-found page`, async ({ page }) => {
    await page.goto("/technology");
    await hydrated(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });
    await navigate(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("Page not found | Scriptoria");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // Nothing was requested for a page that was never built.
    expect(dataRequests).toEqual([]);
  });
}

test("case variants: the server redirects them, and so does a client-side visit", async ({ page, request }) => {
  const direct = await request.get("/Content/PeerReview", { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers().location).toBe("/content/peerreview");
  expect((await request.get("/AgileTesting", { maxRedirects: 0 })).headers().location).toBe("/agiletesting");

  await page.goto("/technology");
  await hydrated(page);
  await navigate(page, "/Content/PeerReview");
  await expect(page).toHaveURL(/\/content\/peerreview$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Peer review that keeps pace with your authors");
});

test("static single-segment pages are not taken for testing pages", async ({ page }) => {
  const pages: [string, string][] = [
    ["/technology", "Publishing technology, proven on our own floor"],
    ["/projectmanagement", "Publishing programmes, managed end to end"],
    ["/typesettingkpo", "Typesetting, proofreading and indexing at production scale"],
    ["/disclaimer", "Disclaimer"],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});
