/**
 * Flat-illustration building blocks for the news scenes: each function returns SVG markup in
 * the scene's user space. Colours come from the site palette, with one muted green for plants.
 * Text inside scenes uses the site's fonts, which {@link htmlDocument} loads.
 */
import { escapeMarkup } from "../../../../core/escape-markup.ts";
import { palette as p } from "../../lib/palette.ts";
import { brandMarkElements } from "../../lib/svg.ts";
import { logoElements } from "../brand/logo.ts";

export { p };
export const LEAF = "#5b8c78";
export const LEAF_DARK = "#3f6e5c";
export const WOOD = "#c9a27c";
export const WOOD_DARK = "#a67c55";
export const SERIF = "'Source Serif 4', Georgia, serif";
export const SANS = "Inter, system-ui, sans-serif";

/** Deterministic pseudo-random numbers (mulberry32), so renders are reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element of a non-empty list with the given random source. */
export function pick<T>(r: () => number, list: readonly [T, ...T[]]): T {
  return list[Math.floor(r() * list.length)] ?? list[0];
}

/** Common <defs>: soft drop shadow filter "sh", a lighter one "sh2", and a few gradients. */
export function defs(extra = ""): string {
  return `<defs>
    <filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-color="${p.inkDark}" flood-opacity=".18"/></filter>
    <filter id="sh2" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="3" stdDeviation="4" flood-color="${p.inkDark}" flood-opacity=".14"/></filter>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbe7f6"/><stop offset="1" stop-color="#a9c1e2"/></linearGradient>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6efe4"/><stop offset="1" stop-color="#e7eef8"/></linearGradient>
    <linearGradient id="spot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    ${extra}
  </defs>`;
}

/** SVG text element with the site fonts. */
export function text(
  x: number,
  y: number,
  s: string,
  o: {
    size: number;
    weight?: number;
    fill?: string;
    font?: "serif" | "sans";
    anchor?: "start" | "middle" | "end";
    spacing?: number;
    italic?: boolean;
    opacity?: number;
  },
): string {
  const font = o.font === "serif" ? SERIF : SANS;
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${o.size}" font-weight="${o.weight ?? 500}"${o.italic ? ' font-style="italic"' : ""} fill="${o.fill ?? p.ink}" text-anchor="${o.anchor ?? "start"}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ""}${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ""}>${escapeMarkup(s)}</text>`;
}

/** The Scriptoria logo (mark and outlined wordmark), `h` units high, top-left at x,y. */
export function logo(x: number, y: number, h: number, variant: "light" | "dark" = "light"): string {
  const l =
    variant === "light"
      ? logoElements()
      : logoElements({ text: "#fff", mark: { tile: "#fff", page: p.ink, ribbon: p.accent } });
  return `<g transform="translate(${x} ${y}) scale(${h / 40})">${l.body}</g>`;
}

/** Width of {@link logo} at height `h`. */
export function logoWidth(h: number): number {
  return (logoElements().width * h) / 40;
}

/** The brand mark alone, `size` units square. */
export function mark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 40})">${brandMarkElements()}</g>`;
}

/** Grey placeholder lines (text in a UI or on a page). */
export function lines(
  x: number,
  y: number,
  w: number,
  n: number,
  gap: number,
  h: number,
  fill: string,
  r = rng(n * 7 + w),
): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const lw = i === n - 1 ? w * (0.4 + r() * 0.3) : w * (0.78 + r() * 0.22);
    out += `<rect x="${x}" y="${y + i * gap}" width="${lw.toFixed(1)}" height="${h}" rx="${h / 2}" fill="${fill}"/>`;
  }
  return out;
}

/** Potted plant standing on y (bottom of the pot), centred on x. */
export function plant(x: number, y: number, s = 1, pot: string = p.ink): string {
  const leaves = [
    [-26, -70, -28],
    [24, -72, 26],
    [-14, -96, -10],
    [12, -100, 12],
    [0, -118, 0],
    [-32, -50, -50],
    [32, -52, 48],
  ]
    .map(
      ([dx = 0, dy = 0, a = 0], i) =>
        `<ellipse cx="${dx}" cy="${dy}" rx="11" ry="30" transform="rotate(${a} ${dx} ${dy})" fill="${i % 2 ? LEAF : LEAF_DARK}"/>`,
    )
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 -40V-100" stroke="${LEAF_DARK}" stroke-width="3"/>${leaves}
    <path d="M-22 -42h44l-6 42h-32z" fill="${pot}"/><rect x="-25" y="-46" width="50" height="8" rx="3" fill="${pot}"/>
  </g>`;
}

/** Simple deciduous tree standing on y. */
export function tree(x: number, y: number, s = 1, tone = LEAF): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-5" y="-70" width="10" height="70" rx="3" fill="${WOOD_DARK}"/>
    <circle cx="0" cy="-92" r="36" fill="${tone}"/><circle cx="-24" cy="-74" r="24" fill="${tone}"/><circle cx="24" cy="-72" r="26" fill="${tone}"/>
    <circle cx="-8" cy="-104" r="18" fill="#fff" opacity=".12"/>
  </g>`;
}

