/**
 * Digital conversions (800x600): an aged, slightly skewed scan of a printed page on the left,
 * the same page as EPUB or HTML on a reader, tablet, phone or browser on the right.
 */
import {
  browser,
  ereader,
  esc,
  F,
  phone,
  type SampleScene,
  scan,
  scanFilters,
  splitGround,
  tablet,
  tag,
  tex,
} from "./kit.ts";

type Device = "ereader" | "tablet" | "phone" | "browser";

interface Pair {
  key: string;
  /** Label above the scan, e.g. "Scanned print · 1894". */
  printLabel: string;
  digitalLabel: string;
  scanInner: string;
  scanFont?: string;
  scanSize?: number;
  paper?: string;
  tilt?: number;
  device: Device;
  screen: string;
  url?: string;
  title?: string;
  seed: number;
  css?: string;
}

const SCAN = { left: 44, top: 92, width: 300, height: 420 };

function frame(p: Pair): string {
  switch (p.device) {
    case "ereader":
      return ereader(p.screen, { left: 470, top: 76, width: 286, height: 430 });
    case "tablet":
      return tablet(p.screen, { left: 432, top: 90, width: 334, height: 430 });
    case "phone":
      return phone(p.screen, { left: 500, top: 62, width: 218, height: 448 });
    default:
      return browser(p.url ?? "", p.title ?? "", p.screen, { left: 410, top: 92, width: 368, height: 420 });
  }
}

function pairScene(p: Pair): SampleScene {
  return {
    key: p.key,
    css: p.css,
    body: `${scanFilters(p.seed)}${splitGround(400, 300)}
      ${tag(p.printLabel, 44, 42, "#7a4b12")}${tag(p.digitalLabel, p.device === "phone" ? 500 : 432, 42, "#14284b")}
      ${scan(p.scanInner, { ...SCAN, tilt: p.tilt ?? -1.4, paper: p.paper, font: p.scanFont, size: p.scanSize, seed: p.seed })}
      ${frame(p)}`,
  };
}

/** Reflowable reading screen: chapter heading and paragraphs in a reading face. */
function reading(
  head: string,
  paras: readonly string[],
  o: { font?: string; size?: number; pad?: number; bg?: string; top?: string } = {},
): string {
  return `<div style="position:absolute;inset:0;background:${o.bg ?? "transparent"};padding:${o.pad ?? 22}px;font-family:${o.font ?? F.serif};font-size:${o.size ?? 10.5}px;line-height:1.55;color:#1f1f1f">
    <div style="position:absolute;left:${o.pad ?? 22}px;right:${o.pad ?? 22}px;top:${o.pad ?? 22}px;bottom:30px;overflow:hidden">${o.top ?? ""}${head}${paras.map((t, i) => `<p style="margin:0 0 .2em;text-indent:${i ? "1.3em" : "0"};text-align:justify">${t}</p>`).join("")}</div></div>`;
}

// 01 — 1894 novel → e-reader.
const novel = [
  "The coach set Margaret down at the cross-roads a little after four, and drove on towards Harlow without waiting to see whether anyone had come to meet her. No one had. The lane to the marsh ran straight between two ditches, and at its far end, low against a sky the colour of pewter, she could make out the roof of the farm.",
  "She had been told it was a mile. It was nearer two, and the wind came off the sea with nothing to stop it. By the time she reached the gate her hands were numb inside her gloves, and she had quite given up the speech she had been rehearsing since London.",
  "The door was opened by a tall old woman in a black apron, who looked at her for a long moment before she spoke.",
  "“You’ll be Edward’s girl,” she said at last. “You had better come in to the fire.”",
];
const p01: Pair = {
  key: "conversion-01",
  printLabel: "Scanned print · 1894",
  digitalLabel: "EPUB 3 · e-reader",
  seed: 4,
  scanInner: `<div style="text-align:center;font-size:7px;letter-spacing:.1em;margin-bottom:14px">THE SALT HOUSE.</div>
    <div style="text-align:center;font-size:11px;margin-bottom:3px">CHAPTER IV.</div><div style="text-align:center;font-size:8.5px;font-style:italic;margin-bottom:12px">THE FARM ON THE MARSH.</div>
    ${novel.map((t, i) => `<p style="text-indent:${i ? "1.2em" : "0"};text-align:justify;margin:0">${t}</p>`).join("")}
    <div style="position:absolute;bottom:16px;left:0;right:0;text-align:center;font-size:8px">41</div>`,
  scanSize: 11.4,
  device: "ereader",
  screen:
    reading(
      `<div style="text-align:center;font-size:9px;letter-spacing:.18em;color:#666;margin:6px 0 4px">CHAPTER IV</div><div style="text-align:center;font-size:15px;font-style:italic;margin-bottom:14px">The Farm on the Marsh</div>`,
      novel.slice(0, 3),
      { font: F.palatino, size: 10.5 },
    ).replace("</div>", "</div>") +
    `<div style="position:absolute;bottom:8px;left:0;right:0;text-align:center;font:500 8px ${F.sans};color:#777">Chapter 4 · 12 min left in chapter · 23%</div>`,
};

