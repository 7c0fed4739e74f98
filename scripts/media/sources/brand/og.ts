/**
 * Default Open Graph image (1200x630): the logo, the line "Publishing services and content
 * technology since 2002" set large in Source Serif 4, and an ink-blue panel with the open book.
 */
import { htmlDocument } from "../../lib/browser.ts";
import { FONT_SANS, FONT_SERIF } from "../../lib/fonts.ts";
import { palette } from "../../lib/palette.ts";
import { brandMarkElements } from "../../lib/svg.ts";
import { logoElements } from "./logo.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Baseline-grid lines and proof marks decorating the panel. */
function panelArt(): string {
  const lines = Array.from({ length: 22 }, (_, i) => {
    const y = 40 + i * 26;
    return `<line x1="0" x2="420" y1="${y}" y2="${y}" stroke="#ffffff" stroke-opacity=".06"/>`;
  }).join("");
  return `<svg viewBox="0 0 420 630" width="420" height="630" aria-hidden="true">
    ${lines}
    <g transform="translate(50 96) scale(8)">${brandMarkElements({ tile: "none" })}</g>
    <path d="M186 446h48" stroke="${palette.accent}" stroke-width="3"/>
  </svg>`;
}

/** What a page's Open Graph image says and shows; every part defaults to the site's own. */
export interface OgContent {
  /** The headline (HTML; an <em> is set in italic accent). */
  headline?: string;
  /** The line under the rule (HTML; <b> for emphasis). */
  sub?: string;
  /** The ink-blue panel on the right (HTML, 420x630). */
  panel?: string;
}

const defaultContent: Required<OgContent> = {
  headline: "Publishing services and content technology <em>since 2002</em>",
  sub: "<b>Content services</b> · <b>Digital services</b> · <b>Publishing platforms</b><br>for scholarly, STM, education, trade and legal publishers",
  panel: `${panelArt()}<div class="since">Est. 2002<span>India · USA · Germany</span></div>`,
};

/** The Open Graph page as a complete HTML document: the site's default, or a page's own content. */
export function ogHtml(content: OgContent = {}): string {
  const { headline, sub, panel } = { ...defaultContent, ...content };
  const logo = logoElements();
  const logoHeight = 56;
  const logoWidth = (logo.width * logoHeight) / logo.height;
  const css = `
    body{background:${palette.paper};color:${palette.text}}
    .wrap{position:absolute;inset:0;display:grid;grid-template-columns:780px 420px}
    .copy{padding:64px 72px 60px 80px;display:flex;flex-direction:column}
    .logo{display:block}
    h1{font-family:${FONT_SERIF};font-weight:600;font-size:66px;line-height:1.06;letter-spacing:-0.015em;color:${palette.ink};margin-top:auto;text-wrap:balance;font-variation-settings:'opsz' 60}
    h1 em{font-style:italic;white-space:nowrap;font-weight:500;color:${palette.accentDark}}
    .rule{width:72px;height:4px;background:${palette.accent};margin:36px 0 22px}
    .sub{font-size:22px;line-height:1.4;color:${palette.muted};letter-spacing:0.01em}
    .sub b{font-weight:600;color:${palette.ink}}
    .panel{background:${palette.ink};position:relative;overflow:hidden}
    .panel::after{content:"";position:absolute;inset:0;background:radial-gradient(120% 80% at 100% 0%,rgba(47,90,158,.55),transparent 60%)}
    .panel svg{position:relative;z-index:1}
    .since{position:absolute;z-index:2;left:0;right:0;top:476px;text-align:center;font-family:${FONT_SERIF};font-size:20px;line-height:1.6;letter-spacing:.24em;text-transform:uppercase;color:#ffffff}
    .since span{display:block;font-family:${FONT_SANS};font-size:15px;letter-spacing:.18em;color:#b9c8e2}
  `;
  const body = `<div class="wrap">
    <div class="copy">
      <svg class="logo" viewBox="0 0 ${logo.width} ${logo.height}" width="${logoWidth}" height="${logoHeight}">${logo.body}</svg>
      <h1>${headline}</h1>
      <div class="rule"></div>
      <p class="sub">${sub}</p>
    </div>
    <div class="panel">${panel}</div>
  </div>`;
  return htmlDocument({ width: OG_WIDTH, height: OG_HEIGHT, css, body });
}
