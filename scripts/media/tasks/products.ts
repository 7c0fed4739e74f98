/**
 * Pictures of the product pages (/products/*): per product a header picture of the product at
 * work (landscape), its mobile variant (portrait, its own composition), the process-flow
 * diagram (wide) and the Open Graph image (1200x630 PNG); and the line icons of the features.
 * Sources: scripts/media/sources/products/. Outputs: public/media/products/,
 * core/copy/media/products.ts.
 *
 *   npm run media -- products
 */
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { productPages, productSlugs, productSummaries } from "../../../core/copy/products.ts";
import { plainText } from "../../../core/copy/rich-text.ts";
import { withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { encodeRaster, writePng } from "../lib/raster.ts";
import { symbolOf, writeSprite } from "../lib/svg.ts";
import { flowScene } from "../sources/products/flow.ts";
import { type ProductIconName, productIconFile, productIconSet } from "../sources/products/icons.ts";
import { FLOW, HEADER, MOBILE } from "../sources/products/kit.ts";
import { OG_HEIGHT, OG_WIDTH, productOgHtml } from "../sources/products/og.ts";
import { editingScenes } from "../sources/products/scenes-editing.ts";
import { officeScenes } from "../sources/products/scenes-office.ts";

/** Icons use the site's brand-700 ink, like the service pages' icons. */
const ICON_COLOUR = "#24477f";
const scenes = { ...editingScenes, ...officeScenes };

export async function run(): Promise<void> {
  const iconNames = Object.keys(productIconSet) as ProductIconName[];
  const iconSprite = await writeSprite(
    "/media/products/icons.svg",
    iconNames.map((name) => symbolOf(name, productIconFile(name, ICON_COLOUR))),
  );
  const icons = Object.fromEntries(iconNames.map((name) => [name, `${iconSprite}#${name}`]));

  const images: Record<string, { header: RasterImage; mobile: RasterImage; flow: RasterImage }> = {};
  const og: Record<string, string> = {};
  await withRenderer(async (r) => {
    for (const slug of productSlugs) {
      const scene = scenes[slug];
      const base = `/media/products/${slug}`;
      // The hero column is at most 620 CSS px wide on desktops.
      const headerPng = await r.html(scene.header(), { ...HEADER, scale: 1.5 });
      const header = await encodeRaster(headerPng, { base: `${base}/header`, widths: [480, 880, 1320] });
      // Phones show it at most 576 CSS px wide, usually about 350. It is a phone's largest paint,
      // sharing the first round trips with the fonts and styles: a lighter encoding than the rest.
      const mobile = await encodeRaster(await r.html(scene.mobile(), { ...MOBILE, scale: 2.5 }), {
        base: `${base}/header-mobile`,
        widths: [400, 700, 1000],
        avifQuality: 42,
        webpQuality: 66,
      });
      const flow = await encodeRaster(await r.html(flowScene(slug), { ...FLOW, scale: 2 }), {
        base: `${base}/flow`,
        widths: [800, 1200, 1800, 2400],
      });
      images[slug] = { header, mobile, flow };

      const summary = productSummaries[slug];
      const copy = { name: summary.name, kind: summary.kind, heading: plainText(productPages[slug].Section1.Heading) };
      const ogPath = `${base}/og.png`;
      await writePng(
        await r.html(productOgHtml(slug, copy, headerPng), { width: OG_WIDTH, height: OG_HEIGHT }),
        ogPath,
      );
      og[slug] = ogPath;
    }
  });

  await writeMediaModule(
    "products",
    [
      {
        name: "productImages",
        doc: "Per product: header picture (22:15), its mobile variant (5:6) and the process-flow diagram (40:11).",
        value: images,
        satisfies: "Record<string, { header: RasterImage; mobile: RasterImage; flow: RasterImage }>",
      },
      {
        name: "productOgImages",
        doc: "Open Graph image of each product page (1200x630 PNG).",
        value: og,
        satisfies: "Record<string, string>",
      },
      {
        name: "productIcons",
        doc: `Line icons of features and overview blocks (24x24, stroke ${ICON_COLOUR}) by name: symbols of one sprite, for <use href>.`,
        value: icons,
        satisfies: "Record<string, string>",
      },
    ],
    { typeImports: ["RasterImage"] },
  );
  console.log(`products: ${productSlugs.length} products, ${Object.keys(icons).length} icons`);
}
