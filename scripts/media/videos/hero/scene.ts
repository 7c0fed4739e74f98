/**
 * Home hero loop: glass pages of set type float over the ink field while orange proof marks are
 * drawn and fade, far pages rise slowly and the baseline grid drifts. Every motion has a period
 * that divides LOOP, so setTime(0) and setTime(LOOP) give the same picture.
 */
import { $, easeInOut, easeOut, loadFonts, place, registerScene, TAU, wave } from "../runtime/anim.ts";

const LOOP = 12;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Word {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Block {
  svg: string;
  /** Words of each line, top to bottom. */
  lines: Word[][];
}

interface BlockOptions {
  barH?: number;
  cls?: string;
  /** Indices of lines that end a paragraph (set short). */
  paraEnds?: readonly number[];
  /** Line indices to leave empty (for display material). */
  skip?: readonly number[];
}

/** Justified lines of "type": rounded bars with word spaces, paragraph ends set short. */
function textBlock(
  rand: () => number,
  x: number,
  y: number,
  w: number,
  count: number,
  pitch: number,
  o: BlockOptions = {},
): Block {
  const barH = o.barH ?? pitch * 0.42;
  const cls = o.cls ?? "ln";
  const gap = barH * 1.15;
  let svg = "";
  const lines: Word[][] = [];
  for (let i = 0; i < count; i++) {
    const ly = y + i * pitch;
    if (o.skip?.includes(i)) {
      lines.push([]);
      continue;
    }
    const end = o.paraEnds?.includes(i) ?? false;
    const target = end ? w * (0.35 + rand() * 0.45) : w;
    const widths: number[] = [];
    let sum = 0;
    while (sum < target) {
      const ww = barH * (2.2 + rand() * 8.5);
      widths.push(ww);
      sum += ww + gap;
    }
    if (!end) {
      const k = (w - gap * (widths.length - 1)) / widths.reduce((s, v) => s + v, 0);
      for (let j = 0; j < widths.length; j++) widths[j] = (widths[j] ?? 0) * k;
    } else {
      widths.pop();
    }
    const words: Word[] = [];
    let cx = x;
    for (const ww of widths) {
      words.push({ x: cx, y: ly, w: ww, h: barH });
      svg += `<rect class="${cls}" x="${cx.toFixed(1)}" y="${ly.toFixed(1)}" width="${ww.toFixed(1)}" height="${barH.toFixed(1)}" rx="${(barH / 2).toFixed(1)}"/>`;
      cx += ww + gap;
    }
    lines.push(words);
  }
  return { svg, lines };
}

function word(block: Block, line: number, index: number): Word {
  const w = block.lines[line]?.[index];
  if (!w) throw new Error(`hero: no word ${index} on line ${line}`);
  return w;
}

/** One proof mark: its SVG (paths with pathLength=1 so they can be drawn in) and when it starts. */
interface Mark {
  id: string;
  phase: number;
  svg: string;
}

function hand(d: string, cls = "mark", part = 0): string {
  return `<path class="${cls} draw" data-part="${part}" pathLength="1" d="${d}"/>`;
}

/** A slightly irregular ellipse, drawn from the left like a pen stroke that overshoots. */
function loop(cx: number, cy: number, rx: number, ry: number): string {
  let d = "";
  for (let i = 0; i <= 40; i++) {
    const a = Math.PI * 0.95 + (i / 40) * TAU * 1.08;
    const r = 1 + 0.05 * Math.sin(i * 0.9);
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r - (i / 40) * 2.5;
    d += `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  return d;
}

function marginText(x: number, y: number, text: string, size = 17, anchor = "start"): string {
  return `<text class="mark-text margin" x="${x}" y="${y}" font-size="${size}" text-anchor="${anchor}">${text}</text>`;
}

interface Page {
  el: HTMLElement;
  x: number;
  y: number;
  z: number;
  rx: number;
  ry: number;
  rz: number;
  phase: number;
  amp: number;
}

const W = 560;
const H = 792;

function articlePage(): { svg: string; marks: Mark[] } {
  const rand = random(7);
  const m = 48;
  const colW = (W - 2 * m - 24) / 2;
  let svg = `<text class="sans" x="${m}" y="40" font-size="8.5">ANNALS OF APPLIED NUMERICS · 14 (2025)</text><text class="sans" x="${W - m}" y="40" font-size="8.5" text-anchor="end">211</text><line class="rule" x1="${m}" x2="${W - m}" y1="52" y2="52"/>`;
  svg += `<text class="title" x="${m}" y="96" font-size="23.5">Stability of finite-volume schemes for</text>`;
  svg += `<text class="title t2" x="${m}" y="126" font-size="23.5">shallow-water flows on curved meshes</text>`;
  svg += `<text class="serif-i" x="${m}" y="156" font-size="12.5">Lucia Marchetti, Amara Okafor and Rohan Iyer</text>`;
  svg += `<rect class="box" x="${m}" y="174" width="${W - 2 * m}" height="104" rx="2"/><text class="sans" x="${m + 14}" y="194" font-size="8">ABSTRACT</text>`;
  svg += textBlock(rand, m + 14, 204, W - 2 * m - 28, 6, 11.5, { cls: "ln-dim", barH: 4.4, paraEnds: [5] }).svg;
  svg += `<text class="title" x="${m}" y="312" font-size="13.5">1  Introduction</text>`;
  const c1 = textBlock(rand, m, 326, colW, 31, 13.2, { barH: 5, paraEnds: [8, 19, 30] });
  const c2 = textBlock(rand, m + colW + 24, 300, colW, 33, 13.2, {
    barH: 5,
    paraEnds: [10, 28],
    skip: [11, 12, 13, 14],
  });
  svg += c1.svg + c2.svg;
  svg += `<text class="serif-i" x="${m + colW + 24 + colW / 2}" y="${300 + 12.6 * 13.2}" font-size="14" text-anchor="middle">∂h/∂t + ∇·(hu) = 0</text><text class="serif" x="${W - m}" y="${300 + 12.6 * 13.2}" font-size="11" text-anchor="end">(1)</text>`;

  const marks: Mark[] = [];
  // 1. A word circled, leader to the left margin, "sp".
  {
    const w = word(c1, 4, 2);
    const cx = w.x + w.w / 2;
    const cy = w.y + w.h / 2;
    marks.push({
      id: "circle",
      phase: 0.6,
      svg:
        hand(loop(cx, cy, w.w / 2 + 9, 9)) +
        hand(`M${w.x - 10} ${cy + 2}C${w.x - 22} ${cy + 6} ${m - 8} ${cy + 4} ${m - 16} ${cy}`, "mark", 1) +
        marginText(m - 20, cy + 6, "sp", 16, "end"),
    });
  }
  // 2. A word struck through, delete mark in the right margin.
  {
    const w = word(c2, 2, 1);
    const cy = w.y + w.h / 2;
    marks.push({
      id: "delete",
      phase: 2.9,
      svg:
        hand(`M${w.x - 3} ${cy + 1}L${w.x + w.w + 3} ${cy - 1}`) +
        hand(
          `M${W - m + 14} ${cy + 5}c6 -1 9 -6 6 -10c-3 -4 -9 -2 -8 3c1 5 7 7 10 2c2 -4 2 -12 -1 -18c-2 -3 -4 -2 -3 1`,
          "mark",
          1,
        ),
    });
  }
  // 3. An insertion caret, the inserted reference in the margin.
  {
    const a = word(c1, 13, 3);
    const x = a.x + a.w + 3;
    const y = a.y + a.h + 2;
    marks.push({
      id: "caret",
      phase: 5.2,
      svg:
        hand(`M${x - 6} ${y + 8}L${x} ${y - 1}L${x + 6} ${y + 8}`) +
        hand(`M${x} ${y + 9}C${x - 40} ${y + 22} ${m - 4} ${y + 16} ${m - 12} ${y + 10}`, "mark", 1) +
        marginText(m - 16, y + 14, "[14]/", 14, "end"),
    });
  }
  // 4. Words underlined in the title for italic, "ital" in the margin.
  marks.push({ id: "ital", phase: 7.5, svg: marginText(W - m + 10, 130, "ital", 15) });
  // 5. A highlighter sweep across two lines.
  {
    const l1 = c2.lines[20] ?? [];
    const l2 = c2.lines[21] ?? [];
    const f = l1[0];
    const g = l2[0];
    if (f && g) {
      const w1 = l1.reduce((s, v) => Math.max(s, v.x + v.w), 0) - f.x;
      const w2 = (l2[2] ?? g).x + (l2[2] ?? g).w - g.x;
      marks.push({
        id: "hilite",
        phase: 9.6,
        svg: `<rect class="hilite sweep" data-w="${w1 + 8}" x="${f.x - 4}" y="${f.y - 4}" width="0" height="${f.h + 8}" rx="2"/><rect class="hilite sweep" data-w="${w2 + 8}" data-delay="0.45" x="${g.x - 4}" y="${g.y - 4}" width="0" height="${g.h + 8}" rx="2"/>${hand(`M${W - m + 12} ${g.y - 10}l0 24`, "mark", 1)}${marginText(W - m + 20, g.y + 4, "AQ", 13)}`,
      });
    }
  }
  // 6. Transposed words: the classic S-shaped "tr" loop.
  {
    const a = word(c2, 25, 1);
    const b = word(c2, 25, 2);
    const y = a.y + a.h / 2;
    marks.push({
      id: "transpose",
      phase: 4.0,
      svg:
        hand(
          `M${a.x - 2} ${y + 8}C${a.x + a.w * 0.3} ${y + 14} ${a.x + a.w * 0.7} ${y + 12} ${a.x + a.w + 2} ${y}C${b.x + 2} ${y - 12} ${b.x + b.w * 0.6} ${y - 14} ${b.x + b.w + 2} ${y - 8}`,
        ) + marginText(W - m + 12, y + 6, "tr", 16),
    });
  }
  // 7. A new paragraph: bracket and pilcrow in the left margin.
  {
    const w = word(c1, 21, 0);
    const y = w.y + w.h / 2;
    marks.push({
      id: "para",
      phase: 10.9,
      svg:
        hand(`M${w.x + 8} ${y - 8}L${w.x - 4} ${y - 8}L${w.x - 4} ${y + 9}`) +
        marginText(m - 18, y + 6, "¶", 18, "end"),
    });
  }
  return { svg, marks };
}

function figurePage(w: number): { svg: string; marks: Mark[] } {
  const rand = random(19);
  const m = 40;
  let svg = `<text class="sans" x="${m}" y="34" font-size="8">M. TANAKA ET AL.</text><text class="sans" x="${w - m}" y="34" font-size="8" text-anchor="end">219</text><line class="rule" x1="${m}" x2="${w - m}" y1="44" y2="44"/>`;
  svg += textBlock(rand, m, 62, w - 2 * m, 9, 12.5, { barH: 4.8, paraEnds: [8] }).svg;
  const fy = 190;
  const fh = 210;
  const fx = m + 26;
  const fw = w - 2 * m - 36;
  svg += `<line class="rule" x1="${fx}" y1="${fy}" x2="${fx}" y2="${fy + fh}"/><line class="rule" x1="${fx}" y1="${fy + fh}" x2="${fx + fw}" y2="${fy + fh}"/>`;
  for (let i = 1; i <= 4; i++) {
    svg += `<line class="rule" x1="${fx}" x2="${fx + fw}" y1="${fy + fh - (i * fh) / 4.6}" y2="${fy + fh - (i * fh) / 4.6}" style="stroke-dasharray:2 5;opacity:.6"/>`;
  }
  let a = "";
  let b = "";
  for (let i = 0; i <= 40; i++) {
    const px = fx + (i / 40) * fw;
    const ya = fy + fh - (fh * 0.12 + fh * 0.7 * (1 - Math.exp(-i / 11)) + Math.sin(i / 3) * 5);
    const yb = fy + fh - (fh * 0.1 + fh * 0.52 * (1 - Math.exp(-i / 16)) + Math.cos(i / 4) * 4);
    a += `${i ? "L" : "M"}${px.toFixed(1)} ${ya.toFixed(1)}`;
    b += `${i ? "L" : "M"}${px.toFixed(1)} ${yb.toFixed(1)}`;
  }
  svg += `<path class="curve curve-a" d="${a}"/><path class="curve curve-b" d="${b}"/>`;
  svg += `<text class="serif" x="${m}" y="${fy + fh + 30}" font-size="11"><tspan font-weight="600">Figure 3.</tspan> Overtopping discharge against relative freeboard.</text>`;
  svg += textBlock(rand, m, fy + fh + 46, w - 2 * m, 14, 12.5, { barH: 4.8, paraEnds: [6, 13] }).svg;
  const marks: Mark[] = [
    {
      id: "figure",
      phase: 6.6,
      svg:
        hand(`M${fx - 14} ${fy - 10}L${fx - 22} ${fy - 10}L${fx - 22} ${fy + fh + 12}L${fx - 14} ${fy + fh + 12}`) +
        hand(
          `M${fx - 22} ${fy + fh / 2}C${fx - 40} ${fy + fh / 2} ${m - 10} ${fy + fh / 2 - 20} ${m - 14} ${fy + fh / 2 - 40}`,
          "mark",
          1,
        ) +
        marginText(m - 10, fy + fh / 2 - 48, "AQ2", 13, "middle"),
    },
  ];
  return { svg, marks };
}

function mathPage(w: number, h: number): string {
  const rand = random(31);
  const m = 36;
  let svg = textBlock(rand, m, 50, w - 2 * m, 8, 12, { barH: 4.6, paraEnds: [7] }).svg;
  svg += `<text class="serif-i" x="${w / 2}" y="168" font-size="15" text-anchor="middle">λ(K) = |u·n| + √(g h)</text>`;
  svg += textBlock(rand, m, 196, w - 2 * m, 7, 12, { barH: 4.6, paraEnds: [6] }).svg;
  svg += `<text class="serif" x="${m}" y="300" font-size="12" font-weight="600">Theorem 2.1</text>`;
  svg += textBlock(rand, m, 312, w - 2 * m, 10, 12, { barH: 4.6, paraEnds: [9] }).svg;
  svg += `<text class="serif-i" x="${w / 2}" y="${h - 60}" font-size="15" text-anchor="middle">Δt ≤ C h / λ<tspan font-size="10" dy="4">max</tspan></text>`;
  return svg;
}

function tablePage(w: number): string {
  const rand = random(43);
  const m = 40;
  let svg = textBlock(rand, m, 56, w - 2 * m, 10, 12.5, { barH: 4.8, paraEnds: [9] }).svg;
  const ty = 200;
  svg += `<text class="serif" x="${m}" y="${ty - 10}" font-size="11"><tspan font-weight="600">Table 2.</tspan> Reviewer scores by round</text>`;
  svg += `<line class="rule" x1="${m}" x2="${w - m}" y1="${ty}" y2="${ty}" style="stroke-width:1.5"/>`;
  const cols = 5;
  const cw = (w - 2 * m) / cols;
  for (let r = 0; r < 9; r++) {
    const y = ty + 14 + r * 17;
    for (let c = 0; c < cols; c++) {
      const bw = (c === 0 ? 0.75 : 0.4) * cw * (0.6 + rand() * 0.4);
      svg += `<rect class="${r === 0 ? "ln-hd" : "ln"}" x="${(m + c * cw + (c === 0 ? 0 : cw - bw - 6)).toFixed(1)}" y="${y}" width="${bw.toFixed(1)}" height="4.6" rx="2.3"/>`;
    }
    if (r === 0) svg += `<line class="rule" x1="${m}" x2="${w - m}" y1="${y + 10}" y2="${y + 10}"/>`;
  }
  svg += `<line class="rule" x1="${m}" x2="${w - m}" y1="${ty + 14 + 9 * 17 - 4}" y2="${ty + 14 + 9 * 17 - 4}" style="stroke-width:1.5"/>`;
  svg += textBlock(rand, m, ty + 190, w - 2 * m, 14, 12.5, { barH: 4.8, paraEnds: [5, 13] }).svg;
  return svg;
}

function farPage(w: number, h: number, seed: number): string {
  const rand = random(seed);
  const m = w * 0.1;
  let svg = `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="2" fill="rgba(231,238,248,0.06)" stroke="rgba(231,238,248,0.12)"/>`;
  svg += `<rect class="ln-hd" x="${m}" y="${h * 0.08}" width="${w * 0.62}" height="${h * 0.024}" rx="${h * 0.012}" opacity=".55"/>`;
  svg += textBlock(rand, m, h * 0.16, w - 2 * m, 26, (h * 0.78) / 26, {
    cls: "ln-dim",
    barH: h * 0.011,
    paraEnds: [6, 14, 25],
  }).svg;
  return svg;
}

function makePage(parent: HTMLElement, w: number, h: number, inner: string, cls = ""): HTMLElement {
  const el = document.createElement("div");
  el.className = `page ${cls}`;
  el.style.width = `${w}px`;
  el.style.height = `${h}px`;
  el.innerHTML = `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${inner}</svg>`;
  parent.append(el);
  return el;
}

interface MarkEl {
  phase: number;
  root: SVGGElement;
  draws: SVGPathElement[];
  sweeps: SVGRectElement[];
  texts: SVGTextElement[];
}

function mountMarks(page: HTMLElement, marks: readonly Mark[]): MarkEl[] {
  // Marks live in their own composited layer so drawing them does not repaint the page.
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("class", "marks-layer");
  svg.setAttribute("width", page.style.width.replace("px", ""));
  svg.setAttribute("height", page.style.height.replace("px", ""));
  page.append(svg);
  const layer = document.createElementNS(NS, "g");
  layer.setAttribute("class", "marks");
  svg.append(layer);
  return marks.map((mk) => {
    const g = document.createElementNS("http://www.w3.org/2000/svg", "g");
    g.innerHTML = mk.svg;
    layer.append(g);
    return {
      phase: mk.phase,
      root: g,
      draws: Array.from(g.querySelectorAll<SVGPathElement>("path.draw")),
      sweeps: Array.from(g.querySelectorAll<SVGRectElement>("rect.sweep")),
      texts: Array.from(g.querySelectorAll<SVGTextElement>("text.margin")),
    };
  });
}

/** Underline under "curved meshes" in the second title line, measured once the fonts are in. */
function titleUnderline(page: HTMLElement): string {
  const t2 = page.querySelector<SVGTextElement>("text.t2");
  if (!t2) return "";
  const text = t2.textContent ?? "";
  const at = text.indexOf("curved meshes");
  const x0 = 48 + t2.getSubStringLength(0, at);
  const x1 = x0 + t2.getSubStringLength(at, "curved meshes".length);
  return hand(`M${x0 - 2} 134C${x0 + 60} 132.5 ${x1 - 60} 135.5 ${x1 + 3} 133.5`);
}

const MARK_LIFE = 6.2;

function updateMark(mk: MarkEl, t: number): void {
  const u = (((t - mk.phase) % LOOP) + LOOP) % LOOP;
  const fade = 1 - easeInOut((u - (MARK_LIFE - 1.1)) / 1.1);
  if (u > MARK_LIFE) {
    mk.root.style.opacity = "0";
    return;
  }
  mk.root.style.opacity = fade.toFixed(3);
  for (const p of mk.draws) {
    const part = Number(p.dataset.part ?? "0");
    const d = easeOut((u - part * 0.55) / 0.9);
    p.style.strokeDasharray = "1 1";
    p.style.strokeDashoffset = (1 - d).toFixed(4);
  }
  for (const r of mk.sweeps) {
    const delay = Number(r.dataset.delay ?? "0");
    const full = Number(r.dataset.w ?? "0");
    r.setAttribute("width", (full * easeInOut((u - delay) / 0.7)).toFixed(1));
  }
  for (const tx of mk.texts) tx.style.opacity = easeOut((u - 0.9) / 0.5).toFixed(3);
}

interface Conveyor {
  el: HTMLElement;
  pitch: number;
  cycles: number;
  opacity: number;
}

interface Floater {
  el: HTMLElement;
  x: number;
  y: number;
  rot: number;
  ax: number;
  ay: number;
  phase: number;
  life?: boolean;
  opacity?: number;
}

async function build(): Promise<void> {
  await loadFonts();
  const stage = $("#stage");

  // Far pages on slow upward conveyors.
  const conveyorHost = $(".conveyors", stage);
  const conveyors: Conveyor[] = [];
  const cols = [
    { x: 180, w: 170, opacity: 0.35, seed: 3, cycles: 1 },
    { x: 820, w: 200, opacity: 0.4, seed: 5, cycles: 1 },
    { x: 1560, w: 230, opacity: 0.55, seed: 9, cycles: 1 },
    { x: 2020, w: 180, opacity: 0.5, seed: 11, cycles: 2 },
  ];
  for (const c of cols) {
    const h = Math.round(c.w * Math.SQRT2);
    const pitch = h + 70;
    const col = document.createElement("div");
    col.className = "col";
    col.style.left = `${c.x}px`;
    let inner = "";
    for (let i = 0; i < Math.ceil(1800 / pitch) + 2; i++) {
      inner += `<svg width="${c.w}" height="${h}" style="top:${i * pitch}px" viewBox="0 0 ${c.w} ${h}">${farPage(c.w, h, c.seed)}</svg>`;
    }
    col.innerHTML = inner;
    conveyorHost.append(col);
    conveyors.push({ el: col, pitch, cycles: c.cycles, opacity: c.opacity });
  }

  // Large faint glyphs.
  const glyphHost = $(".glyphs", stage);
  const glyphs: Floater[] = [
    { ch: "&", x: 1380, y: -60, size: 640, rot: -6, ax: 14, ay: 18, phase: 0.1 },
    { ch: "¶", x: 760, y: 520, size: 420, rot: 4, ax: 10, ay: 14, phase: 0.55 },
    { ch: "§", x: 1720, y: 600, size: 360, rot: 8, ax: 12, ay: 10, phase: 0.3 },
  ].map((g) => {
    const el = document.createElement("div");
    el.className = "glyph";
    el.textContent = g.ch;
    el.style.fontSize = `${g.size}px`;
    el.style.left = `${g.x}px`;
    el.style.top = `${g.y}px`;
    glyphHost.append(el);
    return { el, x: 0, y: 0, rot: g.rot, ax: g.ax, ay: g.ay, phase: g.phase };
  });

  // Near pages in perspective.
  const camera = $(".camera", stage);
  const far = makePage(camera, 420, 594, tablePage(420));
  const mathEl = makePage(camera, 380, 537, mathPage(380, 537));
  const fig = figurePage(460);
  const figEl = makePage(camera, 460, 650, fig.svg);
  const art = articlePage();
  const artEl = makePage(camera, W, H, art.svg);
  const underline = titleUnderline(artEl);
  const artMarks = art.marks.map((mk) => (mk.id === "ital" ? { ...mk, svg: underline + mk.svg } : mk));
  const pages: Page[] = [
    { el: far, x: 1640, y: -330, z: -380, rx: 8, ry: -24, rz: 7, phase: 0.2, amp: 10 },
    { el: mathEl, x: 960, y: 720, z: -320, rx: 6, ry: -20, rz: -9, phase: 0.7, amp: 12 },
    { el: figEl, x: 1660, y: 530, z: -150, rx: 6, ry: -26, rz: 6, phase: 0.45, amp: 12 },
    { el: artEl, x: 1130, y: 110, z: 0, rx: 7, ry: -22, rz: -3.5, phase: 0, amp: 14 },
  ];
  mathEl.style.opacity = "0.7";
  const markEls = [...mountMarks(artEl, artMarks), ...mountMarks(figEl, fig.marks)];

  // Fragments of set type crossing the middle.
  const fragHost = $(".fragments", stage);
  const fragments: Floater[] = [
    { text: "Received 12 March 2025; accepted 2 June 2025", x: 420, y: 250, size: 26, phase: 0 },
    { text: "et al.", x: 980, y: 820, size: 44, phase: 0.5 },
    { text: "doi:10.5555/aan.2025.0417", x: 300, y: 930, size: 24, phase: 0.25 },
    { text: "Theorem 2.1", x: 860, y: 140, size: 34, phase: 0.75 },
    { text: "— see Figure 3", x: 640, y: 690, size: 28, phase: 0.4 },
  ].map((f) => {
    const el = document.createElement("div");
    el.className = "frag";
    el.textContent = f.text;
    el.style.fontSize = `${f.size}px`;
    el.style.fontStyle = "italic";
    fragHost.append(el);
    return { el, x: f.x, y: f.y, rot: 0, ax: 140, ay: 0, phase: f.phase, life: true, opacity: 1 };
  });

  const grid = $(".baseline-grid", stage);
  const glowOrange = $(".glow-orange", stage);
  const glowBlue = $(".glow-blue", stage);

  const setTime = (t: number): void => {
    const c = t / LOOP;
    place(grid, 1, `translateY(${(-72 * c).toFixed(2)}px)`);
    for (const cv of conveyors)
      place(cv.el, cv.opacity, `translateY(${(-cv.pitch * ((c * cv.cycles) % 1)).toFixed(2)}px)`);
    for (const g of glyphs) {
      place(
        g.el,
        1,
        `translate(${(g.ax * wave(t, LOOP, g.phase)).toFixed(2)}px, ${(g.ay * wave(t, LOOP, g.phase + 0.25)).toFixed(2)}px) rotate(${(g.rot + 1.5 * wave(t, LOOP, g.phase)).toFixed(3)}deg)`,
      );
    }
    for (const f of fragments) {
      const u = (c + f.phase) % 1;
      const o = Math.sin(Math.PI * u) ** 2;
      place(f.el, o, `translate(${(f.x + f.ax * u).toFixed(2)}px, ${f.y}px)`);
    }
    const cam = `translate3d(${(10 * wave(t, LOOP, 0.25)).toFixed(2)}px, ${(8 * wave(t, LOOP, 0)).toFixed(2)}px, 0) rotateY(${(1.2 * wave(t, LOOP, 0)).toFixed(3)}deg) rotateX(${(0.8 * wave(t, LOOP, 0.25)).toFixed(3)}deg)`;
    camera.style.transform = cam;
    for (const p of pages) {
      const dx = p.amp * wave(t, LOOP, p.phase);
      const dy = p.amp * 1.2 * wave(t, LOOP / 2, p.phase + 0.3) * 0.5 + p.amp * wave(t, LOOP, p.phase + 0.25);
      const rz = p.rz + 0.9 * wave(t, LOOP, p.phase + 0.1);
      p.el.style.transform = `translate3d(${(p.x + dx).toFixed(2)}px, ${(p.y + dy).toFixed(2)}px, ${p.z}px) rotateX(${p.rx}deg) rotateY(${(p.ry + 1.2 * wave(t, LOOP, p.phase + 0.4)).toFixed(3)}deg) rotateZ(${rz.toFixed(3)}deg)`;
    }
    for (const mk of markEls) updateMark(mk, t);
    place(
      glowOrange,
      0.7 + 0.3 * wave(t, LOOP, 0.1),
      `translate(${(30 * wave(t, LOOP, 0.6)).toFixed(2)}px, ${(20 * wave(t, LOOP, 0.35)).toFixed(2)}px)`,
    );
    place(glowBlue, 0.85 + 0.15 * wave(t, LOOP, 0.6), `scale(${(1 + 0.04 * wave(t, LOOP, 0.2)).toFixed(4)})`);
  };
  setTime(0);
  registerScene({ duration: LOOP, setTime });
}

build().catch((e: unknown) => {
  document.body.dataset.error = String(e);
  throw e;
});
