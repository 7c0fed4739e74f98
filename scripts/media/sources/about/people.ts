/**
 * Illustrated people for the About page: the leaders' portraits and the two testimonial avatars.
 * Flat, stylised head-and-shoulders figures (never photographs), built from a few shapes in the
 * site palette on a 320x320 canvas, each leader recognisably different.
 */
import { palette as p } from "../../lib/palette.ts";

export const PERSON_SIZE = 320;

type HairStyle = "bun" | "side-part" | "bob" | "crop" | "wave";

export interface PersonLook {
  skin: string;
  /** Shade of the skin for the neck and ears. */
  skinShade: string;
  hair: string;
  /** Lighter strands, e.g. grey at the temples. */
  hairHighlight?: string;
  style: HairStyle;
  /** Jacket or top; the shirt or blouse under it. */
  top: string;
  under: string;
  neckline: "collar" | "round" | "saree" | "turtleneck";
  glasses?: string;
  beard?: string;
  earrings?: string;
  bindi?: boolean;
  /** The disc behind the figure. */
  ground: string;
  /** A second, smaller shape on the ground for rhythm. */
  accent: string;
}

const CX = 160;
const HEAD_Y = 138;
const RX = 46;
const RY = 56;

function head(look: PersonLook): string {
  const ears = [-1, 1]
    .map((side) => `<ellipse cx="${CX + side * (RX - 1)}" cy="${HEAD_Y + 6}" rx="9" ry="13" fill="${look.skinShade}"/>`)
    .join("");
  const face = `<ellipse cx="${CX}" cy="${HEAD_Y}" rx="${RX}" ry="${RY}" fill="${look.skin}"/>`;
  const eyes = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${CX + side * 17}" cy="${HEAD_Y + 4}" rx="4" ry="4.6" fill="${p.inkDark}"/><path d="M${CX + side * 17 - 9} ${HEAD_Y - 9}q9 -${look.style === "crop" || look.style === "side-part" ? 4 : 6} 18 0" stroke="${look.hair}" stroke-width="3.4" fill="none" stroke-linecap="round"/>`,
    )
    .join("");
  const nose = `<path d="M${CX - 1} ${HEAD_Y + 6}q-5 14 1 17q4 1 6 -1" stroke="${look.skinShade}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  const mouth = `<path d="M${CX - 12} ${HEAD_Y + 33}q12 10 24 0" stroke="#8a3b2b" stroke-width="3.4" fill="none" stroke-linecap="round"/>`;
  const cheeks = [-1, 1]
    .map((side) => `<ellipse cx="${CX + side * 28}" cy="${HEAD_Y + 24}" rx="8" ry="5" fill="#e9825f" opacity=".18"/>`)
    .join("");
  const bindi = look.bindi ? `<circle cx="${CX}" cy="${HEAD_Y - 14}" r="3" fill="#b3261e"/>` : "";
  const earrings = look.earrings
    ? [-1, 1]
        .map((side) => `<circle cx="${CX + side * (RX - 1)}" cy="${HEAD_Y + 24}" r="4.2" fill="${look.earrings}"/>`)
        .join("")
    : "";
  return `${ears}${earrings}${face}${cheeks}${eyes}${nose}${mouth}${bindi}`;
}

function glasses(colour: string): string {
  const lens = (side: number) =>
    `<rect x="${CX + side * 17 - 13}" y="${HEAD_Y - 6}" width="26" height="20" rx="8" fill="#fff" fill-opacity=".18" stroke="${colour}" stroke-width="3.2"/>`;
  return `${lens(-1)}${lens(1)}<path d="M${CX - 4} ${HEAD_Y + 1}q4 -4 8 0M${CX - 43} ${HEAD_Y}h-3M${CX + 43} ${HEAD_Y}h3" stroke="${colour}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
}