/** Monitor with stand; the screen is w x h, `inner` is drawn in a vw x vh space scaled to fit. */
export function monitor(x: number, y: number, w: number, h: number, inner: string, vw = w, vh = h): string {
  return `<g transform="translate(${x} ${y})" filter="url(#sh)">
    <rect x="${w / 2 - 8}" y="${h + 12}" width="16" height="30" fill="#3a4a66"/>
    <rect x="${w / 2 - 46}" y="${h + 38}" width="92" height="8" rx="4" fill="#2b3a55"/>
    <rect x="-8" y="-8" width="${w + 16}" height="${h + 24}" rx="10" fill="${p.inkDark}"/>
    <svg x="0" y="0" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}"><rect width="${vw}" height="${vh}" fill="#fff"/>${inner}</svg>
  </g>`;
}

/** Laptop seen from the front; the screen is w x h (`inner` drawn in vw x vh), base below it. */
export function laptop(x: number, y: number, w: number, h: number, inner: string, vw = w, vh = h): string {
  return `<g transform="translate(${x} ${y})" filter="url(#sh)">
    <rect x="-10" y="-10" width="${w + 20}" height="${h + 20}" rx="10" fill="${p.inkDark}"/>
    <svg x="0" y="0" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}"><rect width="${vw}" height="${vh}" fill="#fff"/>${inner}</svg>
    <path d="M${-40} ${h + 10}h${w + 80}l-14 16H${-26}z" fill="#c6cfdc"/>
    <rect x="${w / 2 - 30}" y="${h + 10}" width="60" height="5" rx="2" fill="#9aa7ba"/>
  </g>`;
}

/** App chrome: a top bar with the product name and a sidebar, content area left to `body`. */
export function appChrome(w: number, h: number, name: string, body: string): string {
  return `<rect width="${w}" height="${h}" fill="#f5f7fb"/>
    <rect width="${w}" height="34" fill="${p.ink}"/>
    ${mark(10, 7, 20)}
    ${text(38, 22, name, { size: 12, weight: 700, fill: "#fff" })}
    <circle cx="${w - 20}" cy="17" r="8" fill="#2f5a9e"/>
    <rect x="${w - 120}" y="10" width="84" height="14" rx="7" fill="#23385f"/>
    <rect x="0" y="34" width="56" height="${h - 34}" fill="#e9eef6"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="16" y="${52 + i * 30}" width="24" height="16" rx="4" fill="${i === 0 ? p.accent : "#c7d3e6"}"/>`).join("")}
    <g transform="translate(56 34)">${body}</g>`;
}

/** Xpert Track production dashboard (kanban of stages plus a throughput chart). */
export function trackDashboard(w: number, h: number): string {
  const cw = w - 56;
  const stages = ["Received", "Copyedit", "Typeset", "Proof", "Published"];
  const colW = (cw - 24 - 8 * (stages.length - 1)) / stages.length;
  const r = rng(11);
  const cols = stages
    .map((s, i) => {
      const cx = 12 + i * (colW + 8);
      const fit = Math.floor((h - 34 - 60 - 44 - 30) / 40);
      const n = Math.min([3, 4, 3, 2, 3][i] ?? 2, fit);
      let cards = "";
      for (let k = 0; k < n; k++) {
        const cy = 70 + k * 40;
        const hot = i === 2 && k === 0;
        cards += `<rect x="${cx + 4}" y="${cy}" width="${colW - 8}" height="32" rx="5" fill="#fff" stroke="${hot ? p.accent : "#dde4ef"}" stroke-width="${hot ? 2 : 1}"/>
          <rect x="${cx + 10}" y="${cy + 8}" width="${(colW - 30) * (0.6 + r() * 0.4)}" height="5" rx="2.5" fill="${p.ink}" opacity=".75"/>
          <rect x="${cx + 10}" y="${cy + 19}" width="${(colW - 30) * 0.5}" height="4" rx="2" fill="#c3cddc"/>
          <circle cx="${cx + colW - 14}" cy="${cy + 21}" r="4" fill="${i === 4 ? "#2e9a6a" : hot ? p.accent : p.inkSoft}"/>`;
      }
      return `<rect x="${cx}" y="46" width="${colW}" height="${h - 34 - 60 - 44}" rx="8" fill="#eaf0f8"/>
        ${text(cx + 8, 62, s, { size: 9.5, weight: 700, fill: p.muted })}${cards}`;
    })
    .join("");
  const chartY = h - 34 - 50;
  const bars = Array.from({ length: 14 }, (_, i) => {
    const bh = 10 + ((i * 37) % 26);
    return `<rect x="${12 + i * ((cw - 180) / 14)}" y="${chartY + 40 - bh}" width="${(cw - 180) / 14 - 4}" height="${bh}" rx="2" fill="${i === 13 ? p.accent : p.inkMid}" opacity="${i === 13 ? 1 : 0.75}"/>`;
  }).join("");
  return appChrome(
    w,
    h,
    "Xpert Track",
    `${text(12, 30, "Production board · Journal of Coastal Ecology", { size: 13, weight: 700 })}
     ${cols}${bars}
     <rect x="${cw - 160}" y="${chartY}" width="148" height="40" rx="8" fill="#fff" stroke="#dde4ef"/>
     ${text(cw - 150, chartY + 17, "ON SCHEDULE", { size: 8.5, weight: 700, fill: p.muted, spacing: 1 })}
     ${text(cw - 150, chartY + 33, "96.4 %", { size: 14, weight: 700, fill: p.ink })}`,
  );
}

