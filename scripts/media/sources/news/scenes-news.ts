/**
 * The thirteen news illustrations, 800x500 user units (16:10), one per news item, newest first.
 * Flat editorial style, site palette, no photographs and no people beyond abstract silhouettes.
 */
import {
  audience,
  bookshelf,
  booth,
  box,
  chair,
  confetti,
  LEAF,
  laptop,
  latexEditor,
  lectern,
  lines,
  logo,
  logoWidth,
  mark,
  monitor,
  p,
  plant,
  rng,
  rollup,
  slide,
  table,
  text,
  trackDashboard,
  tree,
  WOOD,
  WOOD_DARK,
  windows,
} from "./parts.ts";

export const NEWS_W = 800;
export const NEWS_H = 500;

/** Light beams from the ceiling. */
function beams(xs: readonly number[], to: number): string {
  return xs
    .map((x, i) => `<path d="M${x - 6} 0h12l${70 + i * 10} ${to}h-${152 + i * 20}z" fill="#fff" opacity=".05"/>`)
    .join("");
}

/** Exhibition-hall ceiling: trusses and hanging lights. */
function hallCeiling(w: number, y: number): string {
  let out = `<rect width="${w}" height="${y + 20}" fill="#dfe6f0"/>`;
  for (let x = -20; x < w + 40; x += 60)
    out += `<path d="M${x} 0l30 ${y}M${x + 60} 0l-30 ${y}" stroke="#c3cfdf" stroke-width="2"/>`;
  out += `<rect y="${y}" width="${w}" height="6" fill="#c3cfdf"/>`;
  for (let x = 60; x < w; x += 140)
    out += `<rect x="${x}" y="${y + 6}" width="2" height="16" fill="#9fb0c8"/><ellipse cx="${x + 1}" cy="${y + 24}" rx="14" ry="5" fill="#fff"/>`;
  return out;
}

// 0 · STM Week, London: conference stage and slide on research integrity.
function stmWeek(): string {
  return `<rect width="800" height="500" fill="${p.inkDark}"/>
    <rect width="800" height="330" fill="#10213f"/>
    ${beams([180, 400, 620], 330)}
    <rect x="150" y="40" width="420" height="250" rx="4" fill="#091428"/>
    <svg x="160" y="50" width="400" height="230" viewBox="0 0 400 230">${slide(400, 230, "STM Week 2023 · London", "Research integrity\nat submission", "flow")}</svg>
    <rect x="0" y="318" width="800" height="40" fill="#1c3360"/>
    <rect x="0" y="318" width="800" height="4" fill="${p.accent}" opacity=".8"/>
    ${lectern(660, 330, 1.05)}
    <rect x="600" y="78" width="150" height="120" rx="6" fill="#1c3360"/>
    ${text(615, 104, "DAY 2 · WORKSHOP", { size: 10, weight: 700, fill: p.accent, spacing: 1.2 })}
    ${text(615, 128, "Paper mills,", { size: 15, weight: 600, fill: "#fff", font: "serif" })}
    ${text(615, 148, "image checks and", { size: 15, weight: 600, fill: "#fff", font: "serif" })}
    ${text(615, 168, "reviewer identity", { size: 15, weight: 600, fill: "#fff", font: "serif" })}
    ${text(615, 186, "14:00 · Main hall", { size: 10, weight: 500, fill: "#9fb3d6" })}
    ${audience(0, 380, 800, 3, 7)}`;
}

// 1 · Frankfurter Buchmesse 2023: the Scriptoria stand in the hall.
function frankfurt2023(): string {
  return `${hallCeiling(800, 60)}
    <rect y="80" width="800" height="420" fill="#eef2f7"/>
    <rect y="420" width="800" height="80" fill="#d7dee8"/>
    <rect x="0" y="120" width="90" height="300" fill="#e3e8ef"/><rect x="0" y="120" width="90" height="40" fill="#cbd4e1"/>
    <rect x="710" y="120" width="90" height="300" fill="#e3e8ef"/><rect x="710" y="120" width="90" height="40" fill="#cbd4e1"/>
    <rect x="372" y="22" width="56" height="34" rx="4" fill="${p.ink}"/>${text(400, 45, "4.0", { size: 16, weight: 700, fill: "#fff", anchor: "middle" })}
    ${booth(120, 100, 560, 320, { screen: trackDashboard(480, 288) })}
    ${rollup(60, 450, 190, ["Accessible by", "design"])}`;
}

