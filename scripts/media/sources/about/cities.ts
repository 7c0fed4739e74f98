/**
 * The offices' emblems: one small flat city view per office (Chennai, Boston, Frankfurt), drawn
 * in the site palette on a 320x180 canvas. Each is a standalone SVG file shown as an image.
 */
import { palette as p } from "../../lib/palette.ts";
import { svgDocument } from "../../lib/svg.ts";

export const CITY_W = 320;
export const CITY_H = 180;

// The sky is the site's brand-100, so a page can extend it around the picture.
const SKY = p.inkLight;
const WATER = "#c9d9ee";
const LEAF = "#5b8c78";
const LEAF_DARK = "#3f6e5c";
const STONE = "#e9dcc4";
const STONE_DARK = "#cdb894";

/** Horizontal water lines at the foot of a view. */
function water(y: number): string {
  const waves = [0, 1, 2]
    .map((i) => {
      const wy = y + 10 + i * 9;
      const x0 = 20 + i * 34;
      return `<path d="M${x0} ${wy}h${60 - i * 8}M${x0 + 110} ${wy}h${44 + i * 6}M${x0 + 200} ${wy}h${38}" stroke="#fff" stroke-width="2.2" stroke-linecap="round" opacity=".8"/>`;
    })
    .join("");
  return `<rect x="0" y="${y}" width="${CITY_W}" height="${CITY_H - y}" fill="${WATER}"/>${waves}`;
}

/** A sun or a moon disc behind the skyline. */
function sun(x: number, y: number, r: number, fill: string = p.accentLight): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
}

/** A palm tree standing on (x, y). */
function palm(x: number, y: number, s = 1): string {
  const fronds = [-70, -35, -5, 25, 60, 160, 200]
    .map(
      (a, i) =>
        `<path d="M0 0q16 -8 30 4q-16 -2 -30 -4z" fill="${i % 2 ? LEAF : LEAF_DARK}" transform="rotate(${a})"/>`,
    )
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-2 0q-4 -30 4 -62l4 1q-7 30 -2 61z" fill="#a67c55"/>
    <g transform="translate(3 -62)">${fronds}</g>
  </g>`;
}

/** Chennai: a temple gopuram, the Ripon-style clock tower and palms by the sea. */
function chennai(): string {
  // Gopuram: five receding tiers, each with a row of niches, crowned by kalasam finials.
  const tiers = Array.from({ length: 5 }, (_, i) => {
    const w = 92 - i * 14;
    const h = 17 - i;
    const y = 128 - i * 17;
    const x = 112 - w / 2;
    const niches = Array.from({ length: 4 - Math.floor(i / 2) }, (_, n, all = 4 - Math.floor(i / 2)) => {
      const nx = x + ((n + 0.5) * w) / all - 3.5;
      return `<path d="M${nx} ${y + h - 3}v-${h - 8}q3.5 -4 7 0v${h - 8}z" fill="${STONE_DARK}"/>`;
    }).join("");
    return `<path d="M${x} ${y + h}h${w}l-4 -${h}h-${w - 8}z" fill="${i % 2 ? STONE : "#efe4cf"}"/>${niches}`;
  }).join("");
  // The barrel-vaulted crown on the top tier (x 98 to 126, top at y 60) and its finials.
  const crown = `<path d="M94 60q18 -20 36 0z" fill="${p.accent}"/>${[102, 112, 122]
    .map((x) => `<path d="M${x - 2.5} ${x === 112 ? 48 : 53}q2.5 -8 5 0z" fill="${p.accentDark}"/>`)
    .join("")}`;
  const gate = `<rect x="60" y="145" width="104" height="10" fill="${STONE_DARK}"/><path d="M102 155v-16q10 -10 20 0v16z" fill="${p.ink}"/>`;
  // Clock tower with a pointed roof.
  const tower = `<rect x="214" y="66" width="30" height="89" fill="#fff"/><rect x="210" y="62" width="38" height="8" fill="${p.inkSoft}"/>
    <path d="M214 62l15 -26l15 26z" fill="${p.accentDark}"/><circle cx="229" cy="82" r="8" fill="${p.ink}"/><path d="M229 82v-5M229 82h4" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/>
    ${[100, 118, 136].map((y) => `<rect x="222" y="${y}" width="14" height="10" rx="7" fill="${p.inkSoft}"/>`).join("")}
    <rect x="190" y="112" width="24" height="43" fill="#f4f7fc"/><rect x="244" y="112" width="28" height="43" fill="#f4f7fc"/>
    ${[196, 204, 250, 260].map((x) => `<rect x="${x}" y="120" width="5" height="9" fill="${p.inkSoft}"/>`).join("")}`;
  return `${sun(262, 40, 22)}${tiers}${crown}${gate}${tower}${palm(34, 155, 1.05)}${palm(292, 155, 0.9)}${water(155)}`;
}

