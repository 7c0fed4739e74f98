import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dynamicPaths } from "../../app/prerender-paths.ts";
import { categories } from "../../core/copy/categories.ts";
import { productCards } from "../../core/copy/home.ts";
import { internalSectionLinks, sectionLinks } from "../../core/copy/menu.ts";
import {
  demoRequestMessage,
  isProductSlug,
  productAliases,
  productPages,
  productSlugs,
  productSummaries,
} from "../../core/copy/products.ts";
import { site } from "../../core/copy/site.ts";

const publicDir = join(import.meta.dirname, "../../public");
const summaries = productSlugs.map((slug) => productSummaries[slug]);

describe("the products are written once", () => {
  it("the Products menu lists each product from products.ts, then the external Scholarly Xpert site", () => {
    expect(internalSectionLinks("products").map(({ name, href, desc, icon }) => ({ name, href, desc, icon }))).toEqual(
      summaries.map((product) => ({
        name: product.name,
        href: product.href,
        desc: product.menuDesc,
        icon: product.icon,
      })),
    );
    const external = sectionLinks("products").filter((link) => link.external);
    expect(external.map((link) => [link.name, link.href])).toEqual([["Scholarly Xpert", site.liveSites.xpertreview]]);
  });

  it("the home carousel and /all/products show the same names and addresses", () => {
    expect(productCards.map((card) => [card.producttitle, card.url, card.productdesc, card.icon])).toEqual(
      summaries.map((product) => [product.name, product.href, product.cardDesc, product.cardIcon]),
    );
    const listing = categories.find((category) => category.slug === "products");
    expect(listing?.items.map((item) => [item.name, item.href])).toEqual(
      summaries.map((product) => [product.name, product.href]),
    );
  });

  it("every product and alias is prerendered", () => {
    expect(dynamicPaths()).toEqual(
      expect.arrayContaining([...productSlugs, "scholarlyxpert"].map((slug) => `/products/${slug}`)),
    );
    expect(summaries.map((product) => product.href)).toEqual(productSlugs.map((slug) => `/products/${slug}`));
  });
});

describe("product records", () => {
  it("hold the spec's feature counts, five process steps and their pictures", () => {
    const counts = Object.fromEntries(productSlugs.map((slug) => [slug, productPages[slug].Section4.Features.length]));
    expect(counts).toEqual({ vedas: 5, editlatex: 8, xpertreview: 5, xpertxpress: 6, xpertproof: 4, xperttrack: 10 });
    for (const slug of productSlugs) {
      const page = productPages[slug];
      expect(page.slug).toBe(slug);
      expect(page.flow.steps, slug).toHaveLength(5);
      expect(page.summary.length, slug).toBeLessThanOrEqual(160);
      for (const image of [page.Section1.img, page.Section1.mobileImg, page.flow.img]) {
        for (const width of image.widths) {
          expect(existsSync(join(publicDir, `${image.base}-${width}.avif`)), image.base).toBe(true);
          expect(existsSync(join(publicDir, `${image.base}-${width}.webp`)), image.base).toBe(true);
        }
      }
      // The mobile picture is portrait, the header landscape: two compositions, not one scaled.
      expect(page.Section1.mobileImg.height).toBeGreaterThan(page.Section1.mobileImg.width);
      expect(page.Section1.img.width).toBeGreaterThan(page.Section1.img.height);
      expect(existsSync(join(publicDir, page.ogImage)), page.ogImage).toBe(true);
      for (const feature of page.Section4.Features) {
        // A symbol of the products' icon sprite: "/media/products/icons.svg?v=…#name".
        const [file = "", id] = feature.icon.replace(/\?v=[^#]+/, "").split("#");
        expect(readFileSync(join(publicDir, file), "utf8")).toContain(`<symbol id="${id}"`);
      }
    }
  });

  it("give EditLaTeX its panes and overview, Xpert Xpress its groups and report, Xpert Proof its modes", () => {
    expect(productPages.editlatex.panes?.blocks.map((block) => block.title)).toEqual([
      "Queries and corrections",
      "Editing window",
      "PDF viewer",
    ]);
    expect(productPages.editlatex.overview?.blocks).toHaveLength(3);
    expect(productPages.editlatex.liveSite?.href).toBe(site.liveSites.editlatex);
    const xpress = productPages.xpertxpress;
    expect(xpress.Section4.Features.every((group) => (group.items?.length ?? 0) >= 3)).toBe(true);
    expect(xpress.report.article.bullets).toHaveLength(6);
    expect(xpress.report.benefits.topics).toHaveLength(6);
    expect(xpress.report.benefits.audiences.map((audience) => audience.name)).toEqual(["Authors", "Editors"]);
    expect(productPages.xpertproof.overview?.blocks.map((block) => block.title)).toEqual([
      "Online mode",
      "Offline mode",
    ]);
  });
});

describe("demonstration requests", () => {
  it("start the contact message with a sentence naming the product", () => {
    expect(demoRequestMessage("vedas")).toMatch(/^I would like a demonstration of VEDAS, your copyediting platform/);
    expect(demoRequestMessage("XpertTrack")).toMatch(/^I would like a demonstration of Xpert Track\b/);
  });

  it("ignore anything that is not a product", () => {
    for (const value of ["nope", "", null, undefined, "constructor", "scholarlyxpert"]) {
      expect(demoRequestMessage(value), String(value)).toBeUndefined();
    }
    expect(isProductSlug("toString")).toBe(false);
    expect(Object.keys(productAliases)).toEqual(["scholarlyxpert"]);
  });
});
