/**
 * Shared building blocks of the sample-work pictures: type families, KaTeX mathematics, the
 * printed page on a backdrop, an aged scan, device and browser frames, an XML code panel and an
 * e-learning course player. Every function returns self-contained HTML for {@link htmlDocument}.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import katex from "katex";
import { FONT_SANS, FONT_SERIF } from "../../lib/fonts.ts";
import { nodeModulesDir } from "../../lib/paths.ts";
import { rng } from "../news/parts.ts";

export { rng };

/** Canvas of the typeset pages (3:4 portrait), in CSS pixels. */
export const PAGE_W = 600;
export const PAGE_H = 800;
/** Canvas of the other categories (4:3 landscape), in CSS pixels. */
export const WIDE_W = 800;
export const WIDE_H = 600;

/** One picture: its key (as in core/copy/samples.ts), body HTML and extra CSS. */
export interface SampleScene {
  key: string;
  body: string;
  css?: string;
}

/** Type families: the site's two from npm, KaTeX's Computer Modern cuts, and URW faces of the system. */
export const F = {
  serif: FONT_SERIF,
  sans: FONT_SANS,
  cm: "KaTeX_Main, 'Latin Modern Roman', serif",
  cmSans: "KaTeX_SansSerif, Inter, sans-serif",
  schoolbook: "C059, 'Century Schoolbook', 'Source Serif 4', serif",
  palatino: "P052, Palatino, 'Source Serif 4', serif",
  times: "'Nimbus Roman', 'Times New Roman', 'Source Serif 4', serif",
  bookman: "'URW Bookman', 'Source Serif 4', serif",
  gothic: "'URW Gothic', Inter, sans-serif",
  helvetica: "'Nimbus Sans', 'Liberation Sans', Inter, sans-serif",
  narrow: "'Nimbus Sans Narrow', 'Liberation Sans Narrow', Inter, sans-serif",
  mono: "'DejaVu Sans Mono', 'Liberation Mono', monospace",
  typewriter: "KaTeX_Typewriter, 'Nimbus Mono PS', monospace",
} as const;

/** Escapes text for HTML. */
export function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

let katexCssCache: string | undefined;

/** KaTeX's stylesheet with its WOFF2 fonts inlined as data URLs. */
export function katexCss(): string {
  if (katexCssCache) return katexCssCache;
  const dir = join(nodeModulesDir, "katex/dist");
  const css = readFileSync(join(dir, "katex.min.css"), "utf8");
  katexCssCache = css.replace(/src:url\(fonts\/([\w-]+)\.woff2\)[^;}]*/g, (_m, name: string) => {
    const data = readFileSync(join(dir, "fonts", `${name}.woff2`)).toString("base64");
    return `src:url(data:font/woff2;base64,${data}) format("woff2")`;
  });
  return katexCssCache;
}

/** TeX mathematics as KaTeX HTML; `display` for a centred display equation. */
export function tex(source: string, display = false): string {
  return katex.renderToString(source, { displayMode: display, throwOnError: true, output: "html" });
}

/** A numbered display equation: centred formula, number at the right margin. */
export function eq(source: string, n?: string | number): string {
  return `<div class="eqn"><div class="eqn-f">${tex(source, true)}</div>${n === undefined ? "" : `<span class="eqn-n">(${n})</span>`}</div>`;
}

/** Paragraphs from plain strings; inline markup (<i>, <b>, math) passes through. */
export function paras(list: readonly string[], cls = ""): string {
  return list
    .map((t, i) => `<p${cls || i === 0 ? ` class="${[cls, i === 0 ? "first" : ""].join(" ").trim()}"` : ""}>${t}</p>`)
    .join("");
}

// --- Printed pages -------------------------------------------------------------------------

/** Options of {@link printedPage}. */
export interface PageOptions {
  /** Trim width over height: 1/√2 (A4), 0.667 (6 x 9 in), 0.7 (7 x 10 in), 0.773 (US letter). */
  trim?: number;
  /** Backdrop behind the page. */
  backdrop?: string;
  /** Body face and size (CSS px) of the page. */
  font?: string;
  size?: number;
  /** Line height of the body text. */
  leading?: number;
  /** Page colour. */
  paper?: string;
  /** Inner margins: top, outer sides, bottom. */
  margin?: [number, number, number];
  /** Ink colour of body text. */
  ink?: string;
}

const PAGE_HEIGHT = 748;