/** EditLaTeX three panes: queries and corrections, LaTeX source, PDF preview. */
export function latexEditor(w: number, h: number): string {
  const cw = w - 56;
  const paneW = (cw - 32) / 3;
  const src = [
    ["\\section", "{Results}"],
    ["The flux ", "$F$"],
    ["\\begin", "{equation}"],
    ["  F = ", "-D\\,\\nabla C"],
    ["\\end", "{equation}"],
    ["where ", "$D$ is the"],
    ["\\cite", "{R12}"],
  ];
  const code = src
    .map(
      ([a = "", b = ""], i) =>
        `<text x="${paneW + 24}" y="${56 + i * 19}" font-family="ui-monospace,'DejaVu Sans Mono',monospace" font-size="9.5"><tspan fill="${p.accentDark}" font-weight="700">${escapeMarkup(a)}</tspan><tspan fill="${p.ink}">${escapeMarkup(b)}</tspan></text>`,
    )
    .join("");
  const qx = 8;
  const query = (y: number, label: string, hot: boolean) =>
    `<rect x="${qx}" y="${y}" width="${paneW}" height="46" rx="6" fill="#fff" stroke="${hot ? p.accent : "#dde4ef"}" stroke-width="${hot ? 1.8 : 1}"/>
     ${text(qx + 10, y + 16, label, { size: 9, weight: 700, fill: hot ? p.accentDark : p.ink })}
     ${lines(qx + 10, y + 24, paneW - 24, 2, 9, 4, "#c3cddc", rng(y))}`;
  const px = 2 * paneW + 24;
  return appChrome(
    w,
    h,
    "EditLaTeX",
    `${text(8, 26, "Queries", { size: 10, weight: 700, fill: p.muted })}
     ${query(36, "AQ1 · Affiliation", true)}${query(90, "AQ2 · Eq. (3)", false)}${query(144, "Correction · ref R12", false)}
     <rect x="${paneW + 16}" y="14" width="${paneW}" height="${h - 34 - 28}" rx="6" fill="#fff" stroke="#dde4ef"/>
     ${text(paneW + 24, 30, "main.tex", { size: 9.5, weight: 700, fill: p.muted })}
     <rect x="${paneW + 16}" y="${56 + 2 * 19 - 13}" width="3" height="${3 * 19}" fill="${p.accent}"/>
     ${code}
     <rect x="${px}" y="14" width="${paneW}" height="${h - 34 - 28}" rx="6" fill="#dfe5ee"/>
     <rect x="${px + 14}" y="24" width="${paneW - 28}" height="${h - 34 - 48}" fill="#fff" filter="url(#sh2)"/>
     ${text(px + 24, 48, "2  Results", { size: 11, weight: 700, font: "serif" })}
     ${lines(px + 24, 58, paneW - 48, 3, 10, 4, "#c3cddc", rng(4))}
     ${text(px + paneW / 2, 110, "F = −D ∇C", { size: 12, font: "serif", italic: true, anchor: "middle" })}
     ${lines(px + 24, 126, paneW - 48, 5, 10, 4, "#c3cddc", rng(5))}
     <rect x="${px + 22}" y="${104 - 12}" width="${paneW - 44}" height="26" rx="3" fill="none" stroke="${p.accent}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
  );
}

/** A presentation slide with a headline and a small chart, w x h. */
export function slide(
  w: number,
  h: number,
  kicker: string,
  title: string,
  variant: "chart" | "flow" = "chart",
): string {
  const chart =
    variant === "chart"
      ? [0.35, 0.55, 0.5, 0.72, 0.9]
          .map(
            (v, i) =>
              `<rect x="${w * 0.56 + i * w * 0.075}" y="${h * 0.86 - h * 0.5 * v}" width="${w * 0.05}" height="${h * 0.5 * v}" rx="2" fill="${i === 4 ? p.accent : "#6f93cc"}"/>`,
          )
          .join("")
      : [0, 1, 2, 3]
          .map(
            (i) =>
              `<circle cx="${w * 0.58 + i * w * 0.11}" cy="${h * 0.62}" r="${w * 0.03}" fill="${i === 3 ? p.accent : "#6f93cc"}"/>${i < 3 ? `<rect x="${w * 0.58 + i * w * 0.11 + w * 0.035}" y="${h * 0.62 - 1.5}" width="${w * 0.04}" height="3" fill="#6f93cc"/>` : ""}`,
          )
          .join("");
  return `<rect width="${w}" height="${h}" fill="${p.ink}"/>
    <rect width="${w}" height="${h}" fill="url(#spot)" opacity=".15"/>
    ${text(w * 0.07, h * 0.2, kicker.toUpperCase(), { size: h * 0.055, weight: 700, fill: p.accent, spacing: 1.5 })}
    ${title
      .split("\n")
      .map((t, i) =>
        text(w * 0.07, h * 0.36 + i * h * 0.12, t, { size: h * 0.1, weight: 600, fill: "#fff", font: "serif" }),
      )
      .join("")}
    ${lines(w * 0.07, h * 0.7, w * 0.36, 3, h * 0.07, h * 0.025, "#4f6d9c", rng(9))}
    ${chart}
    ${mark(w - w * 0.07 - h * 0.1, h * 0.86 - h * 0.1 + 4, h * 0.1)}`;
}

