/**
 * In-page pictures of the service pages: the two Content Transformation cards, the three
 * typesetting blocks (800x600, 4:3) and the dark 'why choose us' backgrounds (1600x900).
 */
import { Globe, Printer, Rss, Tablet } from "lucide-react";
import { htmlDocument } from "../../lib/browser.ts";
import {
  codePanel,
  docPage,
  esc,
  FONT_SANS,
  FONT_SERIF,
  iconTile,
  p,
  pill,
  place,
  scene,
  skeleton,
  statusCard,
  textWidths,
  xml,
} from "./kit.ts";

// --- Content Transformation ------------------------------------------------------------------

function archiveToXml(): string {
  const volume = (x: number, y: number, rot: number, label: string, year: string) =>
    `<div class="abs shadow" style="${place({ x, y, w: 150, h: 210, rot })};background:#e9dfc8;border-radius:3px;padding:18px 14px"><div style="font:700 11px/1.2 ${FONT_SERIF};color:#4b4336;text-align:center;letter-spacing:.08em">${esc(label)}</div><div style="font:500 8px/1 ${FONT_SANS};color:#7c7160;text-align:center;margin:5px 0 12px;letter-spacing:.14em">${esc(year)}</div>${skeleton(textWidths(11), "#cdbfa3")}</div>`;
  return scene(
    "paper",
    `${volume(40, 90, -8, "ANNALS OF CHEMISTRY", "1952")}${volume(110, 120, -2, "ANNALS OF CHEMISTRY", "1961")}${volume(180, 150, 4, "ANNALS OF CHEMISTRY", "1974")}
    <svg class="abs" style="left:350px;top:270px" width="70" height="40" viewBox="0 0 70 40"><path d="M4 20 H58" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/><path d="M46 8 L62 20 L46 32" fill="none" stroke="${p.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>
    ${codePanel(
      { x: 430, y: 70, w: 340, h: 300, rot: 1.5 },
      [
        xml('<article dtd-version="1.3">'),
        xml("  <front>"),
        xml("    <article-meta>"),
        xml("      <pub-date>1961</pub-date>"),
        xml("      <volume>9</volume>"),
        xml("  <body>"),
        xml('    <disp-formula id="e4">'),
        xml("      <mml:math>…</mml:math>"),
        xml("  <back><ref-list>"),
      ],
      "JATS 1.3",
    )}
    ${statusCard({ x: 420, y: 400, w: 330, rot: -1.5 }, "Back file · 1952–1999", [
      { label: "62,400 pages keyed", meta: "99.95%", state: "done" },
      { label: "DOIs registered", meta: "8,912", state: "done" },
    ])}`,
  );
}

function xmlToOutputs(): string {
  const out = (x: number, y: number, icon: Parameters<typeof iconTile>[0], title: string, sub: string) =>
    `<div class="chip shadow" style="${place({ x, y })}">${iconTile(icon, "ink")}<div>${esc(title)}<small>${esc(sub)}</small></div></div>`;
  const hub = `<div class="abs shadow" style="${place({ x: 300, y: 215, w: 200, h: 170 })};background:${p.ink};border-radius:20px;padding:22px;color:#fff;text-align:center">
    <div style="font:700 10px/1 ${FONT_SANS};letter-spacing:.16em;color:#ffcfa8">ONE SOURCE</div>
    <div style="font:600 30px/1.1 ${FONT_SERIF};margin:14px 0 10px">XML</div>
    <div style="display:flex;gap:6px;justify-content:center">${pill("JATS", "ink")}${pill("BITS", "ink")}</div></div>`;
  const lines = [
    [400, 215, 190, 120],
    [400, 215, 610, 120],
    [400, 385, 190, 470],
    [400, 385, 610, 470],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${p.inkSoft}" stroke-width="2.5" stroke-dasharray="6 7"/>`,
    )
    .join("");
  return scene(
    "paper",
    `<svg class="abs" style="left:0;top:0" width="800" height="600">${lines}</svg>
    ${hub}
    ${out(60, 80, Printer, "Print PDF", "PDF/X-4, crop marks")}
    ${out(500, 80, Globe, "Responsive HTML", "Platform-ready")}
    ${out(60, 450, Tablet, "EPUB 3", "Accessible, validated")}
    ${out(490, 450, Rss, "Feeds and APIs", "Aggregators, text mining")}`,
  );
}

// --- Typesetting blocks -----------------------------------------------------------------------