/** Boston: the cable-stayed bridge, brick row houses and a glass tower by the harbour. */
function boston(): string {
  const towers = `<rect x="176" y="40" width="34" height="115" fill="#dfe7f3"/>${Array.from(
    { length: 9 },
    (_, i) => `<rect x="180" y="${46 + i * 12}" width="26" height="6" fill="${p.inkSoft}"/>`,
  ).join("")}<rect x="214" y="70" width="26" height="85" fill="#cfdcee"/>`;
  const brick = "#b5654a";
  const houses = [0, 1, 2, 3]
    .map((i) => {
      const x = 24 + i * 30;
      const h = 52 + (i % 2) * 8;
      const y = 155 - h;
      const win = [0, 1, 2]
        .map(
          (r) =>
            `<rect x="${x + 6}" y="${y + 10 + r * 14}" width="7" height="9" fill="#f6efe4"/><rect x="${x + 17}" y="${y + 10 + r * 14}" width="7" height="9" fill="#f6efe4"/>`,
        )
        .join("");
      return `<rect x="${x}" y="${y}" width="30" height="${h}" fill="${i % 2 ? brick : "#a5573f"}"/><rect x="${x - 1}" y="${y - 4}" width="32" height="5" fill="${p.ink}"/>${win}`;
    })
    .join("");
  // Bridge: deck, two inverted-Y pylons, fanned cables.
  const pylon = (x: number) => `<path d="M${x - 9} 150l9 -92l9 92h-5l-4 -70l-4 70z" fill="${p.ink}"/>`;
  const cables = [248, 290]
    .map((x) =>
      [-46, -34, -22, -10, 10, 22, 34, 46]
        .map((d) => `<line x1="${x}" y1="${64}" x2="${x + d}" y2="140" stroke="${p.inkMid}" stroke-width="1.2"/>`)
        .join(""),
    )
    .join("");
  const deck = `<rect x="150" y="138" width="170" height="6" fill="${p.accent}"/>`;
  return `${sun(60, 42, 20)}${towers}${houses}${cables}${pylon(248)}${pylon(290)}${deck}${water(155)}`;
}

/** Frankfurt: the stepped gables of the old town, the bank towers and the iron footbridge on the Main. */
function frankfurt(): string {
  const skyline = [
    `<rect x="168" y="34" width="26" height="121" fill="#cfdcee"/><path d="M168 34l13 -18l13 18z" fill="${p.inkMid}"/>`,
    `<rect x="198" y="58" width="22" height="97" fill="#dfe7f3"/>`,
    `<rect x="224" y="24" width="30" height="131" fill="${p.inkSoft}"/><rect x="236" y="10" width="6" height="14" fill="${p.inkMid}"/>`,
    `<rect x="258" y="70" width="24" height="85" fill="#dfe7f3"/>`,
  ].join("");
  const stripes = [172, 228, 262]
    .map((x, i) =>
      Array.from(
        { length: 8 - i * 2 },
        (_, r) =>
          `<rect x="${x}" y="${44 + r * 13 + i * 6}" width="${i === 1 ? 22 : 18}" height="4" fill="#fff" opacity=".7"/>`,
      ).join(""),
    )
    .join("");
  const gables = [0, 1, 2]
    .map((i) => {
      const x = 22 + i * 40;
      const fill = [p.white, "#f6e3cf", "#e7eef8"][i] ?? p.white;
      const timber = `<path d="M${x} 104h40M${x} 126h40M${x + 10} 104v22M${x + 30} 104v22M${x + 10} 104l10 11l10 -11" stroke="${p.accentDark}" stroke-width="2" fill="none"/>${[
        8, 26,
      ]
        .map((dx) => `<rect x="${x + dx}" y="132" width="7" height="10" fill="${p.inkSoft}"/>`)
        .join("")}`;
      const steps = `M${x} 155v-58h4v-8h6v-8h6v-8h8v8h6v8h6v8h4v58z`;
      return `<path d="${steps}" fill="${fill}" stroke="${STONE_DARK}" stroke-width="1"/>${timber}<rect x="${x + 15}" y="86" width="10" height="10" rx="5" fill="${p.inkSoft}"/>`;
    })
    .join("");
  const bridge = `<path d="M130 150q50 -44 100 0" fill="none" stroke="${p.ink}" stroke-width="4"/><path d="M130 150q50 -30 100 0" fill="none" stroke="${p.ink}" stroke-width="2"/>${[
    145, 160, 175, 190, 205, 220,
  ]
    .map(
      (x) =>
        `<line x1="${x}" y1="150" x2="${x}" y2="${150 - Math.sin(((x - 130) / 100) * Math.PI) * 38}" stroke="${p.ink}" stroke-width="1.4"/>`,
    )
    .join("")}<rect x="120" y="149" width="120" height="5" fill="${p.accent}"/>`;
  return `${sun(290, 36, 18)}${skyline}${stripes}${gables}${bridge}${water(155)}`;
}

const views = { chennai, boston, frankfurt } as const;

export type CityView = keyof typeof views;

/** The standalone SVG file of a city view (decorative: the page names the city beside it). */
export function cityViewSvg(city: CityView): string {
  return svgDocument({
    width: CITY_W,
    height: CITY_H,
    body: `<rect width="${CITY_W}" height="${CITY_H}" fill="${SKY}"/>${views[city]()}`,
  });
}

export const cityViews = Object.keys(views) as CityView[];