// 2 · SSP Annual Meeting, Portland: table-top exhibit, window onto pines and a mountain.
function ssp2023(): string {
  const pines = Array.from({ length: 9 }, (_, i) => {
    const x = 470 + i * 38;
    const h = 60 + ((i * 23) % 40);
    return `<path d="M${x} ${250 - h}l16 ${h}h-32z" fill="${i % 2 ? "#4f7a69" : "#3f6a5a"}"/>`;
  }).join("");
  return `<rect width="800" height="500" fill="#efe8dc"/>
    <rect y="300" width="800" height="200" fill="#e4dccd"/>
    <rect y="296" width="800" height="8" fill="#d5cab6"/>
    <rect x="440" y="50" width="330" height="210" rx="4" fill="#cfdcec"/>
    <path d="M440 200L560 110l70 50 40-30 100 70v60H440z" fill="#b5c7de"/>
    <path d="M560 110l22 16-14-2-10 8-8-6z" fill="#fff"/>
    ${pines}
    <rect x="436" y="46" width="338" height="218" rx="6" fill="none" stroke="#fff" stroke-width="8"/>
    <path d="M605 46v218" stroke="#fff" stroke-width="6"/>
    ${rollup(70, 440, 310, ["First proofs", "within 24 hours"])}
    <g filter="url(#sh)">
      <rect x="230" y="330" width="420" height="130" fill="${p.ink}"/>
      <rect x="222" y="318" width="436" height="16" rx="3" fill="#0f2040"/>
    </g>
    ${logo(440 - logoWidth(34) / 2, 378, 34, "dark")}
    ${laptop(270, 214, 170, 100, latexEditor(480, 282), 480, 282)}
    <g transform="translate(500 256)" filter="url(#sh2)">
      <path d="M0 62L14 0h56l-14 62z" fill="#fff"/>
      ${text(20, 22, "Book a", { size: 10, weight: 700, fill: p.ink })}${text(16, 36, "demo", { size: 10, weight: 700, fill: p.accentDark })}
    </g>
    <g filter="url(#sh2)">
      <rect x="560" y="300" width="70" height="16" rx="2" fill="${p.ink}" transform="rotate(-4 560 300)"/>
      <rect x="566" y="290" width="70" height="16" rx="2" fill="#fff" transform="rotate(3 566 290)"/>
      <rect x="572" y="282" width="70" height="14" rx="2" fill="${p.accent}" transform="rotate(-2 572 282)"/>
    </g>
    ${plant(720, 440, 1.1, p.accentDark)}`;
}