/** A bookshelf unit: frame, `rows` shelves filled with spines of varied height and colour. */
export function bookshelf(x: number, y: number, w: number, h: number, rows: number, seed: number, gaps = true): string {
  const r = rng(seed);
  const spineColours = [
    p.ink,
    p.inkMid,
    p.accent,
    p.accentDark,
    "#7fa3d2",
    "#d9c3a0",
    "#5b8c78",
    "#8a5a44",
    "#e5d9c4",
    "#324d7a",
  ] as const;
  const rowH = (h - 16) / rows;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${WOOD_DARK}"/><rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" fill="#8d6442"/>`;
  for (let row = 0; row < rows; row++) {
    const base = y + 8 + (row + 1) * rowH;
    let bx = x + 12;
    while (bx < x + w - 20) {
      if (gaps && r() < 0.06) {
        bx += 14;
        continue;
      }
      const bw = 7 + r() * 9;
      if (bx + bw > x + w - 12) break;
      const bh = rowH * (0.62 + r() * 0.3);
      const c = pick(r, spineColours);
      const lean = r() < 0.05 ? -8 : 0;
      out += `<rect x="${bx.toFixed(1)}" y="${(base - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="1.5" fill="${c}"${lean ? ` transform="rotate(${lean} ${bx} ${base})"` : ""}/>`;
      if (r() < 0.5)
        out += `<rect x="${(bx + 1.5).toFixed(1)}" y="${(base - bh * 0.8).toFixed(1)}" width="${(bw - 3).toFixed(1)}" height="2" fill="#fff" opacity=".45"/>`;
      bx += bw + 1.2;
    }
    out += `<rect x="${x + 4}" y="${base - 1}" width="${w - 8}" height="8" fill="${WOOD}"/>`;
  }
  return out;
}