function composition(): string {
  const grid = Array.from(
    { length: 32 },
    (_, i) =>
      `<div style="position:absolute;left:0;right:0;top:${30 + i * 16}px;border-top:1px solid rgba(47,90,158,.10)"></div>`,
  ).join("");
  const page = (x: number, rot: number, inner: string) =>
    `<div class="card shadow" style="${place({ x, y: 50, w: 330, h: 500, rot })};border-radius:3px;padding:36px 32px;overflow:hidden">${grid}<div style="position:relative">${inner}</div></div>`;
  return scene(
    "paper",
    `${page(
      60,
      -2,
      `<div style="font:600 9px/16px ${FONT_SANS};letter-spacing:.16em;color:${p.inkMid};text-transform:uppercase">Chapter 2</div>
      <div style="font:600 24px/32px ${FONT_SERIF};color:${p.ink};margin-bottom:16px">Waves and energy</div>
      <p style="font:400 11.5px/16px ${FONT_SERIF};color:#2a3140;text-align:justify;margin-bottom:16px">A wave carries energy without carrying matter. The energy of a deep-water wave grows with the square of its height:</p>
      <div style="text-align:center;font:italic 400 17px/32px ${FONT_SERIF};color:${p.ink}">E = ⅛ ρ g H<sup>2</sup> <span style="font-style:normal;font-size:12px;float:right;color:${p.muted}">(2.1)</span></div>
      <div style="margin-top:16px">${skeleton(textWidths(8))}</div>`,
    )}
    ${page(
      400,
      2,
      `<div style="height:130px;border-radius:4px;background:#eef3fa;margin-bottom:8px;padding:12px">
        <svg viewBox="0 0 240 100" width="100%" height="100"><path d="M0 50 Q30 10 60 50 T120 50 T180 50 T240 50" fill="none" stroke="${p.inkMid}" stroke-width="3"/><path d="M0 50 H240" stroke="${p.rule}" stroke-dasharray="4 4"/><path d="M60 50 V12" stroke="${p.accent}" stroke-width="2"/><text x="66" y="30" font-family="serif" font-style="italic" font-size="13" fill="${p.accentDark}">H</text></svg></div>
      <div style="font:italic 400 10px/16px ${FONT_SERIF};color:${p.muted};margin-bottom:16px">Figure 2.3 Wave height and wavelength.</div>
      <div style="border:1px solid ${p.rule};border-radius:4px;padding:10px 12px;background:#fbfaf6;margin-bottom:16px"><div style="font:700 9px/16px ${FONT_SANS};letter-spacing:.14em;color:${p.accentDark}">WORKED EXAMPLE 2.1</div>${skeleton([92, 80, 60])}</div>
      ${skeleton(textWidths(7, 2))}`,
    )}`,
  );
}

function proofreading(): string {
  const mark = (t: string) => `<span style="color:${p.accentDark};font:italic 600 14px/1 ${FONT_SERIF}">${t}</span>`;
  return scene(
    "paper",
    `${docPage(
      { x: 80, y: 40, w: 420, h: 560, rot: -1.5 },
      {
        running: ["Proof 1 · p. 42", "Law of the Sea"],
        title: "Freedom of navigation",
        kind: "Chapter 3 · 3rd edition",
        paragraphs: [
          `Every state enjoys the right of <span style="text-decoration:line-through;text-decoration-color:${p.accent};text-decoration-thickness:2px">inocent</span> passage through the territorial sea of <span style="border-bottom:2px solid ${p.accent}">an other</span> state, provided that passage is continuous and expeditious.`,
          `Passage is innocent so long as it is not prejudicial to the peace, good order or security of the coastal state<span style="color:${p.accent};font-weight:700">‸</span> Article 19 lists the activities that make it otherwise.`,
        ],
        after: skeleton(textWidths(10)),
      },
    )}
    <div class="abs" style="left:510px;top:178px;display:flex;flex-direction:column;gap:14px">
      <div>${mark("innocent")}</div><div>${mark("another")}</div><div style="margin-top:14px">${mark("⊙ full point")}</div></div>
    ${statusCard({ x: 540, y: 330, w: 220, rot: 2 }, "Proof checks", [
      { label: "Against copy", meta: "done", state: "done" },
      { label: "Cross-references", meta: "212", state: "done" },
      { label: "Case citations", meta: "checking", state: "active" },
    ])}`,
  );
}