// 3 · The London Book Fair at Olympia: vaulted glass roof, stands and the Scriptoria counter.
function lbf2023(): string {
  let roof = "";
  for (let i = 0; i <= 12; i++) {
    const x = i * 66.7;
    roof += `<path d="M${x.toFixed(1)} 210 L${(400 + (x - 400) * 0.45).toFixed(1)} 120" stroke="#c9d5e5" stroke-width="1.5"/>`;
  }
  for (let k = 0; k < 5; k++) {
    const x0 = k * 55;
    const apex = 12 + k * 26;
    roof += `<path d="M${x0} 210 Q400 ${2 * apex - 210} ${800 - x0} 210" stroke="#aebed3" stroke-width="${4 - k * 0.5}" fill="none"/>`;
  }
  const signs = [120, 330, 560]
    .map(
      (x, i) =>
        `<rect x="${x}" y="150" width="${i === 1 ? 120 : 96}" height="26" rx="3" fill="${i === 1 ? p.ink : "#b8c4d6"}"/><path d="M${x + 20} 120v30M${x + (i === 1 ? 100 : 76)} 120v30" stroke="#9fb0c8" stroke-width="1.5"/>`,
    )
    .join("");
  return `<rect width="800" height="500" fill="#e9eff7"/>
    <rect width="800" height="210" fill="#d6e2f1"/>
    ${roof}
    ${signs}
    ${text(390, 168, "3B20", { size: 13, weight: 700, fill: "#fff", anchor: "middle" })}
    <rect y="210" width="800" height="290" fill="#f4f6f9"/>
    ${bookshelf(20, 200, 200, 170, 4, 21)}
    ${bookshelf(590, 200, 190, 170, 4, 33)}
    <rect x="250" y="206" width="310" height="170" fill="#fff"/>
    <rect x="250" y="206" width="310" height="6" fill="${p.accent}"/>
    ${logo(405 - logoWidth(30) / 2, 228, 30)}
    ${text(405, 290, "Accessible EPUB 3 · frontlist and backlist", { size: 12, weight: 600, fill: p.muted, anchor: "middle" })}
    <rect y="370" width="800" height="130" fill="#dfe5ee"/>
    <g filter="url(#sh)">
      <rect x="236" y="356" width="340" height="120" rx="4" fill="${p.ink}"/>
      <rect x="228" y="346" width="356" height="14" rx="3" fill="#0f2040"/>
    </g>
    <g transform="translate(300 306) rotate(-4)" filter="url(#sh)">
      <rect x="0" y="0" width="96" height="128" rx="10" fill="${p.inkDark}"/>
      <rect x="6" y="6" width="84" height="116" rx="5" fill="#fffdf9"/>
      ${text(14, 26, "CHAPTER 3", { size: 6, weight: 700, fill: p.accentDark, spacing: 1 })}
      ${text(14, 42, "Reading the river", { size: 8, weight: 600, font: "serif" })}
      ${lines(14, 52, 66, 6, 8, 3, "#c3cddc", rng(2))}
      <rect x="14" y="104" width="66" height="10" rx="2" fill="#cfe0f3"/>
    </g>
    <g transform="translate(430 330)" filter="url(#sh2)">
      <rect width="120" height="34" rx="8" fill="#fff"/>
      ${text(12, 22, "Aa", { size: 14, weight: 700, font: "serif" })}
      ${text(38, 15, "Alt text", { size: 9, weight: 700 })}${text(38, 27, "100 % described", { size: 8, weight: 500, fill: p.muted })}
    </g>
    ${plant(180, 470, 0.75, p.ink)}`;
}