// 02 — 1923 proceedings → HTML article.
const proc = [
  "The tides of the Aln estuary have been observed at the harbour of Harlow since 1881, and the records, though interrupted during the war years, now extend over some thirty-eight years. It is the purpose of this paper to examine whether the mean level of the sea at that place has changed during the period.",
  "For this purpose the annual means have been corrected for the effects of barometric pressure and of wind, in the manner described by Mr. Pryce in an earlier communication to this Society. The corrected values show a rise of 0.09 foot in the thirty-eight years, an amount which is small but which appears to be real.",
];
const p02: Pair = {
  key: "conversion-02",
  printLabel: "Scanned print · 1923",
  digitalLabel: "Responsive HTML",
  seed: 8,
  tilt: 1.1,
  paper: "#ece3cc",
  scanInner: `<div style="display:flex;justify-content:space-between;font-size:7px;margin-bottom:10px"><span>212</span><span>PROCEEDINGS OF THE NORTHERN PHILOSOPHICAL SOCIETY.</span></div>
    <div style="text-align:center;font-size:10px;font-weight:700;margin-bottom:4px">ON THE MEAN LEVEL OF THE SEA AT HARLOW.</div>
    <div style="text-align:center;font-size:7.5px;margin-bottom:2px">By J. W. THORNE, M.A., F.R.A.S.</div><div style="text-align:center;font-size:7px;font-style:italic;margin-bottom:10px">(Read 14th March, 1923.)</div>
    ${proc.map((t, i) => `<p style="text-indent:${i ? "1.2em" : "0"};text-align:justify;margin:0">${t}</p>`).join("")}
    <div style="text-align:center;font-size:7.5px;margin:8px 0 4px">TABLE I.—<i>Annual Mean Sea Level (feet above datum).</i></div>
    <table style="width:100%;font-size:7.5px;border-top:.8px solid #333;border-bottom:.8px solid #333"><tr><td>1881–1890</td><td class="num">9.412</td><td>1901–1910</td><td class="num">9.466</td></tr><tr><td>1891–1900</td><td class="num">9.437</td><td>1911–1919</td><td class="num">9.502</td></tr></table>`,
  scanSize: 9.6,
  device: "browser",
  url: "archive.northmoor.example/proceedings/1923/thorne",
  title: "On the Mean Level of the Sea at Harlow",
  screen: `<div style="display:flex;height:100%;font-family:${F.sans}">
    <div style="width:96px;background:#f5f7fa;border-right:1px solid #e3e6ec;padding:12px 10px;font-size:8.5px;color:#555;line-height:1.9">
      <div style="font-weight:700;color:#14284b;margin-bottom:4px">Contents</div><div style="color:#2f5a9e;font-weight:600">Introduction</div><div>Corrections</div><div>Table I</div><div>Discussion</div><div>References</div>
      <div style="margin-top:14px;font-weight:700;color:#14284b">Download</div><div>PDF (scan)</div><div>EPUB</div></div>
    <div style="flex:1;padding:14px 16px;overflow:hidden">
      <div style="font-size:8px;color:#2f5a9e;font-weight:600;letter-spacing:.06em">PROCEEDINGS · VOL. 41 · 1923</div>
      <div style="font:600 16px/1.2 ${F.serif};margin:4px 0 4px;color:#14284b">On the Mean Level of the Sea at Harlow</div>
      <div style="font-size:9px;color:#555;margin-bottom:8px">J. W. Thorne · Read 14 March 1923 · <span style="color:#2f5a9e">doi:10.5555/nps.1923.212</span></div>
      <div style="font:10px/1.55 ${F.serif};color:#222">${proc.map((t) => `<p style="margin:0 0 7px">${t}</p>`).join("")}</div>
      <table style="font-size:9px;border-collapse:collapse;width:100%"><caption style="text-align:left;font-weight:600;margin-bottom:3px">Table I. Annual mean sea level (ft above datum)</caption>
      <tr style="background:#eef3fa"><th style="text-align:left;padding:3px 5px">Decade</th><th style="text-align:right;padding:3px 5px">Level</th></tr><tr><td style="padding:2px 5px">1881–1890</td><td class="num" style="padding:2px 5px">9.412</td></tr><tr><td style="padding:2px 5px">1891–1900</td><td class="num" style="padding:2px 5px">9.437</td></tr></table>
    </div></div>`,
};