function beard(colour: string): string {
  // A short, boxed beard along the jaw and a moustache, leaving the mouth clear (drawn again on top).
  const jaw = `M${CX - RX + 3} ${HEAD_Y + 10}Q${CX - RX + 6} ${HEAD_Y + RY + 2} ${CX} ${HEAD_Y + RY + 5}Q${CX + RX - 6} ${HEAD_Y + RY + 2} ${CX + RX - 3} ${HEAD_Y + 10}Q${CX + RX - 12} ${HEAD_Y + 30} ${CX + 18} ${HEAD_Y + 32}Q${CX + 16} ${HEAD_Y + 46} ${CX} ${HEAD_Y + 47}Q${CX - 16} ${HEAD_Y + 46} ${CX - 18} ${HEAD_Y + 32}Q${CX - RX + 12} ${HEAD_Y + 30} ${CX - RX + 3} ${HEAD_Y + 10}z`;
  return `<path d="${jaw}" fill="${colour}"/><path d="M${CX - 17} ${HEAD_Y + 28}q17 -7 34 0" stroke="${colour}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M${CX - 10} ${HEAD_Y + 34}q10 8 20 0" stroke="#8a3b2b" stroke-width="3.2" fill="none" stroke-linecap="round"/>`;
}

/** Hair drawn behind the head (long hair, buns). */
function hairBack(look: PersonLook): string {
  switch (look.style) {
    case "bun":
      return `<circle cx="${CX}" cy="${HEAD_Y - 58}" r="24" fill="${look.hair}"/>`;
    case "bob":
      return `<path d="M${CX - 60} ${HEAD_Y - 10}q-4 -74 60 -76q64 2 60 76l4 58q-22 10 -44 4l-20 -40h-0l-20 40q-22 6 -44 -4z" fill="${look.hair}"/>`;
    case "wave":
      return `<path d="M${CX - 58} ${HEAD_Y}q-6 -78 58 -78q64 0 58 78q4 40 12 62q-30 14 -52 0l-18 -40l-18 40q-24 14 -52 0q8 -22 12 -62z" fill="${look.hair}"/>`;
    default:
      return "";
  }
}

/**
 * The outline of the hair over the top of the head: an ellipse around the face's centre, `grow`
 * units wider and `height` units taller than the face, from the left temple (`temple` units below
 * the centre line) to the right one.
 */
function crown(grow: number, height: number, temple: number): string {
  const a = RX + grow;
  const b = RY + height;
  const k = 0.552;
  return `M${CX - a} ${HEAD_Y + temple}L${CX - a} ${HEAD_Y}C${CX - a} ${HEAD_Y - k * b} ${CX - k * a} ${HEAD_Y - b} ${CX} ${HEAD_Y - b}C${CX + k * a} ${HEAD_Y - b} ${CX + a} ${HEAD_Y - k * b} ${CX + a} ${HEAD_Y}L${CX + a} ${HEAD_Y + temple}`;
}