// 4 · Accessibility certification: framed certificate with seal, tablet with accessibility options.
function a11yCertificate(): string {
  const check = (y: number, label: string) =>
    `<circle cx="248" cy="${y - 4}" r="7" fill="${p.ink}"/><path d="M244.5 ${y - 4}l2.4 2.4 4.6-4.8" stroke="#fff" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${text(262, y, label, { size: 12, weight: 500, fill: p.text })}`;
  const petals = Array.from({ length: 16 }, (_, i) => {
    const a = (i * 360) / 16;
    return `<ellipse cx="0" cy="-36" rx="9" ry="14" fill="${i % 2 ? p.accent : p.accentDark}" transform="rotate(${a})"/>`;
  }).join("");
  return `<rect width="800" height="500" fill="${p.inkLight}"/>
    <circle cx="690" cy="90" r="160" fill="#dbe5f3"/>
    <rect y="400" width="800" height="100" fill="${WOOD}"/><rect y="400" width="800" height="8" fill="${WOOD_DARK}"/>
    <g filter="url(#sh)">
      <rect x="180" y="40" width="380" height="330" rx="4" fill="${p.ink}"/>
      <rect x="194" y="54" width="352" height="302" fill="#fffdf8"/>
    </g>
    <rect x="206" y="66" width="328" height="278" fill="none" stroke="#e8dcc6" stroke-width="2"/>
    ${text(370, 104, "CERTIFICATE OF CONFORMANCE", { size: 11, weight: 700, fill: p.accentDark, anchor: "middle", spacing: 2 })}
    ${text(370, 140, "Accessible EPUB 3 production", { size: 21, weight: 600, font: "serif", anchor: "middle" })}
    ${text(370, 162, "awarded to Scriptoria Content Technologies", { size: 11.5, weight: 500, fill: p.muted, anchor: "middle", italic: true, font: "serif" })}
    ${check(204, "EPUB Accessibility 1.1")}
    ${check(228, "WCAG 2.1 level AA")}
    ${check(252, "Image descriptions and MathML")}
    ${check(276, "Accessibility metadata")}
    <path d="M240 320h110" stroke="${p.ink}" stroke-width="1"/>${text(240, 334, "Independent audit · March 2023", { size: 9, weight: 500, fill: p.muted })}
    <g transform="translate(470 300)">
      <path d="M-18 20l-10 50 18-10 10 16 6-52zM18 20l10 50-18-10-10 16-6-52z" fill="${p.ink}"/>
      ${petals}<circle r="30" fill="${p.accent}"/><circle r="24" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="2 3"/>
      <path d="M-10 0l7 7 13-14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>
    <g transform="translate(590 250) rotate(6)" filter="url(#sh)">
      <rect width="150" height="200" rx="14" fill="${p.inkDark}"/>
      <rect x="8" y="8" width="134" height="184" rx="7" fill="#fff"/>
      ${text(20, 34, "Display", { size: 11, weight: 700 })}
      <rect x="20" y="46" width="110" height="6" rx="3" fill="#e1e7f0"/><rect x="20" y="46" width="70" height="6" rx="3" fill="${p.accent}"/><circle cx="90" cy="49" r="7" fill="#fff" stroke="${p.accent}" stroke-width="2"/>
      ${text(20, 80, "Aa", { size: 13, weight: 700, font: "serif" })}${text(112, 82, "Aa", { size: 20, weight: 700, font: "serif" })}
      <rect x="20" y="98" width="110" height="26" rx="6" fill="${p.inkLight}"/>${text(30, 115, "High contrast", { size: 9.5, weight: 600 })}<rect x="104" y="104" width="20" height="12" rx="6" fill="${p.ink}"/><circle cx="118" cy="110" r="4" fill="#fff"/>
      <rect x="20" y="132" width="110" height="26" rx="6" fill="${p.inkLight}"/>${text(30, 149, "Read aloud", { size: 9.5, weight: 600 })}<rect x="104" y="138" width="20" height="12" rx="6" fill="${p.ink}"/><circle cx="118" cy="144" r="4" fill="#fff"/>
    </g>
    ${plant(90, 400, 1.1, p.accentDark)}`;
}

// 5 · Twenty years: typographic celebration with bunting and confetti.
function anniversary(): string {
  const flags = Array.from({ length: 14 }, (_, i) => {
    const x = 20 + i * 56;
    const y = 40 + Math.sin((i / 13) * Math.PI) * 40;
    return `<path d="M${x} ${y}l26 ${2}-13 30z" fill="${[p.accent, p.ink, p.inkMid, "#f4b183"][i % 4]}"/>`;
  }).join("");
  return `<rect width="800" height="500" fill="${p.paper}"/>
    <path d="M0 36 Q400 130 800 36" stroke="#8a94a6" stroke-width="1.5" fill="none"/>
    ${flags}
    ${confetti(30, 120, 740, 340, 70, 20)}
    <circle cx="400" cy="270" r="170" fill="#fff" filter="url(#sh)"/>
    <circle cx="400" cy="270" r="152" fill="none" stroke="${p.accent}" stroke-width="2" stroke-dasharray="3 6"/>
    ${text(400, 180, "SCRIPTORIA", { size: 14, weight: 700, fill: p.accentDark, anchor: "middle", spacing: 4 })}
    ${text(400, 318, "20", { size: 170, weight: 600, font: "serif", anchor: "middle", fill: p.ink })}
    ${text(400, 354, "YEARS", { size: 20, weight: 700, anchor: "middle", spacing: 8, fill: p.ink })}
    ${text(400, 384, "2002 – 2022", { size: 16, weight: 500, anchor: "middle", fill: p.muted, font: "serif", italic: true })}
    ${mark(382, 396, 36)}`;
}