/** Exhibition stand seen from the front: back wall, header with logo, counter, screen. `screen` is drawn in 480x288. */
export function booth(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { screen: string; wall?: string; carpet?: string },
): string {
  const wall = o.wall ?? "#fff";
  const carpet = o.carpet ?? p.ink;
  const headerH = h * 0.16;
  const cw = w * 0.34;
  const ch = h * 0.28;
  const sw = w * 0.3;
  const sh = sw * 0.6;
  return `<g transform="translate(${x} ${y})">
    <path d="M-30 ${h}L${w + 30} ${h}L${w + 70} ${h + 60}H-70z" fill="${carpet}"/>
    <rect x="0" y="${headerH}" width="${w}" height="${h - headerH}" fill="${wall}"/>
    <rect x="0" y="${headerH}" width="${w * 0.36}" height="${h - headerH}" fill="${p.ink}"/>
    <path d="M${w * 0.36} ${headerH}h${w * 0.05}L${w * 0.3} ${h}h-${w * 0.05}z" fill="${p.accent}"/>
    ${text(w * 0.05, headerH + h * 0.2, "Content services", { size: h * 0.045, weight: 600, fill: "#fff" })}
    ${text(w * 0.05, headerH + h * 0.27, "Digital services", { size: h * 0.045, weight: 600, fill: "#fff" })}
    ${text(w * 0.05, headerH + h * 0.34, "Publishing platforms", { size: h * 0.045, weight: 600, fill: "#fff" })}
    <rect x="0" y="0" width="${w}" height="${headerH}" fill="#fff" filter="url(#sh2)"/>
    <rect x="0" y="${headerH - 4}" width="${w}" height="4" fill="${p.accent}"/>
    ${logo(w / 2 - logoWidth(headerH * 0.56) / 2, headerH * 0.22, headerH * 0.56)}
    ${monitor(w * 0.52, headerH + h * 0.1, sw, sh, o.screen, 480, 288)}
    <g filter="url(#sh)">
      <rect x="${w * 0.12}" y="${h - ch}" width="${cw}" height="${ch}" rx="4" fill="#fff"/>
      <rect x="${w * 0.12 - 6}" y="${h - ch - 8}" width="${cw + 12}" height="10" rx="3" fill="${p.inkDark}"/>
      ${mark(w * 0.12 + cw / 2 - ch * 0.22, h - ch * 0.7, ch * 0.44)}
    </g>
    ${plant(w * 0.9, h, h * 0.003)}
  </g>`;
}

/** Rows of an abstract audience seen from behind (heads and shoulders), nearest row last. */
export function audience(x: number, y: number, w: number, rows: number, seed: number): string {
  const r = rng(seed);
  const tones = ["#2b3f66", "#34507f", "#1f335a", "#3d5a8c", "#4a6595"] as const;
  let out = "";
  for (let row = 0; row < rows; row++) {
    const s = 0.7 + row * 0.18;
    const ry = y + row * 34 * s;
    const step = 46 * s;
    const offset = (row % 2) * step * 0.5;
    for (let cx = x + offset - step; cx < x + w + step; cx += step) {
      const c = pick(r, tones);
      const jitter = (r() - 0.5) * 8;
      out += `<g transform="translate(${(cx + jitter).toFixed(1)} ${ry.toFixed(1)}) scale(${s.toFixed(2)})">
        <path d="M-22 40c0-20 10-28 22-28s22 8 22 28z" fill="${c}"/>
        <circle cx="0" cy="0" r="12" fill="${c}"/></g>`;
    }
  }
  return out;
}