function indexing(): string {
  const entry = (head: string, refs: string, subs: string[] = []) =>
    `<div style="margin-bottom:6px"><b style="font-weight:600">${esc(head)}</b>, ${esc(refs)}${subs.map((s) => `<div style="padding-left:16px">${esc(s)}</div>`).join("")}</div>`;
  return scene(
    "paper",
    `<div class="card shadow" style="${place({ x: 80, y: 40, w: 400, h: 560, rot: -1.5 })};border-radius:4px;padding:36px 38px;overflow:hidden">
      <div style="font:600 24px/1.1 ${FONT_SERIF};color:${p.ink};margin-bottom:18px">Index</div>
      <div style="columns:2;column-gap:22px;font:400 11.5px/1.55 ${FONT_SERIF};color:#2a3140">
        <div style="font:700 13px/1 ${FONT_SANS};color:${p.inkMid};margin-bottom:8px">M</div>
        ${entry("marine reserves", "88–91, 140")}
        ${entry("maritime zones", "12, 40–7", ["contiguous zone, 44", "exclusive economic zone, 45–7", "territorial sea, 40–3"])}
        ${entry("median line", "63")}
        ${entry("merchant ships", "see vessels")}
        <div style="font:700 13px/1 ${FONT_SANS};color:${p.inkMid};margin:12px 0 8px">N</div>
        ${entry("navigation, freedom of", "42–5, 118")}
        ${entry("nuclear-powered ships", "49")}
        ${entry("nationality of ships", "101–4")}
        <div style="font:700 13px/1 ${FONT_SANS};color:${p.inkMid};margin:12px 0 8px">O</div>
        ${entry("oil pollution", "150–6", ["liability for, 153", "prevention of, 151"])}
        ${entry("overflight", "45")}
        <div style="font:700 13px/1 ${FONT_SANS};color:${p.inkMid};margin:12px 0 8px">P</div>
        ${entry("piracy", "110–14", ["definition of, 110", "universal jurisdiction, 112"])}
        ${entry("ports", "38, 96–8")}
        ${entry("protected areas", "see marine reserves")}
        <div style="font:700 13px/1 ${FONT_SANS};color:${p.inkMid};margin:12px 0 8px">R</div>
        ${entry("right of hot pursuit", "115–17")}
        ${entry("rocks and islands", "52–5")}
      </div></div>
    <div class="card shadow" style="${place({ x: 510, y: 90, w: 250, rot: 2 })};padding:16px 18px">
      <div class="label" style="margin-bottom:10px">Embedded index</div>
      <div style="font:500 12px/1.6 ui-monospace,monospace;color:${p.inkMid}">&lt;index-term&gt;<br>&nbsp;&nbsp;navigation, freedom of<br>&lt;/index-term&gt;</div>
      <div style="font:500 12px/1.4 ${FONT_SANS};color:${p.muted};margin-top:10px">Linked in the e-book, kept in the XML</div></div>
    ${statusCard({ x: 520, y: 320, w: 240, rot: -2 }, "Index · 1,920 entries", [
      { label: "Page ranges checked", meta: "done", state: "done" },
      { label: "Cross-references", meta: "146", state: "done" },
      { label: "Fits 14 pages", meta: "yes", state: "done" },
    ])}`,
  );
}

// --- Why choose us backgrounds ----------------------------------------------------------------

export const BG_W = 1600;
export const BG_H = 900;

function darkGround(body: string): string {
  return htmlDocument({
    width: BG_W,
    height: BG_H,
    css: `.bg{position:absolute;inset:0;overflow:hidden;background:radial-gradient(70% 90% at 88% 10%,#2b4a80 0%,transparent 60%),radial-gradient(60% 80% at 5% 100%,#1d3a6b 0%,transparent 60%),${p.ink}}`,
    body: `<div class="bg">${body}</div>`,
  });
}

function contentBackground(): string {
  const sheet = (x: number, y: number, rot: number) =>
    `<div style="position:absolute;${place({ x, y, w: 300, h: 400, rot })};border:1.5px solid rgba(201,215,238,.16);border-radius:6px;padding:40px 30px">${Array.from({ length: 14 }, (_, i) => `<i style="display:block;height:5px;border-radius:3px;background:rgba(201,215,238,.10);margin-bottom:14px;width:${textWidths(14)[i]}%"></i>`).join("")}</div>`;
  return darkGround(
    `${sheet(1080, 80, 8)}${sheet(1280, 300, -6)}${sheet(-60, 520, -10)}${sheet(860, 560, 4)}
    <svg style="position:absolute;right:120px;top:90px" width="260" height="260" viewBox="0 0 260 260"><circle cx="130" cy="130" r="120" fill="none" stroke="rgba(247,103,7,.35)" stroke-width="1.5"/><circle cx="130" cy="130" r="80" fill="none" stroke="rgba(247,103,7,.22)" stroke-width="1.5"/></svg>`,
  );
}

function digitalBackground(): string {
  const dots = Array.from({ length: 18 * 32 }, (_, i) => {
    const x = 40 + (i % 32) * 50;
    const y = 40 + Math.floor(i / 32) * 50;
    return `<circle cx="${x}" cy="${y}" r="1.6"/>`;
  }).join("");
  return darkGround(
    `<svg style="position:absolute;inset:0" width="${BG_W}" height="${BG_H}"><g fill="rgba(201,215,238,.16)">${dots}</g>
      <rect x="1100" y="120" width="300" height="420" rx="30" fill="none" stroke="rgba(201,215,238,.2)" stroke-width="2"/>
      <rect x="1330" y="380" width="170" height="320" rx="24" fill="none" stroke="rgba(201,215,238,.18)" stroke-width="2"/>
      <path d="M0 760 C300 700 500 820 820 740 S1300 660 1600 720" fill="none" stroke="rgba(247,103,7,.32)" stroke-width="2"/></svg>`,
  );
}

/** In-page figures, 800x600. */
export const figureScenes = {
  "transformation-archive": archiveToXml,
  "transformation-outputs": xmlToOutputs,
  "typesetting-composition": composition,
  "typesetting-proofreading": proofreading,
  "typesetting-indexing": indexing,
} as const satisfies Record<string, () => string>;

/** 'Why choose us' backgrounds, 1600x900. */
export const backgroundScenes = {
  content: contentBackground,
  digital: digitalBackground,
} as const satisfies Record<string, () => string>;
