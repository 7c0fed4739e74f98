import { contentServices } from "../../core/copy/content-services.ts";
import { digitalServices } from "../../core/copy/digital-services.ts";
import { plainText } from "../../core/copy/rich-text.ts";
import type { ServicePage } from "../../core/copy/service-types.ts";
import { testingCatalogue } from "../../core/copy/testing-catalogue.ts";
import { desktop, expect, hydrated, navigate, test } from "../support/e2e.ts";

test.use({ viewport: desktop });

const servicePages: [string, ServicePage][] = [
  ...Object.entries(contentServices).map(([slug, page]): [string, ServicePage] => [`/content/${slug}`, page]),
  ...Object.entries(digitalServices).map(([slug, page]): [string, ServicePage] => [`/digital/${slug}`, page]),
];

for (const [path, page] of servicePages) {
  test(`${path}: banner, services, industries and why choose us`, async ({ page: browser }) => {
    const response = await browser.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(browser);
    await expect(browser).toHaveTitle(`${page.contentTitle} | Scriptoria`);
    const hero = browser.locator("[data-hero]");
    await expect(hero.getByText(page.contentTitle, { exact: true })).toBeVisible();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(plainText(page.heading));
    await expect(hero.getByText(page.desc)).toBeVisible();
    const headerImage = hero.locator("img");
    await expect(headerImage).toHaveAttribute("alt", page.headerAlt);
    await expect(headerImage).toHaveAttribute("fetchpriority", "high");
    await expect(headerImage).not.toHaveAttribute("loading", "lazy");
    expect(await headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const services = browser.getByRole("region", { name: plainText(page.services.title) });
    if (page.services.kind === "grid") {
      await expect(services.getByRole("listitem")).toHaveCount(page.services.list.length);
      for (const card of page.services.list) {
        await expect(services.getByRole("heading", { level: 3, name: card.heading })).toBeVisible();
      }
    }
    const industries = browser.getByRole("region", { name: `${page.contentTitle} for your sector` });
    await expect(industries.getByRole("heading", { level: 3 })).toHaveText(page.industry.map((item) => item.name));
    const why = browser.getByRole("region", { name: plainText(page.why) });
    await expect(why.getByText(page.whyDesc)).toBeVisible();
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(page.reasons.map((reason) => reason.heading));
    await expect(why.locator("picture img")).toHaveAttribute("loading", "lazy");
  });
}

test("peer review adds the section on its review platform", async ({ page }) => {
  await page.goto("/content/peerreview");
  const platform = page.getByTestId("platform-section");
  await expect(platform.getByRole("heading", { level: 2 })).toHaveText("Run on Xpert Review, our own platform");
  await expect(platform.getByText("Built for the review office")).toBeVisible();
  await expect(platform.locator("li")).toHaveCount(contentServices.peerreview.platform.features.list.length);
  await expect(platform.getByRole("link", { name: "Explore Xpert Review" })).toHaveAttribute(
    "href",
    "/products/xpertreview",
  );
  // No other service page has it.
  await page.goto("/content/copyediting");
  await expect(page.getByTestId("service-grid")).toBeVisible();
  await expect(page.getByTestId("platform-section")).toHaveCount(0);
});

test("content transformation shows two cards with images instead of the grid", async ({ page }) => {
  await page.goto("/content/contenttransformation");
  await hydrated(page);
  await expect(page.getByTestId("service-grid")).toHaveCount(0);
  const showcase = page.getByTestId("service-showcase");
  const cards = showcase.locator(":scope > li");
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Archive to XML", "XML to every output"]);
  for (const card of await cards.all()) {
    const img = card.locator("picture img");
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("alt", /.{30,}/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  // Side by side on a large screen.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first?.y).toBe(second?.y);
  expect((second?.x ?? 0) > (first?.x ?? 0)).toBe(true);
});

test("/projectmanagement: overview, categories, six chips with logos and the four manuscript items", async ({
  page,
}) => {
  const response = await page.goto("/projectmanagement");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Publishing programmes, managed end to end");
  await expect(page.getByTestId("pm-overview").getByRole("listitem")).toHaveCount(4);
  const categories = page.getByRole("region", { name: "Journals and books we manage" });
  await expect(categories.getByRole("heading", { level: 3 })).toHaveText(["Journals", "Books"]);
  await expect(categories.getByRole("listitem")).toHaveCount(12);
  const chips = page.getByTestId("project-chips").getByRole("listitem");
  await expect(chips).toHaveText(["Copyediting", "Copyright", "Proofreading", "Artworks", "Typesetting", "Indexing"]);
  for (const logo of await chips.locator("img").all()) {
    await expect(logo).toHaveAttribute("src", /^\/media\/services\/chips\/[a-z]+\.svg$/);
    await expect.poll(() => logo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await expect(page.getByTestId("manuscript-stages").getByRole("heading", { level: 3 })).toHaveText([
    "Final Delivery",
    "Coordinating",
    "Handling",
    "Tracking of manuscripts",
  ]);
});

test("/typesettingkpo: hero and three alternating blocks with their points", async ({ page }) => {
  const response = await page.goto("/typesettingkpo");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const blocks = page.getByTestId("typesetting-blocks").locator(":scope > section");
  await expect(blocks.getByRole("heading", { level: 2 })).toHaveText(["Composition", "Proof Reading", "Indexing"]);
  for (const block of await blocks.all()) {
    await expect(block.locator("ul li").first()).toBeVisible();
  }
  // Image and text swap sides from one block to the next.
  const side = async (index: number) => {
    const image = await blocks.nth(index).locator("picture img").boundingBox();
    const heading = await blocks.nth(index).getByRole("heading").boundingBox();
    return (image?.x ?? 0) < (heading?.x ?? 0) ? "image-left" : "image-right";
  };
  expect([await side(0), await side(1), await side(2)]).toEqual(["image-left", "image-right", "image-left"]);
});

test("/technology: Get Started Now, four technology cards, the closing text and the testing pages", async ({
  page,
}) => {
  const response = await page.goto("/technology");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const hero = page.locator("[data-hero]");
  await expect(hero.getByRole("link", { name: "Get Started Now" })).toHaveAttribute("href", "/company/contactus");
  await expect(page.getByRole("region", { name: "Technology in service of the page" })).toBeVisible();
  await expect(page.getByTestId("technology-cards").getByRole("heading", { level: 3 })).toHaveText([
    "Artificial intelligence",
    "Machine learning",
    "Language processing",
    "Automation",
  ]);
  await expect(page.getByRole("heading", { name: "Built with publishers, for publishers" })).toBeVisible();
  const testing = page.locator("#testing-services");
  for (const [slug, item] of Object.entries(testingCatalogue)) {
    await expect(testing.getByRole("link", { name: item.name })).toHaveAttribute("href", `/${slug}`);
  }
  // The link reaches the testing page client-side.
  await testing.getByRole("link", { name: "DevOps Testing" }).click();
  await expect(page).toHaveURL(/\/devopstesting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quality gates inside your pipeline");
});

test("heroes: ink on content, technology and testing pages, light on digital pages", async ({ page }) => {
  const background = async (path: string) => {
    await page.goto(path);
    return page.locator("[data-hero]").evaluate((el) => getComputedStyle(el).backgroundColor);
  };
  const ink = "rgb(20, 40, 75)";
  expect(await background("/content/graphics")).toBe(ink);
  expect(await background("/technology")).toBe(ink);
  expect(await background("/manualtesting")).toBe(ink);
  expect(await background("/digital/healthops")).not.toBe(ink);
});

test("moving between service pages sets the shared service value and re-runs the overlay", async ({ page }) => {
  await page.goto("/content/editorialoffice");
  await hydrated(page);
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await page.waitForTimeout(400);
  await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  await navigate(page, "/content/graphics");
  await expect(page.getByTestId("loading-overlay")).toBeVisible();
  await expect(page.getByTestId("loading-overlay")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Artwork that is clear in print and accessible on screen",
  );
  await expect(page.getByTestId("service-grid").getByRole("listitem")).toHaveCount(
    contentServices.graphics.services.list.length,
  );
});

test("on phones the header illustration is left out and never downloaded", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const headers: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/media/services/headers/")) headers.push(request.url());
  });
  for (const path of ["/content/peerreview", "/digital/ebooks", "/agiletesting", "/technology"]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("[data-hero] picture")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  }
  expect(headers).toEqual([]);
  // From 640 px up it is shown (a window widened past 640 px fetches it then).
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.locator("[data-hero] picture img")).toBeVisible();
  await page.goto("/digital/ebooks");
  await expect(page.locator("[data-hero] picture img")).toBeVisible();
  expect(headers.some((url) => url.includes("/headers/ebooks-"))).toBe(true);
});