// 6 · Partnership: the society's journal, a signed agreement, the two marks linked.
function partnership(): string {
  const hex = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  const cover = (
    x: number,
    y: number,
    rot: number,
    vol: string,
    tone: string,
    t1: string,
    t2: string,
  ) => `<g transform="translate(${x} ${y}) rotate(${rot})" filter="url(#sh)">
      <rect width="170" height="230" rx="3" fill="${tone}"/>
      <rect x="0" y="0" width="10" height="230" fill="#000" opacity=".15"/>
      <polygon points="${hex(85, 70, 30)}" fill="none" stroke="#fff" stroke-width="3"/>
      <circle cx="85" cy="70" r="8" fill="${p.accent}"/>
      ${text(85, 134, "NORTHMOOR", { size: 10, weight: 700, fill: "#fff", anchor: "middle", spacing: 2 })}
      ${text(85, 156, t1, { size: 15, weight: 500, fill: "#fff", anchor: "middle", font: "serif", italic: true })}
      ${text(85, 176, t2, { size: 20, weight: 600, fill: "#fff", anchor: "middle", font: "serif" })}
      ${text(85, 212, vol, { size: 9, weight: 600, fill: "#c9d6ec", anchor: "middle", spacing: 1 })}
    </g>`;
  return `<rect width="800" height="500" fill="#f1ece2"/>
    <rect y="0" width="800" height="500" fill="url(#dusk)" opacity=".6"/>
    ${cover(60, 90, -8, "VOL. 41 · ISSUE 7", "#2d4a3e", "Letters in", "Materials")}
    ${cover(150, 120, 4, "VOL. 12 · ISSUE 3", p.ink, "Journal of", "Chemistry")}
    <g transform="translate(420 80) rotate(3)" filter="url(#sh)">
      <rect width="300" height="370" rx="3" fill="#fff"/>
      ${text(30, 46, "JOURNAL PRODUCTION AGREEMENT", { size: 10, weight: 700, fill: p.muted, spacing: 1.5 })}
      ${text(30, 78, "Copyediting, typesetting", { size: 18, weight: 600, font: "serif" })}
      ${text(30, 100, "and XML delivery, 2023–2027", { size: 18, weight: 600, font: "serif" })}
      ${lines(30, 122, 240, 7, 14, 4, "#d3d9e3", rng(61))}
      <path d="M30 290h100M170 290h100" stroke="${p.ink}" stroke-width="1"/>
      <path d="M36 282c8-14 14-14 14-4s6 8 12-6 10-6 14 2 8 2 16-6" stroke="${p.inkMid}" stroke-width="2" fill="none" stroke-linecap="round"/>
      <path d="M178 284c10-16 12-2 20-8s8-12 14-2 12 4 24-10" stroke="${p.inkMid}" stroke-width="2" fill="none" stroke-linecap="round"/>
      ${text(30, 306, "For the Society", { size: 9, weight: 500, fill: p.muted })}${text(170, 306, "For Scriptoria", { size: 9, weight: 500, fill: p.muted })}
      ${mark(30, 326, 26)}
      <polygon points="${hex(243, 339, 13)}" fill="none" stroke="#2d4a3e" stroke-width="2.5"/><circle cx="243" cy="339" r="4" fill="${p.accent}"/>
      <path d="M62 339h160" stroke="${p.accent}" stroke-width="2" stroke-dasharray="2 5" stroke-linecap="round"/>
    </g>
    <g transform="translate(650 478) rotate(-32)">
      <rect x="0" y="0" width="150" height="14" rx="7" fill="${p.ink}"/><rect x="104" y="0" width="46" height="14" rx="7" fill="${p.accent}"/>
      <path d="M0 2L-20 7 0 12z" fill="#c9d3e3"/>
    </g>`;
}

