/**
 * Pictures of /company/Aboutus and /company/offices: the header illustration (4:3), the leaders'
 * illustrated portraits and the two testimonial avatars (square, transparent corners), as
 * AVIF/WebP; the offices' city views (SVG); and both pages' Open Graph images (1200x630 PNG).
 * Sources: scripts/media/sources/about/. Outputs: public/media/about/, core/copy/media/about.ts.
 *
 *   npm run media -- about
 */
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { encodeRaster, writePng, writePublicText } from "../lib/raster.ts";
import { CITY_H, CITY_W, cityViewSvg, cityViews } from "../sources/about/cities.ts";
import { aboutHeroHtml } from "../sources/about/hero.ts";
import { aboutOgHtml, officesOgHtml } from "../sources/about/og.ts";
import { avatarLooks, leaderLooks, PERSON_SIZE, type PersonLook, personElements } from "../sources/about/people.ts";
import { OG_HEIGHT, OG_WIDTH } from "../sources/brand/og.ts";
import { SCENE_H, SCENE_W } from "../sources/services/kit.ts";

/** The header column is at most 600 CSS px wide, like the service pages'. */
const HERO_WIDTHS = [480, 800, 1200] as const;
/** Portraits show at most 320 CSS px wide. */
const PORTRAIT_WIDTHS = [320, 640] as const;
/** Avatars show at 64 CSS px, and larger in the dialog-free testimonial card on wide screens. */
const AVATAR_WIDTHS = [96, 192] as const;

function personSvg(look: PersonLook): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PERSON_SIZE} ${PERSON_SIZE}">${personElements(look)}</svg>`;
}

export async function run(): Promise<void> {
  const cities: Record<string, { src: string; width: number; height: number }> = {};
  for (const city of cityViews) {
    const src = `/media/about/offices/${city}.svg`;
    await writePublicText(src, cityViewSvg(city));
    cities[city] = { src, width: CITY_W, height: CITY_H };
  }

  const leaders: Record<string, RasterImage> = {};
  const avatars: Record<string, RasterImage> = {};
  const og = { about: "/media/about/og-about.png", offices: "/media/about/og-offices.png" };
  const hero = await withRenderer(async (r) => {
    for (const [id, look] of Object.entries(leaderLooks)) {
      const png = await r.svg(personSvg(look), {
        width: PERSON_SIZE,
        height: PERSON_SIZE,
        scale: 2,
        transparent: true,
      });
      leaders[id] = await encodeRaster(png, { base: `/media/about/leaders/${id}`, widths: PORTRAIT_WIDTHS });
    }
    for (const [gender, look] of Object.entries(avatarLooks)) {
      const png = await r.svg(personSvg(look), { width: 192, height: 192, transparent: true });
      avatars[gender] = await encodeRaster(png, { base: `/media/about/avatars/${gender}`, widths: AVATAR_WIDTHS });
    }
    await writePng(await r.html(aboutOgHtml(), { width: OG_WIDTH, height: OG_HEIGHT }), og.about);
    await writePng(await r.html(officesOgHtml(cityViews), { width: OG_WIDTH, height: OG_HEIGHT }), og.offices);
    const png = await r.html(aboutHeroHtml(), { width: SCENE_W, height: SCENE_H, scale: 1.5 });
    return encodeRaster(png, { base: "/media/about/hero", widths: HERO_WIDTHS });
  });

  await writeMediaModule(
    "about",
    [
      { name: "aboutHero", doc: "Header illustration of the About page (4:3).", value: hero, satisfies: "RasterImage" },
      {
        name: "leaderPortraits",
        doc: "Illustrated portraits of the leaders (square, transparent corners), by leader id.",
        value: leaders,
        satisfies: "Record<string, RasterImage>",
      },
      {
        name: "testimonialAvatars",
        doc: "Illustrated avatars of the testimonials' authors (square), by gender.",
        value: avatars,
        satisfies: "Record<string, RasterImage>",
      },
      {
        name: "officeViews",
        doc: "Flat city views of the three offices (SVG, 16:9), by city.",
        value: cities,
        satisfies: "Record<string, { src: string; width: number; height: number }>",
      },
      { name: "aboutOgImages", doc: "Open Graph images (1200x630 PNG) of the two pages.", value: og },
    ],
    { typeImports: ["RasterImage"] },
  );
  console.log(
    `about: ${Object.keys(leaders).length} portraits, ${Object.keys(avatars).length} avatars, ${cityViews.length} city views`,
  );
}
