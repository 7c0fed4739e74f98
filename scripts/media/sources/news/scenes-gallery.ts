/**
 * Gallery illustrations (800x600 user units, 4:3) for the news items that have a gallery:
 * 8 (office opening in Germany), 11 (Frankfurt Book Fair 2015), 12 (school libraries).
 */
import {
  bookshelf,
  booth,
  box,
  chair,
  confetti,
  LEAF,
  laptop,
  latexEditor,
  lines,
  logo,
  logoWidth,
  mark,
  monitor,
  p,
  plant,
  rng,
  slide,
  table,
  text,
  trackDashboard,
  tree,
  WOOD,
  WOOD_DARK,
  windows,
} from "./parts.ts";

export const GALLERY_W = 800;
export const GALLERY_H = 600;

function pendant(x: number, len: number, colour: string = p.ink): string {
  return `<path d="M${x} 0v${len}" stroke="#5b6577" stroke-width="1.5"/><path d="M${x - 22} ${len + 22}a22 22 0 0 1 44 0z" fill="${colour}"/><ellipse cx="${x}" cy="${len + 23}" rx="12" ry="3" fill="#fff2d6"/>`;
}

function sofa(x: number, y: number, w: number, colour: string): string {
  return `<g transform="translate(${x} ${y})" filter="url(#sh2)">
    <rect x="0" y="-90" width="${w}" height="60" rx="14" fill="${colour}"/>
    <rect x="-14" y="-56" width="30" height="52" rx="10" fill="${colour}"/><rect x="${w - 16}" y="-56" width="30" height="52" rx="10" fill="${colour}"/>
    <rect x="10" y="-44" width="${w - 20}" height="30" rx="8" fill="${colour}"/><rect x="10" y="-44" width="${w - 20}" height="30" rx="8" fill="#fff" opacity=".1"/>
    <rect x="6" y="-8" width="6" height="8" fill="#3a4a66"/><rect x="${w - 12}" y="-8" width="6" height="8" fill="#3a4a66"/>
  </g>`;
}

function wallFloor(wall: string, floor: string, horizon: number): string {
  return `<rect width="800" height="600" fill="${wall}"/><rect y="${horizon}" width="800" height="${600 - horizon}" fill="${floor}"/><rect y="${horizon - 6}" width="800" height="6" fill="#000" opacity=".06"/>`;
}

// 8-1 · Reception with the logo wall.
function reception(): string {
  return `${wallFloor("#f3efe7", "#d9c4a5", 440)}
    ${pendant(250, 70, p.accent)}${pendant(550, 70, p.accent)}
    <rect x="190" y="110" width="420" height="250" rx="6" fill="${p.ink}" filter="url(#sh)"/>
    ${logo(400 - logoWidth(54) / 2, 190, 54, "dark")}
    ${text(400, 290, "Publishing services and content technology", { size: 15, weight: 500, fill: "#b9c8e2", anchor: "middle" })}
    <g filter="url(#sh)">
      <rect x="250" y="350" width="300" height="130" rx="6" fill="#fff"/>
      <rect x="240" y="340" width="320" height="16" rx="4" fill="${WOOD}"/>
      <rect x="250" y="356" width="300" height="6" fill="${p.accent}"/>
    </g>
    ${sofa(600, 520, 150, p.inkMid)}
    ${plant(110, 520, 1.2, p.ink)}
    ${windows(30, 90, 120, 240, 2, 3, 3, 0)}`;
}