// 7 · Xpert Track launch: dashboard on a laptop with automatic notifications.
function xpertTrack(): string {
  const toast = (
    x: number,
    y: number,
    title: string,
    sub: string,
    colour: string,
  ) => `<g transform="translate(${x} ${y})" filter="url(#sh)">
      <rect width="230" height="56" rx="12" fill="#fff"/>
      <rect x="12" y="12" width="32" height="32" rx="9" fill="${colour}"/>
      <path d="M20 24h16v12H20zM20 24l8 6 8-6" stroke="#fff" stroke-width="2" fill="none" stroke-linejoin="round"/>
      ${text(56, 26, title, { size: 12, weight: 700 })}${text(56, 42, sub, { size: 10.5, weight: 500, fill: p.muted })}
    </g>`;
  return `<rect width="800" height="500" fill="${p.inkLight}"/>
    <circle cx="120" cy="420" r="200" fill="#dbe5f3"/><circle cx="720" cy="60" r="120" fill="#f9e3cf" opacity=".7"/>
    ${laptop(140, 70, 480, 290, trackDashboard(480, 290))}
    ${toast(530, 84, "Proofs sent to author", "Auto e-mail · ms JCE-0142", p.accent)}
    ${toast(40, 330, "File moved to Typeset", "Copyedit complete · 09:42", p.ink)}
    <g transform="translate(140 14)"><rect width="74" height="28" rx="14" fill="${p.accent}"/><circle cx="16" cy="14" r="5" fill="#fff"/>${text(28, 19, "LIVE", { size: 12, weight: 700, fill: "#fff", spacing: 1 })}</g>
    ${text(226, 33, "Launch webinar · 15 September 2021", { size: 13, weight: 600, fill: p.ink })}`;
}

// 8 · New office in Germany: building facade with the sign, trees and bicycles.
function germanyOffice(): string {
  const bike = (x: number) => `<g transform="translate(${x} 448)" stroke="${p.ink}" stroke-width="3" fill="none">
      <circle cx="0" cy="0" r="15"/><circle cx="46" cy="0" r="15"/><path d="M0 0l14-26h24l8 26M14-26l10 26 14-26M10-32h10M38-26l-2-8h8"/></g>`;
  return `<rect width="800" height="500" fill="#dbe7f5"/>
    <ellipse cx="160" cy="80" rx="70" ry="18" fill="#fff" opacity=".8"/><ellipse cx="620" cy="60" rx="90" ry="20" fill="#fff" opacity=".8"/>
    <rect x="170" y="70" width="460" height="390" fill="#f2efe8" filter="url(#sh)"/>
    <rect x="170" y="70" width="460" height="16" fill="#d9d3c6"/>
    ${windows(190, 100, 420, 220, 7, 4, 88, 0.18)}
    <rect x="170" y="330" width="460" height="130" fill="${p.ink}"/>
    <rect x="340" y="380" width="120" height="80" fill="url(#glass)"/><path d="M400 380v80" stroke="${p.ink}" stroke-width="4"/>
    <rect x="170" y="330" width="460" height="5" fill="${p.accent}"/>
    <rect x="${400 - logoWidth(26) / 2 - 16}" y="342" width="${logoWidth(26) + 32}" height="32" rx="4" fill="#fff"/>
    ${logo(400 - logoWidth(26) / 2, 345, 26)}
    ${windows(186, 384, 130, 70, 2, 1, 4, 0)}${windows(484, 384, 130, 70, 2, 1, 5, 0)}
    <rect x="0" y="460" width="800" height="40" fill="#c9ced6"/><rect x="0" y="456" width="800" height="6" fill="#b2b9c4"/>
    ${tree(100, 460, 1.35)}${tree(710, 460, 1.2, "#4f8270")}
    ${bike(520)}${bike(584)}
    ${plant(326, 460, 0.5, p.accentDark)}${plant(474, 460, 0.5, p.accentDark)}`;
}

// 9 · EditLaTeX launch: three-pane editor on a monitor, desk with notebook and mug.
function editLatex(): string {
  return `<rect width="800" height="500" fill="#eef2f7"/>
    <rect x="0" y="0" width="800" height="380" fill="url(#dusk)"/>
    <rect y="380" width="800" height="120" fill="${WOOD}"/><rect y="380" width="800" height="8" fill="${WOOD_DARK}"/>
    ${monitor(150, 40, 500, 280, latexEditor(500, 280))}
    <g transform="translate(40 410) rotate(-8)" filter="url(#sh2)">
      <rect width="170" height="110" rx="4" fill="#fffdf8"/>
      ${text(18, 36, "∫ ∂C/∂z dz", { size: 16, font: "serif", italic: true, fill: p.inkMid })}
      ${text(18, 66, "\\frac{a}{b}", { size: 13, font: "serif", fill: p.accentDark })}
      ${lines(18, 80, 120, 2, 10, 3, "#d3d9e3", rng(71))}
    </g>
    <g transform="translate(690 360)" filter="url(#sh2)">
      <rect x="0" y="0" width="52" height="62" rx="8" fill="${p.accent}"/><path d="M52 16c18 0 18 30 0 30" stroke="${p.accent}" stroke-width="7" fill="none"/>
      ${mark(12, 16, 28)}
    </g>`;
}

