import type { Locator, Page } from "@playwright/test";
import { officesPage } from "../../core/copy/offices-page.ts";
import { addressLines, mapsSearchUrl, officeCities, site } from "../../core/copy/site.ts";
import { desktop, expect, hydrated, mobile, test } from "../support/e2e.ts";

/** Follows a link and checks that it led to the offices page. */
async function followToOffices(page: Page, link: Locator): Promise<void> {
  await expect(link).toHaveAttribute("href", "/company/offices");
  await link.click();
  await expect(page).toHaveURL(/\/company\/offices$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(officesPage.hero.title);
}

/** The tel: links a page shows, in order. */
const telLinks = (page: Page) =>
  page.locator("main a[href^='tel:']").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test.describe("offices page", () => {
  test.use({ viewport: desktop });

  test("three offices with address, telephone and a Maps search in a new tab", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/company/offices");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveTitle("Our Offices | Scriptoria");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(officesPage.hero.title);

    expect(site.offices.map((office) => office.country)).toEqual(["India", "USA", "Germany"]);
    for (const office of site.offices) {
      const card = page.getByRole("article", { name: office.country });
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(office.country);
      await expect(card).toContainText(office.city);
      await expect(card.locator("address")).toHaveText(addressLines(office).join(""));
      await expect(card.getByRole("link", { name: office.phone.display })).toHaveAttribute(
        "href",
        `tel:${office.phone.tel}`,
      );
      const maps = card.getByRole("link", { name: /View on Google Maps/ });
      await expect(maps).toHaveAccessibleName(`View on Google Maps (${office.city} office, opens in a new tab)`);
      await expect(maps).toHaveAttribute("target", "_blank");
      await expect(maps).toHaveAttribute("rel", /\bnoopener\b/);
      const href = (await maps.getAttribute("href")) ?? "";
      expect(href).toBe(mapsSearchUrl(office));
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe("https://www.google.com/maps/search/");
      expect(url.searchParams.get("api")).toBe("1");
      expect(url.searchParams.get("query")).toBe(`${addressLines(office).join(", ")}`);
      // The icon is a picture of the city, decorative beside the written name.
      await expect(page.getByTestId(`office-${office.id}`).locator("img")).toHaveAttribute("alt", "");
    }
    // No map embed: nothing is requested from another site.
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("data:"))).toEqual([]);

    // Title, description and Open Graph image of its own.
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", officesPage.summary);
    await expect(page.locator("meta[property='og:image']")).toHaveAttribute(
      "content",
      /\/media\/about\/og-offices\.png$/,
    );
    const og = await page.request.get("/media/about/og-offices.png");
    const png = await og.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("the contact page and the footer show the same offices and telephones", async ({ page }) => {
    await page.goto("/company/offices");
    const officesPhones = await telLinks(page);
    expect(officesPhones).toEqual(site.offices.map((office) => `tel:${office.phone.tel}`));
    await page.goto("/company/contactus");
    expect(await telLinks(page)).toEqual(officesPhones);
    for (const office of site.offices) {
      await expect(page.getByRole("main").getByText(`${office.city}, ${office.country}`)).toBeVisible();
    }
    const footerPhone = await page.getByRole("contentinfo").locator("a[href^='tel:']").first().getAttribute("href");
    expect(officesPhones).toContain(footerPhone);
  });
});

test.describe("links to the offices page", () => {
  test("from the Company menu", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Company", exact: true }).click();
    const link = page.locator("#menu-panel-company").getByRole("link", { name: /Our Offices/ });
    await expect(link).toContainText(officeCities);
    await followToOffices(page, link);
  });

  test("from the footer, on a phone too", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/company/Aboutus");
    const footer = page.getByRole("contentinfo");
    await footer.locator("summary", { hasText: "Company" }).click();
    await expect(footer.getByRole("link", { name: "Our Offices" })).toHaveAttribute("href", "/company/offices");
    await hydrated(page);
    await followToOffices(page, footer.getByRole("link", { name: `Offices in ${officeCities}` }));
  });

  test("from the contact page", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/company/contactus");
    await hydrated(page);
    await followToOffices(page, page.getByRole("main").getByRole("link", { name: "See our offices" }));
  });

  test("/company leads to About Us, which links to the offices", async ({ page }) => {
    const response = await page.goto("/company");
    expect(response?.url()).toMatch(/\/company\/Aboutus$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Our offices" })).toHaveAttribute(
      "href",
      "/company/offices",
    );
  });
});
