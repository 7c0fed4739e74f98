/**
 * Brand assets: logo (light and dark), mark, favicons, app icons, web manifest and the default
 * Open Graph image. Outputs: public/media/brand/, public/favicon.*, public/apple-touch-icon.png,
 * public/site.webmanifest, app/content/media/brand.ts.
 */

import { writeFile } from "node:fs/promises";
import { withRenderer } from "../lib/browser.ts";
import { writeMediaModule } from "../lib/module.ts";
import { palette } from "../lib/palette.ts";
import { publicFile } from "../lib/paths.ts";
import { encodeIco, writePng, writePublicText } from "../lib/raster.ts";
import { brandMarkElements, svgDocument } from "../lib/svg.ts";
import { logoElements, logoSvg } from "../sources/brand/logo.ts";
import { OG_HEIGHT, OG_WIDTH, ogHtml } from "../sources/brand/og.ts";

/** The mark as a standalone 40x40 SVG. */
function markSvg(size = 40): string {
  return svgDocument({
    width: 40,
    height: 40,
    displayWidth: size,
    displayHeight: size,
    title: "Scriptoria",
    body: brandMarkElements(),
  });
}

/** The mark redrawn on a 16-unit grid so the favicon's 16 px rendition stays crisp. */
function smallMarkSvg(): string {
  return svgDocument({
    width: 16,
    height: 16,
    body: [
      `<rect width="16" height="16" rx="3.5" fill="${palette.ink}"/>`,
      `<path d="M3 4.6c1.4-.6 2.8-.5 4 .3V13c-1.2-.8-2.6-1-4-.5z" fill="#fff"/>`,
      `<path d="M13 4.6c-1.4-.6-2.8-.5-4 .3V13c1.2-.8 2.6-1 4-.5z" fill="#fff" opacity=".85"/>`,
      `<path d="M10 3h2v4.5l-1-.8-1 .8z" fill="${palette.accent}"/>`,
    ].join(""),
  });
}

/**
 * Full-bleed square icon (no rounded corners, no transparency) with the book scaled by `k`
 * around its centre: for the Apple touch icon and the maskable Android icon.
 */
function fullBleedSvg(k: number): string {
  const book = brandMarkElements({ tile: "none" });
  return svgDocument({
    width: 40,
    height: 40,
    body: `<rect width="40" height="40" fill="${palette.ink}"/><g transform="translate(20 20.2) scale(${k}) translate(-20 -19.3)">${book}</g>`,
  });
}

export async function run(): Promise<void> {
  const light = logoSvg("light");
  const dark = logoSvg("dark");
  const mark = markSvg();
  await writePublicText("/media/brand/logo.svg", light);
  await writePublicText("/media/brand/logo-dark.svg", dark);
  await writePublicText("/media/brand/mark.svg", mark);
  await writePublicText("/favicon.svg", markSvg(32));

  await withRenderer(async (r) => {
    const at = (svg: string, px: number, scale = 1) => r.svg(svg, { width: px, height: px, scale, transparent: true });
    // Favicons: drawn at the target size so Chromium's rasteriser hints the small shapes.
    const ico = await encodeIco([await at(smallMarkSvg(), 16), await at(mark, 32), await at(mark, 48)]);
    await writeFile(publicFile("/favicon.ico"), ico);
    await writePng(await at(mark, 192), "/media/brand/icon-192.png", { palette: true });
    await writePng(await at(mark, 512), "/media/brand/icon-512.png", { palette: true });
    await writePng(await at(fullBleedSvg(0.88), 512), "/media/brand/icon-maskable-512.png", { palette: true });
    await writePng(await at(fullBleedSvg(1.05), 180), "/apple-touch-icon.png", { palette: true });
    await writePng(await r.html(ogHtml(), { width: OG_WIDTH, height: OG_HEIGHT }), "/media/brand/og-default.png");
  });

  const manifest = {
    name: "Scriptoria",
    short_name: "Scriptoria",
    description: "Publishing services and content technology since 2002.",
    start_url: "/",
    display: "standalone",
    theme_color: palette.ink,
    background_color: "#ffffff",
    icons: [
      { src: "/media/brand/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/media/brand/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/media/brand/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  await writePublicText("/site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);

  const logo = logoElements();
  await writeMediaModule("brand", [
    {
      name: "brandMedia",
      doc: "Brand files under public/. Logo sizes are the viewBox (40 units high); scale to taste.",
      value: {
        logo: { src: "/media/brand/logo.svg", width: logo.width, height: logo.height },
        logoDark: { src: "/media/brand/logo-dark.svg", width: logo.width, height: logo.height },
        mark: { src: "/media/brand/mark.svg", width: 40, height: 40 },
        favicon: { svg: "/favicon.svg", ico: "/favicon.ico", appleTouchIcon: "/apple-touch-icon.png" },
        manifest: "/site.webmanifest",
        ogDefault: { src: "/media/brand/og-default.png", width: OG_WIDTH, height: OG_HEIGHT },
      },
    },
  ]);
}
