/**
 * Wordmarks of the fictional client publishers: a small emblem and typography from the site's
 * two families, outlined to paths, in one calm ink colour (viewBox 160x48).
 */
import { type FontSpec, textToPath } from "../../lib/fonts.ts";
import { palette } from "../../lib/palette.ts";
import { round, svgDocument } from "../../lib/svg.ts";

export const LOGO_W = 160;
export const LOGO_H = 48;
const INK = palette.clientInk;
const S = `fill="none" stroke="${INK}" stroke-linecap="round" stroke-linejoin="round"`;

/** One line of a wordmark. */
interface Line extends FontSpec {
  text: string;
  size: number;
  tracking?: number;
}

const serif = (weight: number, italic = false): FontSpec => ({ family: "serif", weight, italic });
const sans = (weight: number, italic = false): FontSpec => ({ family: "sans", weight, italic });

/** Outlines a line at a baseline, shrinking it to `maxW` if needed. */
function line(l: Line, x: number, y: number, maxW: number, align: "start" | "middle" = "start") {
  let size = l.size;
  let t = textToPath(l.text, { ...l, size, x, y, align, precision: 1 });
  if (t.width > maxW) {
    size = (l.size * maxW) / t.width;
    t = textToPath(l.text, { ...l, size, x, y, align, precision: 1 });
  }
  return t;
}

/** Emblem in a 40x40 box on the left, one or two lines of text to its right, centred vertically. */
function emblemLeft(emblem: string, lines: readonly Line[], gap = 5): string {
  const x = 50;
  const maxW = LOGO_W - x - 2;
  // First pass to learn the cap heights after fitting.
  const first = lines.map((l) => line(l, x, 0, maxW));
  const caps = first.map((t) => t.capHeight);
  const total = caps.reduce((a, b) => a + b, 0) + gap * (lines.length - 1);
  let y = LOGO_H / 2 - total / 2;
  const paths = lines.map((l, i) => {
    y += caps[i] ?? 0;
    const t = line(l, x, y, maxW);
    y += gap;
    return `<path d="${t.d}"/>`;
  });
  return `<g transform="translate(2 4)">${emblem}</g><g fill="${INK}">${paths.join("")}</g>`;
}

function gearPath(cx: number, cy: number, rOuter: number, rInner: number, teeth: number): string {
  const pts: string[] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a0 = (Math.PI * i) / teeth - Math.PI / teeth / 2;
    const a1 = a0 + Math.PI / teeth;
    const r = i % 2 === 0 ? rOuter : rInner;
    pts.push(`${round(cx + r * Math.cos(a0))} ${round(cy + r * Math.sin(a0))}`);
    pts.push(`${round(cx + r * Math.cos(a1))} ${round(cy + r * Math.sin(a1))}`);
  }
  return `M${pts.join("L")}Z`;
}

function hexPoints(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
  }).join(" ");
}