/** Lectern with the brand mark on the front, standing on y. */
export function lectern(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" filter="url(#sh2)">
    <path d="M-34 -110h68l-8 110h-52z" fill="${p.ink}"/>
    <rect x="-40" y="-118" width="80" height="12" rx="3" fill="${p.inkDark}"/>
    ${mark(-14, -86, 28)}
  </g>`;
}

/** A wooden or white table top seen from the front. */
export function table(x: number, y: number, w: number, top: string = "#fff", leg: string = "#5b6577"): string {
  return `<g transform="translate(${x} ${y})">
    <rect x="${w * 0.06}" y="10" width="6" height="70" fill="${leg}"/><rect x="${w * 0.94 - 6}" y="10" width="6" height="70" fill="${leg}"/>
    <rect x="0" y="0" width="${w}" height="12" rx="3" fill="${top}" filter="url(#sh2)"/>
  </g>`;
}

/** Lounge chair seen from the front, seat height ~46, standing on y. */
export function chair(x: number, y: number, colour: string = p.accent, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-26" y="-92" width="52" height="56" rx="14" fill="${colour}"/>
    <rect x="-30" y="-46" width="60" height="18" rx="8" fill="${colour}"/>
    <rect x="-30" y="-46" width="60" height="18" rx="8" fill="#000" opacity=".12"/>
    <rect x="-22" y="-28" width="5" height="28" fill="#3a4a66"/><rect x="17" y="-28" width="5" height="28" fill="#3a4a66"/>
  </g>`;
}

/** Roll-up banner standing on y, `h` tall, with the logo and a headline. */
export function rollup(x: number, y: number, h: number, headline: readonly string[]): string {
  const w = h * 0.42;
  return `<g transform="translate(${x} ${y - h})" filter="url(#sh)">
    <rect x="0" y="0" width="${w}" height="${h}" fill="#fff"/>
    <rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${p.ink}"/>
    <path d="M0 ${h * 0.55}L${w} ${h * 0.47}V${h * 0.55}z" fill="${p.ink}"/>
    <rect x="0" y="${h * 0.47}" width="${w}" height="4" fill="${p.accent}" transform="skewY(-${((Math.atan((h * 0.08) / w) * 180) / Math.PI).toFixed(2)})" transform-origin="0 ${h * 0.55}"/>
    ${logo(w * 0.1, h * 0.07, h * 0.06)}
    ${headline.map((l, i) => text(w * 0.1, h * 0.22 + i * h * 0.06, l, { size: h * 0.045, weight: 600, font: "serif" })).join("")}
    ${lines(w * 0.1, h * 0.65, w * 0.7, 4, h * 0.04, h * 0.012, "#6f8fbf", rng(3))}
    <rect x="-6" y="${h}" width="${w + 12}" height="10" rx="3" fill="#8a94a6"/>
  </g>`;
}

/** Confetti in an area (pieces are small rotated rects and circles). */
export function confetti(x: number, y: number, w: number, h: number, n: number, seed: number): string {
  const r = rng(seed);
  const colours = [p.accent, p.inkMid, "#f4b183", p.ink, "#9cb6de"] as const;
  let out = "";
  for (let i = 0; i < n; i++) {
    const cx = x + r() * w;
    const cy = y + r() * h;
    const c = pick(r, colours);
    out +=
      r() < 0.6
        ? `<rect x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" width="${(4 + r() * 6).toFixed(1)}" height="${(8 + r() * 8).toFixed(1)}" rx="1.5" fill="${c}" transform="rotate(${Math.round(r() * 180)} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`
        : `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(2 + r() * 3).toFixed(1)}" fill="${c}"/>`;
  }
  return out;
}

/** Cardboard box with a printed label, bottom-left at x,y. */
export function box(x: number, y: number, w: number, h: number, label = ""): string {
  return `<g transform="translate(${x} ${y - h})" filter="url(#sh2)">
    <rect width="${w}" height="${h}" rx="2" fill="#d2ab7d"/>
    <rect y="0" width="${w}" height="${h * 0.18}" fill="#c29a6b"/>
    <rect x="${w / 2 - 6}" y="0" width="12" height="${h}" fill="#e4c79f" opacity=".7"/>
    ${label ? `<rect x="${w * 0.14}" y="${h * 0.42}" width="${w * 0.72}" height="${h * 0.3}" rx="2" fill="#fff"/>${text(w / 2, h * 0.62, label, { size: Math.min(h * 0.14, 13), weight: 700, anchor: "middle" })}` : ""}
  </g>`;
}

/** Window grid helper: cols x rows panes in a rect, optional lit panes. */
export function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  seed: number,
  lit = 0.25,
): string {
  const r = rng(seed);
  const gw = w / cols;
  const gh = h / rows;
  let out = "";
  for (let c = 0; c < cols; c++) {
    for (let k = 0; k < rows; k++) {
      const on = r() < lit;
      out += `<rect x="${(x + c * gw + 3).toFixed(1)}" y="${(y + k * gh + 3).toFixed(1)}" width="${(gw - 6).toFixed(1)}" height="${(gh - 6).toFixed(1)}" rx="2" fill="${on ? "#ffe2b8" : "url(#glass)"}"/>`;
    }
  }
  return out;
}
