/**
 * Building blocks of the service-page illustrations: calm editorial compositions of paper pages,
 * app windows, code panels and status cards on a tinted ground, laid out at 800x600 CSS pixels
 * (rendered at 1.5x). Every block returns self-contained HTML for {@link htmlDocument}.
 */

import type { LucideIcon } from "lucide-react";
import { escapeMarkup } from "../../../../core/escape-markup.ts";
import { htmlDocument } from "../../lib/browser.ts";
import { FONT_SANS, FONT_SERIF } from "../../lib/fonts.ts";
import { palette as p } from "../../lib/palette.ts";
import { glyph } from "./icons.ts";

export const SCENE_W = 800;
export const SCENE_H = 600;

/** Grounds of the three page families. */
export const grounds = {
  /** Content pages and typesetting: warm paper. */
  paper: `radial-gradient(120% 90% at 28% 18%,#fcfaf5 0%,${p.paper} 48%,#e9e2d2 100%)`,
  /** Digital pages: cool sky to mint. */
  digital: "radial-gradient(120% 100% at 20% 10%,#f6fbff 0%,#eaf3fb 45%,#dcebe2 100%)",
  /** Testing and technology pages: pale ink. */
  ink: `radial-gradient(120% 100% at 25% 15%,#f7f9fd 0%,${p.inkLight} 50%,#d3deef 100%)`,
} as const;

export type Ground = keyof typeof grounds;

const baseCss = `
  .scene{position:absolute;inset:0;overflow:hidden}
  .abs{position:absolute}
  .serif{font-family:${FONT_SERIF}}
  .shadow{box-shadow:0 1px 2px rgba(12,26,51,.08),0 12px 28px -6px rgba(12,26,51,.22),0 30px 60px -20px rgba(12,26,51,.18)}
  .card{position:absolute;background:#fff;border-radius:16px}
  .label{font:700 10.5px/1 ${FONT_SANS};letter-spacing:.14em;text-transform:uppercase;color:${p.muted}}
  .chip{position:absolute;display:flex;align-items:center;gap:12px;background:#fff;border-radius:14px;padding:12px 16px 12px 12px;font:600 15px/1.2 ${FONT_SANS};color:${p.ink};white-space:nowrap}
  .chip small{display:block;font-weight:500;font-size:12px;color:${p.muted};margin-top:3px}
  .ico{width:36px;height:36px;border-radius:10px;display:grid;place-items:center;flex:none}
  .ico.ink{background:${p.inkLight}}
  .ico.accent{background:${p.accentLight}}
  .ico.solid{background:${p.ink}}
  .ico.orange{background:${p.accent}}
  .row{display:flex;align-items:center;gap:10px;font:500 14px/1.2 ${FONT_SANS};color:${p.ink};padding:9px 0;border-top:1px solid #eef1f5}
  .row:first-of-type{border-top:0}
  .row em{margin-left:auto;font-style:normal;font-size:12px;color:${p.muted};white-space:nowrap}
  .tick{width:20px;height:20px;border-radius:50%;display:grid;place-items:center;flex:none}
  .tick.done{background:${p.ink}}
  .tick.active{background:${p.accent}}
  .tick.todo{border:2px solid ${p.rule}}
  .pill{display:inline-block;border-radius:999px;padding:4px 10px;font:600 11px/1.2 ${FONT_SANS};white-space:nowrap}
  .pill.ink{background:${p.inkLight};color:${p.inkMid}}
  .pill.accent{background:${p.accentLight};color:${p.accentDark}}
  .pill.green{background:#e3f3e6;color:#23663a}
  .pill.grey{background:#eef1f5;color:${p.muted}}
  .skel{display:block;height:7px;border-radius:4px;background:#e6e9ef;margin:0 0 11px}
  .win{position:absolute;background:#fff;border-radius:14px;overflow:hidden}
  .win .bar{height:34px;background:#f1f4f9;border-bottom:1px solid #e3e8f0;display:flex;align-items:center;gap:7px;padding:0 14px;font:600 12px/1 ${FONT_SANS};color:${p.muted}}
  .win .bar i{width:10px;height:10px;border-radius:50%;background:#d5dbe5;display:block}
  .win .bar span{margin-left:10px}
  .code{position:absolute;background:${p.inkDark};border-radius:14px;padding:18px 20px;font:500 12.5px/1.75 ui-monospace,'DejaVu Sans Mono',monospace;color:#c9d7ee;white-space:pre}
  .code .t{color:#8fb4ff}.code .a{color:#ffb27a}.code .v{color:#a8e0b5}.code .c{color:#6f86ad}
  .stat b{display:block;font:600 34px/1 ${FONT_SERIF};color:${p.ink};letter-spacing:-.01em}
  .stat span{display:block;margin-top:6px;font:500 12.5px/1.3 ${FONT_SANS};color:${p.muted}}
`;

