/**
 * Open Graph pictures of the product pages (1200x630): the logo, the product's icon and name,
 * what it is and its heading, beside the product's own screen (the header picture).
 */

import type { ProductSlug } from "../../../../core/copy/products.ts";
import { escapeMarkup } from "../../../../core/escape-markup.ts";
import { htmlDocument } from "../../lib/browser.ts";
import { FONT_SANS, FONT_SERIF } from "../../lib/fonts.ts";
import { palette } from "../../lib/palette.ts";
import { logoElements } from "../brand/logo.ts";
import { productIconBody } from "../home/product-icons.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgCopy {
  name: string;
  kind: string;
  heading: string;
}

/** The page as a complete HTML document; `screen` is the header picture as a PNG. */
export function productOgHtml(slug: ProductSlug, copy: OgCopy, screen: Buffer): string {
  const logo = logoElements();
  const logoHeight = 40;
  const logoWidth = (logo.width * logoHeight) / logo.height;
  const css = `
    body{background:${palette.paper};color:${palette.text}}
    .copy{position:absolute;left:72px;top:60px;bottom:60px;width:470px;display:flex;flex-direction:column}
    .icon{margin-top:auto;width:88px;height:88px;border-radius:22px;background:#fff;display:grid;place-items:center;box-shadow:0 10px 24px -10px rgba(12,26,51,.35)}
    h1{font-family:${FONT_SERIF};font-weight:600;font-size:72px;line-height:1;letter-spacing:-.02em;color:${palette.ink};margin-top:26px}
    .kind{font-family:${FONT_SANS};font-weight:700;font-size:17px;letter-spacing:.16em;text-transform:uppercase;color:${palette.accentDark};margin-top:18px}
    .rule{width:64px;height:4px;background:${palette.accent};margin:26px 0 20px}
    .heading{font-family:${FONT_SERIF};font-size:28px;line-height:1.3;color:${palette.muted};text-wrap:balance}
    .panel{position:absolute;left:600px;top:0;right:0;bottom:0;background:radial-gradient(120% 90% at 100% 0%,${palette.inkMid},${palette.ink} 60%,${palette.inkDark});overflow:hidden}
    .shot{position:absolute;left:56px;top:78px;width:760px;border-radius:14px;box-shadow:0 30px 60px -20px rgba(0,0,0,.55),0 0 0 1px rgba(255,255,255,.12)}
  `;
  const body = `
    <div class="copy">
      <svg viewBox="0 0 ${logo.width} ${logo.height}" width="${logoWidth}" height="${logoHeight}">${logo.body}</svg>
      <div class="icon"><svg viewBox="0 0 64 64" width="60" height="60">${productIconBody(slug)}</svg></div>
      <h1>${escapeMarkup(copy.name)}</h1>
      <div class="kind">${escapeMarkup(copy.kind)}</div>
      <div class="rule"></div>
      <div class="heading">${escapeMarkup(copy.heading)}</div>
    </div>
    <div class="panel"><img class="shot" alt="" src="data:image/png;base64,${screen.toString("base64")}"></div>`;
  return htmlDocument({ width: OG_WIDTH, height: OG_HEIGHT, css, body });
}
