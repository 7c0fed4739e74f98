import { describe, expect, it } from "vitest";
import { contentServices } from "../../core/copy/content-services.ts";
import { digitalServices } from "../../core/copy/digital-services.ts";
import { plainText } from "../../core/copy/rich-text.ts";
import type { ServicePage } from "../../core/copy/service-types.ts";
import { testingServices } from "../../core/copy/testing-services.ts";

const pages: [string, ServicePage][] = [...Object.entries(contentServices), ...Object.entries(digitalServices)];
const contentSectors = ["Stem", "Scholarly", "Education", "Trade", "Legal"];
const digitalSectors = ["Marketplace", "Ecommerce", "Medical", "Finance", "Insurance", "Pharma", "Publishing"];

describe("service page content", () => {
  it.each(pages)("%s has a fitting meta description and complete sections", (_slug, page) => {
    expect(page.summary.length).toBeGreaterThanOrEqual(50);
    expect(page.summary.length).toBeLessThanOrEqual(160);
    expect(plainText(page.heading)).not.toMatch(/\s{2}|^\s|\s$/);
    expect(page.heading.some((run) => run.em)).toBe(true);
    expect(page.reasons.length).toBeGreaterThanOrEqual(3);
    expect(page.industry.length).toBeGreaterThanOrEqual(3);
    if (page.services.kind === "grid") expect(page.services.list.length).toBeGreaterThanOrEqual(4);
  });

  it("content pages name content sectors and digital pages digital sectors", () => {
    for (const page of Object.values(contentServices)) {
      for (const item of page.industry) expect(contentSectors).toContain(item.name);
    }
    for (const page of Object.values(digitalServices)) {
      for (const item of page.industry) expect(digitalSectors).toContain(item.name);
    }
  });

  it("only peer review has a platform section, only content transformation the two-card layout", () => {
    expect(pages.filter(([, page]) => page.platform).map(([slug]) => slug)).toEqual(["peerreview"]);
    expect(pages.filter(([, page]) => page.services.kind === "showcase").map(([slug]) => slug)).toEqual([
      "contenttransformation",
    ]);
  });

  it("matches the menu's claims: first proofs within 24 hours, 99.95% accuracy, Xpert Review", () => {
    expect(plainText(contentServices.journalproduction.heading)).toContain("24 hours");
    expect(plainText(digitalServices.contentdigitization.heading)).toContain("99.95%");
    expect(contentServices.peerreview.platform.contentTitle).toBe("Xpert Review");
  });

  it("testing pages have a summary, a title box and a delivery process", () => {
    for (const page of Object.values(testingServices)) {
      expect(page.summary.length).toBeLessThanOrEqual(160);
      expect(page.banner.map((column) => column.title).slice(0, 2)).toEqual(["Service Type", "Model"]);
      expect(page.titleBox.bullets.length).toBeGreaterThanOrEqual(3);
      expect(page.process.steps.length).toBeGreaterThanOrEqual(4);
    }
  });
});
