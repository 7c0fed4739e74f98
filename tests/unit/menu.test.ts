import { describe, expect, it } from "vitest";
import { dynamicPaths } from "../../app/prerender-paths.ts";
import { categories } from "../../core/copy/categories.ts";
import { internalSectionLinks, isActive, isSectionActive, sectionLinks, sections } from "../../core/copy/menu.ts";

describe("menu tree", () => {
  it("has the spec's sections, items and industry lists", () => {
    expect(sectionLinks("content").map((link) => link.href)).toEqual([
      "/content/peerreview",
      "/content/editorialoffice",
      "/content/copyediting",
      "/content/projectmanagement",
      "/content/journalproduction",
      "/content/bookproduction",
      "/content/graphics",
      "/content/contenttransformation",
    ]);
    expect(internalSectionLinks("products").map((link) => link.href)).toEqual(
      ["vedas", "editlatex", "xpertreview", "xpertxpress", "xpertproof", "xperttrack"].map((s) => `/products/${s}`),
    );
    expect(sectionLinks("products").filter((link) => link.external)).toHaveLength(1);
    expect(internalSectionLinks("digital").map((link) => link.href)).toEqual(
      ["ebooks", "accessibility", "contentdigitization", "contentconversion", "healthops"].map((s) => `/digital/${s}`),
    );
    expect(sections.content.industry).toEqual(["Stem", "Scholarly", "Education", "Trade", "Legal"]);
    expect(sections.digital.industry).toHaveLength(7);
    expect(sections.company.groups.map((group) => group.title)).toEqual([
      "Get to Know Us",
      "Opportunities",
      "What's New",
    ]);
  });

  it("gives every entry a description", () => {
    for (const id of ["content", "products", "digital", "company"] as const) {
      for (const link of sectionLinks(id)) expect(link.desc.length, link.name).toBeGreaterThan(20);
    }
  });

  it("derives the category pages and their prerendered paths from the menu", () => {
    expect(categories.map((category) => category.slug)).toEqual(["content", "products", "digital"]);
    expect(categories[1]?.items).toEqual(internalSectionLinks("products"));
    expect(dynamicPaths()).toEqual(expect.arrayContaining(["/all/content", "/all/products", "/all/digital"]));
  });
});

describe("active item", () => {
  it("matches a page and its descendants, case-insensitively, and home only exactly", () => {
    expect(isActive("/", "/")).toBe(true);
    expect(isActive("/", "/technology")).toBe(false);
    expect(isActive("/company/News", "/company/news")).toBe(true);
    expect(isActive("/company/career", "/company/career/apply")).toBe(true);
    expect(isActive("/company/career", "/company/careers")).toBe(false);
  });

  it("highlights the section that owns the page", () => {
    expect(isSectionActive("content", "/content/graphics")).toBe(true);
    expect(isSectionActive("content", "/all/content")).toBe(true);
    expect(isSectionActive("content", "/all/digital")).toBe(false);
    expect(isSectionActive("products", "/products/xperttrack")).toBe(true);
    expect(isSectionActive("company", "/company/Newsdetail/3")).toBe(true);
    expect(isSectionActive("digital", "/disclaimer")).toBe(false);
  });

  it("finds every page of a section under its address or its listing, so the bar needs no links", () => {
    for (const id of ["content", "products", "digital", "company"] as const) {
      for (const link of internalSectionLinks(id)) expect(isSectionActive(id, link.href), link.href).toBe(true);
    }
  });
});