const emblems = {
  shieldBook: `<path d="M20 3l14 5v11c0 9-6 15-14 18C12 34 6 28 6 19V8z" ${S} stroke-width="2.2"/>
    <path d="M12.5 15.5c2.8-.9 5.3-.7 7.5.9v9.2c-2.2-1.4-4.7-1.7-7.5-1z M27.5 15.5c-2.8-.9-5.3-.7-7.5.9v9.2c2.2-1.4 4.7-1.7 7.5-1z" fill="${INK}"/>`,
  benzene: `<polygon points="${hexPoints(20, 20, 17)}" ${S} stroke-width="2.4"/><circle cx="20" cy="20" r="8" ${S} stroke-width="1.8"/>`,
  scales: `<path d="M20 7v27M13 34h14M7 12h26" ${S} stroke-width="2"/><circle cx="20" cy="6" r="2" fill="${INK}"/>
    <path d="M7 12l-5 11h10zM33 12l-5 11h10z" ${S} stroke-width="1.6"/><path d="M2 23a5 3 0 0 0 10 0M28 23a5 3 0 0 0 10 0" fill="${INK}"/>`,
  medical: `<circle cx="20" cy="20" r="17" ${S} stroke-width="2.2"/><path d="M16.5 10h7v6.5H30v7h-6.5V30h-7v-6.5H10v-7h6.5z" fill="${INK}"/>`,
  waves: `<circle cx="20" cy="20" r="17" ${S} stroke-width="2.2"/>
    <path d="M8 16c2.7-2.6 5.3-2.6 8 0s5.3 2.6 8 0 5.3-2.6 8 0M8 22c2.7-2.6 5.3-2.6 8 0s5.3 2.6 8 0 5.3-2.6 8 0M10 28c2.2-2 4.4-2 6 0s4.3 2 6 0 4.3-2 6 0" ${S} stroke-width="2"/>`,
  pi: `<rect x="4" y="4" width="32" height="32" rx="3" fill="${INK}"/><path d="M11 14.5h18M16 14.5v13M24 14.5v10.5c0 2 1 3 3.2 2.4" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round"/>`,
  gear: `<path d="${gearPath(20, 20, 17, 13.5, 10)}" fill="${INK}"/><circle cx="20" cy="20" r="6" fill="#fff"/>`,
  column: `<path d="M5 13L20 5l15 8z" fill="${INK}"/><path d="M8 16h24M8 33h24M5 36h30" ${S} stroke-width="2.4"/>
    <path d="M11 19v11M17 19v11M23 19v11M29 19v11" ${S} stroke-width="2.6"/>`,
  spines: `<rect x="5" y="9" width="6" height="27" rx="1" fill="${INK}"/><rect x="13" y="5" width="6" height="31" rx="1" fill="${INK}"/>
    <rect x="21" y="11" width="6" height="25" rx="1" fill="${INK}"/><rect x="30" y="8" width="6" height="27" rx="1" fill="${INK}" transform="rotate(12 30 35)"/>`,
  quill: `<path d="M33 4C20 7 11 17 9 33c6-2 13-6 17-12-3 0-5 0-7 1 4-3 7-6 9-10-2 0-4 0-6 1 4-3 7-6 11-9z" fill="${INK}"/><path d="M9 33l-4 4" ${S} stroke-width="2"/>`,
  gavel: `<g transform="rotate(-40 20 20)"><rect x="10" y="6" width="20" height="10" rx="2" fill="${INK}"/><rect x="8" y="5" width="4" height="12" rx="1" fill="${INK}"/><rect x="28" y="5" width="4" height="12" rx="1" fill="${INK}"/><rect x="18.3" y="16" width="3.4" height="20" rx="1.5" fill="${INK}"/></g><path d="M5 36h18" ${S} stroke-width="2.4"/>`,
  fern: `<g transform="rotate(28 20 22)"><path d="M20 39C20.5 27 20.5 16 20 4" ${S} stroke-width="2"/>
    ${[
      [31, 10],
      [25, 9.5],
      [19, 8.5],
      [13.5, 7],
      [8.5, 5],
    ]
      .map(
        ([y = 0, l = 0]) =>
          `<ellipse cx="${round(20 - l / 2)}" cy="${y}" rx="${round(l / 2)}" ry="2.1" transform="rotate(28 20 ${y})" fill="${INK}"/><ellipse cx="${round(20 + l / 2)}" cy="${y}" rx="${round(l / 2)}" ry="2.1" transform="rotate(-28 20 ${y})" fill="${INK}"/>`,
      )
      .join("")}<ellipse cx="20" cy="4.5" rx="1.8" ry="3" fill="${INK}"/></g>`,
  bee: `<ellipse cx="20" cy="23" rx="8" ry="11" fill="${INK}"/><path d="M12.5 20h15M12.5 25h15M13.5 30h13" stroke="#fff" stroke-width="2"/>
    <ellipse cx="11" cy="11" rx="7" ry="4.5" transform="rotate(35 11 11)" ${S} stroke-width="1.8"/><ellipse cx="29" cy="11" rx="7" ry="4.5" transform="rotate(-35 29 11)" ${S} stroke-width="1.8"/>
    <circle cx="20" cy="10.5" r="3.5" fill="${INK}"/>`,
  cairn: `<ellipse cx="20" cy="33" rx="15" ry="4.5" fill="${INK}"/><ellipse cx="19" cy="24.5" rx="11" ry="4" fill="${INK}"/><ellipse cx="21" cy="17" rx="8" ry="3.5" fill="${INK}"/><ellipse cx="20" cy="10.5" rx="5" ry="3" fill="${INK}"/>`,
  hourglass: `<path d="M9 5h22M9 35h22" ${S} stroke-width="2.4"/><path d="M12 5c0 9 7 11 7 15s-7 6-7 15M28 5c0 9-7 11-7 15s7 6 7 15" ${S} stroke-width="2"/><path d="M14.5 33c1-4 5-6 5.5-8 .5 2 4.5 4 5.5 8z" fill="${INK}"/>`,
  atom: `<g ${S} stroke-width="1.8"><ellipse cx="20" cy="20" rx="17" ry="6.5"/><ellipse cx="20" cy="20" rx="17" ry="6.5" transform="rotate(60 20 20)"/><ellipse cx="20" cy="20" rx="17" ry="6.5" transform="rotate(-60 20 20)"/></g><circle cx="20" cy="20" r="3.4" fill="${INK}"/>`,
  seed: `<path d="M20 37V17" ${S} stroke-width="2"/>${Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (1.1 + (0.8 * i) / 8);
    const x = 20 + 14 * Math.cos(a);
    const y = 17 + 14 * Math.sin(a);
    return `<path d="M20 17L${round(x)} ${round(y)}" ${S} stroke-width="1.4"/><circle cx="${round(x)}" cy="${round(y)}" r="1.8" fill="${INK}"/>`;
  }).join("")}<circle cx="20" cy="17" r="2.6" fill="${INK}"/>`,
  roundelS: "",
} as const;

