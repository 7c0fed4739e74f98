/**
 * Browser-side animation helpers shared by the video scenes. Every scene is a pure function of
 * the clock `t` (seconds): the renderer calls `setTime(t)` for each frame, so nothing here reads
 * wall-clock time, and CSS transitions or animations are never used.
 *
 * These files are served to Chromium with their types stripped (see ../render.ts): only
 * erasable TypeScript, relative imports with `.ts` extensions.
 */

/** What a scene page publishes on `window.__scene` for the renderer. */
export interface SceneHandle {
  /** Length in seconds. Looping scenes satisfy setTime(0) == setTime(duration). */
  duration: number;
  setTime: (t: number) => void;
  /**
   * Times just after a large element (a drawer, a dialog) has gone. The encoder starts a fresh
   * keyframe there, so no faint trace of it lingers in the static picture that follows.
   */
  keyframes?: readonly number[];
}

interface SceneHost {
  __scene?: SceneHandle;
}

/** Loads every face the scenes use, so text is measured and drawn with the real fonts. */
export async function loadFonts(): Promise<void> {
  const faces = [
    "400 16px Inter",
    "500 16px Inter",
    "600 16px Inter",
    "700 16px Inter",
    '400 16px "Source Serif 4"',
    'italic 400 16px "Source Serif 4"',
    '600 16px "Source Serif 4"',
    'italic 600 16px "Source Serif 4"',
    '700 16px "Source Serif 4"',
  ];
  await Promise.all(faces.map((f) => document.fonts.load(f)));
  await document.fonts.ready;
}

export function registerScene(scene: SceneHandle): void {
  (window as unknown as SceneHost).__scene = scene;
}

export const TAU = Math.PI * 2;

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

export function lerp(a: number, b: number, p: number): number {
  return a + (b - a) * p;
}

export function easeInOut(x: number): number {
  const p = clamp01(x);
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

export function easeOut(x: number): number {
  const p = clamp01(x);
  return 1 - (1 - p) ** 3;
}

export function easeOutBack(x: number): number {
  const p = clamp01(x);
  const c1 = 1.4;
  const c3 = c1 + 1;
  return 1 + c3 * (p - 1) ** 3 + c1 * (p - 1) ** 2;
}

/** Eased progress 0..1 of a segment that starts at `start` and lasts `dur` seconds. */
export function prog(t: number, start: number, dur: number, ease: (x: number) => number = easeInOut): number {
  if (dur <= 0) return t >= start ? 1 : 0;
  return ease((t - start) / dur);
}

/** Fades in over `fade` seconds at `from`, out over `fade` seconds ending at `to`. */
export function window01(t: number, from: number, to: number, fade = 0.35): number {
  return Math.min(prog(t, from, fade, easeOut), 1 - prog(t, to - fade, fade, easeInOut));
}

/** The first `n` characters of `text` typed from `start` at `cps` characters a second. */
export function typed(text: string, t: number, start: number, cps: number): string {
  const n = Math.max(0, Math.min(text.length, Math.floor((t - start) * cps)));
  return text.slice(0, n);
}

/** A smooth periodic wave (period `period`, phase in 0..1) returning -1..1. */
export function wave(t: number, period: number, phase = 0): number {
  return Math.sin(TAU * (t / period + phase));
}

export function $(selector: string, root: ParentNode = document): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`scene: no element matches ${selector}`);
  return found;
}

export function $$(selector: string, root: ParentNode = document): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector));
}

export function $svg(selector: string, root: ParentNode = document): SVGElement {
  const found = root.querySelector<SVGElement>(selector);
  if (!found) throw new Error(`scene: no element matches ${selector}`);
  return found;
}

/** Sets opacity and transform in one go, skipping writes that would not change anything. */
export function place(el: HTMLElement | SVGElement, opacity: number, transform = ""): void {
  const o = opacity <= 0.001 ? "0" : opacity >= 0.999 ? "1" : opacity.toFixed(3);
  if (el.style.opacity !== o) el.style.opacity = o;
  if (el.style.transform !== transform) el.style.transform = transform;
  const vis = o === "0" ? "hidden" : "visible";
  if (el.style.visibility !== vis) el.style.visibility = vis;
}

export function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

export function toggle(el: HTMLElement, cls: string, on: boolean): void {
  el.classList.toggle(cls, on);
}

/** Counts from `from` to `to` between `start` and `start + dur`, formatted by `fmt`. */
export function countUp(
  t: number,
  start: number,
  dur: number,
  from: number,
  to: number,
  fmt: (n: number) => string = (n) => String(Math.round(n)),
): string {
  return fmt(lerp(from, to, prog(t, start, dur, easeOut)));
}