// 03 — Poetry → phone.
const poem = [
  ["Grey gulls above the harbour wall", false],
  ["Cry out the turning of the tide;", true],
  ["The fishing boats come one and all", false],
  ["To lie along the quay-side.", true],
  ["", false],
  ["And I, who never went to sea,", false],
  ["Stand watching as the nets come in,", true],
  ["And count the silver, fin by fin,", true],
  ["That the cold water sends to me.", false],
] as const;
const poemHtml = (size: number): string =>
  poem
    .map(([l, ind]) =>
      l ? `<div style="padding-left:${ind ? 1.4 : 0}em">${l}</div>` : `<div style="height:${size * 0.9}px"></div>`,
    )
    .join("");
const p03: Pair = {
  key: "conversion-03",
  printLabel: "Scanned print · 1910",
  digitalLabel: "EPUB 3 · phone",
  seed: 15,
  tilt: -2,
  paper: "#f0e6cf",
  scanInner: `<div style="height:40px"></div><div style="text-align:center;font-size:10px;letter-spacing:.12em;margin-bottom:16px">HARBOUR EVENING</div>
    <div style="padding-left:36px;font-size:10px;line-height:1.6">${poemHtml(10)}</div><div style="position:absolute;bottom:16px;left:0;right:0;text-align:center;font-size:8px">17</div>`,
  scanFont: F.bookman,
  device: "phone",
  screen: `<div style="position:absolute;inset:0;padding:44px 20px 20px;font-family:${F.serif};color:#222">
    <div style="font:600 8px ${F.sans};color:#888;letter-spacing:.12em;margin-bottom:14px">POEMS OF THE NORTH COAST</div>
    <div style="font-size:15px;font-style:italic;margin-bottom:14px">Harbour Evening</div>
    <div style="font-size:11.5px;line-height:1.6">${poemHtml(11)}</div>
    <div style="position:absolute;bottom:16px;left:20px;right:20px;display:flex;justify-content:space-between;font:500 8px ${F.sans};color:#999"><span>Aa</span><span>17 of 96</span><span>☰</span></div></div>`,
};

// 04 — Cookbook → tablet.
const ingredients = [
  "450 g strong white flour",
  "110 g rolled oats",
  "1 tsp salt",
  "15 g fresh yeast",
  "300 ml warm milk and water, mixed",
  "1 tbsp black treacle",
];
const steps = [
  "Put the oats to soak in half the warm liquid for twenty minutes.",
  "Mix the flour and salt in a warm bowl; cream the yeast with the treacle and the rest of the liquid.",
  "Stir everything together and knead for ten minutes until smooth and springy.",
  "Leave covered in a warm place until doubled, about one hour.",
  "Shape into a loaf, prove for thirty minutes and bake at 220 °C for forty minutes.",
];
const p04: Pair = {
  key: "conversion-04",
  printLabel: "Scanned print · 1956",
  digitalLabel: "EPUB 3 · tablet",
  seed: 21,
  tilt: 1.6,
  paper: "#f2e8d2",
  scanInner: `<div style="font-size:13px;font-weight:700;margin-bottom:2px">OAT BREAD</div><div style="font-size:8px;font-style:italic;margin-bottom:8px">Makes one large loaf</div>
    ${ingredients.map((i) => `<div style="font-size:8.5px">${i}</div>`).join("")}
    <div style="margin-top:8px">${steps.map((s, i) => `<p style="margin:0 0 3px;text-align:justify">${i + 1}. ${s}</p>`).join("")}</div>
    <div style="position:absolute;left:150px;top:250px;width:120px;height:90px;border-radius:50%;background:radial-gradient(closest-side,rgba(160,110,50,.28),rgba(160,110,50,.12) 70%,transparent)"></div>
    <div style="position:absolute;bottom:16px;right:24px;font-size:8px">93</div>`,
  scanFont: F.schoolbook,
  scanSize: 10.2,
  device: "tablet",
  screen: `<div style="position:absolute;inset:0;font-family:${F.sans};color:#2b2218">
    <div style="height:90px;background:linear-gradient(135deg,#c98b4a,#8a5a2b);position:relative"><svg viewBox="0 0 300 90" width="100%" height="90" preserveAspectRatio="xMidYMid slice"><ellipse cx="150" cy="70" rx="90" ry="40" fill="#e9b872"/><path d="M80 62 q70 -50 140 0" fill="#d99a52"/><path d="M110 52 l20 -10 M140 46 l20 -8 M170 48 l20 -6" stroke="#b87935" stroke-width="3"/></svg></div>
    <div style="padding:12px 16px"><div style="font:700 17px ${F.serif}">Oat Bread</div><div style="font-size:9px;color:#8a6a45;margin-bottom:8px">Makes one large loaf · 2 h 30 min</div>
    <div style="font-size:8px;font-weight:700;letter-spacing:.1em;color:#8a5a2b;margin-bottom:3px">INGREDIENTS</div>
    ${ingredients.map((i) => `<div style="font-size:9.5px;padding:2px 0;border-bottom:1px solid #f0e6d8">☐ ${i}</div>`).join("")}
    <div style="font-size:8px;font-weight:700;letter-spacing:.1em;color:#8a5a2b;margin:8px 0 3px">METHOD</div>
    ${steps
      .slice(0, 3)
      .map(
        (s, i) =>
          `<div style="display:flex;gap:7px;font-size:9.5px;margin-bottom:4px;line-height:1.35"><b style="flex:none;width:16px;height:16px;border-radius:50%;background:#8a5a2b;color:#fff;font-size:8px;display:grid;place-items:center">${i + 1}</b>${s}</div>`,
      )
      .join("")}</div></div>`,
};