// 8-2 · Open workspace: desks with monitors showing the products, windows to the street.
function workspace(): string {
  const desk = (
    x: number,
    y: number,
    screen: string,
    vw: number,
    vh: number,
    s: number,
  ) => `<g transform="translate(${x} ${y}) scale(${s})">
      ${monitor(20, -148, 160, 96, screen, vw, vh)}
      ${table(0, 0, 200, "#fff", "#5b6577")}
      <rect x="70" y="-8" width="60" height="6" rx="2" fill="#c6cfdc"/>
    </g>`;
  return `${wallFloor("#eef2f7", "#cfd6e0", 400)}
    <rect x="40" y="60" width="720" height="240" fill="#fff"/>
    ${windows(50, 70, 700, 220, 6, 2, 41, 0)}
    ${tree(140, 300, 1, "#9bbfae")}${tree(430, 300, 1.1, "#9bbfae")}${tree(680, 300, 0.9, "#9bbfae")}
    <rect x="40" y="296" width="720" height="8" fill="#dfe5ee"/>
    ${pendant(200, 30)}${pendant(400, 30)}${pendant(600, 30)}
    ${desk(60, 420, trackDashboard(480, 288), 480, 288, 1)}
    ${desk(300, 420, latexEditor(480, 288), 480, 288, 1)}
    ${desk(540, 420, slide(480, 288, "Copyediting", "Style sheet v4\nchecks", "chart"), 480, 288, 1)}
    ${chair(160, 560, p.accent, 0.9)}${chair(400, 560, p.inkMid, 0.9)}${chair(640, 560, p.accent, 0.9)}
    ${plant(30, 590, 0.9, p.ink)}`;
}

// 8-3 · Meeting room: whiteboard with the production workflow.
function meetingRoom(): string {
  const steps = ["Manuscript", "Copyedit", "Typeset", "Proof", "Publish"];
  const flow = steps
    .map((s, i) => {
      const x = 150 + i * 104;
      return `<rect x="${x}" y="170" width="86" height="40" rx="8" fill="none" stroke="${i === 3 ? p.accent : p.inkMid}" stroke-width="2.5"/>${text(x + 43, 195, s, { size: 12, weight: 600, fill: i === 3 ? p.accentDark : p.ink, anchor: "middle" })}${i < 4 ? `<path d="M${x + 88} 190h12m-5-5 5 5-5 5" stroke="${p.ink}" stroke-width="2" fill="none"/>` : ""}`;
    })
    .join("");
  return `${wallFloor("#e9eef5", "#c9d2de", 430)}
    <rect x="120" y="70" width="560" height="260" rx="6" fill="#fff" stroke="#b8c4d6" stroke-width="6" filter="url(#sh)"/>
    ${text(150, 130, "Onboarding: Northern European journals", { size: 18, weight: 600, font: "serif", fill: p.ink })}
    ${flow}
    ${text(150, 260, "First proofs < 24 h", { size: 15, weight: 600, fill: p.accentDark, italic: true, font: "serif" })}
    <path d="M150 268c40 6 100 6 150 0" stroke="${p.accent}" stroke-width="2" fill="none"/>
    ${text(470, 260, "Weekly call · Tue 10:00 CET", { size: 13, weight: 500, fill: p.muted })}
    <rect x="140" y="334" width="520" height="8" rx="2" fill="#b8c4d6"/>
    ${chair(200, 500, p.ink, 1)}${chair(330, 500, p.ink, 1)}${chair(470, 500, p.ink, 1)}${chair(600, 500, p.ink, 1)}
    <g filter="url(#sh)"><rect x="120" y="440" width="560" height="22" rx="6" fill="${WOOD}"/><rect x="120" y="456" width="560" height="8" rx="3" fill="${WOOD_DARK}"/></g>
    <rect x="160" y="462" width="10" height="120" fill="#5b6577"/><rect x="630" y="462" width="10" height="120" fill="#5b6577"/>
    ${laptop(240, 366, 80, 48, slide(320, 192, "Kick-off", "Project plan", "flow"), 320, 192)}
    ${laptop(470, 366, 80, 48, trackDashboard(480, 288), 480, 288)}
    <path d="M380 440c0-10 4-16 10-16s10 6 10 16z" fill="#fff" filter="url(#sh2)"/>
    ${plant(730, 560, 1, p.accentDark)}`;
}

