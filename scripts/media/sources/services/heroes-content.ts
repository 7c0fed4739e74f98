/**
 * Header illustrations of the content service pages, /projectmanagement and /typesettingkpo:
 * the manuscript, the office or the page the service works on, with the signs of the work.
 */
import {
  BookOpenText,
  CalendarRange,
  CircleCheck,
  FileCode,
  Inbox,
  Layers,
  ListChecks,
  Mail,
  PenTool,
  Ruler,
  Timer,
  UserSearch,
  Users,
} from "lucide-react";
import {
  appWindow,
  chip,
  codePanel,
  docPage,
  esc,
  FONT_SANS,
  FONT_SERIF,
  glyph,
  initials,
  note,
  p,
  pill,
  place,
  progress,
  scene,
  skeleton,
  statCard,
  statusCard,
  textWidths,
  xml,
} from "./kit.ts";

const backPage = (x: number, y: number, rot: number, w = 330, h = 560) =>
  `<div class="card shadow" style="${place({ x, y, w, h, rot })};border-radius:4px;padding:50px 36px;background:#fcfbf8">${skeleton(textWidths(26))}</div>`;

function peerReview(): string {
  const reviewer = (name: string, bg: string, area: string, state: string, tone: "green" | "accent" | "grey") =>
    `<div class="row">${initials(name, bg, 32)}<div style="line-height:1.25">Reviewer ${esc(name)}<br><span style="font-size:12px;color:${p.muted};font-weight:500">${esc(area)}</span></div><em>${pill(state, tone)}</em></div>`;
  return scene(
    "paper",
    `${backPage(60, 70, -6)}
    ${docPage(
      { x: 120, y: 48, w: 380, h: 600, rot: 2 },
      {
        running: ["Manuscript JCE-2024-0187", "Round 1"],
        title: "Microplastic transport in tidal creeks",
        kind: "Original research · Double-blind review",
        paragraphs: [
          "We quantify the retention of microplastic particles in three tidal creek systems and compare field counts with a particle-tracking model.",
          `<span style="background:${p.accentLight}">The model underestimates retention during spring tides</span>, which suggests that vegetation traps more particles than assumed.`,
        ],
        after: `<div style="margin-top:14px">${skeleton(textWidths(9, 2))}</div>`,
      },
    )}
    <div class="card shadow" style="${place({ x: 490, y: 92, w: 280, rot: -2 })};padding:18px 18px 6px">
      <div class="label" style="margin-bottom:8px">Reviewers · 3 of 3 agreed</div>
      ${reviewer("A", p.inkMid, "Coastal hydrology", "Report in", "green")}
      ${reviewer("B", p.accentDark, "Polymer chemistry", "Day 9 of 21", "accent")}
      ${reviewer("C", "#3f7d55", "Sediment modelling", "Invited", "grey")}
    </div>
    ${chip({ x: 500, y: 330, rot: 1.5 }, UserSearch, "12 reviewers matched", "Conflicts of interest screened", "solid")}
    <div class="card shadow" style="${place({ x: 520, y: 420, w: 236, rot: 2 })};padding:18px 20px">
      <div class="label">Recommendation</div>
      <div style="font:600 21px/1.2 ${FONT_SERIF};color:${p.ink};margin:10px 0 12px">Minor revision</div>
      ${progress(66)}
      <div style="font:500 12px/1 ${FONT_SANS};color:${p.muted};margin-top:9px">2 of 3 reports · decision letter drafted</div>
    </div>`,
  );
}

