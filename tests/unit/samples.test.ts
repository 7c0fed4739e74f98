import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { findSampleCategory, sampleCategories, sampleCategorySlugs } from "../../core/copy/samples.ts";

const publicDir = join(import.meta.dirname, "../../public");
const works = sampleCategories.flatMap((c) => c.works);

describe("sample categories", () => {
  it("lists the five categories in menu order with the spec's counts and grid columns", () => {
    expect(sampleCategories.map((c) => c.slug)).toEqual([...sampleCategorySlugs]);
    expect(sampleCategories.map((c) => c.name)).toEqual([
      "Composition",
      "Artwork",
      "Digital Conversion",
      "XML Transformation",
      "Flash to HTML5",
    ]);
    expect(sampleCategories.map((c) => c.works.length)).toEqual([34, 6, 11, 5, 9]);
    expect(sampleCategories.map((c) => c.columns)).toEqual([4, 3, 3, 3, 3]);
  });

  it("introduces every category in one or two sentences", () => {
    for (const c of sampleCategories) {
      expect(c.intro.length).toBeGreaterThan(60);
      expect(c.intro.match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
    }
  });

  it("finds a category by slug in any case and nothing for unknown or missing slugs", () => {
    expect(findSampleCategory("Composition")?.name).toBe("Composition");
    expect(findSampleCategory("composition")?.slug).toBe("Composition");
    expect(findSampleCategory("DIGITALCONVERSION")?.slug).toBe("DigitalConversion");
    expect(findSampleCategory("flashtohtml5")?.slug).toBe("FlashToHTML5");
    expect(findSampleCategory("xmltransformation")?.name).toBe("XML Transformation");
    expect(findSampleCategory("Digital Conversion")).toBeUndefined();
    expect(findSampleCategory("Samples")).toBeUndefined();
    expect(findSampleCategory("")).toBeUndefined();
    expect(findSampleCategory(undefined)).toBeUndefined();
  });
});

describe("sample works", () => {
  it("each has its own picture, caption and text alternative", () => {
    expect(new Set(works.map((w) => w.image.base)).size).toBe(works.length);
    expect(new Set(works.map((w) => w.caption)).size).toBe(works.length);
    expect(new Set(works.map((w) => w.alt)).size).toBe(works.length);
    for (const w of works) {
      expect(w.caption.trim().length).toBeGreaterThan(20);
      expect(w.alt.trim().length).toBeGreaterThan(40);
      expect(w.alt).not.toBe(w.caption);
      expect(`${w.caption} ${w.alt}`).not.toMatch(/lorem|ipsum|placeholder|todo/i);
    }
  });

  it("keeps one aspect ratio per category: pages 3:4, the others 4:3", () => {
    for (const c of sampleCategories) {
      const ratios = new Set(c.works.map((w) => (w.image.width / w.image.height).toFixed(2)));
      expect(ratios).toEqual(new Set([c.slug === "Composition" ? "0.75" : "1.33"]));
    }
  });

  it("has thumbnail and viewer widths, with every rendition on disk in AVIF and WebP", () => {
    for (const w of works) {
      const { base, widths, width } = w.image;
      expect(widths).toEqual([400, 640, 800, 1280]);
      expect(width).toBe(1280);
      for (const size of widths) {
        for (const ext of ["avif", "webp"]) {
          const file = join(publicDir, `${base}-${size}.${ext}`);
          expect(existsSync(file), file).toBe(true);
          expect(statSync(file).size, file).toBeGreaterThan(1000);
        }
      }
    }
  });

  it("keeps a phone's first screen light: the thumbnail a 412-px phone loads is 24 KB or less", () => {
    // Four-column grids show two columns on a phone (400 px at 1.75x), three-column grids one (800 px).
    for (const c of sampleCategories) {
      const width = c.columns === 4 ? 400 : 800;
      for (const w of c.works) {
        const file = join(publicDir, `${w.image.base}-${width}.avif`);
        expect(statSync(file).size, file).toBeLessThanOrEqual(24 * 1024);
      }
    }
  });
});
