/**
 * Home page pictures: the six product icons (SVG) and the three service card illustrations
 * (AVIF/WebP, 4:3). Outputs: public/media/home/products/, public/media/home/services/,
 * core/copy/media/home-images.ts.
 */
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { encodeRaster, writePublicText } from "../lib/raster.ts";
import { type ProductSlug, productIconSvg, productIcons } from "../sources/home/product-icons.ts";
import { SERVICE_H, SERVICE_W, type ServiceKey, serviceScenes } from "../sources/home/services.ts";

const WIDTHS = [400, 800, 1200] as const;

export async function run(): Promise<void> {
  const icons: Record<string, string> = {};
  for (const slug of Object.keys(productIcons) as ProductSlug[]) {
    const path = `/media/home/products/${slug}.svg`;
    await writePublicText(path, productIconSvg(slug));
    icons[slug] = path;
  }

  const services: Partial<Record<ServiceKey, RasterImage>> = {};
  await withRenderer(async (r) => {
    for (const key of Object.keys(serviceScenes) as ServiceKey[]) {
      const png = await r.html(serviceScenes[key](), { width: SERVICE_W, height: SERVICE_H, scale: 1.5 });
      services[key] = await encodeRaster(png, { base: `/media/home/services/${key}`, widths: WIDTHS });
    }
  });

  await writeMediaModule(
    "home-images",
    [
      {
        name: "productIcons",
        doc: "Product icons (64x64 SVG) by product slug.",
        value: icons,
        satisfies: "Record<string, string>",
      },
      {
        name: "serviceImages",
        doc: "Illustrations of the home page's Content, Digital and Technology cards (4:3).",
        value: services,
        satisfies: "Record<string, RasterImage>",
      },
    ],
    { typeImports: ["RasterImage"] },
  );
}
