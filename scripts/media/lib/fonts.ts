/**
 * The site's two type families (Source Serif 4, Inter), taken from the @fontsource packages in
 * node_modules: as CSS @font-face rules for pages rendered in Chromium, and as outline fonts
 * (through fontkit) for turning text into SVG paths.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { nodeModulesDir } from "./paths.ts";

/** CSS family names registered by {@link fontFaceCss}. */
export const FONT_SERIF = "'Source Serif 4', Georgia, serif";
export const FONT_SANS = "Inter, system-ui, sans-serif";

function dataUrl(file: string): string {
  return `data:font/woff2;base64,${readFileSync(file).toString("base64")}`;
}

let cachedCss: string | undefined;

/**
 * @font-face rules for the variable Source Serif 4 (optical sizes, weights 200-900, roman and
 * italic) and Inter (weights 100-900, roman and italic), Latin subset, inlined as data URLs so a
 * page loaded with `setContent` needs no file or network access.
 */
export function fontFaceCss(): string {
  if (cachedCss) return cachedCss;
  const serif = join(nodeModulesDir, "@fontsource-variable/source-serif-4/files");
  const sans = join(nodeModulesDir, "@fontsource-variable/inter/files");
  const face = (family: string, file: string, style: string, weight: string): string =>
    `@font-face{font-family:'${family}';font-style:${style};font-weight:${weight};font-display:block;src:url(${dataUrl(file)}) format('woff2');}`;
  cachedCss = [
    face("Source Serif 4", join(serif, "source-serif-4-latin-opsz-normal.woff2"), "normal", "200 900"),
    face("Source Serif 4", join(serif, "source-serif-4-latin-opsz-italic.woff2"), "italic", "200 900"),
    face("Inter", join(sans, "inter-latin-opsz-normal.woff2"), "normal", "100 900"),
    face("Inter", join(sans, "inter-latin-opsz-italic.woff2"), "italic", "100 900"),
  ].join("\n");
  return cachedCss;
}

// --- Outlines -------------------------------------------------------------------------------

interface PathCommand {
  command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
  args: number[];
}
interface Glyph {
  path: { commands: PathCommand[] };
}
interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface GlyphRun {
  glyphs: Glyph[];
  positions: GlyphPosition[];
}
/** The subset of a fontkit font used here. */
export interface OutlineFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
  layout(text: string, features?: string[]): GlyphRun;
}
interface Fontkit {
  openSync(file: string): OutlineFont;
}

const fontkit = createRequire(import.meta.url)("fontkit") as Fontkit;
const fontCache = new Map<string, OutlineFont>();

/** A static cut of one of the two families. */
export interface FontSpec {
  family: "serif" | "sans";
  /** 200-900 for the serif, 100-900 for the sans. */
  weight: number;
  italic?: boolean;
}

/** Opens (once) the static @fontsource WOFF file of a family, weight and style. */
export function loadFont(spec: FontSpec): OutlineFont {
  const style = spec.italic ? "italic" : "normal";
  const file =
    spec.family === "serif"
      ? join(nodeModulesDir, `@fontsource/source-serif-4/files/source-serif-4-latin-${spec.weight}-${style}.woff`)
      : join(nodeModulesDir, `@fontsource/inter/files/inter-latin-${spec.weight}-${style}.woff`);
  let font = fontCache.get(file);
  if (!font) {
    font = fontkit.openSync(file);
    fontCache.set(file, font);
  }
  return font;
}

/** Options of {@link textToPath}. */
export interface TextPathOptions extends FontSpec {
  /** Font size in SVG user units. */
  size: number;
  /** Pen position: left edge (or centre/right edge, see `align`) and baseline. */
  x?: number;
  y?: number;
  /** Extra space after each glyph, in em (0.1 = 10 % of the size). */
  tracking?: number;
  align?: "start" | "middle" | "end";
  /** OpenType features to switch on, e.g. ["smcp"], ["onum"]. */
  features?: string[];
  /** Decimals kept in the path data; default 2. Use 1 for small logos to keep files lean. */
  precision?: number;
}

