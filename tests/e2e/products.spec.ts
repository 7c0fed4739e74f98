import type { Page } from "@playwright/test";
import { productPages, productSlugs, productSummaries } from "../../core/copy/products.ts";
import { plainText } from "../../core/copy/rich-text.ts";
import { site, siteUrl } from "../../core/copy/site.ts";
import { axeViolations, desktop, expect, hydrated, mobile, navigate, reactive, test } from "../support/e2e.ts";

/** SPEC section 9: key features per product (Xpert Xpress: its six integrity-check groups). */
const featureCounts = {
  vedas: 5,
  editlatex: 8,
  xpertreview: 5,
  xpertxpress: 6,
  xpertproof: 4,
  xperttrack: 10,
} as const;

/** The products with a walkthrough video, and with a live site. */
const withWalkthrough = ["editlatex", "xpertreview", "xperttrack"];
const liveSites: Record<string, string> = {
  editlatex: site.liveSites.editlatex,
  xpertreview: site.liveSites.xpertreview,
};

/** The paths of the product pictures the page requests from now on. */
function productMediaRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/media/products/")) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Scrolls through the whole page, so every lazy picture in it would load. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.mouse.wheel(0, 500);
  await page.waitForLoadState("networkidle");
}

test.describe("every product page at desktop width", () => {
  test.use({ viewport: desktop });

  for (const slug of productSlugs) {
    const record = productPages[slug];
    test(`/products/${slug}: hero, sections, ${featureCounts[slug]} features, meta`, async ({ page }) => {
      const response = await page.goto(`/products/${slug}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page).toHaveTitle(`${record.title} | Scriptoria`);
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", `${siteUrl}/products/${slug}`);
      await expect(page.locator("meta[property='og:image']")).toHaveAttribute("content", `${siteUrl}${record.ogImage}`);

      const hero = page.locator("[data-hero]");
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(hero.getByRole("heading", { level: 1 })).toHaveText(plainText(record.Section1.Heading));
      await expect(hero.getByText(record.Section1.Title, { exact: true })).toBeVisible();
      await expect(hero.getByText(record.Section1.desc)).toBeVisible();
      await expect(hero.getByRole("link", { name: "Explore The Platform" })).toHaveAttribute(
        "href",
        `/company/contactus?product=${slug}`,
      );

      // The header picture is the largest paint: eager, high priority, sized.
      const header = hero.locator("picture img");
      await expect(header).toHaveAttribute("alt", record.Section1.alt);
      await expect(header).toHaveAttribute("fetchpriority", "high");
      await expect(header).toHaveAttribute("loading", "eager");
      await expect(header).toHaveAttribute("width", String(record.Section1.img.width));
      await expect(header).toHaveAttribute("height", String(record.Section1.img.height));
      expect(await header.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
        `/media/products/${slug}/header-`,
      );

      // 'Visit Live Site' only where the product has one: a new tab, without the opener.
      const live = hero.getByRole("link", { name: "Visit Live Site (opens in a new tab)" });
      if (liveSites[slug]) {
        await expect(live).toHaveAttribute("href", liveSites[slug]);
        await expect(live).toHaveAttribute("target", "_blank");
        await expect(live).toHaveAttribute("rel", "noopener");
      } else {
        await expect(hero.getByRole("link", { name: /Visit Live Site/ })).toHaveCount(0);
      }

      // The process flow: the diagram and its steps as an ordered list of text.
      const flow = page.getByTestId("product-flow");
      await expect(flow.getByRole("heading", { level: 2 })).toHaveText(plainText(record.flow.title));
      await expect(flow.getByTestId("product-flow-image")).toBeVisible();
      const steps = flow.locator("ol > li");
      await expect(steps).toHaveCount(record.flow.steps.length);
      for (const [index, step] of record.flow.steps.entries()) {
        await expect(steps.nth(index).getByRole("heading", { level: 3 })).toHaveText(
          `Step ${index + 1}: ${step.title}`,
        );
        await expect(steps.nth(index)).toContainText(step.desc);
      }

      // The key features, each with its title and description.
      const features = page.getByTestId("product-features");
      await expect(features.getByRole("heading", { level: 2 })).toHaveText(plainText(record.Section4.Title));
      const items =
        slug === "xpertxpress" ? features.getByTestId("integrity-groups").locator("> li") : features.locator("li");
      await expect(items).toHaveCount(featureCounts[slug]);
      for (const [index, feature] of record.Section4.Features.entries()) {
        await expect(items.nth(index).getByRole("heading", { level: 3 })).toContainText(feature.Title);
        await expect(items.nth(index)).toContainText(feature.desc);
      }

      const walkthrough = page.getByTestId("product-walkthrough");
      await expect(walkthrough).toHaveCount(withWalkthrough.includes(slug) ? 1 : 0);

      const demo = page.getByTestId("product-demo");
      await expect(demo.getByRole("heading", { level: 2 })).toHaveText(record.closing.title);
      await expect(demo.getByRole("link", { name: "Ask for a demonstration" })).toHaveAttribute(
        "href",
        `/company/contactus?product=${slug}`,
      );
      // axe checks this layout with every route's (all-routes.spec.ts).
    });
  }

  test("Xpert Track lists the ten features the spec names", async ({ page }) => {
    await page.goto("/products/xperttrack");
    await expect(page.getByTestId("product-features").getByRole("heading", { level: 3 })).toHaveText([
      /^Auto file movement$/i,
      /^Auto emailing$/i,
      /^Real-time tracking$/i,
      /^Centralized dashboard$/i,
      /^Automated workflow$/i,
      /^Collaboration$/i,
      /^Customizable reports$/i,
      /^Resource management$/i,
      /^Risk management$/i,
      /^Integrations$/i,
    ]);
  });

  test("EditLaTeX: the three panes and three overview blocks", async ({ page }) => {
    await page.goto("/products/editlatex");
    await expect(page.getByTestId("product-panes").getByRole("heading", { level: 3 })).toHaveText([
      "Queries and corrections",
      "Editing window",
      "PDF viewer",
    ]);
    await expect(page.getByTestId("product-overview").getByRole("heading", { level: 3 })).toHaveCount(3);
  });

  test("Xpert Proof: offline and online modes, four features in four columns", async ({ page }) => {
    await page.goto("/products/xpertproof");
    await expect(page.getByTestId("product-overview").getByRole("heading", { level: 3 })).toHaveText([
      "Online mode",
      "Offline mode",
    ]);
    const cards = page.getByTestId("product-features").locator("li");
    await cards.first().scrollIntoViewIfNeeded();
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    const tops = new Set(boxes.map((box) => Math.round(box?.y ?? -1)));
    const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? -1)));
    expect(tops.size, "one row").toBe(1);
    expect(lefts.size, "four columns").toBe(4);
  });

  test("Xpert Xpress: the article block's six checks and the report's six topics", async ({ page }) => {
    await page.goto("/products/xpertxpress");
    const report = productPages.xpertxpress.report;
    await expect(page.getByTestId("article-checks").locator("li")).toHaveText(report.article.bullets);
    const benefits = page.getByTestId("report-benefits");
    await expect(benefits.getByRole("term")).toHaveText(["Authors", "Editors"]);
    await expect(page.getByTestId("report-topics").locator("li")).toHaveText(
      report.benefits.topics.map((topic, index) => `${String(index + 1).padStart(2, "0")}${topic}`),
    );
  });

  test("a walkthrough shows its poster and loads the video only when played", async ({ page }) => {
    const videos: string[] = [];
    page.on("request", (request) => {
      if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videos.push(request.url());
    });
    await page.goto("/products/editlatex");
    await hydrated(page);
    const section = page.getByTestId("product-walkthrough");
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("button", { name: /^Play the / })).toBeVisible();
    await expect(section.locator("video")).toHaveAttribute("preload", "none");
    await page.waitForLoadState("networkidle");
    expect(videos).toEqual([]);
    await section.getByRole("button", { name: "Play the EditLaTeX walkthrough" }).click();
    await expect(section.getByRole("button", { name: /^Play the / })).toHaveCount(0);
    await expect(section.locator("video")).toHaveAttribute("controls", "");
    await expect.poll(() => videos.length).toBeGreaterThan(0);
    expect(videos.every((url) => url.includes("/media/home/showcase/editlatex."))).toBe(true);
  });

  test("desktop: the desktop header picture and the flow diagram load, not the mobile picture", async ({ page }) => {
    const media = productMediaRequests(page);
    await page.goto("/products/vedas");
    await hydrated(page);
    await scrollThrough(page);
    expect(media.some((path) => /\/vedas\/header-\d+\./.test(path))).toBe(true);
    expect(media.some((path) => /\/vedas\/flow-\d+\./.test(path))).toBe(true);
    expect(media.filter((path) => path.includes("header-mobile"))).toEqual([]);
  });
});

test.describe("Xpert Xpress integrity-check groups", () => {
  test.use({ viewport: desktop });

  test("one open at a time; closed by its summary, an outside click and Escape", async ({ page }) => {
    await page.goto("/products/xpertxpress");
    await hydrated(page);
    const groups = page.getByTestId("integrity-groups").locator("details");
    const summaries = groups.locator("> summary");
    await expect(groups).toHaveCount(6);
    await reactive(groups.first());
    const open = () => groups.evaluateAll((list) => list.map((group) => (group as HTMLDetailsElement).open));

    // The first group starts open; its checks are in the HTML either way.
    expect(await open()).toEqual([true, false, false, false, false, false]);

    await summaries.nth(2).click();
    expect(await open()).toEqual([false, false, true, false, false, false]);
    for (const item of productPages.xpertxpress.Section4.Features[2]?.items ?? []) {
      await expect(groups.nth(2).getByText(item)).toBeVisible();
    }

    // Its own summary closes it again.
    await summaries.nth(2).click();
    await expect(groups.and(page.locator("[open]"))).toHaveCount(0);

    // A click outside the groups closes the open one; a click inside does not.
    await summaries.nth(4).click();
    await groups.nth(4).getByRole("list").click();
    await expect(groups.nth(4)).toHaveAttribute("open", "");
    await page.getByTestId("product-features").getByRole("heading", { level: 2 }).click();
    await expect(groups.and(page.locator("[open]"))).toHaveCount(0);

    // Escape closes it.
    await summaries.nth(1).click();
    await expect(groups.nth(1)).toHaveAttribute("open", "");
    await page.keyboard.press("Escape");
    await expect(groups.and(page.locator("[open]"))).toHaveCount(0);
  });

  test("keyboard: Tab reaches each group, Enter and Space open and close it", async ({ page }) => {
    await page.goto("/products/xpertxpress");
    await hydrated(page);
    const groups = page.getByTestId("integrity-groups").locator("details");
    const summaries = groups.locator("> summary");
    await reactive(groups.first());
    await summaries.first().focus();
    await page.keyboard.press("Enter");
    await expect(groups.first()).not.toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(groups.nth(1)).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(summaries.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(groups.nth(2)).toHaveAttribute("open", "");
    await expect(groups.nth(1)).not.toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(groups.nth(2)).not.toHaveAttribute("open");
    await expect(summaries.nth(2)).toBeFocused();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: mobile });

  test("only the mobile header picture is downloaded, never the desktop one or the flow diagram", async ({ page }) => {
    const media = productMediaRequests(page);
    for (const slug of ["vedas", "xpertxpress"]) {
      await page.goto(`/products/${slug}`);
      await hydrated(page);
      await expect(page.locator("[data-hero] picture img")).toBeVisible();
      await scrollThrough(page);
      await expect(page.getByTestId("product-flow-image")).toBeHidden();
      // The steps are there as text instead.
      await expect(page.getByTestId("product-flow").locator("ol > li").first()).toBeVisible();
      expect(media.some((path) => path.startsWith(`/media/products/${slug}/header-mobile-`))).toBe(true);
    }
    expect(media.filter((path) => /\/header-\d+\./.test(path))).toEqual([]);
    expect(media.filter((path) => path.includes("/flow-"))).toEqual([]);
  });

  test("no accessibility violations on the phone layout", async ({ page }) => {
    for (const slug of ["editlatex", "xpertxpress"]) {
      await page.goto(`/products/${slug}`);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

test.describe("addresses", () => {
  test.use({ viewport: desktop });

  test("/products/scholarlyxpert shows Xpert Review's page, with the canonical link on xpertreview", async ({
    page,
  }) => {
    const response = await page.goto("/products/scholarlyxpert");
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(page.url()).toMatch(/\/products\/scholarlyxpert$/);
    const record = productPages.xpertreview;
    await expect(page).toHaveTitle(`${record.title} | Scriptoria`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plainText(record.Section1.Heading));
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", `${siteUrl}/products/xpertreview`);
    await expect(page.getByTestId("product-features").locator("li")).toHaveCount(featureCounts.xpertreview);
    await expect(page.getByTestId("product-walkthrough")).toBeVisible();
  });

  test.describe("an unknown product", () => {
    // The browser reports the document's own 404 status as a console error.
    test.use({ expectedConsoleErrors: { url: /\/products\/nope$/ } });

    test("an unknown product is the not-found page with status 404, loaded or navigated to", async ({
      page,
      request,
    }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser reports the document's own 404 status; anything else is a real error.
        if (message.type() === "error" && !message.location().url.endsWith("/products/nope"))
          errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      expect((await request.get("/products/nope")).status()).toBe(404);
      const response = await page.goto("/products/nope");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await page.goto("/products/vedas");
      await hydrated(page);
      await navigate(page, "/products/nope");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      expect(errors).toEqual([]);
    });
  });

  test("/products and case variants redirect to the canonical address", async ({ page, request }) => {
    for (const [from, to] of [
      ["/products", "/all/products"],
      ["/Products/VEDAS", "/products/vedas"],
      ["/products/XpertReview", "/products/xpertreview"],
      ["/products/ScholarlyXpert", "/products/scholarlyxpert"],
    ]) {
      const response = await request.get(from as string, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    // In the browser too: a client-side visit to a case variant lands on the canonical page.
    await page.goto("/products/editlatex");
    await hydrated(page);
    await navigate(page, "/products/XpertTrack");
    await expect(page).toHaveURL(/\/products\/xperttrack$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      plainText(productPages.xperttrack.Section1.Heading),
    );
  });

  test("the listing page and the footer link every product page", async ({ page }) => {
    await page.goto("/all/products");
    for (const slug of productSlugs) {
      const { name, href } = productSummaries[slug];
      await expect(
        page
          .locator("main")
          .getByRole("link", { name: new RegExp(name) })
          .first(),
      ).toHaveAttribute("href", href);
      await expect(page.locator("footer").locator(`a[href='${href}']`).first()).toBeAttached();
    }
  });
});

test.describe("Explore The Platform", () => {
  test.use({ viewport: desktop });

  test("arrives at the contact form with the product named in the message, which stays editable", async ({ page }) => {
    await page.goto("/products/vedas");
    await hydrated(page);
    await page.locator("[data-hero]").getByRole("link", { name: "Explore The Platform" }).click();
    await expect(page).toHaveURL(/\/company\/contactus\?product=vedas$/);
    const message = page.getByLabel("Message", { exact: true });
    await expect(message).toHaveValue(/^I would like a demonstration of VEDAS\b/);
    // The form's own code has taken over the field (tests/support/e2e-forms.ts, openForm), and the loading
    // overlay of the client-side visit, under which the page is inert, has gone.
    await expect(page.locator("form[data-ready]")).toHaveCount(1);
    await expect(page.getByTestId("loading-overlay")).toBeHidden();
    await message.press("End");
    await message.pressSequentially("We publish 40 journals.");
    await expect(message).toHaveValue(/of VEDAS, .*We publish 40 journals\.$/);
    await message.fill("Only a question.");
    await expect(message).toHaveValue("Only a question.");
  });

  test("a direct visit is prefilled too; an unknown product is ignored", async ({ page }) => {
    await page.goto("/company/contactus?product=XpertTrack");
    await hydrated(page);
    const message = page.getByLabel("Message", { exact: true });
    await expect(message).toHaveValue(/^I would like a demonstration of Xpert Track\b/);
    await page.goto("/company/contactus?product=nope");
    await hydrated(page);
    await expect(page.getByLabel("Name", { exact: true })).toBeEditable();
    await expect(message).toHaveValue("");
  });
});
