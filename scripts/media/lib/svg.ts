/**
 * SVG building blocks shared by tasks: the brand mark, document wrappers, data URLs, sprites.
 */

import { createHash } from "node:crypto";
import { escapeMarkup } from "../../../core/escape-markup.ts";
import { palette } from "./palette.ts";
import { writePublicText } from "./raster.ts";

/** Colours of the brand mark; defaults are the header version. */
export interface MarkColours {
  tile?: string;
  page?: string;
  ribbon?: string;
}

/**
 * Inner elements of the brand mark in a 40x40 coordinate space: rounded ink-blue tile, white
 * open book, orange bookmark ribbon. `tile: "none"` leaves out the tile.
 */
export function brandMarkElements(colours: MarkColours = {}): string {
  const { tile = palette.ink, page = palette.white, ribbon = palette.accent } = colours;
  return [
    tile === "none" ? "" : `<rect width="40" height="40" rx="10" fill="${tile}"/>`,
    `<path d="M8 12c4-1.5 8-1.2 11 1v16c-3-2-7-2.4-11-1z" fill="${page}"/>`,
    `<path d="M32 12c-4-1.5-8-1.2-11 1v16c3-2 7-2.4 11-1z" fill="${page}" opacity=".85"/>`,
    `<path d="M24 9h4v9l-2-1.6-2 1.6z" fill="${ribbon}"/>`,
  ].join("");
}

/** Options of {@link svgDocument}. */
export interface SvgDocumentOptions {
  /** viewBox width and height (origin 0 0). */
  width: number;
  height: number;
  /** Rendered size attributes; default: same as the viewBox. Use null to omit them. */
  displayWidth?: number | null;
  displayHeight?: number | null;
  /** Accessible name, written as <title> and role="img". */
  title?: string;
  body: string;
}

/** Wraps SVG elements in a standalone, accessible <svg> document. */
export function svgDocument(o: SvgDocumentOptions): string {
  const w = o.displayWidth === null ? "" : ` width="${o.displayWidth ?? o.width}"`;
  const h = o.displayHeight === null ? "" : ` height="${o.displayHeight ?? o.height}"`;
  const title = o.title ? `<title>${escapeMarkup(o.title)}</title>` : "";
  const role = o.title ? ` role="img" aria-label="${escapeMarkup(o.title)}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(o.width)} ${round(o.height)}"${w}${h}${role}>${title}${o.body}</svg>\n`;
}

/** An SVG document as a data URL, for <img src> or CSS backgrounds in rendered HTML. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** Rounds to two decimals for compact SVG numbers. */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A standalone SVG document as a <symbol> of a sprite, keeping its viewBox and presentation attributes. */
export function symbolOf(id: string, svg: string): string {
  const match = svg.trim().match(/^<svg([^>]*)>([\s\S]*)<\/svg>$/);
  if (!match) throw new Error(`symbolOf: ${id} is not a standalone SVG document`);
  const attributes = (match[1] ?? "").replace(/\s(xmlns|width|height)="[^"]*"/g, "");
  return `<symbol id="${id}"${attributes}>${match[2]}</symbol>`;
}

/**
 * Writes an SVG sprite of <symbol>s to the public folder and returns its URL versioned by
 * content. Pages draw a symbol with <use href="{url}#{id}">: one request for all of them.
 */
export async function writeSprite(urlPath: string, symbols: readonly string[]): Promise<string> {
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  await writePublicText(urlPath, sprite);
  return `${urlPath}?v=${createHash("sha256").update(sprite).digest("hex").slice(0, 10)}`;
}