function editorialOffice(): string {
  const item = (id: string, title: string, status: string, tone: "green" | "accent" | "ink" | "grey", time: string) =>
    `<div style="display:flex;align-items:center;gap:14px;padding:13px 4px;border-top:1px solid #eef1f5">
      ${glyph(Mail, p.inkMid, 18)}
      <div style="flex:1;min-width:0"><div style="font:600 13.5px/1.25 ${FONT_SANS};color:${p.ink}">${esc(title)}</div><div style="font:500 11.5px/1.4 ${FONT_SANS};color:${p.muted}">${esc(id)} · ${esc(time)}</div></div>
      ${pill(status, tone)}</div>`;
  return scene(
    "paper",
    `${appWindow(
      { x: 40, y: 74, w: 540, h: 460, rot: -1.5 },
      "Editorial office · New submissions",
      `<div style="display:flex;gap:10px;margin-bottom:10px">${pill("Inbox 14", "ink")}${pill("Checks 6", "grey")}${pill("With authors 3", "grey")}</div>
      ${item("ENV-24-0412", "Urban heat islands and sleep quality", "Checks passed", "green", "received 09:12")}
      ${item("ENV-24-0413", "Soil carbon under agroforestry", "Missing ethics statement", "accent", "received 09:40")}
      ${item("ENV-24-0414", "Flood risk perception in delta cities", "Assigned to editor", "ink", "received 10:05")}
      ${item("ENV-24-0415", "Pollinator decline: a meta-analysis", "Similarity 7%", "green", "received 10:31")}
      ${item("ENV-24-0416", "Low-cost sensors for river turbidity", "Acknowledged", "grey", "received 11:02")}`,
    )}
    ${statusCard({ x: 566, y: 318, w: 206, rot: 2 }, "Technical check", [
      { label: "Word count", meta: "6,840", state: "done" },
      { label: "Figures 300 dpi", meta: "8 of 8", state: "done" },
      { label: "Data statement", meta: "ok", state: "done" },
      { label: "Ethics approval", meta: "query", state: "active" },
    ])}
    ${chip({ x: 470, y: 60, rot: 2 }, Inbox, "Every author answered", "within one working day", "orange")}`,
  );
}

function copyediting(): string {
  const del = (t: string) =>
    `<span style="text-decoration:line-through;text-decoration-color:${p.accent};text-decoration-thickness:2px">${t}</span>`;
  const ins = (t: string) =>
    `<span style="color:${p.accentDark};font-style:italic;border-bottom:2px solid ${p.accent}">${t}</span>`;
  return scene(
    "paper",
    `${backPage(70, 80, -7)}
    ${docPage(
      { x: 140, y: 46, w: 400, h: 620, rot: 2.5 },
      {
        running: ["Chapter 4", "Copyedit · Level 2"],
        title: "The archive and the street",
        kind: "Monograph · Urban history · 92,000 words",
        paragraphs: [
          `When the city ${del("begun")} ${ins("began")} to photograph ${ins("its")} streets in 1912, ${del("it's")} archivists kept the negatives but not the names of the people in them.`,
          `The collection ${del("which is")} now ${ins("held")} in the municipal library ${del("contains")} ${ins("comprises")} 14,000 plates, of which fewer than a tenth are catalogued.`,
          `Historians have used ${del("these")} the plates as evidence of ${ins("everyday")} street life, rarely asking who chose what to record.`,
        ],
        after: skeleton(textWidths(5)),
      },
    )}
    ${note({ x: 520, y: 66, w: 220, rot: -3 }, "AQ3 · AUTHOR QUERY", "Please confirm the plate count: the introduction gives 14,200.")}
    <div class="card shadow" style="${place({ x: 548, y: 290, w: 216, rot: 1.5 })};padding:18px 18px 14px">
      <div class="label" style="margin-bottom:12px">Style sheet</div>
      <div style="font:500 13px/1.9 ${FONT_SANS};color:${p.ink}">
        <div style="display:flex;justify-content:space-between"><span>Spelling</span><b style="font-weight:600">British -ise</b></div>
        <div style="display:flex;justify-content:space-between"><span>Dates</span><b style="font-weight:600">4 May 1912</b></div>
        <div style="display:flex;justify-content:space-between"><span>Numbers</span><b style="font-weight:600">words to ten</b></div>
        <div style="display:flex;justify-content:space-between"><span>References</span><b style="font-weight:600">Chicago A-D</b></div>
      </div>
    </div>
    ${chip({ x: 500, y: 470, rot: -1 }, ListChecks, "312 changes tracked", "18 author queries", "solid")}`,
  );
}