// 05 — Maths textbook → HTML with MathML.
const p05: Pair = {
  key: "conversion-05",
  printLabel: "Scanned print · 1962",
  digitalLabel: "HTML + MathML",
  seed: 27,
  tilt: -0.9,
  paper: "#eee6d2",
  scanInner: `<div style="display:flex;justify-content:space-between;font-size:7px;margin-bottom:10px"><span>§ 34</span><span>DIFFERENTIAL EQUATIONS</span><span>127</span></div>
    <div style="font-weight:700;font-size:9px;margin-bottom:6px">34. Equations of the first order and first degree.</div>
    <p style="text-align:justify;margin:0 0 4px">An equation of the form ${tex("\\frac{dy}{dx}+Py=Q")}, where P and Q are functions of x only, is called linear. Multiplying by the integrating factor ${tex("e^{\\int P\\,dx}")}, we obtain</p>
    <div style="text-align:center;margin:6px 0">${tex("\\frac{d}{dx}\\left(y\\,e^{\\int P\\,dx}\\right)=Q\\,e^{\\int P\\,dx},", true)}</div>
    <p style="text-align:justify;margin:0 0 4px">whence by integration</p><div style="text-align:center;margin:6px 0">${tex("y\\,e^{\\int P\\,dx}=\\int Q\\,e^{\\int P\\,dx}dx+C.", true)}</div>
    <p style="text-align:justify;margin:0 0 4px"><i>Example.</i> Solve ${tex("\\frac{dy}{dx}+\\frac{y}{x}=x^2")}. Here the integrating factor is x, and ${tex("xy=\\tfrac14x^4+C")}.</p>`,
  scanFont: F.cm,
  scanSize: 10.6,
  device: "browser",
  url: "learn.fernleigh.example/calculus/linear-odes",
  title: "34. Linear first-order equations",
  css: `.mm .katex{font-size:1.12em}`,
  screen: `<div class="mm" style="padding:16px 20px;font-family:${F.serif};font-size:10.5px;line-height:1.55;color:#222">
    <div style="font:600 8px ${F.sans};color:#2f5a9e;letter-spacing:.08em">CHAPTER 4 · DIFFERENTIAL EQUATIONS</div>
    <div style="font:600 16px ${F.serif};color:#14284b;margin:4px 0 8px">34. Linear first-order equations</div>
    <p style="margin:0 0 6px">An equation of the form ${tex("\\frac{dy}{dx}+Py=Q")}, where ${tex("P")} and ${tex("Q")} are functions of ${tex("x")} only, is called <b>linear</b>. Multiplying by the integrating factor ${tex("e^{\\int P\\,dx}")} gives</p>
    <div style="background:#f5f8fc;border-left:3px solid #2f5a9e;padding:4px 8px;margin:6px 0">${tex("\\frac{d}{dx}\\left(y\\,e^{\\int P\\,dx}\\right)=Q\\,e^{\\int P\\,dx}", true)}</div>
    <p style="margin:0 0 6px">and so, integrating,</p>${tex("y\\,e^{\\int P\\,dx}=\\int Q\\,e^{\\int P\\,dx}\\,dx+C.", true)}
    <div style="font:500 8.5px ${F.sans};color:#2f8f4e;margin-top:8px">✓ Equations are MathML: readable by screen readers, zoomable, searchable.</div></div>`,
};

