/**
 * Pictures of the service pages (/content/*, /digital/*, /technology, the testing pages,
 * /projectmanagement, /typesettingkpo): header illustrations, in-page figures and 'why choose us'
 * backgrounds (AVIF/WebP), line icons (one SVG sprite) and project chip logos (SVG).
 * Sources: scripts/media/sources/services/. Outputs: public/media/services/,
 * core/copy/media/services.ts.
 *
 *   npm run media -- services
 */
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { type Renderer, withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { encodeRaster, writePublicText } from "../lib/raster.ts";
import { symbolOf, writeSprite } from "../lib/svg.ts";
import { type ChipKey, chipGlyphs, chipLogoSvg } from "../sources/services/chips.ts";
import { BG_H, BG_W, backgroundScenes, figureScenes } from "../sources/services/figures.ts";
import { contentHeroes } from "../sources/services/heroes-content.ts";
import { digitalHeroes } from "../sources/services/heroes-digital.ts";
import { techHeroes } from "../sources/services/heroes-tech.ts";
import { iconFileSvg, type ServiceIconName, serviceIconSet } from "../sources/services/icons.ts";
import { SCENE_H, SCENE_W } from "../sources/services/kit.ts";

/** Header and figure renditions: the hero column is at most 600 CSS px wide. */
const SCENE_WIDTHS = [480, 800, 1200] as const;
/** 'Why choose us' backgrounds span the viewport. */
const BACKGROUND_WIDTHS = [800, 1200, 1600] as const;
/** Icons use the site's brand-700 ink. */
const ICON_COLOUR = "#24477f";

async function renderAll(
  r: Renderer,
  scenes: Record<string, () => string>,
  folder: string,
  size: { width: number; height: number; scale: number },
  widths: readonly number[],
  quality: { avif: number; webp: number },
): Promise<Record<string, RasterImage>> {
  const images: Record<string, RasterImage> = {};
  for (const [key, build] of Object.entries(scenes)) {
    const png = await r.html(build(), size);
    images[key] = await encodeRaster(png, {
      base: `/media/services/${folder}/${key}`,
      widths,
      avifQuality: quality.avif,
      webpQuality: quality.webp,
    });
  }
  return images;
}

export async function run(): Promise<void> {
  const iconNames = Object.keys(serviceIconSet) as ServiceIconName[];
  const iconSprite = await writeSprite(
    "/media/services/icons.svg",
    iconNames.map((name) => symbolOf(name, iconFileSvg(name, ICON_COLOUR))),
  );
  const icons = Object.fromEntries(iconNames.map((name) => [name, `${iconSprite}#${name}`]));

  const chips: Record<string, string> = {};
  for (const [index, key] of (Object.keys(chipGlyphs) as ChipKey[]).entries()) {
    const path = `/media/services/chips/${key}.svg`;
    await writePublicText(path, chipLogoSvg(key, index));
    chips[key] = path;
  }

  const scene = { width: SCENE_W, height: SCENE_H, scale: 1.5 };
  const { headers, figures, backgrounds } = await withRenderer(async (r) => ({
    headers: await renderAll(r, { ...contentHeroes, ...digitalHeroes, ...techHeroes }, "headers", scene, SCENE_WIDTHS, {
      avif: 50,
      webp: 72,
    }),
    figures: await renderAll(r, figureScenes, "figures", scene, SCENE_WIDTHS, { avif: 50, webp: 72 }),
    backgrounds: await renderAll(
      r,
      backgroundScenes,
      "why",
      { width: BG_W, height: BG_H, scale: 1 },
      BACKGROUND_WIDTHS,
      { avif: 40, webp: 60 },
    ),
  }));

  await writeMediaModule(
    "services",
    [
      {
        name: "serviceHeaders",
        doc: "Header illustrations of the service pages (4:3), by page key.",
        value: headers,
        satisfies: "Record<string, RasterImage>",
      },
      {
        name: "serviceFigures",
        doc: "In-page figures: Content Transformation cards and typesetting blocks (4:3).",
        value: figures,
        satisfies: "Record<string, RasterImage>",
      },
      {
        name: "whyBackgrounds",
        doc: "Dark backgrounds of the 'why choose us' sections (16:9), by page family.",
        value: backgrounds,
        satisfies: "Record<string, RasterImage>",
      },
      {
        name: "serviceIcons",
        doc: `Line icons (24x24, stroke ${ICON_COLOUR}) by name: symbols of one sprite, for <use href>.`,
        value: icons,
        satisfies: "Record<string, string>",
      },
      {
        name: "projectChipLogos",
        doc: "Logos of the six project chips on /projectmanagement (64x64 SVG).",
        value: chips,
        satisfies: "Record<string, string>",
      },
    ],
    { typeImports: ["RasterImage"] },
  );
  console.log(
    `services: ${Object.keys(headers).length} headers, ${Object.keys(figures).length} figures, ${Object.keys(icons).length} icons`,
  );
}
