/**
 * Logos of the six project chips on /projectmanagement (Copyediting, Copyright, Proofreading,
 * Artworks, Typesetting, Indexing): a tinted rounded tile with the service's glyph and an orange
 * corner mark, 64x64 SVG.
 */

import type { LucideIcon } from "lucide-react";
import { Copyright, ListTree, Palette, ScanText, SpellCheck, Type } from "lucide-react";
import { palette as p } from "../../lib/palette.ts";
import { svgDocument } from "../../lib/svg.ts";
import { glyph } from "./icons.ts";

export const chipGlyphs = {
  copyediting: { icon: SpellCheck, title: "Copyediting" },
  copyright: { icon: Copyright, title: "Copyright" },
  proofreading: { icon: ScanText, title: "Proofreading" },
  artworks: { icon: Palette, title: "Artworks" },
  typesetting: { icon: Type, title: "Typesetting" },
  indexing: { icon: ListTree, title: "Indexing" },
} as const satisfies Record<string, { icon: LucideIcon; title: string }>;

export type ChipKey = keyof typeof chipGlyphs;

/** The chip's logo as a standalone SVG document. */
export function chipLogoSvg(key: ChipKey, index: number): string {
  const { icon } = chipGlyphs[key];
  const dark = index % 2 === 0;
  const tile = dark ? p.ink : p.accentLight;
  const stroke = dark ? p.white : p.accentDark;
  const corner = dark ? p.accent : p.ink;
  const paths = glyph(icon, stroke, 24, 2)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  const inner = `<g transform="translate(16 16) scale(1.3333)" fill="none" stroke="${stroke}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
  return svgDocument({
    width: 64,
    height: 64,
    displayWidth: null,
    displayHeight: null,
    body: `<rect width="64" height="64" rx="16" fill="${tile}"/><path d="M48 0h0a16 16 0 0 1 16 16v0h-8a8 8 0 0 1-8-8z" fill="${corner}"/>${inner}`,
  });
}