// 06 — Statistical table → HTML table.
const traffic: [string, string, string, string][] = [
  ["Harlow", "1,842", "612,400", "+4.1"],
  ["Kessock", "906", "288,150", "−1.7"],
  ["Alnmouth", "433", "97,820", "+0.6"],
  ["Saltmarsh Point", "211", "41,300", "+2.9"],
  ["Wexley", "1,127", "402,760", "+6.3"],
  ["Norham", "358", "86,940", "−3.2"],
];
const p06: Pair = {
  key: "conversion-06",
  printLabel: "Scanned print · 1938",
  digitalLabel: "Accessible HTML table",
  seed: 33,
  tilt: 1.3,
  paper: "#ebe1c9",
  scanInner: `<div style="text-align:center;font-size:7.5px;letter-spacing:.08em;margin-bottom:8px">STATISTICAL ABSTRACT, 1938</div>
    <div style="text-align:center;font-weight:700;font-size:9px;margin-bottom:2px">TABLE 47.—SHIPPING AT THE PRINCIPAL PORTS.</div><div style="text-align:center;font-size:7.5px;font-style:italic;margin-bottom:8px">Vessels entered with cargoes, year ended 31st December.</div>
    <table style="width:100%;font-size:7.8px;border-top:1px solid #333;border-bottom:1px solid #333"><tr style="border-bottom:.6px solid #333"><td>Port</td><td class="num">Vessels</td><td class="num">Net tons</td><td class="num">Change %</td></tr>
    ${traffic.map((r) => `<tr>${r.map((c, i) => `<td${i ? ' class="num"' : ""}>${c}</td>`).join("")}</tr>`).join("")}
    <tr style="border-top:.6px solid #333"><td><i>Total</i></td><td class="num">4,877</td><td class="num">1,529,370</td><td class="num">+2.8</td></tr></table>
    <p style="font-size:7px;margin-top:6px;text-align:justify">NOTE.—Vessels in ballast are excluded. Figures for Norham relate to the river quays only, the new dock not having been opened until November.</p>`,
  scanSize: 9.6,
  device: "browser",
  url: "data.cairnfield.example/abstract-1938/table-47",
  title: "Table 47. Shipping at the principal ports",
  screen: `<div style="padding:16px 18px;font-family:${F.sans};color:#1d2433">
    <div style="font-size:8px;color:#8a1538;font-weight:700;letter-spacing:.08em">STATISTICAL ABSTRACT 1938 · TABLE 47</div>
    <div style="font:700 14px/1.25 ${F.sans};margin:4px 0 10px">Shipping at the principal ports</div>
    <table style="width:100%;border-collapse:collapse;font-size:9.5px"><caption style="text-align:left;font-size:8.5px;color:#666;margin-bottom:4px">Vessels entered with cargoes, year ended 31 December 1938</caption>
    <tr style="background:#8a1538;color:#fff"><th style="text-align:left;padding:5px 6px">Port</th><th style="text-align:right;padding:5px 6px">Vessels</th><th style="text-align:right;padding:5px 6px">Net tons</th><th style="text-align:right;padding:5px 6px">Change</th></tr>
    ${traffic.map((r, i) => `<tr style="background:${i % 2 ? "#fbf5f6" : "#fff"}">${r.map((c, j) => `<td style="padding:4px 6px;${j ? "text-align:right;font-variant-numeric:tabular-nums" : ""}${j === 3 ? `;color:${c.startsWith("−") ? "#b3261e" : "#2f8f4e"}` : ""}">${c}${j === 3 ? "%" : ""}</td>`).join("")}</tr>`).join("")}
    <tr style="border-top:2px solid #8a1538;font-weight:700"><td style="padding:4px 6px">Total</td><td style="padding:4px 6px;text-align:right">4,877</td><td style="padding:4px 6px;text-align:right">1,529,370</td><td style="padding:4px 6px;text-align:right;color:#2f8f4e">+2.8%</td></tr></table>
    <div style="display:flex;gap:8px;margin-top:10px;font-size:8.5px"><span style="border:1px solid #d9dee7;border-radius:5px;padding:4px 8px">⬇ CSV</span><span style="border:1px solid #d9dee7;border-radius:5px;padding:4px 8px">⬇ XLSX</span><span style="color:#666;align-self:center">Note: vessels in ballast excluded.</span></div></div>`,
};

// 07 — Field guide plate → fixed-layout EPUB.
const rose = (scale: number): string => `<svg viewBox="0 0 120 150" width="${120 * scale}" height="${150 * scale}">
  <path d="M60 150 C58 120 62 90 60 60" stroke="#4d6b3a" stroke-width="2.5" fill="none"/>
  ${[
    [40, 110, -30],
    [78, 95, 30],
    [44, 80, -40],
  ]
    .map(
      ([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="7" fill="#7a9a5a" transform="rotate(${r} ${x} ${y})"/>`,
    )
    .join("")}
  ${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="60" cy="38" rx="14" ry="20" fill="#e8a3b4" stroke="#c9788c" stroke-width=".8" transform="rotate(${a} 60 50)"/>`).join("")}
  <circle cx="60" cy="50" r="8" fill="#f2c94c"/></svg>`;
const fieldText =
  "<b>DOG ROSE</b> <i>Rosa canina</i>. A scrambling shrub of hedges and woodland edges, to 3 m. Stems arching, with stout hooked prickles. Flowers 4–5 cm across, pale pink or white, June–July. Hips scarlet, egg-shaped, ripening in September. Common throughout lowland districts.";
const p07: Pair = {
  key: "conversion-07",
  printLabel: "Scanned print · 1929",
  digitalLabel: "Fixed-layout EPUB",
  seed: 41,
  tilt: -1.8,
  paper: "#efe6cf",
  scanInner: `<div style="text-align:center;font-size:8px;letter-spacing:.1em;margin-bottom:6px">PLATE XXIII.</div>
    <div style="display:flex;justify-content:center;margin-bottom:6px;opacity:.85;filter:sepia(.5)">${rose(1.35)}</div>
    <div style="text-align:center;font-size:7.5px;font-style:italic;margin-bottom:8px">Fig. 1. Dog Rose, flowering shoot (⅔ nat. size).</div>
    <p style="text-align:justify;font-size:8.4px">${fieldText}</p>`,
  device: "tablet",
  screen: `<div style="position:absolute;inset:0;background:#fbf7ee;padding:18px;font-family:${F.serif};color:#2b2a24">
    <div style="text-align:center;font-size:8px;letter-spacing:.14em;color:#8a7a5a;margin-bottom:8px">PLATE XXIII</div>
    <div style="display:flex;justify-content:center">${rose(1.45)}</div>
    <div style="text-align:center;font-size:9px;font-style:italic;margin:4px 0 10px">Fig. 1. Dog Rose, flowering shoot</div>
    <p style="font-size:10.5px;line-height:1.5;text-align:justify">${fieldText}</p>
    <div style="position:absolute;bottom:10px;left:18px;right:18px;display:flex;justify-content:space-between;font:500 8px ${F.sans};color:#9a8a6a"><span>◀</span><span>Wild Flowers of the Hedgerow · 47</span><span>▶</span></div></div>`,
};

// 08 — Legal gazette → HTML with anchors.
const gazette = [
  [
    "1.",
    "Every owner of a mooring within the limits of the harbour shall, before the first day of March in each year, register the same with the Harbour Master, stating its position and the name of the vessel for which it is laid.",
  ],
  [
    "2.",
    "No mooring shall be laid, moved or taken up without the written consent of the Harbour Master, who may direct the manner in which it is to be laid.",
  ],
  [
    "3.",
    "Any person acting in contravention of these Bye-laws shall be liable on summary conviction to a penalty not exceeding Five Pounds for every such offence.",
  ],
];
const p08: Pair = {
  key: "conversion-08",
  printLabel: "Scanned print · 1887",
  digitalLabel: "HTML with anchors",
  seed: 52,
  tilt: 0.9,
  paper: "#ede2c6",
  scanInner: `<div style="text-align:center;font-size:12px;letter-spacing:.08em;margin-bottom:2px;font-weight:700">THE HARLOW GAZETTE.</div>
    <div style="text-align:center;font-size:7px;border-top:1px solid #333;border-bottom:1px solid #333;padding:2px 0;margin-bottom:8px">Published by Authority. · TUESDAY, JUNE 14, 1887.</div>
    <div style="text-align:center;font-size:8.5px;font-weight:700;margin-bottom:6px">HARBOUR OF HARLOW.<br><span style="font-weight:400;font-size:7.5px">BYE-LAWS AS TO MOORINGS.</span></div>
    ${gazette.map(([n, t]) => `<p style="text-align:justify;margin:0 0 4px;text-indent:1em">${n} ${t}</p>`).join("")}
    <p style="text-align:right;font-size:7.5px;margin-top:8px">By Order,<br>W. H. PRYCE, <i>Clerk to the Commissioners.</i></p>`,
  scanSize: 9.6,
  device: "browser",
  url: "legal.ledgerwood.example/harlow/1887/bye-laws-moorings#s2",
  title: "Harbour of Harlow: Bye-laws as to Moorings (1887)",
  screen: `<div style="padding:14px 16px;font-family:${F.sans};color:#1d2433">
    <div style="display:flex;gap:6px;margin-bottom:10px"><div style="flex:1;border:1px solid #d9dee7;border-radius:6px;padding:5px 8px;font-size:9px;color:#888">Search within this instrument…</div><span style="background:#5a3d1e;color:#fff;border-radius:6px;padding:5px 9px;font-size:9px">Search</span></div>
    <div style="font-size:8px;color:#5a3d1e;font-weight:700;letter-spacing:.08em">HARLOW GAZETTE · 14 JUNE 1887</div>
    <div style="font:700 14px/1.25 ${F.serif};margin:3px 0 8px">Harbour of Harlow: Bye-laws as to Moorings</div>
    ${gazette.map(([n = "", t], i) => `<div id="s${i + 1}" style="display:flex;gap:8px;padding:6px 8px;margin-bottom:4px;border-radius:6px;${i === 1 ? "background:#fff6e0;box-shadow:inset 3px 0 0 #f5a524" : ""}"><a style="flex:none;font-size:9px;color:#2f5a9e;font-weight:700;width:24px">§ ${n.replace(".", "")}</a><p style="margin:0;font:10px/1.5 ${F.serif}">${t}</p></div>`).join("")}
    <div style="font-size:8.5px;color:#666;margin-top:6px">Cite as: <span style="color:#2f5a9e">Harlow Bye-laws 1887, s. 2</span> · Link to this section ↗</div></div>`,
};

// 09 — Newspaper → archive page.
const news = [
  "The new swing bridge across the harbour mouth at Harlow was opened on Saturday afternoon in the presence of a large company, the Mayor performing the ceremony with a silver key presented to him by the contractors.",
  "The bridge, which has been two years in building, has a span of 120 feet and is turned by hydraulic power, the whole operation of opening occupying less than two minutes. It will, it is expected, greatly relieve the congestion of traffic on the quays.",
  "After the ceremony the company adjourned to the Assembly Rooms, where luncheon was served and the health of the engineers was proposed.",
];
const p09: Pair = {
  key: "conversion-09",
  printLabel: "Scanned print · 1912",
  digitalLabel: "Archive web page",
  seed: 63,
  tilt: -1.1,
  paper: "#e9dcbd",
  scanInner: `<div style="columns:1">
    <div style="text-align:center;font-size:11px;font-weight:700;line-height:1.1;margin-bottom:3px">OPENING OF THE<br>HARBOUR BRIDGE.</div>
    <div style="text-align:center;font-size:7.5px;margin-bottom:3px">——</div><div style="text-align:center;font-size:7.5px;font-style:italic;margin-bottom:7px">IMPRESSIVE CEREMONY.</div>
    ${news.map((t) => `<p style="text-align:justify;margin:0;text-indent:1em">${t}</p>`).join("")}
    <div style="margin-top:10px;border-top:1px solid #333;padding-top:6px;text-align:center;font-size:9px;font-weight:700">SHIPPING INTELLIGENCE.</div>
    <p style="text-align:justify;margin:0;font-size:7.5px">ARRIVED.—<i>Margaret Ann</i>, from Riga, timber; <i>Providence</i>, from Rotterdam, general cargo; <i>Brothers</i>, coals.</p></div>`,
  scanSize: 10.4,
  scanFont: F.times,
  device: "browser",
  url: "news-archive.example/harlow-mercury/1912-05-20/bridge",
  title: "Opening of the Harbour Bridge · Harlow Mercury",
  screen: `<div style="font-family:${F.sans};color:#1d2433">
    <div style="background:#14284b;color:#fff;padding:8px 14px;font:700 11px ${F.serif};display:flex;justify-content:space-between"><span>The Harlow Mercury Archive</span><span style="font:500 8px ${F.sans};opacity:.8">1854–1965</span></div>
    <div style="padding:12px 16px">
    <div style="font-size:8px;color:#666">Monday 20 May 1912 · Page 5 · Column 3</div>
    <div style="font:700 17px/1.2 ${F.serif};margin:4px 0 2px">Opening of the Harbour Bridge</div><div style="font:italic 10px ${F.serif};color:#555;margin-bottom:8px">Impressive ceremony</div>
    <div style="font:10px/1.55 ${F.serif}">${news.map((t) => `<p style="margin:0 0 6px">${t}</p>`).join("")}</div>
    <div style="display:flex;gap:6px;margin-top:4px">${["Harlow", "Bridges", "Civic events", "1912"].map((k) => `<span style="background:#e7eef8;color:#2f5a9e;border-radius:10px;padding:3px 8px;font-size:8px">${k}</span>`).join("")}</div></div></div>`,
};

// 10 — Dictionary → phone.
const dict: [string, string, string][] = [
  [
    "harbour",
    "n.",
    "a place of shelter for ships; a port. <i>v.t.</i> to give shelter to. [O.E. <i>here</i>, army, + <i>beorg</i>, shelter.]",
  ],
  ["hard", "a.", "firm, solid; difficult; severe. <i>adv.</i> with force. — <b>hard-bitten</b>, tough."],
  ["hardy", "a.", "bold; able to bear fatigue or cold."],
  ["hare", "n.", "a swift rodent with long ears and a divided upper lip. See LEVERET."],
  ["harl", "n.", "a fibre of flax or hemp."],
  ["harmony", "n.", "agreement; a pleasing combination of sounds."],
];
const p10: Pair = {
  key: "conversion-10",
  printLabel: "Scanned print · 1902",
  digitalLabel: "EPUB 3 · phone",
  seed: 71,
  tilt: 1.7,
  paper: "#eee4cb",
  scanInner: `<div style="display:flex;justify-content:space-between;font-size:8px;font-weight:700;margin-bottom:6px;border-bottom:.8px solid #333"><span>HARBOUR</span><span>198</span><span>HARMONY</span></div>
    <div style="columns:2;column-gap:10px;font-size:9px;line-height:1.3">${dict.map(([w, p, d]) => `<p style="margin:0 0 3px;text-align:justify;padding-left:.8em;text-indent:-.8em"><b>${w}</b>, <i>${p}</i> ${d}</p>`).join("")}${dict.map(([w, p, d]) => `<p style="margin:0 0 3px;text-align:justify;padding-left:.8em;text-indent:-.8em"><b>${w}</b>, <i>${p}</i> ${d}</p>`).join("")}</div>`,
  device: "phone",
  screen: `<div style="position:absolute;inset:0;padding:40px 14px 14px;font-family:${F.serif};color:#222">
    <div style="border:1px solid #d9dee7;border-radius:8px;padding:5px 8px;font:500 9px ${F.sans};color:#888;margin-bottom:10px"><svg width="9" height="9" viewBox="0 0 10 10" style="vertical-align:-1px"><circle cx="4" cy="4" r="3" fill="none" stroke="#888" stroke-width="1.3"/><path d="M6.3 6.3L9 9" stroke="#888" stroke-width="1.3"/></svg> harbour</div>
    ${dict
      .slice(0, 4)
      .map(
        ([w, p, d], i) =>
          `<div style="padding:6px 8px;border-radius:6px;margin-bottom:4px;${i === 0 ? "background:#eef4fb" : ""}"><div><b style="font-size:12px">${w}</b> <i style="color:#777;font-size:10px">${p}</i></div><div style="font-size:10px;line-height:1.45">${d.replace("LEVERET", '<span style="color:#2f5a9e;text-decoration:underline">leveret</span>')}</div></div>`,
      )
      .join("")}</div>`,
};

// 11 — Children's primer → read-aloud.
const primerScene = `<svg viewBox="0 0 200 110" width="100%" height="110" preserveAspectRatio="xMidYMid meet">
  <rect width="200" height="110" fill="#dcefff"/><rect y="78" width="200" height="32" fill="#9ccf7a"/><circle cx="170" cy="22" r="12" fill="#ffd54a"/>
  <rect x="22" y="46" width="50" height="36" fill="#e57373"/><path d="M18 48 L47 24 L76 48z" fill="#8d6e63"/><rect x="40" y="60" width="12" height="22" fill="#6d4c41"/>
  <circle cx="120" cy="66" r="7" fill="#f2c7a5"/><rect x="113" y="73" width="14" height="16" rx="4" fill="#42a5f5"/><path d="M114 89 l-2 10 M126 89 l2 10" stroke="#333" stroke-width="2"/>
  <ellipse cx="146" cy="88" rx="12" ry="7" fill="#c8a27a"/><circle cx="157" cy="82" r="5" fill="#c8a27a"/><path d="M134 86 q-6 -6 -4 -10" stroke="#c8a27a" stroke-width="3" fill="none"/></svg>`;
const primerText = ["Tom has a dog.", "The dog is Rex.", "Rex can run and jump.", "Tom and Rex run to the farm."];
const p11: Pair = {
  key: "conversion-11",
  printLabel: "Scanned print · 1934",
  digitalLabel: "Fixed layout + read-aloud",
  seed: 83,
  tilt: -1.5,
  paper: "#f1e7cf",
  scanInner: `<div style="text-align:center;font-size:9px;margin-bottom:8px">LESSON 12.</div><div style="filter:saturate(.55) sepia(.35)">${primerScene}</div>
    <div style="font-size:15px;line-height:1.7;margin-top:12px;padding-left:14px">${primerText.map((t) => `<div>${t}</div>`).join("")}</div>
    <div style="margin-top:10px;font-size:10px;padding-left:14px;letter-spacing:.2em">dog &nbsp; run &nbsp; jump &nbsp; farm</div>`,
  scanFont: F.schoolbook,
  device: "tablet",
  screen: `<div style="position:absolute;inset:0;background:#fffdf6;padding:16px;font-family:${F.schoolbook};color:#222">
    <div style="text-align:center;font:700 9px ${F.sans};color:#e57373;letter-spacing:.12em;margin-bottom:6px">LESSON 12</div>${primerScene}
    <div style="font-size:18px;line-height:1.7;margin-top:10px;padding-left:8px">${primerText.map((t, i) => (i === 2 ? `<div><span style="background:#ffe082;border-radius:4px;padding:0 3px">Rex can run</span> and jump.</div>` : `<div>${esc(t)}</div>`)).join("")}</div>
    <div style="position:absolute;left:16px;right:16px;bottom:12px;display:flex;align-items:center;gap:8px;font:600 9px ${F.sans};color:#555"><span style="width:24px;height:24px;border-radius:50%;background:#e57373;color:#fff;display:grid;place-items:center">❚❚</span><span style="flex:1;height:4px;border-radius:2px;background:#eee;overflow:hidden"><span style="display:block;width:58%;height:100%;background:#e57373"></span></span><span>0:09 / 0:16</span></div></div>`,
};

export const conversionScenes: readonly SampleScene[] = [p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11].map(
  pairScene,
);