/** Outlined text: an SVG path and its metrics in user units. */
export interface TextPath {
  d: string;
  /** Advance width including tracking (without the trailing tracking). */
  width: number;
  /** Left edge of the run after alignment. */
  x: number;
  /** Cap height and x-height at this size, handy for vertical centring. */
  capHeight: number;
  xHeight: number;
}

/** Compact number: fixed decimals, no trailing zeros, no leading zero ("-.5"). */
function num(n: number, precision: number): string {
  const s = n
    .toFixed(precision)
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
  const t = s === "-0" ? "0" : s;
  return t.replace(/^(-?)0\./, "$1.");
}

/** Joins numbers with the fewest separators SVG path syntax allows. */
function nums(values: readonly number[], precision: number): string {
  let out = "";
  for (const v of values) {
    const s = num(v, precision);
    const needsSpace = out !== "" && !s.startsWith("-") && !(s.startsWith(".") && /\.\d*$/.test(out));
    out += (needsSpace ? " " : "") + s;
  }
  return out;
}

/** Measures the advance width of `text` (user units) without building a path. */
export function measureText(text: string, opts: Omit<TextPathOptions, "x" | "y" | "align">): number {
  const font = loadFont(opts);
  const scale = opts.size / font.unitsPerEm;
  const run = font.layout(text, opts.features);
  const track = (opts.tracking ?? 0) * opts.size;
  const advance = run.positions.reduce((sum, p) => sum + p.xAdvance * scale + track, 0);
  return Math.max(0, advance - track);
}

/**
 * Lays out `text` with kerning and ligatures and returns its outlines as one SVG path `d`,
 * so the text renders identically without web fonts.
 */
export function textToPath(text: string, opts: TextPathOptions): TextPath {
  const font = loadFont(opts);
  const scale = opts.size / font.unitsPerEm;
  const width = measureText(text, opts);
  const align = opts.align ?? "start";
  const left = (opts.x ?? 0) - (align === "middle" ? width / 2 : align === "end" ? width : 0);
  const baseline = opts.y ?? 0;
  const track = (opts.tracking ?? 0) * opts.size;
  const run = font.layout(text, opts.features);
  const precision = opts.precision ?? 2;
  const q = 10 ** precision;
  const snap = (v: number): number => Math.round(v * q) / q;
  const parts: string[] = [];
  // Absolute moveto, relative everything else, computed from snapped points so errors never add up.
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  let pen = left;
  run.glyphs.forEach((glyph, i) => {
    const pos = run.positions[i];
    if (!pos) return;
    const ox = pen + pos.xOffset * scale;
    const oy = baseline - pos.yOffset * scale;
    const pt = (gx: number, gy: number): [number, number] => [snap(ox + gx * scale), snap(oy - gy * scale)];
    const rel = (points: readonly [number, number][]): number[] => points.flatMap(([x, y]) => [x - cx, y - cy]);
    for (const { command, args } of glyph.path.commands) {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
      let end: [number, number] | undefined;
      if (command === "moveTo") {
        end = pt(a, b);
        parts.push(`M${nums(end, precision)}`);
        [sx, sy] = end;
      } else if (command === "lineTo") {
        end = pt(a, b);
        parts.push(`l${nums(rel([end]), precision)}`);
      } else if (command === "quadraticCurveTo") {
        end = pt(c, d);
        parts.push(`q${nums(rel([pt(a, b), end]), precision)}`);
      } else if (command === "bezierCurveTo") {
        end = pt(e, f);
        parts.push(`c${nums(rel([pt(a, b), pt(c, d), end]), precision)}`);
      } else {
        parts.push("z");
        end = [sx, sy];
      }
      [cx, cy] = end;
    }
    pen += pos.xAdvance * scale + track;
  });
  return {
    d: parts.join(""),
    width,
    x: left,
    capHeight: font.capHeight * scale,
    xHeight: font.xHeight * scale,
  };
}
