/**
 * Six product icons on a 64x64 grid, one line style: 3-unit ink-blue strokes with round caps and
 * joins, light-blue fills for the main shape, a single orange accent per icon.
 */
import { palette } from "../../lib/palette.ts";
import { svgDocument } from "../../lib/svg.ts";

const INK = palette.ink;
const FILL = palette.inkLight;
const ACCENT = palette.accent;
const S = `stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;
const A = `stroke="${ACCENT}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" fill="none"`;

/** Product slugs as used in /products/{slug}. */
export type ProductSlug = "vedas" | "editlatex" | "xpertreview" | "xpertxpress" | "xpertproof" | "xperttrack";

interface IconDef {
  title: string;
  body: string;
}

export const productIcons: Record<ProductSlug, IconDef> = {
  // Copy-editing: manuscript page and an orange pencil marking it up.
  vedas: {
    title: "VEDAS copy-editing platform",
    body: `
      <rect x="8" y="7" width="32" height="46" rx="4" fill="${FILL}" ${S}/>
      <path d="M16 17h16M16 25h11M16 33h6" fill="none" ${S}/>
      <g transform="rotate(-45 26 43)">
        <path d="M35 38h19a4 4 0 0 1 4 4v2a4 4 0 0 1-4 4H35z" fill="${ACCENT}" ${S}/>
        <path d="M35 38 26 43l9 5z" fill="#fff" ${S}/>
        <path d="M51 38v10" fill="none" ${S}/>
      </g>`,
  },
  // Online LaTeX editing: split window, source with orange backslashes, PDF page preview.
  editlatex: {
    title: "EditLaTeX online LaTeX editor",
    body: `
      <rect x="5" y="10" width="54" height="44" rx="5" fill="#fff" ${S}/>
      <path d="M5 20h54M32 20v34" fill="none" ${S}/>
      <rect x="37" y="25" width="16" height="23" rx="2" fill="${FILL}" ${S}/>
      <path d="M12 26.5l3 6M12 37.5l3 6" ${A}/>
      <path d="M19 29.5h7M19 40.5h5M41 31h8M41 37h8M41 43h5" fill="none" ${S}/>
      <circle cx="11" cy="15" r="1.2" fill="${INK}"/><circle cx="15.5" cy="15" r="1.2" fill="${INK}"/><circle cx="20" cy="15" r="1.2" fill="${INK}"/>`,
  },
  // Peer review: manuscript and a reviewer's comment bubble with an orange tick.
  xpertreview: {
    title: "Xpert Review peer review platform",
    body: `
      <rect x="7" y="7" width="30" height="40" rx="4" fill="${FILL}" ${S}/>
      <path d="M14 17h16M14 24h16M14 31h9" fill="none" ${S}/>
      <path d="M31 31h22a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H43l-7 6v-6h-5a4 4 0 0 1-4-4V35a4 4 0 0 1 4-4z" fill="#fff" ${S}/>
      <path d="M36 41.5l4 4 8-8" ${A}/>`,
  },
  // Content integrity: shield with an orange tick.
  xpertxpress: {
    title: "Xpert Xpress content integrity checks",
    body: `
      <path d="M32 6l20 7v15c0 13-8.2 22.3-20 28C20.2 50.3 12 41 12 28V13z" fill="${FILL}" ${S}/>
      <path d="M23 30.5l6 6 12-12" ${A}/>`,
  },
  // Proof correction: proof page with an orange deletion stroke and insertion caret, margin mark.
  xpertproof: {
    title: "Xpert Proof proof correction",
    body: `
      <rect x="7" y="7" width="34" height="50" rx="4" fill="${FILL}" ${S}/>
      <path d="M14 17h20M14 25h20M14 33h20M14 41h12M14 49h16" fill="none" ${S}/>
      <path d="M19 25h11" ${A}/>
      <path d="M26 45l3-4 3 4" ${A}/>
      <path d="M47 21l6 8M53 21l-6 8" ${A}/>
      <path d="M48 41l3-4 3 4" ${A}/>`,
  },
  // Production tracking: a file moving along the production line; stages done, current in orange.
  xperttrack: {
    title: "Xpert Track production tracking",
    body: `
      <path d="M12 48h40" fill="none" ${S}/>
      <rect x="27" y="8" width="22" height="27" rx="3" fill="${FILL}" ${S}/>
      <path d="M33 17h10M33 23h10M33 29h6M10 17h10M14 25h8" fill="none" ${S}/>
      <circle cx="12" cy="48" r="6.5" fill="${INK}"/>
      <circle cx="32" cy="48" r="6.5" fill="${INK}"/>
      <path d="M9 48l2 2 4-4M29 48l2 2 4-4" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="52" cy="48" r="6.5" fill="${ACCENT}"/>
      <circle cx="52" cy="48" r="2.2" fill="#fff"/>`,
  },
};

/** The icon's drawing, without the <svg> around it (for the sprite). */
export function productIconBody(slug: ProductSlug): string {
  return productIcons[slug].body.replace(/\n\s*/g, "");
}

/** The standalone SVG of a product icon. */
export function productIconSvg(slug: ProductSlug): string {
  return svgDocument({ width: 64, height: 64, title: productIcons[slug].title, body: productIconBody(slug) });
}