function projectManagementService(): string {
  const bar = (label: string, start: number, width: number, colour: string, text: string) =>
    `<div style="display:flex;align-items:center;height:36px;border-top:1px solid #eef1f5"><div style="width:120px;font:600 12.5px/1.2 ${FONT_SANS};color:${p.ink}">${esc(label)}</div><div style="position:relative;flex:1;height:100%"><span style="position:absolute;left:${start}%;width:${width}%;top:9px;height:18px;border-radius:9px;background:${colour};color:#fff;font:600 10.5px/18px ${FONT_SANS};padding:0 8px;white-space:nowrap;overflow:hidden">${esc(text)}</span></div></div>`;
  const weeks = ["W1", "W2", "W3", "W4", "W5", "W6"]
    .map((w) => `<span style="flex:1;font:600 10px/1 ${FONT_SANS};color:${p.muted};letter-spacing:.08em">${w}</span>`)
    .join("");
  return scene(
    "paper",
    `${appWindow(
      { x: 40, y: 80, w: 590, h: 380, rot: -1 },
      "Schedule · The Cambridge Atlas of Rivers (2nd edn)",
      `<div style="display:flex;padding-left:120px;margin-bottom:8px">${weeks}</div>
      ${bar("Copyediting", 0, 30, p.inkMid, "Ch 1–14")}
      ${bar("Artwork", 12, 34, "#3f7d55", "86 figures")}
      ${bar("Typesetting", 28, 26, p.ink, "First proofs")}
      ${bar("Author proofs", 52, 20, p.accent, "Due 14 Mar")}
      ${bar("Index", 66, 20, p.inkMid, "1,900 entries")}
      ${bar("Print files", 80, 19, p.accentDark, "PDF/X")}
      <div style="position:absolute;left:${120 + 20 + 0.55 * 440}px;top:70px;bottom:20px;border-left:2px dashed ${p.accent}"></div>`,
    )}
    ${statusCard({ x: 548, y: 400, w: 220, rot: 2 }, "This week", [
      { label: "Proofs to author", meta: "sent", state: "done" },
      { label: "Permissions", meta: "2 left", state: "active" },
      { label: "Cover approval", meta: "Fri", state: "todo" },
    ])}
    ${chip({ x: 470, y: 40, rot: 2 }, CalendarRange, "On schedule", "Publication date 2 June", "orange")}
    <div class="abs shadow" style="left:70px;top:500px;display:flex;align-items:center;gap:10px;background:#fff;border-radius:999px;padding:8px 18px 8px 8px">${initials("PM", p.ink, 34)}<span style="font:600 13px/1.25 ${FONT_SANS};color:${p.ink}">Your project manager<br><span style="font-weight:500;color:${p.muted};font-size:12px">one contact, every title</span></span></div>`,
  );
}

function journalProduction(): string {
  return scene(
    "paper",
    `${codePanel(
      { x: 40, y: 90, w: 380, h: 400, rot: -2 },
      [
        xml('<article article-type="research-article">'),
        xml("  <front>"),
        xml("    <article-meta>"),
        xml('      <article-id pub-id-type="doi">'),
        xml("        10.5555/jce.2024.0187</article-id>"),
        xml("      <title-group>"),
        xml("        <article-title>Microplastic"),
        xml("          transport in tidal creeks"),
        xml("      </title-group>"),
        xml('      <contrib contrib-type="author">'),
        xml('        <contrib-id contrib-id-type="orcid">'),
        xml("  <body>"),
        xml('    <disp-formula id="eq1">'),
        xml("      <mml:math>…</mml:math>"),
      ],
      "JATS 1.3 · valid",
    )}
    ${docPage(
      { x: 350, y: 40, w: 330, h: 440, rot: 2.5 },
      {
        running: ["J. Coastal Ecol. 18", "e0187"],
        title: "Microplastic transport in tidal creeks",
        kind: "Research article · Open access · CC BY 4.0",
        paragraphs: [
          `Retention <i>R</i> follows the decay law <span style="font-style:italic">R</span>(<i>t</i>) = <i>R</i><sub>0</sub> e<sup>−λt</sup>, with λ fitted per creek.`,
        ],
        after: skeleton(textWidths(12)),
      },
      "26px 30px",
    )}
    ${chip({ x: 440, y: 470, rot: -1.5 }, Timer, "First proofs in 24 hours", "Accepted 09:00 · proofs 08:10 next day", "orange")}
    <div class="card shadow" style="${place({ x: 560, y: 150, w: 200, rot: 3 })};padding:16px 18px 10px">
      <div class="label" style="margin-bottom:6px">Deposits</div>
      <div class="row">${glyph(CircleCheck, "#3f7d55", 18)}Crossref DOI</div>
      <div class="row">${glyph(CircleCheck, "#3f7d55", 18)}PubMed Central</div>
      <div class="row">${glyph(CircleCheck, "#3f7d55", 18)}ORCID · Funder</div>
    </div>`,
  );
}