// 8-4 · Opening day: ribbon across the entrance, welcome sign, balloons.
function ribbon(): string {
  const balloon = (x: number, y: number, c: string) =>
    `<path d="M${x} ${y + 40}c-4 30 8 60 0 110" stroke="#8a94a6" stroke-width="1.2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="26" ry="32" fill="${c}"/><ellipse cx="${x - 8}" cy="${y - 10}" rx="6" ry="9" fill="#fff" opacity=".35"/>`;
  return `<rect width="800" height="600" fill="#dbe7f5"/>
    <rect x="120" y="60" width="560" height="480" fill="#f2efe8"/>
    <rect x="120" y="60" width="560" height="70" fill="${p.ink}"/>
    ${logo(400 - logoWidth(36) / 2, 77, 36, "dark")}
    <rect x="120" y="130" width="560" height="6" fill="${p.accent}"/>
    <rect x="250" y="170" width="300" height="370" fill="url(#glass)"/>
    <path d="M400 170v370" stroke="${p.ink}" stroke-width="6"/><rect x="382" y="330" width="6" height="60" rx="3" fill="${p.ink}"/><rect x="412" y="330" width="6" height="60" rx="3" fill="${p.ink}"/>
    <rect x="244" y="164" width="312" height="376" fill="none" stroke="${p.ink}" stroke-width="8"/>
    <rect x="0" y="540" width="800" height="60" fill="#c9ced6"/>
    <path d="M150 380 Q400 420 650 380" stroke="${p.accent}" stroke-width="12" fill="none"/>
    <g transform="translate(400 402)">
      <path d="M0 0c-40-34-70-20-60 0s30 12 60 0zM0 0c40-34 70-20 60 0s-30 12-60 0z" fill="${p.accentDark}"/>
      <path d="M-4 4l-30 60 18-6 8 18 12-66zM4 4l30 60-18-6-8 18-12-66z" fill="${p.accent}"/>
      <circle r="12" fill="${p.accentDark}"/>
    </g>
    <g transform="translate(590 480) rotate(-24) scale(1.3)">
      <path d="M0-5L78 2 0 6z" fill="#9aa7ba"/><path d="M0 5L78-2 0-6z" fill="#b8c4d6"/>
      <circle cx="2" cy="0" r="3" fill="${p.ink}"/>
      <ellipse cx="-22" cy="-14" rx="15" ry="10" fill="none" stroke="${p.ink}" stroke-width="6"/><ellipse cx="-22" cy="14" rx="15" ry="10" fill="none" stroke="${p.ink}" stroke-width="6"/>
    </g>
    <g transform="translate(60 560)" filter="url(#sh2)">
      <path d="M10 0l30-150M90 0l-30-150" stroke="${WOOD_DARK}" stroke-width="6"/>
      <rect x="0" y="-200" width="100" height="110" rx="4" fill="#fff"/>
      ${text(50, -166, "Willkommen", { size: 13, weight: 600, anchor: "middle", font: "serif", italic: true })}
      ${text(50, -146, "Welcome", { size: 13, weight: 600, anchor: "middle", font: "serif" })}
      <rect x="38" y="-132" width="24" height="3" fill="${p.accent}"/>
      ${text(50, -112, "3 June 2019", { size: 10, weight: 600, anchor: "middle", fill: p.muted })}
    </g>
    ${balloon(700, 250, p.accent)}${balloon(745, 290, p.ink)}${balloon(660, 300, p.inkMid)}
    ${confetti(20, 150, 210, 200, 16, 84)}${confetti(590, 140, 200, 60, 10, 85)}`;
}

// 11-1 · Our 2015 stand from the front.
function stand2015(): string {
  return `<rect width="800" height="600" fill="#e6ecf4"/>
    <rect width="800" height="70" fill="#d6dfeb"/>
    ${[100, 300, 500, 700].map((x) => `<rect x="${x - 1}" y="0" width="2" height="40" fill="#9fb0c8"/><ellipse cx="${x}" cy="44" rx="18" ry="6" fill="#fff"/>`).join("")}
    <rect y="500" width="800" height="100" fill="#cfd7e3"/>
    ${booth(110, 110, 580, 390, { screen: latexEditor(480, 288), carpet: p.accentDark })}`;
}

