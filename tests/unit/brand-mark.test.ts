import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** Every stylesheet of app/: the one the pages load is made of these. */
const stylesheets = readdirSync(join(root, "app"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, css: read(join("app", file)) }));

describe("the brand mark beside the wordmark", () => {
  it("is a lossless bitmap at three times the logo's size, with its transparent corners", async () => {
    const data = /url\("data:image\/webp;base64,([^"]+)"\)/.exec(read("app/brand-mark.css"))?.[1];
    expect(data).toBeDefined();
    // size-9 in the logo: 2.25rem, 36 CSS pixels.
    expect(read("app/components/layout/logo.tsx")).toContain('className="brand-mark size-9"');
    const image = sharp(Buffer.from(data ?? "", "base64"));
    expect(await image.metadata()).toMatchObject({ format: "webp", width: 108, height: 108, hasAlpha: true });
    const { data: pixels } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(pixels[3]).toBe(0); // the top-left corner is rounded off
    const centre = (54 * 108 + 20) * 4; // on the tile, left of the book: the brand's navy (#14284b)
    expect([...pixels.subarray(centre, centre + 4)]).toEqual([0x14, 0x28, 0x4b, 255]);
  });

  it("no stylesheet draws an SVG image, which the browser would build as a document in the first paint", () => {
    expect(stylesheets.length).toBeGreaterThan(1);
    for (const { file, css } of stylesheets) expect(css, file).not.toMatch(/image\/svg\+xml|\.svg["')?#]/);
  });
});