function bookProduction(): string {
  const spread = `<div class="abs shadow" style="${place({ x: 60, y: 120, w: 520, h: 360, rot: -2 })};display:flex;border-radius:4px;overflow:hidden">
    <div style="flex:1;background:#fffdf8;padding:34px 30px;border-right:1px solid ${p.paperShade}">
      <div style="font:600 9.5px/1 ${FONT_SANS};letter-spacing:.16em;color:${p.inkMid};text-transform:uppercase">Chapter 3</div>
      <div style="font:600 26px/1.1 ${FONT_SERIF};color:${p.ink};margin:12px 0 16px">Rivers that made cities</div>
      <p style="font:400 12px/1.7 ${FONT_SERIF};color:#2a3140"><span style="float:left;font:600 44px/0.9 ${FONT_SERIF};color:${p.accentDark};margin:4px 6px 0 0">E</span>very city that lasted a thousand years sits on water it could trust: a river that flooded on schedule, carried trade and took away waste.</p>
      ${skeleton(textWidths(8))}
    </div>
    <div style="flex:1;background:#fffdf8;padding:34px 30px">
      <div style="height:150px;border-radius:3px;background:linear-gradient(160deg,#cfdcef,#e9f0e2 60%,#f3e6d6);position:relative;overflow:hidden">
        <svg viewBox="0 0 220 150" width="100%" height="100%" preserveAspectRatio="none"><path d="M0 110 C40 90 70 120 110 100 S170 70 220 88 L220 150 L0 150Z" fill="#9cc3e8" opacity=".8"/><path d="M0 122 C50 108 90 134 140 116 S200 100 220 108" stroke="#fff" stroke-width="3" fill="none"/></svg>
      </div>
      <div style="font:italic 400 10.5px/1.4 ${FONT_SERIF};color:${p.muted};margin:8px 0 14px">Fig. 3.2 The Rhine at Basel, 1850 and today.</div>
      ${skeleton(textWidths(7, 3))}
    </div></div>`;
  const cover = `<div class="abs shadow" style="${place({ x: 560, y: 60, w: 190, h: 270, rot: 4 })};background:${p.ink};border-radius:3px 6px 6px 3px;padding:26px 20px;color:#fff">
    <div style="font:600 9px/1 ${FONT_SANS};letter-spacing:.2em;color:#ffcfa8">SECOND EDITION</div>
    <div style="font:600 25px/1.1 ${FONT_SERIF};margin-top:14px">The Atlas of Rivers</div>
    <div style="position:absolute;left:20px;right:20px;bottom:58px;height:60px"><svg viewBox="0 0 150 60" width="150" height="60"><path d="M0 40 C30 20 50 55 80 35 S130 15 150 28" stroke="${p.accent}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M0 52 C30 36 55 60 85 46 S130 32 150 40" stroke="#7ea3dc" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg></div>
    <div style="position:absolute;left:20px;bottom:22px;font:500 11px/1 ${FONT_SANS};color:#c9d7ee">M. Okafor &amp; L. Brandt</div></div>`;
  return scene(
    "paper",
    `${spread}${cover}
    ${chip({ x: 420, y: 470, rot: -2 }, BookOpenText, "Print PDF/X · EPUB 3 · ONIX 3.0", "One source, every edition", "solid")}
    ${statCard({ x: 90, y: 40, rot: -3 }, "448 pp", "typeset, indexed and proofed")}`,
  );
}