type LogoBuilder = () => string;

const two =
  (emblem: string, a: Line, b: Line, gap?: number): LogoBuilder =>
  () =>
    emblemLeft(emblem, [a, b], gap);

/** Saltmarsh: an italic S in a ring. */
function saltmarshEmblem(): string {
  const s = textToPath("S", { ...serif(600, true), size: 26, x: 20, y: 29, align: "middle", precision: 1 });
  return `<circle cx="20" cy="20" r="17" ${S} stroke-width="2.2"/><path d="${s.d}" fill="${INK}"/>`;
}

/** Orrin & Vale: a centred, widely tracked serif wordmark between two rules. */
function orrinVale(): string {
  const t = line({ text: "ORRIN & VALE", ...serif(500), size: 17, tracking: 0.2 }, LOGO_W / 2, 30.5, 150, "middle");
  const sub = line(
    { text: "PUBLISHERS · EST. 1889", ...sans(500), size: 5.6, tracking: 0.3 },
    LOGO_W / 2,
    43,
    120,
    "middle",
  );
  return `<path d="M14 9.5h132M14 11.5h132" stroke="${INK}" stroke-width=".8"/><path d="M14 35h132" stroke="${INK}" stroke-width=".8"/>
    <g fill="${INK}"><path d="${t.d}"/><path d="${sub.d}"/></g>`;
}

/** Greywell Journals: emblem and a single-line bold/light wordmark. */
function greywell(): string {
  const a = textToPath("greywell", { ...sans(700), size: 19, tracking: -0.02 });
  const b = textToPath("journals", { ...sans(300), size: 19, tracking: -0.01 });
  const gap = 4;
  const total = a.width + gap + b.width;
  const scale = Math.min(1, 106 / total);
  const size = 19 * scale;
  const y = 24 + (a.capHeight * scale) / 2 + 1;
  const a2 = textToPath("greywell", { ...sans(700), size, tracking: -0.02, x: 50, y, precision: 1 });
  const b2 = textToPath("journals", {
    ...sans(300),
    size,
    tracking: -0.01,
    x: 50 + a2.width + gap * scale,
    y,
    precision: 1,
  });
  return `<g transform="translate(2 4)">${emblems.spines}</g><g fill="${INK}"><path d="${a2.d}"/><path d="${b2.d}"/></g>`;
}