/** Wraps a composition in a full document on one of the grounds. */
export function scene(ground: Ground, body: string, css = ""): string {
  return htmlDocument({
    width: SCENE_W,
    height: SCENE_H,
    css: `${baseCss}.scene{background:${grounds[ground]}}${css}`,
    body: `<div class="scene">${body}</div>`,
  });
}

/** Position, size and tilt of a block, in CSS pixels and degrees. */
export interface Box {
  x: number;
  y: number;
  w?: number;
  h?: number;
  rot?: number;
}

/** Inline style for a {@link Box}. */
export function place({ x, y, w, h, rot }: Box): string {
  const parts = [`left:${x}px`, `top:${y}px`];
  if (w !== undefined) parts.push(`width:${w}px`);
  if (h !== undefined) parts.push(`height:${h}px`);
  if (rot) parts.push(`transform:rotate(${rot}deg)`);
  return parts.join(";");
}

export const esc = escapeMarkup;

/** An icon on a tinted tile. */
export function iconTile(icon: LucideIcon, tone: "ink" | "accent" | "solid" | "orange" = "ink", size = 20): string {
  const colour = tone === "solid" || tone === "orange" ? "#ffffff" : tone === "accent" ? p.accentDark : p.inkMid;
  return `<span class="ico ${tone}">${glyph(icon, colour, size, 2)}</span>`;
}

/** A floating chip: icon tile, a title and a small line under it. */
export function chip(
  box: Box,
  icon: LucideIcon,
  title: string,
  sub: string,
  tone: "ink" | "accent" | "solid" | "orange" = "ink",
): string {
  return `<div class="chip shadow" style="${place(box)}">${iconTile(icon, tone)}<div>${esc(title)}<small>${esc(sub)}</small></div></div>`;
}

