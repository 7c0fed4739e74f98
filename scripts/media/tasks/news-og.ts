/**
 * Open Graph images of the news detail pages: each story's illustration drawn at 1200x630 (the
 * 16:10 scene scaled to the full width, trimmed evenly at top and bottom), as PNG.
 * Outputs: public/media/news/og/, core/copy/media/news-og.ts.
 */
import { htmlDocument, withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { writePng } from "../lib/raster.ts";
import { defs } from "../sources/news/parts.ts";
import { NEWS_H, NEWS_W, newsScenes } from "../sources/news/scenes-news.ts";

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

/** A news scene filling 1200x630: scaled to cover, centred, the overflow cut off. */
function page(scene: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${NEWS_W} ${NEWS_H}" width="${OG_WIDTH}" height="${OG_HEIGHT}" preserveAspectRatio="xMidYMid slice">${defs()}${scene}</svg>`;
  return htmlDocument({ width: OG_WIDTH, height: OG_HEIGHT, css: "svg{display:block}", body: svg });
}

export async function run(): Promise<void> {
  const images: Record<string, { src: string; width: number; height: number }> = {};
  await withRenderer(async (r) => {
    for (const [i, scene] of newsScenes.entries()) {
      const key = `news-${String(i).padStart(2, "0")}`;
      const src = `/media/news/og/${key}.png`;
      await writePng(await r.html(page(scene()), { width: OG_WIDTH, height: OG_HEIGHT }), src);
      images[key] = { src, width: OG_WIDTH, height: OG_HEIGHT };
    }
  });
  await writeMediaModule("news-og", [
    {
      name: "newsOgImages",
      doc: "Open Graph image (1200x630 PNG) of each news item, keyed news-00 … news-12 by news id.",
      value: images,
    },
  ]);
}