// 11-2 · Meeting table at the stand: brochures, laptop, coffee.
function meetingTable(): string {
  const brochure = (
    x: number,
    y: number,
    rot: number,
    tone: string,
    title: string,
  ) => `<g transform="translate(${x} ${y}) rotate(${rot})" filter="url(#sh2)">
      <rect width="80" height="108" rx="2" fill="#fff"/><rect width="80" height="54" fill="${tone}"/>
      ${mark(8, 8, 16)}${text(8, 44, title, { size: 9.5, weight: 700, fill: "#fff" })}
      ${lines(8, 66, 60, 4, 9, 3, "#c3cddc", rng(x))}
    </g>`;
  return `${wallFloor("#fff", "#c9d2de", 420)}
    <rect x="0" y="0" width="800" height="420" fill="${p.inkLight}"/>
    <rect x="0" y="0" width="300" height="420" fill="${p.ink}"/>
    ${logo(40, 60, 34, "dark")}
    ${text(40, 150, "Typesetting", { size: 22, weight: 600, fill: "#fff", font: "serif" })}
    ${text(40, 180, "XML conversion", { size: 22, weight: 600, fill: "#fff", font: "serif" })}
    ${text(40, 210, "E-books", { size: 22, weight: 600, fill: "#fff", font: "serif" })}
    <rect x="40" y="234" width="60" height="4" fill="${p.accent}"/>
    ${bookshelf(480, 60, 260, 200, 3, 111, false)}
    ${chair(220, 560, p.accent, 1.15)}${chair(580, 560, p.accent, 1.15)}
    <g filter="url(#sh)"><ellipse cx="400" cy="430" rx="250" ry="34" fill="#fff"/><ellipse cx="400" cy="438" rx="250" ry="34" fill="#dfe5ee" opacity=".6"/></g>
    <rect x="392" y="464" width="16" height="110" fill="#5b6577"/><ellipse cx="400" cy="576" rx="60" ry="10" fill="#5b6577"/>
    ${brochure(220, 360, -10, p.ink, "Journals")}${brochure(290, 350, 6, p.accentDark, "E-books")}
    ${laptop(420, 300, 140, 84, slide(360, 216, "Case study", "Society journals\nin XML", "chart"), 360, 216)}
    <g filter="url(#sh2)"><path d="M606 430c0-18 4-26 14-26s14 8 14 26z" fill="#fff"/><path d="M634 412c10 0 10 12 0 12" stroke="#fff" stroke-width="4" fill="none"/></g>`;
}

// 11-3 · Display of typeset samples: journals and books with a tablet.
function samples(): string {
  const bookCover = (
    x: number,
    y: number,
    w: number,
    h: number,
    tone: string,
    t1: string,
    t2: string,
  ) => `<g transform="translate(${x} ${y})" filter="url(#sh2)">
      <rect width="${w}" height="${h}" rx="2" fill="${tone}"/><rect width="6" height="${h}" fill="#000" opacity=".15"/>
      ${text(w / 2 + 3, h * 0.3, t1, { size: 8, weight: 700, fill: "#fff", anchor: "middle", spacing: 1 })}
      ${text(w / 2 + 3, h * 0.5, t2, { size: 13, weight: 600, fill: "#fff", anchor: "middle", font: "serif" })}
      <rect x="${w / 2 - 12}" y="${h * 0.62}" width="30" height="3" fill="${p.accent}"/>
    </g>`;
  const shelf = (y: number) =>
    `<rect x="80" y="${y}" width="640" height="12" rx="3" fill="${WOOD}" filter="url(#sh2)"/>`;
  return `<rect width="800" height="600" fill="${p.paper}"/>
    ${text(400, 70, "TYPESET BY SCRIPTORIA", { size: 13, weight: 700, fill: p.accentDark, anchor: "middle", spacing: 3 })}
    ${text(400, 104, "Journals, monographs and textbooks", { size: 24, weight: 600, fill: p.ink, anchor: "middle", font: "serif" })}
    ${bookCover(110, 150, 96, 136, p.ink, "JOURNAL OF", "Coastal")}
    ${bookCover(220, 150, 96, 136, "#2d4a3e", "NORTHMOOR", "Chemistry")}
    ${bookCover(330, 150, 96, 136, p.accentDark, "STUDIES IN", "Law")}
    ${bookCover(440, 150, 96, 136, p.inkMid, "REVIEW OF", "Economics")}
    ${bookCover(550, 150, 96, 136, "#8a5a44", "HISTORY", "Quarterly")}
    ${shelf(286)}
    ${bookCover(120, 330, 110, 150, "#324d7a", "A TEXTBOOK OF", "Statistics")}
    ${bookCover(250, 330, 110, 150, "#d9c3a0", "", "Essays")}
    <g transform="translate(400 318)" filter="url(#sh)">
      <rect width="140" height="172" rx="12" fill="${p.inkDark}"/><rect x="8" y="8" width="124" height="156" rx="6" fill="#fffdf9"/>
      ${text(20, 34, "CHAPTER 1", { size: 7, weight: 700, fill: p.accentDark, spacing: 1 })}
      ${text(20, 54, "Sampling basics", { size: 12, weight: 600, font: "serif" })}
      ${lines(20, 66, 100, 8, 10, 3.5, "#c3cddc", rng(13))}
    </g>
    ${bookCover(570, 330, 110, 150, p.ink, "HANDBOOK OF", "Evidence")}
    ${shelf(480)}
    ${plant(740, 580, 0.9, p.ink)}`;
}