const tickSvg = `<svg width="12" height="12" viewBox="0 0 12 12"><path d="M2.5 6.2l2.3 2.3 4.7-4.9" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export interface StatusRow {
  label: string;
  meta?: string;
  state: "done" | "active" | "todo";
}

/** A card with a small-caps title and rows of ticked steps. */
export function statusCard(box: Box, title: string, rows: StatusRow[]): string {
  const body = rows
    .map(
      (row) =>
        `<div class="row"><span class="tick ${row.state}">${row.state === "todo" ? "" : tickSvg}</span>${esc(row.label)}${row.meta ? `<em>${esc(row.meta)}</em>` : ""}</div>`,
    )
    .join("");
  return `<div class="card shadow" style="${place(box)};padding:18px 18px 8px"><div class="label" style="margin-bottom:10px">${esc(title)}</div>${body}</div>`;
}

/** Grey placeholder lines, widths in per cent. */
export function skeleton(widths: number[], colour?: string): string {
  const fill = colour ? `;background:${colour}` : "";
  return widths.map((w) => `<i class="skel" style="width:${w}%${fill}"></i>`).join("");
}

/** Widths for `count` lines of running text. */
export function textWidths(count: number, seed = 0): number[] {
  const pattern = [96, 100, 92, 98, 88, 100, 94, 72];
  return Array.from({ length: count }, (_, i) => pattern[(i + seed) % pattern.length] ?? 90);
}

export interface PageContent {
  running?: [string, string];
  title: string;
  kind?: string;
  /** Paragraph HTML (may hold marks); strings are escaped by the caller. */
  paragraphs: string[];
  /** Extra HTML after the paragraphs. */
  after?: string;
}

/** A white paper page with a running head, a serif title and body text. */
export function docPage(box: Box, content: PageContent, padding = "32px 36px"): string {
  const running = content.running
    ? `<div style="display:flex;justify-content:space-between;font:600 9.5px/1 ${FONT_SANS};letter-spacing:.16em;text-transform:uppercase;color:${p.inkMid};border-bottom:1px solid ${p.rule};padding-bottom:10px;margin-bottom:18px"><span>${esc(content.running[0])}</span><span>${esc(content.running[1])}</span></div>`
    : "";
  const kind = content.kind
    ? `<div style="font:500 10.5px/1.3 ${FONT_SANS};color:${p.muted};letter-spacing:.04em;margin:6px 0 14px">${esc(content.kind)}</div>`
    : "";
  const paras = content.paragraphs
    .map((html) => `<p style="font:400 12.5px/1.7 ${FONT_SERIF};color:#2a3140;margin-bottom:8px">${html}</p>`)
    .join("");
  return `<div class="card shadow" style="${place(box)};border-radius:4px;padding:${padding};overflow:hidden">${running}<div style="font:600 23px/1.15 ${FONT_SERIF};color:${p.ink};letter-spacing:-.01em">${esc(content.title)}</div>${kind}${paras}${content.after ?? ""}</div>`;
}

/** An application window with a title bar. */
export function appWindow(box: Box, title: string, inner: string, pad = "18px 20px"): string {
  return `<div class="win shadow" style="${place(box)}"><div class="bar"><i></i><i></i><i></i><span>${esc(title)}</span></div><div style="padding:${pad}">${inner}</div></div>`;
}

/** Colours a line of XML for {@link codePanel}: tags, attributes, values, comments. */
export function xml(line: string): string {
  if (/^\s*<!--/.test(line)) return `<span class="c">${esc(line)}</span>`;
  const token = /(<\/?)([\w:-]+)|([\w:-]+)=("[^"]*")/g;
  let out = "";
  let last = 0;
  for (const match of line.matchAll(token)) {
    out += esc(line.slice(last, match.index));
    const [, open, tag, attr, value] = match;
    out += tag
      ? `${esc(open ?? "")}<span class="t">${tag}</span>`
      : `<span class="a">${attr}</span>=<span class="v">${esc(value ?? "")}</span>`;
    last = match.index + match[0].length;
  }
  return out + esc(line.slice(last));
}

/** A dark code panel; `lines` are HTML (see {@link xml}). */
export function codePanel(box: Box, lines: string[], title?: string): string {
  const head = title
    ? `<div style="font:700 10px/1 ${FONT_SANS};letter-spacing:.14em;text-transform:uppercase;color:#8ea3c6;margin-bottom:10px">${esc(title)}</div>`
    : "";
  return `<div class="code shadow" style="${place(box)}">${head}${lines.join("\n")}</div>`;
}

/** A tablet or phone frame around `inner`. */
export function device(box: Box, inner: string, radius = 28, bezel = 14): string {
  return `<div class="abs shadow" style="${place(box)};background:${p.ink};border-radius:${radius}px;padding:${bezel}px"><div style="background:#fff;border-radius:${radius - bezel / 2}px;width:100%;height:100%;overflow:hidden;position:relative">${inner}</div></div>`;
}

/** A pill label. */
export function pill(text: string, tone: "ink" | "accent" | "green" | "grey" = "ink"): string {
  return `<span class="pill ${tone}">${esc(text)}</span>`;
}

/** A big figure with a caption, on its own card. */
export function statCard(box: Box, value: string, caption: string, accent = false): string {
  return `<div class="card shadow stat" style="${place(box)};padding:18px 22px">${accent ? `<b style="color:${p.accentDark}">${esc(value)}</b>` : `<b>${esc(value)}</b>`}<span>${esc(caption)}</span></div>`;
}

/** A round badge with initials, for people in a workflow (never a photograph). */
export function initials(text: string, bg: string, size = 30): string {
  return `<span style="width:${size}px;height:${size}px;border-radius:50%;background:${bg};color:#fff;display:inline-grid;place-items:center;font:700 ${Math.round(size * 0.38)}px/1 ${FONT_SANS};flex:none;border:2px solid #fff">${esc(text)}</span>`;
}

/** A sticky note, slightly tilted, with a strip of tape. */
export function note(box: Box, heading: string, text: string): string {
  return `<div class="abs shadow" style="${place(box)};padding:18px 18px 20px;background:#fff1e3;border-radius:3px;font:500 13px/1.45 ${FONT_SANS};color:#5a3a1c"><div style="position:absolute;left:40%;top:-10px;width:56px;height:20px;background:rgba(231,238,248,.85);transform:rotate(2deg)"></div><b style="display:block;font:700 11px/1 ${FONT_SANS};letter-spacing:.12em;color:${p.accentDark};margin-bottom:8px">${esc(heading)}</b>${esc(text)}</div>`;
}

/** A small progress bar. */
export function progress(percent: number, colour: string = p.accent): string {
  return `<span style="display:block;height:6px;border-radius:3px;background:#e9edf3;overflow:hidden"><span style="display:block;height:100%;width:${percent}%;background:${colour};border-radius:3px"></span></span>`;
}

export { FONT_SANS, FONT_SERIF, glyph, p };