function graphics(): string {
  const chart = `<svg viewBox="0 0 300 190" width="300" height="190">
    <g stroke="#e3e8f0">${[30, 70, 110, 150].map((y) => `<line x1="36" x2="290" y1="${y}" y2="${y}"/>`).join("")}</g>
    ${[
      [52, 90],
      [100, 62],
      [148, 110],
      [196, 40],
      [244, 76],
    ]
      .map(
        ([x = 0, h = 0], i) =>
          `<rect x="${x}" y="${150 - h}" width="30" height="${h}" rx="3" fill="${i === 3 ? p.accent : p.inkMid}"/>`,
      )
      .join("")}
    <line x1="36" x2="290" y1="150" y2="150" stroke="${p.ink}" stroke-width="1.5"/>
    ${["2019", "2020", "2021", "2022", "2023"].map((t, i) => `<text x="${67 + i * 48}" y="168" font-family="Inter" font-size="10" fill="${p.muted}" text-anchor="middle">${t}</text>`).join("")}
    <text x="10" y="95" font-family="Inter" font-size="10" fill="${p.muted}" transform="rotate(-90 14 95)">Yield (t/ha)</text></svg>`;
  const sketch = `<svg viewBox="0 0 300 190" width="300" height="190"><g fill="none" stroke="#8a8f99" stroke-width="1.4" stroke-linecap="round" opacity=".85">
    <path d="M38 152 L292 149"/><path d="M38 152 L40 24"/>
    <path d="M55 150 L54 62 L82 63 L84 150"/><path d="M103 150 L102 90 L131 88 L132 151"/><path d="M150 150 L152 42 L178 44 L180 150"/>
    <path d="M199 151 L198 110 L226 111 L228 150"/><path d="M246 150 L245 76 L274 78 L275 149"/></g>
    <text x="60" y="176" font-family="serif" font-size="12" fill="#8a8f99" font-style="italic">yield?? (fig from 2019 slide)</text></svg>`;
  return scene(
    "paper",
    `<div class="card shadow" style="${place({ x: 40, y: 70, w: 340, h: 270, rot: -4 })};border-radius:4px;padding:24px 20px;background:#fbfaf6"><div class="label" style="margin-bottom:6px">Author original</div>${sketch}</div>
    <div class="card shadow" style="${place({ x: 300, y: 150, w: 380, h: 330, rot: 2 })};padding:26px 30px">
      <div class="label" style="margin-bottom:4px;color:${p.inkMid}">Figure 2 · redrawn</div>
      <div style="font:600 16px/1.3 ${FONT_SERIF};color:${p.ink};margin-bottom:8px">Maize yield under drought stress</div>${chart}</div>
    <div class="card shadow" style="${place({ x: 560, y: 50, w: 200, rot: 3 })};padding:16px 18px">
      <div class="label" style="margin-bottom:12px">House palette</div>
      <div style="display:flex;gap:8px">${[p.ink, p.inkMid, "#7ea3dc", p.accent, "#3f7d55"].map((c) => `<span style="width:26px;height:26px;border-radius:50%;background:${c}"></span>`).join("")}</div>
      <div style="font:500 11.5px/1.5 ${FONT_SANS};color:${p.muted};margin-top:10px">Inter 8 pt labels · 0.5 pt rules</div></div>
    ${chip({ x: 470, y: 500, rot: -1.5 }, PenTool, "Alt text written", "Bar chart: yields 2019–2023 …", "orange")}
`,
  );
}