/** Base CSS of every typeset page. */
export function pageCss(): string {
  return `${katexCss()}
  .desk{position:absolute;inset:0}
  .page{position:absolute;top:${(PAGE_H - PAGE_HEIGHT) / 2}px;height:${PAGE_HEIGHT}px;overflow:hidden;
    box-shadow:0 1px 2px rgba(20,25,40,.12),0 10px 24px -6px rgba(20,25,40,.28),0 24px 48px -18px rgba(20,25,40,.22)}
  .pin{position:absolute;display:flex;flex-direction:column}
  .pin p{margin:0;text-align:justify;hyphens:auto;-webkit-hyphens:auto}
  .pin p+p{text-indent:1.4em}
  .pin p.noind,.pin p.first{text-indent:0}
  .flow{flex:1 1 0;min-height:0;overflow:hidden}
  .c2{column-count:2;column-gap:16px;column-fill:auto;height:100%}
  .c3{column-count:3;column-gap:13px;column-fill:auto;height:100%}
  .katex{font-size:1.08em}
  .eqn{display:flex;align-items:center;margin:.55em 0;break-inside:avoid}
  .eqn-f{flex:1;text-align:center}.eqn-f .katex-display{margin:0}
  .eqn-n{flex:none;padding-left:6px}
  .rh{display:flex;justify-content:space-between;align-items:baseline;font-size:.78em;letter-spacing:.02em;padding-bottom:4px;margin-bottom:12px}
  .sc{font-variant:small-caps;letter-spacing:.04em}
  .h{font-weight:700;margin:.7em 0 .25em;break-after:avoid}
  .fig{break-inside:avoid;margin:.4em 0 .8em}
  .cap{font-size:.86em;line-height:1.3;margin-top:5px}
  table{border-collapse:collapse;width:100%}
  .num{text-align:right;font-variant-numeric:tabular-nums}`;
}

/** A printed page (trim, paper, margins) centred on a backdrop in the 600x800 canvas. */
export function printedPage(inner: string, o: PageOptions = {}): string {
  const trim = o.trim ?? Math.SQRT1_2;
  const w = Math.round(PAGE_HEIGHT * trim);
  const left = Math.round((PAGE_W - w) / 2);
  const [mt, ms, mb] = o.margin ?? [34, 34, 30];
  const style = [
    `font-family:${o.font ?? F.serif}`,
    `font-size:${o.size ?? 8.6}px`,
    `line-height:${o.leading ?? 1.32}`,
    `color:${o.ink ?? "#1d1d1f"}`,
  ].join(";");
  return `<div class="desk" style="background:${o.backdrop ?? "linear-gradient(160deg,#e9ecf1,#d7dce4)"}"></div>
  <div class="page" style="left:${left}px;width:${w}px;background:${o.paper ?? "#fff"}">
    <div class="pin" style="left:${ms}px;right:${ms}px;top:${mt}px;bottom:${mb}px;${style}">${inner}</div>
  </div>`;
}

/** Backdrops for the pages, so the grid of thumbnails is not all one grey. */
export const backdrops = {
  slate: "linear-gradient(160deg,#e6eaf0,#cfd6e0)",
  sand: "linear-gradient(160deg,#efe9de,#ddd3c1)",
  sage: "linear-gradient(160deg,#e5ece6,#ccd9cf)",
  blush: "linear-gradient(160deg,#f1e7e4,#dfcdc8)",
  sky: "linear-gradient(160deg,#e4edf5,#c9d9ea)",
  stone: "linear-gradient(160deg,#ebebea,#d5d4d0)",
  lilac: "linear-gradient(160deg,#ebe8f2,#d4cfe2)",
} as const;

// --- Scans ---------------------------------------------------------------------------------

/** SVG filters for scans: slightly rough ink edges ("scanink") and paper mottling. */
export function scanFilters(seed = 3): string {
  return `<svg width="0" height="0" style="position:absolute"><defs>
    <filter id="scanink" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="1" seed="${seed}" result="n"/>
      <feDisplacementMap in="SourceGraphic" in2="n" scale="1.1" xChannelSelector="R" yChannelSelector="G" result="d"/>
      <feGaussianBlur in="d" stdDeviation=".22"/>
    </filter>
    <filter id="mottle" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency=".012 .018" numOctaves="3" seed="${seed + 7}"/>
      <feColorMatrix values="0 0 0 0 .55  0 0 0 0 .42  0 0 0 0 .22  0 0 0 -1.3 .75"/>
    </filter>
  </defs></svg>`;
}

/** Options of {@link scan}. */
export interface ScanOptions {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Rotation in degrees (a scan is never quite straight). */
  tilt?: number;
  /** Paper tone. */
  paper?: string;
  font?: string;
  size?: number;
  seed?: number;
}