// 12-1 · Volunteers' work in progress: shelves being filled from boxes.
function shelving(): string {
  const stack = (x: number, y: number, n: number, seed: number) => {
    const r = rng(seed);
    let out = "";
    let yy = y;
    for (let i = 0; i < n; i++) {
      const w = 70 + r() * 30;
      const h = 10 + r() * 6;
      out += `<rect x="${(x - w / 2 + (r() - 0.5) * 10).toFixed(1)}" y="${(yy - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="2" fill="${[p.ink, p.accent, p.inkMid, "#5b8c78", "#d9c3a0", p.accentDark][i % 6]}"/>`;
      yy -= h + 1;
    }
    return out;
  };
  return `${wallFloor("#f4efe3", "#e0c9a6", 470)}
    ${bookshelf(90, 120, 260, 350, 5, 201)}
    <rect x="410" y="120" width="260" height="350" rx="4" fill="${WOOD_DARK}"/><rect x="418" y="128" width="244" height="334" fill="#8d6442"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="414" y="${128 + (i + 1) * 66.8 - 1}" width="252" height="8" fill="${WOOD}"/>`).join("")}
    ${bookshelf(410, 120, 260, 148, 2, 202)}
    ${box(440, 560, 110, 70, "BOOKS")}${box(570, 560, 90, 60, "CLASS 6")}
    <path d="M440 490l-20-24h110l20 24z" fill="#c29a6b"/>
    ${stack(380, 560, 7, 5)}${stack(720, 560, 5, 6)}
    <g filter="url(#sh2)"><rect x="250" y="40" width="260" height="46" rx="4" fill="#fff"/></g>
    <path d="M260 40l-10-30M500 40l10-30" stroke="#8a94a6" stroke-width="1.5"/>
    ${text(380, 70, "Library day · November 2013", { size: 16, weight: 600, fill: p.ink, font: "serif", italic: true, anchor: "middle" })}`;
}

// 12-2 · Delivery day: the van with the brand and boxes at the school gate.
function delivery(): string {
  return `<rect width="800" height="600" fill="#dbe7f5"/>
    <ellipse cx="620" cy="90" rx="110" ry="22" fill="#fff" opacity=".85"/>
    <rect x="420" y="170" width="380" height="300" fill="#f2e6d0"/>
    <path d="M400 180L610 100 820 180z" fill="${p.accentDark}"/>
    ${windows(450, 220, 320, 90, 4, 1, 7, 0)}
    <rect x="560" y="340" width="80" height="130" fill="${WOOD_DARK}"/>
    <rect x="500" y="190" width="200" height="24" rx="3" fill="#fff"/>${text(600, 207, "GOVERNMENT MIDDLE SCHOOL", { size: 10, weight: 700, anchor: "middle", spacing: 1 })}
    ${tree(380, 470, 1.3, LEAF)}
    <rect x="0" y="470" width="800" height="130" fill="#c9ced6"/><rect x="0" y="466" width="800" height="6" fill="#b2b9c4"/>
    <g transform="translate(40 340)" filter="url(#sh)">
      <path d="M0 20a20 20 0 0 1 20-20h220v150H0z" fill="#fff"/>
      <path d="M240 40h60l40 50v60H240z" fill="#fff"/>
      <path d="M250 50h46l30 40h-76z" fill="url(#glass)"/>
      <rect x="0" y="110" width="340" height="12" fill="${p.ink}"/>
      <rect x="0" y="100" width="340" height="5" fill="${p.accent}"/>
      ${logo(22, 32, 34)}
      ${text(24, 90, "Books for every classroom", { size: 12, weight: 600, fill: p.muted })}
      <circle cx="70" cy="150" r="26" fill="${p.inkDark}"/><circle cx="70" cy="150" r="11" fill="#c9d3e3"/>
      <circle cx="270" cy="150" r="26" fill="${p.inkDark}"/><circle cx="270" cy="150" r="11" fill="#c9d3e3"/>
    </g>
    ${box(420, 540, 90, 62, "BOOKS")}${box(515, 540, 76, 52, "")}${box(452, 478, 70, 48, "CLASS 4")}
    ${mark(535, 503, 22)}`;
}

// 12-3 · The reading corner: rug, cushions, low shelves and a chalkboard.
function readingCorner(): string {
  return `${wallFloor("#f6efe0", "#e3cfae", 440)}
    <rect x="470" y="70" width="260" height="200" rx="6" fill="#cfe0f3" stroke="#fff" stroke-width="10"/>
    <path d="M600 70v200M470 170h260" stroke="#fff" stroke-width="6"/>
    ${tree(540, 250, 0.9, "#8fb8a4")}
    <rect x="70" y="80" width="330" height="170" rx="6" fill="#2f4a3e" stroke="${WOOD_DARK}" stroke-width="8"/>
    ${text(235, 130, "Reading corner", { size: 26, weight: 500, fill: "#f3f1e8", anchor: "middle", font: "serif", italic: true })}
    ${text(235, 168, "Books this week: 214", { size: 15, weight: 600, fill: "#f7c9a0", anchor: "middle" })}
    ${text(235, 198, "Borrow one, bring it back, tell a friend.", { size: 12, weight: 500, fill: "#cfd8cc", anchor: "middle" })}
    ${bookshelf(60, 300, 360, 150, 2, 301)}
    <ellipse cx="440" cy="520" rx="330" ry="56" fill="${p.accent}" opacity=".85"/>
    <ellipse cx="440" cy="520" rx="290" ry="44" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="2 8" opacity=".7"/>
    <ellipse cx="300" cy="500" rx="60" ry="34" fill="${p.inkMid}"/><ellipse cx="300" cy="490" rx="44" ry="18" fill="#fff" opacity=".12"/>
    <ellipse cx="560" cy="505" rx="66" ry="36" fill="${p.ink}"/><ellipse cx="560" cy="494" rx="48" ry="18" fill="#fff" opacity=".1"/>
    <g transform="translate(420 490) rotate(-8)"><rect width="60" height="40" rx="3" fill="#fff"/><path d="M30 0v40" stroke="#c3cddc"/>${lines(6, 8, 20, 3, 9, 2.5, "#c3cddc", rng(4))}${lines(36, 8, 20, 3, 9, 2.5, "#c3cddc", rng(5))}</g>
    ${plant(740, 470, 1.1, p.accentDark)}`;
}

/** Gallery scenes by news id, in display order. */
export const galleryScenes: Readonly<Record<"8" | "11" | "12", readonly (() => string)[]>> = {
  "8": [reception, workspace, meetingRoom, ribbon],
  "11": [stand2015, meetingTable, samples],
  "12": [shelving, delivery, readingCorner],
};
