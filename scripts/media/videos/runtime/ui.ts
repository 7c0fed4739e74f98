/**
 * Shared pieces of the product walkthroughs: the pointer (arrow, text beam, hand) with click
 * feedback, the numbered step captions and the Scriptoria top bar mark.
 */
import { $, clamp01, easeInOut, easeOut, lerp, place, prog } from "./anim.ts";

export type CursorKind = "arrow" | "text" | "hand";

/** The pointer arrives at (x, y) at time `at`, after moving for `move` seconds. */
export interface CursorStop {
  at: number;
  x: number;
  y: number;
  move?: number;
  kind?: CursorKind;
  /** Press the button shortly after arriving. */
  click?: boolean;
}

const CLICK_DELAY = 0.12;

const ARROW = `<svg class="cursor-img cursor-arrow" width="26" height="30" viewBox="0 0 26 30" aria-hidden="true"><path d="M3 2.5v21.2l5.3-5.1 3.4 8.1 3.7-1.6-3.4-7.9h7.4z" fill="#1a1f2b" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/></svg>`;
const BEAM = `<svg class="cursor-img cursor-text" width="26" height="30" viewBox="0 0 26 30" aria-hidden="true"><path d="M8 3.5c2.4 0 4 .8 5 2 1-1.2 2.6-2 5-2M8 26.5c2.4 0 4-.8 5-2 1 1.2 2.6 2 5 2M13 5.5v19M10.5 15h5" fill="none" stroke="#fff" stroke-width="3.6" stroke-linecap="round"/><path d="M8 3.5c2.4 0 4 .8 5 2 1-1.2 2.6-2 5-2M8 26.5c2.4 0 4-.8 5-2 1 1.2 2.6 2 5 2M13 5.5v19M10.5 15h5" fill="none" stroke="#1a1f2b" stroke-width="1.6" stroke-linecap="round"/></svg>`;
const HAND = `<svg class="cursor-img cursor-hand" width="26" height="30" viewBox="0 0 26 30" aria-hidden="true"><path d="M9.2 3.2c1.2 0 2 .9 2 2.1v7.2l.6-.1V10c0-1.1.9-1.9 2-1.9s2 .8 2 1.9v2.6l.5.1v-1.6c0-1.1.9-1.9 2-1.9s1.9.8 1.9 1.9v2.4l.4.1c0-1 .9-1.7 1.9-1.7 1.1 0 1.9.8 1.9 1.9v6.3c0 4.6-3.2 8.1-7.6 8.1h-1.6c-2.7 0-4.6-1.2-6.1-3.4L4.3 18c-.7-1-.4-2.3.6-2.9.9-.6 2.1-.4 2.8.5l-.5-.6V5.3c0-1.2.9-2.1 2-2.1z" fill="#fff" stroke="#1a1f2b" stroke-width="1.5" stroke-linejoin="round"/></svg>`;

/** Hot spot of each pointer image, in its 26x30 box. */
const HOTSPOT: Record<CursorKind, [number, number]> = { arrow: [3, 2.5], text: [13, 15], hand: [9.5, 3.5] };

/** A stop given by an element: its box at time `at`, anchored at (ax, ay) in 0..1, plus (x, y). */
export interface CursorTarget {
  at: number;
  el?: string;
  ax?: number;
  ay?: number;
  x?: number;
  y?: number;
  move?: number;
  kind?: CursorKind;
  click?: boolean;
}

/** Turns element targets into pixel stops, measuring each element in the state at its time. */
export function resolveStops(targets: readonly CursorTarget[], setTime: (t: number) => void): CursorStop[] {
  return targets.map((tg) => {
    let x = tg.x ?? 0;
    let y = tg.y ?? 0;
    if (tg.el) {
      setTime(tg.at);
      const r = $(tg.el).getBoundingClientRect();
      x += r.left + r.width * (tg.ax ?? 0.5);
      y += r.top + r.height * (tg.ay ?? 0.5);
    }
    return { at: tg.at, x, y, move: tg.move, kind: tg.kind, click: tg.click };
  });
}

export class Cursor {
  private readonly root: HTMLElement;
  private readonly ripple: HTMLElement;
  private readonly imgs: Record<CursorKind, HTMLElement>;
  readonly clicks: number[];
  private readonly stops: readonly CursorStop[];

  constructor(stops: readonly CursorStop[], host: HTMLElement = document.body) {
    this.stops = stops;
    this.ripple = document.createElement("div");
    this.ripple.className = "cursor-ripple";
    this.root = document.createElement("div");
    this.root.className = "cursor";
    this.root.innerHTML = ARROW + BEAM + HAND;
    host.append(this.ripple, this.root);
    this.imgs = {
      arrow: $(".cursor-arrow", this.root),
      text: $(".cursor-text", this.root),
      hand: $(".cursor-hand", this.root),
    };
    this.clicks = stops.filter((s) => s.click).map((s) => s.at + CLICK_DELAY);
  }