/**
 * An aged scanned page: toned paper with mottling and foxing spots, a darker gutter edge, ink
 * with rough edges, slightly rotated. `inner` is the page's text.
 */
export function scan(inner: string, o: ScanOptions): string {
  const r = rng(o.seed ?? 11);
  const spots = Array.from({ length: 7 }, () => {
    const x = Math.round(r() * 100);
    const y = Math.round(r() * 100);
    const s = 3 + Math.round(r() * 9);
    return `radial-gradient(${s}px ${s}px at ${x}% ${y}%,rgba(150,100,40,.28),transparent)`;
  }).join(",");
  return `<div style="position:absolute;left:${o.left}px;top:${o.top}px;width:${o.width}px;height:${o.height}px;transform:rotate(${o.tilt ?? -1.2}deg);
      box-shadow:0 2px 4px rgba(40,30,10,.25),0 14px 30px -10px rgba(40,30,10,.35);background:${o.paper ?? "#efe3c6"};overflow:hidden">
    <div style="position:absolute;inset:0;background:${spots},linear-gradient(90deg,rgba(90,60,20,.28),transparent 7%,transparent 93%,rgba(90,60,20,.14)),radial-gradient(120% 90% at 50% 45%,transparent 55%,rgba(120,80,30,.22))"></div>
    <svg style="position:absolute;inset:0;width:100%;height:100%;opacity:.55"><rect width="100%" height="100%" filter="url(#mottle)"/></svg>
    <div style="position:absolute;inset:0;padding:22px 24px;font-family:${o.font ?? F.times};font-size:${o.size ?? 8}px;line-height:1.3;color:#2a2118;filter:url(#scanink)">${inner}</div>
  </div>`;
}

// --- Devices -------------------------------------------------------------------------------

