/**
 * The Scriptoria logo: the brand mark beside the wordmark "Scriptoria" set in Source Serif 4
 * SemiBold and outlined to paths, so it renders the same everywhere without web fonts.
 */

import { textToPath } from "../../lib/fonts.ts";
import { palette } from "../../lib/palette.ts";
import { brandMarkElements, type MarkColours, round, svgDocument } from "../../lib/svg.ts";

/** Wordmark geometry in the 40-unit-high logo space. */
const WORD = { x: 50, baseline: 29.2, size: 27.5, tracking: -0.005 } as const;

/** Outlined wordmark path at the logo's coordinates. */
export function wordmark(): { d: string; width: number } {
  const t = textToPath("Scriptoria", {
    family: "serif",
    weight: 600,
    size: WORD.size,
    x: WORD.x,
    y: WORD.baseline,
    tracking: WORD.tracking,
  });
  return { d: t.d, width: t.width };
}

/** Options of {@link logoElements}. */
export interface LogoOptions {
  text?: string;
  mark?: MarkColours;
}

/** Logo elements (mark and wordmark) and the width of the 40-unit-high box they fill. */
export function logoElements(o: LogoOptions = {}): { body: string; width: number; height: number } {
  const w = wordmark();
  const width = round(WORD.x + w.width + 1);
  const body = `<g>${brandMarkElements(o.mark)}</g><path d="${w.d}" fill="${o.text ?? palette.ink}"/>`;
  return { body, width, height: 40 };
}

/** Standalone logo SVG: "light" for light backgrounds, "dark" (white text, reversed tile) for dark. */
export function logoSvg(variant: "light" | "dark"): string {
  const l =
    variant === "light"
      ? logoElements()
      : logoElements({ text: palette.white, mark: { tile: palette.white, page: palette.ink, ribbon: palette.accent } });
  return svgDocument({
    width: l.width,
    height: l.height,
    displayWidth: round(l.width * 1.2),
    displayHeight: 48,
    title: "Scriptoria",
    body: l.body,
  });
}