/** Hair drawn over the head (the hairline and fringe). */
function hairFront(look: PersonLook): string {
  const highlight = look.hairHighlight ?? look.hair;
  switch (look.style) {
    case "bun":
      // Centre parting, hair drawn back smoothly over the ears, a silver streak on one side.
      return `<path d="${crown(6, 8, 16)}Q${CX + RX - 4} ${HEAD_Y - 24} ${CX} ${HEAD_Y - 30}Q${CX - RX + 4} ${HEAD_Y - 24} ${CX - RX - 6} ${HEAD_Y + 16}z" fill="${look.hair}"/><path d="M${CX} ${HEAD_Y - 31}V${HEAD_Y - 60}" stroke="${look.skinShade}" stroke-width="2.4" stroke-linecap="round"/><path d="M${CX - 7} ${HEAD_Y - 54}Q${CX - RX + 4} ${HEAD_Y - 42} ${CX - RX - 1} ${HEAD_Y + 2}" stroke="${highlight}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    case "side-part":
      // Short at the sides, fuller on top, parted on the left and swept to the right.
      return `<path d="${crown(3, 12, -2)}Q${CX + RX - 2} ${HEAD_Y - 30} ${CX + 16} ${HEAD_Y - 36}Q${CX - 8} ${HEAD_Y - 40} ${CX - 20} ${HEAD_Y - 48}Q${CX - RX + 6} ${HEAD_Y - 34} ${CX - RX - 3} ${HEAD_Y - 2}z" fill="${look.hair}"/><path d="M${CX - 20} ${HEAD_Y - 48}Q${CX - 16} ${HEAD_Y - 60} ${CX - 8} ${HEAD_Y - 66}" stroke="${highlight === look.hair ? look.skinShade : highlight}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity=".8"/>`;
    case "bob":
      return `<path d="${crown(6, 8, 20)}Q${CX + RX - 4} ${HEAD_Y - 26} ${CX + 18} ${HEAD_Y - 34}Q${CX - 14} ${HEAD_Y - 26} ${CX - RX + 2} ${HEAD_Y - 10}L${CX - RX - 6} ${HEAD_Y + 20}z" fill="${look.hair}"/><path d="M${CX + 18} ${HEAD_Y - 34}Q${CX - 6} ${HEAD_Y - 30} ${CX - RX + 4} ${HEAD_Y - 12}" stroke="${highlight}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".6"/>`;
    case "crop":
      // Close-cropped, lighter at the temples.
      return `<path d="${crown(1, 5, -8)}Q${CX + RX - 6} ${HEAD_Y - 36} ${CX + 18} ${HEAD_Y - 42}Q${CX} ${HEAD_Y - 38} ${CX - 18} ${HEAD_Y - 42}Q${CX - RX + 6} ${HEAD_Y - 36} ${CX - RX - 1} ${HEAD_Y - 8}z" fill="${look.hair}"/><path d="M${CX - RX + 1} ${HEAD_Y - 10}Q${CX - RX + 4} ${HEAD_Y - 30} ${CX - RX + 12} ${HEAD_Y - 38}M${CX + RX - 1} ${HEAD_Y - 10}Q${CX + RX - 4} ${HEAD_Y - 30} ${CX + RX - 12} ${HEAD_Y - 38}" stroke="${highlight}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
    case "wave":
      return `<path d="${crown(5, 7, 8)}Q${CX + RX - 4} ${HEAD_Y - 30} ${CX + 10} ${HEAD_Y - 38}Q${CX - 18} ${HEAD_Y - 30} ${CX - 26} ${HEAD_Y - 40}Q${CX - RX + 2} ${HEAD_Y - 24} ${CX - RX - 5} ${HEAD_Y + 8}z" fill="${look.hair}"/><path d="M${CX - 30} ${HEAD_Y - 46}q14 -16 44 -14" stroke="${highlight}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".7"/>`;
  }
}

function body(look: PersonLook): string {
  const neck = `<path d="M${CX - 20} ${HEAD_Y + 40}h40v44q-20 12 -40 0z" fill="${look.skinShade}"/>`;
  const shoulders = `<path d="M30 ${PERSON_SIZE + 10}q2 -84 78 -96q26 -6 52 -6q26 0 52 6q76 12 78 96z" fill="${look.top}"/>`;
  let neckline = "";
  switch (look.neckline) {
    case "collar":
      neckline = `<path d="M${CX - 26} 228l26 46l26 -46q-26 -10 -52 0z" fill="${look.under}"/><path d="M${CX - 26} 228l14 30l14 -22zM${CX + 26} 228l-14 30l-14 -22z" fill="#fff"/><path d="M${CX - 34} 232l34 88M${CX + 34} 232l-34 88" stroke="rgba(0,0,0,.18)" stroke-width="3"/>`;
      break;
    case "round":
      neckline = `<path d="M${CX - 30} 230q30 30 60 0q-30 -8 -60 0z" fill="${look.skinShade}"/><path d="M${CX - 30} 230q30 30 60 0" stroke="${look.under}" stroke-width="6" fill="none"/>`;
      break;
    case "turtleneck":
      neckline = `<path d="M${CX - 26} 214h52v22q-26 10 -52 0z" fill="${look.under}"/><path d="M${CX - 40} 234l18 86M${CX + 40} 234l-18 86" stroke="rgba(0,0,0,.2)" stroke-width="3"/>`;
      break;
    case "saree":
      neckline = `<path d="M${CX - 28} 230q28 24 56 0q-28 -8 -56 0z" fill="${look.skinShade}"/><path d="M${CX + 28} 228l-96 92h36l86 -82z" fill="${look.under}"/><path d="M${CX + 30} 232l-88 88" stroke="#f2c14e" stroke-width="5"/>`;
      break;
  }
  // Drawn a little higher than the chin line would suggest, so the neck stays short.
  return `<g transform="translate(0 -10)">${neck}${shoulders}${neckline}</g>`;
}

