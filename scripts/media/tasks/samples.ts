/**
 * Sample works of /company/sample/{category}: 34 typeset pages (3:4), 6 artworks, 11 digital
 * conversions, 5 XML transformations and 9 HTML5 interactives (4:3), as AVIF/WebP at 320, 640
 * and 1280 px. Outputs: public/media/samples/<category>/, core/copy/media/samples.ts.
 *
 *   SAMPLES=composition-04,xml npm run media -- samples   only keys starting with these
 */
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { htmlDocument, withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { encodeRaster } from "../lib/raster.ts";
import { artworkScenes } from "../sources/samples/artwork.ts";
import { compositionBookScenes } from "../sources/samples/composition-books.ts";
import { compositionJournalScenes } from "../sources/samples/composition-journals.ts";
import { conversionScenes } from "../sources/samples/conversion.ts";
import { flashScenes } from "../sources/samples/flash.ts";
import { PAGE_H, PAGE_W, pageCss, type SampleScene, WIDE_H, WIDE_W } from "../sources/samples/kit.ts";
import { xmlScenes } from "../sources/samples/xml.ts";

// The grid on a 412 px phone at 1.75x: two columns need 346 px (400), one column 721 px (800).
// The viewer shows 1280.
const WIDTHS = [400, 640, 800, 1280] as const;

interface Group {
  folder: string;
  width: number;
  height: number;
  scale: number;
  css: string;
  scenes: readonly SampleScene[];
  avifQuality: number;
  webpQuality: number;
  /** Quality points taken off for the grid's thumbnails (text pages compress poorly); the viewer's 1280 px keeps full quality. */
  thumbDiscount?: number;
}

const byKey = (a: SampleScene, b: SampleScene): number => a.key.localeCompare(b.key);

const groups: readonly Group[] = [
  {
    folder: "composition",
    width: PAGE_W,
    height: PAGE_H,
    scale: 1280 / PAGE_W,
    css: pageCss(),
    scenes: [...compositionJournalScenes, ...compositionBookScenes].sort(byKey),
    avifQuality: 46,
    webpQuality: 66,
    thumbDiscount: 14,
  },
  {
    folder: "artwork",
    width: WIDE_W,
    height: WIDE_H,
    scale: 1.6,
    css: "",
    scenes: artworkScenes,
    avifQuality: 50,
    webpQuality: 70,
  },
  {
    folder: "conversion",
    width: WIDE_W,
    height: WIDE_H,
    scale: 1.6,
    css: pageCss(),
    scenes: conversionScenes,
    avifQuality: 46,
    webpQuality: 66,
  },
  {
    folder: "xml",
    width: WIDE_W,
    height: WIDE_H,
    scale: 1.6,
    css: pageCss(),
    scenes: xmlScenes,
    avifQuality: 48,
    webpQuality: 68,
    thumbDiscount: 10,
  },
  {
    folder: "flash",
    width: WIDE_W,
    height: WIDE_H,
    scale: 1.6,
    css: "",
    scenes: flashScenes,
    avifQuality: 50,
    webpQuality: 70,
  },
];

export async function run(): Promise<void> {
  const only = process.env.SAMPLES?.split(",").filter(Boolean);
  const { sampleImages: previous } = (await import("../../../core/copy/media/samples.ts").catch(() => ({
    sampleImages: {},
  }))) as { sampleImages: Record<string, RasterImage> };
  // A partial run keeps the records of everything it does not render.
  const images: Record<string, RasterImage> = only ? { ...previous } : {};
  await withRenderer(async (r) => {
    for (const g of groups) {
      for (const scene of g.scenes) {
        const kept = previous[scene.key];
        if (only && !only.some((prefix) => scene.key.startsWith(prefix)) && kept) {
          images[scene.key] = kept;
          continue;
        }
        const html = htmlDocument({
          width: g.width,
          height: g.height,
          css: `${g.css}\n${scene.css ?? ""}`,
          body: scene.body,
        });
        const png = await r.html(html, { width: g.width, height: g.height, scale: g.scale });
        const base = `/media/samples/${g.folder}/${scene.key}`;
        const discount = g.thumbDiscount ?? 0;
        const encode = (widths: readonly number[], minus: number): Promise<RasterImage> =>
          encodeRaster(png, { base, widths, avifQuality: g.avifQuality - minus, webpQuality: g.webpQuality - minus });
        if (discount === 0) {
          images[scene.key] = await encode(WIDTHS, 0);
        } else {
          const thumbs = await encode(WIDTHS.slice(0, -1), discount);
          const large = await encode(WIDTHS.slice(-1), 0);
          images[scene.key] = { ...large, widths: [...thumbs.widths, ...large.widths] };
        }
      }
    }
  });
  await writeMediaModule(
    "samples",
    [
      {
        name: "sampleImages",
        doc: "One picture per sample work, keyed <category>-<nn>: pages 3:4, the other categories 4:3.",
        value: images,
        satisfies: "Record<string, RasterImage>",
      },
    ],
    { typeImports: ["RasterImage"] },
  );
}
