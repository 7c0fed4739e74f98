/**
 * Building blocks of the product pictures: the look of the product walkthroughs
 * (scripts/media/videos/runtime/app.css: top bar, chips, buttons, cards) on still, self-contained
 * pages, plus a window frame, floating cards and the grounds they sit on.
 *
 * Sizes, in CSS pixels (rendered at the scale the task gives):
 * - header: a landscape screen of the product at work (desktop hero);
 * - mobile: a portrait close-up with a different composition (hero below 769 px);
 * - flow: a wide process diagram.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LucideIcon } from "lucide-react";
import { escapeMarkup } from "../../../../core/escape-markup.ts";
import { htmlDocument } from "../../lib/browser.ts";
import { FONT_SANS, FONT_SERIF } from "../../lib/fonts.ts";
import { palette as p } from "../../lib/palette.ts";
import { type IconName, icon } from "../../videos/runtime/icons.ts";
import { brandBar } from "../../videos/runtime/ui.ts";
import { glyph } from "../services/icons.ts";

export const HEADER = { width: 880, height: 600 } as const;
export const MOBILE = { width: 400, height: 480 } as const;
export const FLOW = { width: 1200, height: 330 } as const;

const appCss = readFileSync(join(import.meta.dirname, "../../videos/runtime/app.css"), "utf8");

export const esc = escapeMarkup;
export { FONT_SANS, FONT_SERIF, glyph, type IconName, icon, p };

const kitCss = `
  .ground{position:absolute;inset:0;overflow:hidden}
  .window{position:absolute;background:#fff;border-radius:14px;overflow:hidden;box-shadow:0 1px 2px rgba(12,26,51,.1),0 18px 40px -8px rgba(12,26,51,.28),0 40px 80px -30px rgba(12,26,51,.25)}
  .float{position:absolute;background:#fff;border-radius:14px;box-shadow:0 1px 2px rgba(12,26,51,.1),0 16px 36px -6px rgba(12,26,51,.3),0 0 0 1px rgba(20,40,75,.06)}
  .abs{position:absolute}
  .brand-product,.crumbs span{white-space:nowrap}
  .row{display:flex;align-items:center;gap:8px}
  .grow{flex:1;min-width:0}
  .ellip{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
  .h-serif{font-family:${FONT_SERIF};font-weight:600;color:var(--ink);letter-spacing:-.01em}
  .muted{color:var(--muted)}
  .faint{color:var(--faint)}
  .bar{display:block;height:6px;border-radius:3px;background:#ebe8e1;overflow:hidden}
  .bar>span{display:block;height:100%;border-radius:3px}
  .ins{color:#1d6046;background:#e0efe6;border-bottom:2px solid #1d7a57;padding:0 1px}
  .del{color:#9a3f00;text-decoration:line-through;text-decoration-thickness:2px;text-decoration-color:var(--accent);background:#fff0e5}
  .mark{background:#ffe8d4;border-bottom:2px solid var(--accent)}
  .pin{display:inline-grid;place-items:center;height:18px;padding:0 6px;border-radius:5px;background:var(--accent);color:#fff;font:700 10px/1 ${FONT_SANS}}
  .tick{width:20px;height:20px;border-radius:50%;display:grid;place-items:center;flex:none;color:#fff}
  .tick.ok{background:var(--ok)}
  .tick.warn{background:var(--accent)}
  .tick.ink{background:var(--ink-600)}
  .tick.todo{border:2px solid #d5d0c5;background:#fff}
  .sheet{background:#fff;font-family:${FONT_SERIF};color:#1f2633;box-shadow:0 1px 3px rgba(12,26,51,.12),0 10px 24px -8px rgba(12,26,51,.2)}
`;

/** Grounds behind the window: warm paper, cool ink, or mint for the integrity checks. */
export const grounds = {
  paper: `radial-gradient(120% 90% at 25% 15%,#fcfaf5 0%,${p.paper} 50%,#e7e0cf 100%)`,
  ink: `radial-gradient(120% 100% at 20% 10%,#f7f9fd 0%,${p.inkLight} 52%,#cfdbee 100%)`,
  mint: "radial-gradient(120% 100% at 20% 10%,#f6fbf8 0%,#e6f2ea 50%,#cfe3d7 100%)",
  dusk: `radial-gradient(120% 100% at 80% 0%,#2f5a9e 0%,${p.ink} 55%,${p.inkDark} 100%)`,
} as const;
export type Ground = keyof typeof grounds;

/** A complete page of `size` with the product UI styles, the kit and `css`, on a ground. */
export function productScene(size: { width: number; height: number }, ground: Ground, body: string, css = ""): string {
  return htmlDocument({
    width: size.width,
    height: size.height,
    css: `${appCss}
      html,body{width:${size.width}px;height:${size.height}px;background:transparent}
      ${kitCss}${css}`,
    body: `<div class="ground" style="background:${grounds[ground]}">${body}</div>`,
  });
}

/** Position and size of a block, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  w?: number;
  h?: number;
}

export function place({ x, y, w, h }: Box): string {
  return [`left:${x}px`, `top:${y}px`, w === undefined ? "" : `width:${w}px`, h === undefined ? "" : `height:${h}px`]
    .filter(Boolean)
    .join(";");
}

/** The product's window: the Scriptoria top bar with the product name, then `inner` below it. */
export function appWindow(box: Box, product: string, topbar: string, inner: string): string {
  return `<div class="window" style="${place(box)}"><div class="app"><header class="topbar">${brandBar(product)}${topbar}</header>${inner}</div></div>`;
}

/** Breadcrumbs for the top bar. */
export function crumbs(parts: string[]): string {
  const last = parts.length - 1;
  return `<nav class="crumbs">${parts
    .map((part, i) => `<span class="${i === last ? "cur" : ""}">${esc(part)}</span>`)
    .join('<span class="sep">/</span>')}</nav>`;
}

/** The right end of a top bar: a spacer, notifications and the user's initials. */
export function topbarEnd(initials: string, extra = ""): string {
  return `<div class="spacer"></div>${extra}<div class="icon-btn">${icon("bell", 18)}<span class="dot"></span></div><div class="avatar av-1">${esc(initials)}</div>`;
}

/** A pill; tone is one of the app's chip colours. */
export function chip(text: string, tone: "" | "orange" | "blue" | "ok" | "ink" = "", dot = false): string {
  return `<span class="chip${tone ? ` chip-${tone}` : ""}">${dot ? '<span class="d"></span>' : ""}${esc(text)}</span>`;
}

/** A round badge with a person's initials (never a photograph). */
export function avatar(initials: string, variant: 1 | 2 | 3 | 4, size: "" | "sm" | "xs" = "sm"): string {
  return `<span class="avatar ${size} av-${variant}">${esc(initials)}</span>`;
}

/** A check mark, warning or open circle in a small disc. */
export function tick(state: "ok" | "warn" | "ink" | "todo"): string {
  const inner = state === "todo" ? "" : state === "warn" ? icon("alert", 11, 2.6) : icon("check", 11, 3);
  return `<span class="tick ${state}">${inner}</span>`;
}

/** A progress bar filled to `percent` in `colour`. */
export function bar(percent: number, colour = "var(--accent)"): string {
  return `<span class="bar"><span style="width:${percent}%;background:${colour}"></span></span>`;
}

/** A lucide glyph in the given colour, for places the walkthrough icon set does not cover. */
export function lucide(glyphIcon: LucideIcon, colour: string, size = 16, stroke = 2): string {
  return glyph(glyphIcon, colour, size, stroke);
}