/** A portrait as SVG elements in a 320x320 space, on a round ground. */
export function personElements(look: PersonLook): string {
  const ground = `<circle cx="${CX}" cy="${CX}" r="${CX}" fill="${look.ground}"/><circle cx="258" cy="70" r="34" fill="${look.accent}"/>`;
  const parts = [
    ground,
    `<g clip-path="url(#disc)">${hairBack(look)}${body(look)}${head(look)}${look.beard ? beard(look.beard) : ""}${hairFront(look)}${look.glasses ? glasses(look.glasses) : ""}</g>`,
  ];
  return `<defs><clipPath id="disc"><circle cx="${CX}" cy="${CX}" r="${CX}"/></clipPath></defs>${parts.join("")}`;
}

/** The leaders, by the id used in the content module. */
export const leaderLooks = {
  "meenakshi-raghavan": {
    skin: "#9a6444",
    skinShade: "#84523a",
    hair: "#1f1a1c",
    hairHighlight: "#b9b4b8",
    style: "bun",
    top: p.accentDark,
    under: "#7a1f2b",
    neckline: "saree",
    earrings: "#f2c14e",
    bindi: true,
    ground: p.accentLight,
    accent: "#fbd5b5",
  },
  "arvind-subramanian": {
    skin: "#b07a52",
    skinShade: "#98643f",
    hair: "#1c1d22",
    style: "side-part",
    top: p.ink,
    under: "#cfe0f5",
    neckline: "collar",
    glasses: "#1c1d22",
    beard: "#2b2a2e",
    ground: p.inkLight,
    accent: "#cddcf0",
  },
  "rebecca-lawson": {
    skin: "#f0c8a8",
    skinShade: "#dcae8c",
    hair: "#8b4a2b",
    hairHighlight: "#b86a3e",
    style: "bob",
    top: p.inkMid,
    under: "#ffffff",
    neckline: "round",
    earrings: "#ffffff",
    ground: "#e3f1e6",
    accent: "#c9e6cf",
  },
  "jonas-albrecht": {
    skin: "#e8b996",
    skinShade: "#d29f7c",
    hair: "#8e949e",
    hairHighlight: "#c4c9d0",
    style: "crop",
    top: "#3b4454",
    under: "#1c2330",
    neckline: "turtleneck",
    glasses: "#6b4a2e",
    beard: "#9aa0a8",
    ground: "#efe9dc",
    accent: "#e2d7c0",
  },
} as const satisfies Record<string, PersonLook>;

/** The generic avatars of the testimonials, by the gender field of a testimonial. */
export const avatarLooks = {
  female: {
    skin: "#c98e66",
    skinShade: "#b27a55",
    hair: "#2e2220",
    style: "wave",
    top: p.accent,
    under: "#ffffff",
    neckline: "round",
    ground: p.inkLight,
    accent: "#cddcf0",
  },
  male: {
    skin: "#d9a27c",
    skinShade: "#c28b66",
    hair: "#3a2a22",
    style: "side-part",
    top: p.inkMid,
    under: "#ffffff",
    neckline: "collar",
    ground: p.accentLight,
    accent: "#fbd5b5",
  },
} as const satisfies Record<string, PersonLook>;