function contentTransformation(): string {
  const scan = `<div class="card shadow" style="${place({ x: 40, y: 90, w: 250, h: 340, rot: -4 })};border-radius:3px;padding:26px 22px;background:#f3ecdc;filter:sepia(.15)">
    <div style="font:700 15px/1.2 ${FONT_SERIF};color:#4b4336;text-align:center;letter-spacing:.06em">JOURNAL OF<br>MARINE STUDIES</div>
    <div style="font:500 9px/1 ${FONT_SANS};text-align:center;color:#7c7160;margin:8px 0 16px;letter-spacing:.14em">VOL. III · 1968</div>
    ${skeleton(textWidths(18), "#cbbfa6")}</div>`;
  const arrow = `<svg class="abs" style="left:290px;top:230px" width="70" height="40" viewBox="0 0 70 40"><path d="M4 20 H58" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/><path d="M46 8 L62 20 L46 32" fill="none" stroke="${p.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return scene(
    "paper",
    `${scan}${arrow}
    ${codePanel(
      { x: 360, y: 70, w: 400, h: 330, rot: 1.5 },
      [
        xml('<book-part book-part-type="chapter">'),
        xml("  <book-part-meta>"),
        xml("    <title-group>"),
        xml("      <title>Tidal Currents</title>"),
        xml("    </title-group>"),
        xml("  </book-part-meta>"),
        xml("  <body>"),
        xml('    <sec id="s1">'),
        xml("      <p>Observations at …</p>"),
        xml('      <table-wrap id="t1">'),
        xml('    <ref-list><ref id="r1">'),
      ],
      "BITS 2.1 · schema valid",
    )}
    ${statusCard({ x: 430, y: 380, w: 290, rot: -1.5 }, "Conversion batch 12", [
      { label: "4,210 pages keyed", meta: "99.95%", state: "done" },
      { label: "Equations to MathML", meta: "1,318", state: "done" },
      { label: "References linked", meta: "DOIs 87%", state: "active" },
    ])}
    ${chip({ x: 60, y: 470, rot: 2 }, FileCode, "JATS · BITS · DocBook", "Validated on every file", "solid")}`,
  );
}

/** The top-level /projectmanagement page: a programme dashboard across titles. */
function programme(): string {
  const row = (title: string, stage: string, pct: number, colour: string, due: string) =>
    `<div style="display:grid;grid-template-columns:1.6fr 1fr 0.9fr 0.6fr;align-items:center;gap:14px;padding:12px 0;border-top:1px solid #eef1f5;font:500 12.5px/1.3 ${FONT_SANS};color:${p.ink}"><b style="font-weight:600">${esc(title)}</b><span style="color:${p.muted}">${esc(stage)}</span>${progress(pct, colour)}<span style="color:${p.muted};text-align:right">${esc(due)}</span></div>`;
  return scene(
    "paper",
    `${appWindow(
      { x: 40, y: 60, w: 610, h: 420, rot: -1 },
      "Programme · Spring list and journals",
      `<div style="display:flex;gap:26px;margin-bottom:14px">
        <div class="stat"><b style="font-size:26px">42</b><span>titles in production</span></div>
        <div class="stat"><b style="font-size:26px">96%</b><span>milestones on time</span></div>
        <div class="stat"><b style="font-size:26px;color:${p.accentDark}">3</b><span>need a decision</span></div></div>
      ${row("Atlas of Rivers", "Index", 82, p.inkMid, "2 Jun")}
      ${row("J. Coastal Ecol. 18(4)", "Issue make-up", 64, "#3f7d55", "28 Apr")}
      ${row("Law of the Sea, 3rd edn", "Author proofs", 48, p.accent, "12 May")}
      ${row("Primary Maths 5", "Artwork", 30, p.inkMid, "30 Jun")}
      ${row("Urban History 12", "Copyediting", 18, p.inkMid, "14 Jul")}`,
    )}
    ${statusCard({ x: 560, y: 300, w: 210, rot: 2.5 }, "Manuscript MS-2291", [
      { label: "Received", meta: "3 Mar", state: "done" },
      { label: "Handled", meta: "4 Mar", state: "done" },
      { label: "Tracked", meta: "live", state: "active" },
      { label: "Delivered", meta: "—", state: "todo" },
    ])}
    ${chip({ x: 470, y: 30, rot: 2 }, Users, "Copyright · Artworks · Indexing", "coordinated in one plan", "orange")}`,
  );
}

/** The top-level /typesettingkpo page: a page on the grid with proof marks. */
function typesetting(): string {
  const grid = Array.from(
    { length: 30 },
    (_, i) =>
      `<div style="position:absolute;left:0;right:0;top:${26 + i * 18}px;border-top:1px solid rgba(47,90,158,.10)"></div>`,
  ).join("");
  return scene(
    "paper",
    `<div class="card shadow" style="${place({ x: 110, y: 36, w: 400, h: 600, rot: -1.5 })};border-radius:4px;padding:44px 40px;overflow:hidden">
      ${grid}
      <div style="position:absolute;left:40px;right:40px;top:0;bottom:0;border-left:1px dashed rgba(247,103,7,.45);border-right:1px dashed rgba(247,103,7,.45)"></div>
      <div style="position:relative;font:600 9.5px/18px ${FONT_SANS};letter-spacing:.16em;color:${p.inkMid};text-transform:uppercase">Part II · Chapter 7</div>
      <div style="position:relative;font:600 30px/36px ${FONT_SERIF};color:${p.ink};margin:0 0 18px">Measuring the coast</div>
      <p style="position:relative;font:400 12.5px/18px ${FONT_SERIF};color:#2a3140;text-align:justify;hyphens:auto">Coastlines have no single length: the answer depends on the ruler. A survey at one kilometre finds a smooth curve; a survey at one metre finds every rock and inlet, and the measured length grows without limit as the ruler shrinks.</p><p style="position:relative;font:400 12.5px/18px ${FONT_SERIF};color:#2a3140;text-align:justify;text-indent:1.5em;margin-top:0">Cartographers learnt to state the scale with every figure, and so must we. In what follows we adopt a fixed ruler of fifty metres for every coast in the atlas.</p>
      <div style="position:relative;margin-top:14px">${skeleton(textWidths(10))}</div>
    </div>
    ${chip({ x: 30, y: 470, rot: -3 }, Ruler, "Baseline grid 18 pt", "Justified · hyphenated", "solid")}
    <div class="card shadow" style="${place({ x: 520, y: 120, w: 240, rot: 2 })};padding:18px 20px">
      <div class="label" style="margin-bottom:10px">Proof · p. 187</div>
      <div style="font:500 13px/1.6 ${FONT_SANS};color:${p.ink}"><span style="color:${p.accentDark};font-weight:700">⁋</span> New paragraph at “Cartographers”<br><span style="color:${p.accentDark};font-weight:700">≠</span> Widow removed, line 32<br><span style="color:${p.accentDark};font-weight:700">✓</span> Running head matches TOC</div></div>
    <div class="card shadow" style="${place({ x: 540, y: 340, w: 220, rot: -2 })};padding:18px 20px">
      <div class="label" style="margin-bottom:10px">Index</div>
      <div style="font:400 12.5px/1.7 ${FONT_SERIF};color:${p.ink}">coastline paradox, 187–9<br>&nbsp;&nbsp;and fractals, 190<br>&nbsp;&nbsp;<i>see also</i> scale<br>cartography, 12, 187</div></div>
    ${chip({ x: 560, y: 520, rot: 1 }, Layers, "8M pages typeset", "since 2002", "orange")}`,
  );
}

/** Header scenes of the content pages and the two top-level service pages. */
export const contentHeroes = {
  peerreview: peerReview,
  editorialoffice: editorialOffice,
  copyediting,
  projectmanagement: projectManagementService,
  journalproduction: journalProduction,
  bookproduction: bookProduction,
  graphics,
  contenttransformation: contentTransformation,
  programme,
  typesetting,
} as const satisfies Record<string, () => string>;