/** A device or window with its screen content; positions in the 800x600 canvas. */
export interface FrameOptions {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** An e-ink reader: grey body, off-white screen. */
export function ereader(screen: string, o: FrameOptions): string {
  return `<div style="position:absolute;left:${o.left}px;top:${o.top}px;width:${o.width}px;height:${o.height}px;border-radius:20px;background:linear-gradient(160deg,#3b3d42,#222327);padding:22px 18px 46px;box-shadow:0 20px 40px -14px rgba(0,0,0,.45)">
    <div style="width:100%;height:100%;background:#f3f2ed;border-radius:3px;overflow:hidden;position:relative">${screen}</div>
    <div style="position:absolute;bottom:14px;left:50%;width:46px;height:16px;margin-left:-23px;border-radius:8px;border:1.5px solid #55585e"></div>
  </div>`;
}

/** A tablet with thin dark bezels. */
export function tablet(screen: string, o: FrameOptions): string {
  return `<div style="position:absolute;left:${o.left}px;top:${o.top}px;width:${o.width}px;height:${o.height}px;border-radius:22px;background:#1b1d22;padding:14px;box-shadow:0 0 0 1.5px #3a3d44 inset,0 22px 44px -14px rgba(0,0,0,.45)">
    <div style="width:100%;height:100%;background:#fff;border-radius:9px;overflow:hidden;position:relative">${screen}</div>
  </div>`;
}

/** A phone with rounded corners and a camera island. */
export function phone(screen: string, o: FrameOptions): string {
  return `<div style="position:absolute;left:${o.left}px;top:${o.top}px;width:${o.width}px;height:${o.height}px;border-radius:34px;background:#15171b;padding:9px;box-shadow:0 0 0 1.5px #3c4048 inset,0 22px 44px -14px rgba(0,0,0,.45)">
    <div style="width:100%;height:100%;background:#fff;border-radius:26px;overflow:hidden;position:relative">
      <div style="position:absolute;top:8px;left:50%;width:64px;height:18px;margin-left:-32px;border-radius:10px;background:#111;z-index:3"></div>
      ${screen}
    </div>
  </div>`;
}

/** A desktop browser window with tab, address bar and the page below. */
export function browser(url: string, title: string, content: string, o: FrameOptions): string {
  return `<div style="position:absolute;left:${o.left}px;top:${o.top}px;width:${o.width}px;height:${o.height}px;border-radius:10px;background:#fff;overflow:hidden;box-shadow:0 0 0 1px rgba(20,30,50,.12),0 22px 44px -14px rgba(20,30,50,.4);font-family:${F.sans}">
    <div style="height:30px;background:#dfe3ea;display:flex;align-items:flex-end;padding:0 10px;gap:6px">
      <div style="display:flex;gap:5px;align-self:center;margin-right:8px"><i style="width:9px;height:9px;border-radius:50%;background:#ee6a5f;display:block"></i><i style="width:9px;height:9px;border-radius:50%;background:#f5bd4f;display:block"></i><i style="width:9px;height:9px;border-radius:50%;background:#61c454;display:block"></i></div>
      <div style="background:#fff;border-radius:7px 7px 0 0;height:24px;padding:0 12px;display:flex;align-items:center;font-size:9.5px;color:#333;max-width:58%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${esc(title)}</div>
    </div>
    <div style="height:30px;display:flex;align-items:center;gap:8px;padding:0 10px;border-bottom:1px solid #e3e6ec">
      <span style="color:#8a93a3;font-size:12px;letter-spacing:4px">‹ › ↻</span>
      <div style="flex:1;height:20px;border-radius:10px;background:#f0f2f5;display:flex;align-items:center;padding:0 10px;font-size:9.5px;color:#4a5161"><svg width="9" height="10" viewBox="0 0 9 10" style="margin-right:6px"><rect x=".5" y="4" width="8" height="6" rx="1.2" fill="#5b6577"/><path d="M2.2 4V2.8a2.3 2.3 0 0 1 4.6 0V4" fill="none" stroke="#5b6577" stroke-width="1.2"/></svg>${esc(url)}</div>
    </div>
    <div style="position:absolute;top:60px;left:0;right:0;bottom:0;overflow:hidden">${content}</div>
  </div>`;
}

/** A caption strip under a side-by-side pair, e.g. "Scanned print, 1894" and "EPUB 3". */
export function tag(label: string, left: number, top: number, tone = "#14284b"): string {
  return `<div style="position:absolute;left:${left}px;top:${top}px;font:700 10px/1 ${F.sans};letter-spacing:.12em;text-transform:uppercase;color:${tone};background:rgba(255,255,255,.82);padding:6px 9px;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.12)">${esc(label)}</div>`;
}

/** A side-by-side ground: left half warm (print), right half cool (digital), joined by an arrow. */
export function splitGround(arrowX = 400, arrowY = 300): string {
  return `<div style="position:absolute;inset:0;background:linear-gradient(90deg,#efe8dc 0%,#ebe4d6 50%,#e3ebf4 50%,#dae5f1 100%)"></div>
  <div style="position:absolute;left:${arrowX - 19}px;top:${arrowY - 19}px;width:38px;height:38px;border-radius:50%;background:#f76707;color:#fff;display:grid;place-items:center;font:700 20px/1 ${F.sans};box-shadow:0 6px 14px -4px rgba(247,103,7,.6);z-index:5">→</div>`;
}

// --- XML -----------------------------------------------------------------------------------

/**
 * Syntax-highlighted XML with line numbers: tags, attribute names, values, comments and text in
 * different colours. `xml` is indented source text; lines are kept as written.
 */
export function xmlPanel(xml: string, o: FrameOptions & { title: string; size?: number }): string {
  const lines = xml.replace(/^\n/, "").replace(/\s+$/, "").split("\n");
  const hl = (line: string): string =>
    esc(line)
      .replace(/(&lt;!--.*?--&gt;)/g, '<span class="xc">$1</span>')
      .replace(
        /(&lt;\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"]*")*)(\s*\/?&gt;)?/g,
        (_m, open: string, name: string, attrs: string, close = "") => {
          const a = attrs.replace(/([\w:.-]+)="([^"]*)"/g, '<span class="xa">$1</span>=<span class="xv">"$2"</span>');
          return `<span class="xp">${open}</span><span class="xt">${name}</span>${a}<span class="xp">${close}</span>`;
        },
      );
  const body = lines.map((l, i) => `<div class="xl"><b>${i + 1}</b><span>${hl(l)}</span></div>`).join("");
  return `<div style="position:absolute;left:${o.left}px;top:${o.top}px;width:${o.width}px;height:${o.height}px;border-radius:10px;overflow:hidden;background:#1e2230;box-shadow:0 22px 44px -14px rgba(10,15,30,.5)">
    <div style="height:28px;background:#161a25;display:flex;align-items:center;gap:6px;padding:0 12px;font:500 9.5px/1 ${F.sans};color:#aab3c5">
      <i style="width:8px;height:8px;border-radius:50%;background:#ee6a5f;display:block"></i><i style="width:8px;height:8px;border-radius:50%;background:#f5bd4f;display:block"></i><i style="width:8px;height:8px;border-radius:50%;background:#61c454;display:block"></i>
      <span style="margin-left:10px;background:#1e2230;padding:5px 10px;border-radius:5px 5px 0 0;align-self:flex-end">${esc(o.title)}</span>
      <span style="margin-left:auto;color:#7ee2a8">● valid</span>
    </div>
    <div class="xml" style="padding:8px 0;font:400 ${o.size ?? 8.6}px/1.55 ${F.mono};color:#d7dce8">${body}</div>
  </div>`;
}