// 10 · SSP Annual Meeting, Boston: daylight ballroom, panel stage and slide.
function ssp2017(): string {
  const chandeliers = [130, 670]
    .map(
      (x) =>
        `<path d="M${x} 0v22" stroke="#c9b88f" stroke-width="2"/><path d="M${x - 30} 34h60l-10 16h-40z" fill="#e9d9b2"/><circle cx="${x}" cy="30" r="8" fill="#fff4d6"/>`,
    )
    .join("");
  return `<rect width="800" height="500" fill="#f3ece1"/>
    <rect y="0" width="800" height="300" fill="#ece2d2"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${20 + i * 115}" y="70" width="90" height="220" rx="45" fill="#e5d9c4"/>`).join("")}
    ${chandeliers}
    <rect x="240" y="26" width="320" height="180" rx="4" fill="#fff" filter="url(#sh)"/>
    <svg x="248" y="34" width="304" height="164" viewBox="0 0 360 194">${slide(360, 194, "SSP 2017 · Boston", "Automating journal\nproduction", "chart")}</svg>
    <rect x="120" y="300" width="560" height="46" fill="${p.ink}"/><rect x="120" y="296" width="560" height="6" fill="${p.accent}"/>
    ${chair(280, 300, p.inkMid, 0.9)}${chair(400, 300, p.inkMid, 0.9)}${chair(520, 300, p.inkMid, 0.9)}
    ${table(330, 262, 40, "#fff")}${table(450, 262, 40, "#fff")}
    <path d="M343 262c0-8 2-12 7-12s7 4 7 12z" fill="#cfe0f3"/><path d="M463 262c0-8 2-12 7-12s7 4 7 12z" fill="#cfe0f3"/>
    ${audience(0, 390, 800, 3, 17)}`;
}

// 11 · Frankfurt Book Fair 2015: view down a hall aisle, the Scriptoria stand on the right.
function frankfurt2015(): string {
  const sign = (x: number, y: number, label: string, hot: boolean) =>
    `<path d="M${x} 76v${y - 76}" stroke="#9fb0c8" stroke-width="1.5"/><rect x="${x - 30}" y="${y}" width="60" height="22" rx="3" fill="${hot ? p.accent : "#b8c4d6"}"/>${text(x, y + 15, label, { size: 11, weight: 700, fill: "#fff", anchor: "middle" })}`;
  return `${hallCeiling(800, 70)}
    <rect y="90" width="800" height="240" fill="#e9eef5"/>
    <rect x="300" y="250" width="200" height="80" fill="#f7f9fc"/>
    <rect x="300" y="256" width="200" height="16" fill="#c9d4e4"/>
    ${bookshelf(312, 276, 52, 54, 2, 61, false)}${bookshelf(374, 276, 52, 54, 2, 62, false)}${bookshelf(436, 276, 52, 54, 2, 63, false)}
    <path d="M0 500L300 330h200L800 500z" fill="#cfd7e3"/>
    <path d="M150 500L352 330h96L650 500z" fill="#c3cdda"/>
    <path d="M150 500L352 330M650 500L448 330" stroke="#b3bfcf" stroke-width="2"/>
    <path d="M0 500L300 330H0z" fill="#dde3ec"/><path d="M800 500L500 330h300z" fill="#dde3ec"/>
    <rect x="0" y="130" width="150" height="290" fill="${p.inkMid}"/>
    <rect x="0" y="130" width="150" height="36" fill="#24487f"/>
    ${bookshelf(14, 190, 122, 190, 4, 51)}
    <rect x="150" y="190" width="100" height="200" fill="#efe3cf"/>
    <rect x="164" y="210" width="72" height="96" fill="#fff" filter="url(#sh2)"/><rect x="172" y="220" width="56" height="54" fill="#d9c3a0"/>${lines(172, 282, 56, 2, 9, 4, "#c3cddc", rng(8))}
    <rect x="250" y="232" width="50" height="120" fill="#dfe7f1"/>
    <rect x="500" y="232" width="40" height="120" fill="#e6ddd0"/>
    <g>
      <rect x="540" y="150" width="260" height="260" fill="#fff"/>
      <rect x="540" y="150" width="260" height="50" fill="${p.ink}"/>
      ${logo(562, 163, 24, "dark")}
      <rect x="540" y="200" width="260" height="5" fill="${p.accent}"/>
      ${text(562, 236, "Typesetting · XML · E-books", { size: 13, weight: 600, fill: p.ink })}
      ${text(562, 256, "Journals and books since 2002", { size: 11, weight: 500, fill: p.muted })}
      ${monitor(706, 276, 72, 44, slide(360, 234, "Frankfurt 2015", "XML-first\nproduction", "flow"), 360, 234)}
      <g filter="url(#sh)"><rect x="570" y="330" width="120" height="90" fill="${p.ink}"/><rect x="564" y="322" width="132" height="10" rx="3" fill="${p.inkDark}"/></g>
      ${mark(613, 356, 34)}
    </g>
    ${sign(75, 100, "C 52", false)}${sign(670, 100, "C 74", true)}
    <path d="M350 76v40M450 76v40" stroke="#9fb0c8" stroke-width="1.5"/><rect x="330" y="112" width="140" height="34" rx="3" fill="${p.ink}"/>
    ${text(400, 134, "HALL 4.2", { size: 14, weight: 700, fill: "#fff", anchor: "middle", spacing: 2 })}
    ${rollup(470, 446, 170, ["XML-first", "production"])}
    ${plant(760, 478, 0.75, p.ink)}`;
}

