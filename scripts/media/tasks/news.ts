/**
 * News pictures: one illustration per news item (16:10) and the galleries of items 8, 11 and 12
 * (4:3), as AVIF/WebP at 400/800/1200 px. Outputs: public/media/news/, core/copy/media/news.ts.
 */
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { htmlDocument, withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { encodeRaster } from "../lib/raster.ts";
import { defs } from "../sources/news/parts.ts";
import { GALLERY_H, GALLERY_W, galleryScenes } from "../sources/news/scenes-gallery.ts";
import { NEWS_H, NEWS_W, newsScenes } from "../sources/news/scenes-news.ts";

const WIDTHS = [400, 800, 1200] as const;
const SCALE = 1.5;

/** A scene (SVG elements in a w x h space) as a full HTML page. */
function page(scene: string, w: number, h: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${defs()}${scene}</svg>`;
  return htmlDocument({ width: w, height: h, css: "svg{display:block}", body: svg });
}

export async function run(): Promise<void> {
  const news: Record<string, RasterImage> = {};
  const gallery: Record<string, RasterImage> = {};
  await withRenderer(async (r) => {
    for (const [i, scene] of newsScenes.entries()) {
      const key = `news-${String(i).padStart(2, "0")}`;
      const png = await r.html(page(scene(), NEWS_W, NEWS_H), { width: NEWS_W, height: NEWS_H, scale: SCALE });
      news[key] = await encodeRaster(png, { base: `/media/news/${key}`, widths: WIDTHS });
    }
    for (const [id, scenes] of Object.entries(galleryScenes)) {
      for (const [i, scene] of scenes.entries()) {
        const key = `gallery-${id}-${i + 1}`;
        const png = await r.html(page(scene(), GALLERY_W, GALLERY_H), {
          width: GALLERY_W,
          height: GALLERY_H,
          scale: SCALE,
        });
        gallery[key] = await encodeRaster(png, { base: `/media/news/${key}`, widths: WIDTHS });
      }
    }
  });
  await writeMediaModule(
    "news",
    [
      {
        name: "newsImages",
        doc: "One illustration per news item (16:10), keyed news-00 … news-12 by news id.",
        value: news,
        satisfies: "Record<string, RasterImage>",
      },
      {
        name: "galleryImages",
        doc: "Gallery illustrations (4:3) of news items 8, 11 and 12, keyed gallery-<id>-<n>.",
        value: gallery,
        satisfies: "Record<string, RasterImage>",
      },
    ],
    { typeImports: ["RasterImage"] },
  );
}