/** CSS of {@link xmlPanel}. */
export const xmlCss = `.xl{display:flex;white-space:pre}.xl b{flex:none;width:30px;padding-right:10px;text-align:right;color:#566079;font-weight:400}
.xp{color:#7f8aa3}.xt{color:#7cb8ff}.xa{color:#f3b77a}.xv{color:#a9df9a}.xc{color:#6f7b94;font-style:italic}`;

// --- Course player -------------------------------------------------------------------------

/** Options of {@link coursePlayer}. */
export interface PlayerOptions {
  course: string;
  module: string;
  /** Screen number and total, e.g. [4, 12]. */
  step: [number, number];
  /** Brand colour of the course. */
  accent: string;
  /** Very light tint of the accent for the stage. */
  tint: string;
  /** Label of the primary button at the bottom right. */
  next?: string;
}

/**
 * A modern HTML5 course player filling the 800x600 canvas: header with course and module,
 * progress bar, the activity stage, and a footer with navigation.
 */
export function coursePlayer(stage: string, o: PlayerOptions): string {
  const pct = Math.round((o.step[0] / o.step[1]) * 100);
  return `<div style="position:absolute;inset:0;background:linear-gradient(150deg,#eef1f6,#dde3ec)"></div>
  <div style="position:absolute;left:24px;top:22px;right:24px;bottom:22px;border-radius:14px;overflow:hidden;background:#fff;box-shadow:0 1px 2px rgba(20,30,50,.1),0 20px 44px -16px rgba(20,30,50,.4);font-family:${F.sans};color:#1d2433">
    <div style="height:50px;display:flex;align-items:center;gap:12px;padding:0 18px;border-bottom:1px solid #e8ebf1">
      <div style="width:28px;height:28px;border-radius:8px;background:${o.accent};display:grid;place-items:center;color:#fff;font-weight:800;font-size:13px">${esc(o.course.charAt(0))}</div>
      <div style="line-height:1.2"><div style="font-weight:700;font-size:12.5px">${esc(o.course)}</div><div style="font-size:10px;color:#6b7485">${esc(o.module)}</div></div>
      <div style="margin-left:auto;display:flex;align-items:center;gap:14px;font-size:10px;color:#6b7485">
        <span>${o.step[0]} of ${o.step[1]}</span>
        <span style="width:120px;height:6px;border-radius:3px;background:#e8ebf1;display:block;overflow:hidden"><span style="display:block;height:100%;width:${pct}%;background:${o.accent}"></span></span>
        <span style="width:26px;height:26px;border-radius:7px;border:1px solid #e1e5ec;display:grid;place-items:center;font-size:13px;color:#49526a">☰</span>
      </div>
    </div>
    <div style="position:absolute;top:50px;left:0;right:0;bottom:48px;background:${o.tint};overflow:hidden">${stage}</div>
    <div style="position:absolute;left:0;right:0;bottom:0;height:48px;border-top:1px solid #e8ebf1;display:flex;align-items:center;padding:0 18px;gap:10px;font-size:11px;background:#fff">
      <span style="padding:7px 14px;border-radius:8px;border:1px solid #d9dee7;font-weight:600;color:#49526a">← Back</span>
      <span style="color:#8a93a3;font-size:9.5px;margin-left:8px">Built by Scriptoria · HTML5 · SCORM 2004</span>
      <span style="margin-left:auto;display:flex;gap:10px;color:#6b7485;font-size:13px"><svg width="14" height="12" viewBox="0 0 14 12"><path d="M1 4h3l4-3v10L4 8H1z" fill="#6b7485"/><path d="M10 3.5a4 4 0 0 1 0 5M11.8 1.8a6.5 6.5 0 0 1 0 8.4" fill="none" stroke="#6b7485" stroke-width="1.2"/></svg><span>CC</span></span>
      <span style="padding:7px 16px;border-radius:8px;background:${o.accent};color:#fff;font-weight:700">${esc(o.next ?? "Next")} →</span>
    </div>
  </div>`;
}