/** Logo builders by client slug. */
export const logoBuilders: Record<string, LogoBuilder> = {
  "halden-university-press": two(
    emblems.shieldBook,
    { text: "HALDEN", ...serif(600), size: 20, tracking: 0.14 },
    { text: "UNIVERSITY PRESS", ...sans(500), size: 7.4, tracking: 0.16 },
  ),
  "northmoor-society-of-chemistry": two(
    emblems.benzene,
    { text: "Northmoor", ...serif(700), size: 20 },
    { text: "SOCIETY OF CHEMISTRY", ...sans(600), size: 6.8, tracking: 0.12 },
  ),
  "calloway-reade": two(
    emblems.scales,
    { text: "Calloway & Reade", ...serif(500, true), size: 17 },
    { text: "LAW PUBLISHERS", ...sans(500), size: 6.8, tracking: 0.26 },
  ),
  "brackenfield-medical-press": two(
    emblems.medical,
    { text: "Brackenfield", ...sans(700), size: 17, tracking: -0.015 },
    { text: "MEDICAL PRESS", ...sans(400), size: 7.2, tracking: 0.32 },
  ),
  "society-for-coastal-ecology": two(
    emblems.waves,
    { text: "Society for", ...serif(400, true), size: 11 },
    { text: "Coastal Ecology", ...serif(600), size: 17 },
    4,
  ),
  "pellham-mathematical-society": two(
    emblems.pi,
    { text: "PELLHAM", ...sans(800), size: 18, tracking: 0.08 },
    { text: "MATHEMATICAL SOCIETY", ...sans(500), size: 6.8, tracking: 0.13 },
  ),
  "eastmere-institution-of-engineers": two(
    emblems.gear,
    { text: "Eastmere", ...sans(600), size: 20, tracking: -0.02 },
    { text: "INSTITUTION OF ENGINEERS", ...sans(500), size: 6.4, tracking: 0.08 },
  ),
  "tarrow-university-press": two(
    emblems.column,
    { text: "Tarrow", ...serif(500), size: 23 },
    { text: "University Press", ...serif(400, true), size: 11 },
    4,
  ),
  "orrin-vale": orrinVale,
  "greywell-journals": greywell,
  "quillon-academic": two(
    emblems.quill,
    { text: "Quillon", ...serif(600, true), size: 22 },
    { text: "ACADEMIC", ...sans(600), size: 7.2, tracking: 0.42 },
  ),
  "ledgerwood-legal-publishing": two(
    emblems.gavel,
    { text: "LEDGERWOOD", ...serif(600), size: 16, tracking: 0.06 },
    { text: "LEGAL PUBLISHING", ...sans(500), size: 6.8, tracking: 0.22 },
  ),
  "fernleigh-education": two(
    emblems.fern,
    { text: "fernleigh", ...sans(600), size: 21, tracking: -0.025 },
    { text: "education", ...sans(400), size: 11, tracking: 0.02 },
    5.5,
  ),
  "saltmarsh-books": () =>
    emblemLeft(saltmarshEmblem(), [
      { text: "Saltmarsh", ...serif(400, true), size: 23 },
      { text: "BOOKS", ...sans(600), size: 7.2, tracking: 0.55 },
    ]),
  "st-ambrose-college-press": two(
    emblems.bee,
    { text: "St Ambrose", ...serif(600), size: 19 },
    { text: "COLLEGE PRESS", ...serif(600), size: 7.6, tracking: 0.26 },
  ),
  "cairnfield-institute-of-economics": two(
    emblems.cairn,
    { text: "Cairnfield", ...sans(600), size: 19, tracking: -0.015 },
    { text: "Institute of Economics", ...serif(400, true), size: 10.5 },
    4,
  ),
  "whitlock-historical-association": two(
    emblems.hourglass,
    { text: "Whitlock", ...serif(700), size: 21 },
    { text: "HISTORICAL ASSOCIATION", ...sans(500), size: 6.4, tracking: 0.12 },
  ),
  "ravenscar-science-publishing": two(
    emblems.atom,
    { text: "RAVENSCAR", ...sans(300), size: 17, tracking: 0.16 },
    { text: "SCIENCE PUBLISHING", ...sans(600), size: 6.8, tracking: 0.18 },
  ),
  "thistledown-schoolbooks": two(
    emblems.seed,
    { text: "Thistledown", ...serif(600), size: 19 },
    { text: "schoolbooks", ...sans(500), size: 10.5, tracking: 0.03 },
    4.5,
  ),
};

/** The standalone SVG logo of a client. */
export function clientLogoSvg(slug: string, name: string): string {
  const build = logoBuilders[slug];
  if (!build) throw new Error(`No logo design for client "${slug}"`);
  const body = build().replace(/\n\s*/g, "");
  return svgDocument({ width: LOGO_W, height: LOGO_H, title: name, body });
}