// 12 · Community: a school library set up by volunteers.
function schoolLibrary(): string {
  return `<rect width="800" height="500" fill="#f4efe3"/>
    <rect y="410" width="800" height="90" fill="#e0c9a6"/><rect y="406" width="800" height="6" fill="#cfb48c"/>
    <rect x="300" y="60" width="220" height="130" rx="6" fill="#2f4a3e" stroke="${WOOD_DARK}" stroke-width="8"/>
    ${text(410, 104, "Our new library", { size: 20, weight: 500, fill: "#f3f1e8", anchor: "middle", font: "serif", italic: true })}
    ${text(410, 138, "3,000 books", { size: 16, weight: 600, fill: "#f7c9a0", anchor: "middle" })}
    ${text(410, 164, "Read · Share · Return", { size: 11, weight: 500, fill: "#cfd8cc", anchor: "middle", spacing: 1 })}
    ${bookshelf(40, 120, 230, 290, 5, 121)}
    ${bookshelf(550, 120, 210, 290, 5, 122)}
    ${table(300, 340, 220, WOOD, WOOD_DARK)}
    <g transform="translate(340 318)"><rect width="40" height="22" fill="${p.accent}"/><rect x="4" y="-8" width="36" height="10" fill="${p.inkMid}"/><rect x="60" y="6" width="58" height="16" rx="2" fill="#fff"/><path d="M89 6v16" stroke="#ccd" stroke-width="1"/></g>
    <g transform="translate(490 304)"><circle cx="0" cy="0" r="18" fill="#7fa3d2"/><path d="M-10-8c6 2 4 10 12 8s6 8 2 12" fill="none" stroke="${LEAF}" stroke-width="5"/><path d="M0 18v14M-12 34h24" stroke="${p.ink}" stroke-width="3"/></g>
    ${box(300, 470, 90, 60, "BOOKS")}${box(400, 470, 70, 50, "")}
    ${mark(418, 428, 26)}`;
}

/** Scenes in news order (index = news id). */
export const newsScenes: readonly (() => string)[] = [
  stmWeek,
  frankfurt2023,
  ssp2023,
  lbf2023,
  a11yCertificate,
  anniversary,
  partnership,
  xpertTrack,
  germanyOffice,
  editLatex,
  ssp2017,
  frankfurt2015,
  schoolLibrary,
];