  /** Where the pointer is at `t`, which image it shows, and the active click if any. */
  state(t: number): { x: number; y: number; kind: CursorKind } {
    const stops = this.stops;
    const first = stops[0];
    if (!first) return { x: -100, y: -100, kind: "arrow" };
    let prev: CursorStop = first;
    for (let i = 1; i < stops.length; i++) {
      const next = stops[i];
      if (!next) break;
      const move = next.move ?? 0.8;
      const start = next.at - move;
      if (t <= start) break;
      if (t < next.at) {
        const p = easeInOut((t - start) / move);
        // A slight arc, as a hand moves a mouse.
        const dx = next.x - prev.x;
        const dy = next.y - prev.y;
        const bow = Math.sin(Math.PI * p) * Math.min(40, Math.hypot(dx, dy) * 0.08);
        const len = Math.hypot(dx, dy) || 1;
        return {
          x: lerp(prev.x, next.x, p) + (-dy / len) * bow,
          y: lerp(prev.y, next.y, p) + (dx / len) * bow,
          kind: p > 0.85 ? (next.kind ?? "arrow") : (prev.kind ?? "arrow"),
        };
      }
      prev = next;
    }
    return { x: prev.x, y: prev.y, kind: prev.kind ?? "arrow" };
  }

  /** Seconds since the latest click at or before `t`, or Infinity. */
  sinceClick(t: number): number {
    let best = Number.POSITIVE_INFINITY;
    for (const c of this.clicks) if (c <= t) best = Math.min(best, t - c);
    return best;
  }

  update(t: number): void {
    const s = this.state(t);
    const [hx, hy] = HOTSPOT[s.kind];
    const since = this.sinceClick(t);
    // Press: quick squeeze, then release.
    const press = since < 0.22 ? Math.sin((since / 0.22) * Math.PI) : 0;
    const scale = 1 - press * 0.14;
    place(this.root, 1, `translate(${(s.x - hx).toFixed(2)}px, ${(s.y - hy).toFixed(2)}px) scale(${scale.toFixed(3)})`);
    this.root.style.transformOrigin = `${hx}px ${hy}px`;
    for (const k of Object.keys(this.imgs) as CursorKind[]) {
      const el = this.imgs[k];
      const on = k === s.kind ? "1" : "0";
      if (el.style.opacity !== on) el.style.opacity = on;
    }
    if (since < 0.55) {
      const p = easeOut(since / 0.55);
      const last = this.clicks.filter((c) => c <= t).pop() ?? 0;
      const at = this.state(last);
      place(
        this.ripple,
        0.55 * (1 - p),
        `translate(${at.x.toFixed(1)}px, ${at.y.toFixed(1)}px) translate(-50%, -50%) scale(${lerp(0.2, 1, p).toFixed(3)})`,
      );
    } else {
      place(this.ripple, 0);
    }
  }
}

export interface Caption {
  from: number;
  to: number;
  text: string;
}

/** Numbered step captions that slide up and fade, one at a time, bottom centre. */
export class Captions {
  private readonly els: HTMLElement[];
  private readonly items: readonly Caption[];

  constructor(items: readonly Caption[], host: HTMLElement = document.body) {
    this.items = items;
    const box = document.createElement("div");
    box.className = "captions";
    this.els = items.map((c, i) => {
      const el = document.createElement("div");
      el.className = "caption";
      el.innerHTML = `<span class="caption-n">${i + 1}</span><span class="caption-t"></span>`;
      $(".caption-t", el).textContent = c.text;
      box.append(el);
      return el;
    });
    host.append(box);
  }

  update(t: number): void {
    this.items.forEach((c, i) => {
      const el = this.els[i];
      if (!el) return;
      const inP = prog(t, c.from, 0.45, easeOut);
      const outP = prog(t, c.to - 0.3, 0.3, easeInOut);
      const o = clamp01(inP - outP);
      place(el, o, `translate(-50%, ${((1 - inP) * 14 - outP * 6).toFixed(2)}px)`);
    });
  }
}

/** The Scriptoria mark (reversed tile for dark bars) and wordmark, then the product name. */
export function brandBar(product: string): string {
  return `<div class="brand">
  <svg class="brand-mark" viewBox="0 0 40 40" width="26" height="26" aria-hidden="true"><rect width="40" height="40" rx="10" fill="#ffffff"/><path d="M8 12c4-1.5 8-1.2 11 1v16c-3-2-7-2.4-11-1z" fill="#14284b"/><path d="M32 12c-4-1.5-8-1.2-11 1v16c3-2 7-2.4 11-1z" fill="#14284b" opacity=".85"/><path d="M24 9h4v9l-2-1.6-2 1.6z" fill="#f76707"/></svg>
  <span class="brand-word">Scriptoria</span>
  <span class="brand-sep"></span>
  <span class="brand-product">${product}</span>
</div>`;
}
