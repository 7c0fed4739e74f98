/**
 * Scientific artwork redrawn to journal style (800x600): a multi-panel chart, a trial flow
 * diagram, a thematic map, an anatomical section of the eye, a reaction scheme and a labelled
 * technical drawing. All data and places are invented.
 */
import { F, rng, type SampleScene } from "./kit.ts";

const W = 800;
const H = 600;

/** The artwork on white with a thin frame, as delivered to the typesetter. */
function sheet(svg: string, label: string): string {
  return `<div style="position:absolute;inset:0;background:#fff"></div>
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" style="position:absolute;inset:0;font-family:${F.helvetica}">${svg}</svg>
  <div style="position:absolute;right:14px;bottom:10px;font:600 9px ${F.sans};color:#9aa3b2;letter-spacing:.08em">${label}</div>`;
}

/** Text element. */
function t(x: number, y: number, s: string, size = 11, extra = ""): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${extra}>${s}</text>`;
}

/** Axes with ticks for a panel; returns SVG and coordinate mappers. */
function axes(
  x0: number,
  y0: number,
  w: number,
  h: number,
  xt: string[],
  yt: string[],
  xl: string,
  yl: string,
): string {
  const xs = xt.map((s, i) => {
    const x = x0 + (i / (xt.length - 1)) * w;
    return `<line x1="${x}" x2="${x}" y1="${y0 + h}" y2="${y0 + h + 4}" stroke="#222"/>${t(x, y0 + h + 15, s, 10, 'text-anchor="middle"')}`;
  });
  const ys = yt.map((s, i) => {
    const y = y0 + h - (i / (yt.length - 1)) * h;
    return `<line x1="${x0 - 4}" x2="${x0}" y1="${y}" y2="${y}" stroke="#222"/>${t(x0 - 7, y + 3.5, s, 10, 'text-anchor="end"')}`;
  });
  return `<path d="M${x0} ${y0}V${y0 + h}H${x0 + w}" fill="none" stroke="#222" stroke-width="1.1"/>${xs.join("")}${ys.join("")}
    ${t(x0 + w / 2, y0 + h + 32, xl, 11, 'text-anchor="middle"')}<text transform="translate(${x0 - 38} ${y0 + h / 2}) rotate(-90)" font-size="11" text-anchor="middle">${yl}</text>`;
}

// 01 — Four-panel chart.
function panels(): string {
  const r = rng(5);
  const px = (x0: number, w: number, i: number, n: number): number => x0 + (i / (n - 1)) * w;
  // (a) temperature lines
  const A = { x: 80, y: 50, w: 270, h: 170 };
  const yrs = 14;
  const series = [
    { c: "#c0392b", base: 0.35, slope: 0.035, name: "Outer bay" },
    { c: "#2e86c1", base: 0.2, slope: 0.028, name: "Inner bay" },
  ];
  const lines = series
    .map((s) => {
      const pts = Array.from(
        { length: yrs },
        (_, i) => [px(A.x, A.w, i, yrs), A.y + A.h - (s.base + s.slope * i + (r() - 0.5) * 0.08) * A.h] as const,
      );
      return `<polyline points="${pts.map((p) => p.join(",")).join(" ")}" fill="none" stroke="${s.c}" stroke-width="1.8"/>${pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.6" fill="#fff" stroke="${s.c}" stroke-width="1.4"/>`).join("")}`;
    })
    .join("");
  // (b) bars
  const B = { x: 470, y: 50, w: 280, h: 170 };
  const vals = [0.82, 0.61, 0.44, 0.73, 0.35, 0.56];
  const bw = B.w / vals.length;
  const bars = vals
    .map(
      (v, i) =>
        `<rect x="${B.x + i * bw + 8}" y="${B.y + B.h * (1 - v)}" width="${bw - 16}" height="${B.h * v}" fill="${i % 2 ? "#85c1e9" : "#2e86c1"}"/><line x1="${B.x + i * bw + bw / 2}" x2="${B.x + i * bw + bw / 2}" y1="${B.y + B.h * (1 - v) - 10}" y2="${B.y + B.h * (1 - v) + 10}" stroke="#222"/><line x1="${B.x + i * bw + bw / 2 - 4}" x2="${B.x + i * bw + bw / 2 + 4}" y1="${B.y + B.h * (1 - v) - 10}" y2="${B.y + B.h * (1 - v) - 10}" stroke="#222"/>`,
    )
    .join("");
  // (c) scatter with fit
  const C = { x: 80, y: 330, w: 270, h: 170 };
  const dots = Array.from({ length: 46 }, () => {
    const u = r();
    const v = Math.min(0.97, Math.max(0.03, 0.1 + 0.75 * u + (r() - 0.5) * 0.22));
    return `<circle cx="${C.x + u * C.w}" cy="${C.y + C.h * (1 - v)}" r="3" fill="#16a085" fill-opacity=".55" stroke="#0e6655" stroke-width=".7"/>`;
  }).join("");
  const fit = `<path d="M${C.x} ${C.y + C.h * 0.86} L${C.x + C.w} ${C.y + C.h * 0.12}" stroke="#0e6655" stroke-width="1.8"/><path d="M${C.x} ${C.y + C.h * 0.8} L${C.x + C.w} ${C.y + C.h * 0.04} L${C.x + C.w} ${C.y + C.h * 0.2} L${C.x} ${C.y + C.h * 0.92}z" fill="#16a085" opacity=".12"/>`;
  // (d) box plots
  const D = { x: 470, y: 330, w: 280, h: 170 };
  const boxes = [
    [0.15, 0.32, 0.45, 0.58, 0.8],
    [0.25, 0.42, 0.55, 0.66, 0.88],
    [0.1, 0.22, 0.3, 0.41, 0.6],
    [0.3, 0.5, 0.62, 0.72, 0.92],
  ]
    .map((b, i) => {
      const cx = D.x + (i + 0.5) * (D.w / 4);
      const y = (v: number): number => D.y + D.h * (1 - (b[v] ?? 0));
      const col = ["#8e44ad", "#af7ac5", "#8e44ad", "#af7ac5"][i];
      return `<line x1="${cx}" x2="${cx}" y1="${y(0)}" y2="${y(4)}" stroke="#222"/><rect x="${cx - 20}" y="${y(3)}" width="40" height="${y(1) - y(3)}" fill="${col}" fill-opacity=".35" stroke="${col}" stroke-width="1.4"/><line x1="${cx - 20}" x2="${cx + 20}" y1="${y(2)}" y2="${y(2)}" stroke="#222" stroke-width="2"/><line x1="${cx - 8}" x2="${cx + 8}" y1="${y(0)}" y2="${y(0)}" stroke="#222"/><line x1="${cx - 8}" x2="${cx + 8}" y1="${y(4)}" y2="${y(4)}" stroke="#222"/>`;
    })
    .join("");
  return `${t(40, 40, "a", 16, 'font-weight="700"')}${t(430, 40, "b", 16, 'font-weight="700"')}${t(40, 320, "c", 16, 'font-weight="700"')}${t(430, 320, "d", 16, 'font-weight="700"')}
    ${axes(A.x, A.y, A.w, A.h, ["2010", "2013", "2016", "2019", "2023"], ["12", "14", "16", "18", "20"], "Year", "Summer SST (°C)")}${lines}
    <rect x="${A.x + 12}" y="${A.y + 2}" width="110" height="38" fill="#fff" stroke="#ccc"/>${series.map((s, i) => `<line x1="${A.x + 20}" x2="${A.x + 40}" y1="${A.y + 15 + i * 15}" y2="${A.y + 15 + i * 15}" stroke="${s.c}" stroke-width="2"/>${t(A.x + 46, A.y + 19 + i * 15, s.name, 10)}`).join("")}
    ${axes(B.x, B.y, B.w, B.h, ["", "", ""], ["0", "100", "200", "300"], "", "Shoots m⁻²")}${bars}${["S1", "S2", "S3", "S4", "S5", "S6"].map((s, i) => t(B.x + (i + 0.5) * bw, B.y + B.h + 15, s, 10, 'text-anchor="middle"')).join("")}${t(B.x + B.w / 2, B.y + B.h + 32, "Site", 11, 'text-anchor="middle"')}
    ${axes(C.x, C.y, C.w, C.h, ["0", "10", "20", "30", "40"], ["0", "0.5", "1.0"], "Light at bed (% of surface)", "Relative recovery")}${fit}${dots}${t(C.x + 12, C.y + 16, "R² = 0.61, P &lt; 0.001", 10, 'font-style="italic"')}
    ${axes(D.x, D.y, D.w, D.h, ["", ""], ["0", "5", "10", "15"], "", "Canopy height (cm ×10)")}${boxes}${["Mud", "Fine sand", "Coarse sand", "Shell"].map((s, i) => t(D.x + (i + 0.5) * (D.w / 4), D.y + D.h + 15, s, 10, 'text-anchor="middle"')).join("")}${t(D.x + D.w / 2, D.y + D.h + 32, "Sediment type", 11, 'text-anchor="middle"')}`;
}

// 02 — CONSORT flow diagram.
function consort(): string {
  const box = (x: number, y: number, w: number, h: number, lines: string[], fill = "#fff", bold = false): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${fill}" stroke="#1d4f91" stroke-width="1.3"/>${lines.map((l, i) => t(x + w / 2, y + h / 2 + (i - (lines.length - 1) / 2) * 14 + 4, l, 11, `text-anchor="middle"${bold && i === 0 ? ' font-weight="700"' : ""}`)).join("")}`;
  const arrow = (x1: number, y1: number, x2: number, y2: number): string =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1d4f91" stroke-width="1.4" marker-end="url(#ah)"/>`;
  const stage = (y: number, label: string): string =>
    `<rect x="14" y="${y}" width="86" height="24" rx="12" fill="#1d4f91"/>${t(57, y + 16, label, 10.5, 'text-anchor="middle" fill="#fff" font-weight="700"')}`;
  return `<defs><marker id="ah" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0L8 4L0 8z" fill="#1d4f91"/></marker></defs>
    ${stage(40, "Enrolment")}${stage(206, "Allocation")}${stage(356, "Follow-up")}${stage(486, "Analysis")}
    ${box(300, 24, 200, 44, ["Assessed for eligibility", "(n = 842)"], "#eef4fb", true)}
    ${box(540, 84, 230, 86, ["Excluded (n = 2)", "Did not meet criteria (n = 1)", "Declined to take part (n = 1)"])}
    ${arrow(400, 68, 400, 190)}${arrow(400, 127, 538, 127)}
    ${box(320, 190, 160, 40, ["Randomised (n = 840)"], "#eef4fb", true)}
    ${arrow(400, 230, 400, 250)}<path d="M220 250 H580" stroke="#1d4f91" stroke-width="1.4"/>${arrow(220, 250, 220, 268)}${arrow(580, 250, 580, 268)}
    ${box(120, 268, 200, 58, ["Nurse-led titration (n = 421)", "Received allocated", "intervention (n = 418)"])}
    ${box(480, 268, 200, 58, ["Usual care (n = 419)", "Received usual care", "(n = 419)"])}
    ${arrow(220, 326, 220, 346)}${arrow(580, 326, 580, 346)}
    ${box(120, 346, 200, 72, ["Lost to follow-up (n = 17)", "Moved away (n = 9)", "Withdrew consent (n = 6)", "Died (n = 2)"])}
    ${box(480, 346, 200, 72, ["Lost to follow-up (n = 23)", "Moved away (n = 11)", "Withdrew consent (n = 10)", "Died (n = 2)"])}
    ${arrow(220, 418, 220, 466)}${arrow(580, 418, 580, 466)}
    ${box(120, 466, 200, 58, ["Analysed (n = 398)", "Excluded from analysis", "(n = 0)"], "#eef4fb")}
    ${box(480, 466, 200, 58, ["Analysed (n = 391)", "Excluded from analysis", "(n = 0)"], "#eef4fb")}
    ${t(400, 566, "Figure 1. Flow of participants through the TITRATE trial", 12, 'text-anchor="middle" font-weight="700"')}`;
}

// 03 — Map.
function map(): string {
  const land =
    "M0 0 H800 V140 C740 150 700 120 650 150 C600 180 620 230 560 250 C520 262 470 240 430 270 C400 292 410 340 360 360 C320 376 280 350 240 380 C200 410 220 470 170 500 C130 524 60 510 0 540 Z";
  const contours = [1, 2, 3]
    .map(
      (k) =>
        `<path d="M${800} ${140 + k * 40} C${740 - k * 6} ${150 + k * 44} ${700 - k * 10} ${130 + k * 44} ${650 - k * 10} ${160 + k * 44} C${600 - k * 12} ${190 + k * 44} ${610 - k * 16} ${240 + k * 44} ${550 - k * 16} ${260 + k * 44} C${510 - k * 18} ${272 + k * 44} ${460 - k * 20} ${252 + k * 44} ${420 - k * 20} ${282 + k * 44} C${390 - k * 22} ${304 + k * 44} ${400 - k * 24} ${352 + k * 44} ${350 - k * 24} ${372 + k * 44} C${300 - k * 20} ${390 + k * 40} ${270 - k * 20} ${370 + k * 40} ${230 - k * 20} ${400 + k * 40}" fill="none" stroke="#7fb3d5" stroke-width=".9" stroke-dasharray="${k === 2 ? "4 3" : "none"}"/>`,
    )
    .join("");
  const stations: [number, number, string, string][] = [
    [470, 300, "1", "#27ae60"],
    [520, 330, "2", "#27ae60"],
    [430, 380, "3", "#f39c12"],
    [560, 285, "4", "#27ae60"],
    [380, 430, "5", "#f39c12"],
    [600, 350, "6", "#8e44ad"],
    [330, 480, "7", "#f39c12"],
    [650, 300, "8", "#8e44ad"],
    [290, 520, "9", "#8e44ad"],
    [700, 260, "10", "#27ae60"],
  ];
  const r = rng(9);
  const fields = Array.from(
    { length: 14 },
    () =>
      `<rect x="${(r() * 520).toFixed(0)}" y="${(r() * 240).toFixed(0)}" width="${(30 + r() * 40).toFixed(0)}" height="${(20 + r() * 30).toFixed(0)}" fill="#dfe8cf" stroke="#c8d6b0" stroke-width=".6"/>`,
  ).join("");
  return `<rect width="800" height="600" fill="#d6eaf8"/>${contours}
    <clipPath id="land"><path d="${land}"/></clipPath><path d="${land}" fill="#eef2e4" stroke="#5d6d7e" stroke-width="1.2"/><g clip-path="url(#land)">${fields}</g>
    <path d="M120 0 C150 80 220 130 260 200 C300 260 340 280 390 300 C420 312 440 320 470 300" fill="none" stroke="#7fb3d5" stroke-width="5"/>
    <path d="M330 120 C360 150 380 210 400 250" fill="none" stroke="#7fb3d5" stroke-width="2.5"/>
    <circle cx="250" cy="170" r="7" fill="#5d6d7e"/>${t(262, 174, "Harlow", 12, 'font-weight="600" fill="#2c3e50"')}
    <circle cx="610" cy="120" r="5" fill="#5d6d7e"/>${t(620, 124, "Kessock", 11, 'fill="#2c3e50"')}
    ${t(430, 210, "River Aln", 11, 'font-style="italic" fill="#2e86c1" transform="rotate(28 430 210)"')}${t(520, 470, "Aln Estuary", 15, 'font-style="italic" fill="#2e86c1" letter-spacing="2"')}
    ${t(660, 520, "NORTH SEA", 14, 'fill="#2e86c1" letter-spacing="4"')}
    ${stations.map(([x, y, n, c]) => `<circle cx="${x}" cy="${y}" r="10" fill="${c}" stroke="#fff" stroke-width="2"/>${t(x, y + 4, n, 10, 'text-anchor="middle" fill="#fff" font-weight="700"')}`).join("")}
    <g transform="translate(28 380)"><rect width="180" height="120" fill="#fff" fill-opacity=".93" stroke="#5d6d7e"/>${t(12, 20, "Sampling stations", 12, 'font-weight="700"')}
      ${[
        ["#27ae60", "Seagrass meadow"],
        ["#f39c12", "Bare mudflat"],
        ["#8e44ad", "Mussel bed"],
      ]
        .map(([c, l], i) => `<circle cx="20" cy="${40 + i * 20}" r="6" fill="${c}"/>${t(34, 44 + i * 20, l ?? "", 11)}`)
        .join("")}
      <line x1="12" x2="32" y1="102" y2="102" stroke="#7fb3d5"/>${t(38, 106, "Depth contour, 2 m", 11)}</g>
    <g transform="translate(690 24)"><rect width="90" height="90" fill="#fff" stroke="#5d6d7e"/><path d="M10 12 C30 20 40 40 46 60 C50 74 60 80 70 84 L70 88 L10 88z" fill="#dfe4d3" stroke="#5d6d7e" stroke-width=".8"/><rect x="40" y="52" width="16" height="12" fill="none" stroke="#c0392b" stroke-width="1.6"/></g>
    <g transform="translate(640 70)"><path d="M0 -26 L8 0 L0 -6 L-8 0z" fill="#2c3e50"/>${t(0, 14, "N", 13, 'text-anchor="middle" font-weight="700"')}</g>
    <g transform="translate(560 560)"><rect width="60" height="6" fill="#2c3e50"/><rect x="60" width="60" height="6" fill="#fff" stroke="#2c3e50"/><rect x="120" width="60" height="6" fill="#2c3e50"/>${t(0, 20, "0", 10, 'text-anchor="middle"')}${t(120, 20, "2", 10, 'text-anchor="middle"')}${t(180, 20, "3 km", 10, 'text-anchor="middle"')}</g>`;
}

// 04 — Eye section.
function eye(): string {
  const cx = 430;
  const cy = 300;
  const label = (x: number, y: number, lx: number, ly: number, s: string, anchor = "start"): string =>
    `<line x1="${x}" y1="${y}" x2="${lx}" y2="${ly}" stroke="#222" stroke-width=".9"/><circle cx="${x}" cy="${y}" r="2" fill="#222"/>${t(anchor === "end" ? lx - 6 : lx + 6, ly + 4, s, 12.5, `text-anchor="${anchor}"`)}`;
  return `<rect width="800" height="600" fill="#fcfbf8"/>
    <defs><radialGradient id="vit" cx=".45" cy=".45" r=".6"><stop offset="0" stop-color="#fbf7ee"/><stop offset="1" stop-color="#efe3cf"/></radialGradient>
    <linearGradient id="lens" x1="0" x2="1"><stop offset="0" stop-color="#e8f1f8"/><stop offset="1" stop-color="#c9dcec"/></linearGradient></defs>
    <path d="M${cx + 200} ${cy - 30} C${cx + 270} ${cy - 40} ${cx + 330} ${cy - 30} ${cx + 370} ${cy - 26} L${cx + 370} ${cy + 26} C${cx + 330} ${cy + 30} ${cx + 270} ${cy + 40} ${cx + 200} ${cy + 30}z" fill="#f3d37a" stroke="#b8912a" stroke-width="1.2"/>
    <circle cx="${cx}" cy="${cy}" r="210" fill="#f4f1ea" stroke="#8a7f6a" stroke-width="10"/>
    <circle cx="${cx}" cy="${cy}" r="203" fill="none" stroke="#7b2d3b" stroke-width="6"/>
    <circle cx="${cx}" cy="${cy}" r="198" fill="url(#vit)" stroke="#e07a5f" stroke-width="4"/>
    <path d="M${cx - 180} ${cy - 92} A 120 120 0 0 0 ${cx - 180} ${cy + 92}" fill="#dff0fb" stroke="#5dade2" stroke-width="3" transform="translate(-44 0)"/>
    <rect x="${cx - 214}" y="${cy - 96}" width="30" height="192" fill="#fcfbf8"/>
    <path d="M${cx - 212} ${cy - 96} C${cx - 290} ${cy - 70} ${cx - 290} ${cy + 70} ${cx - 212} ${cy + 96}" fill="#e5f3fc" stroke="#5dade2" stroke-width="3"/>
    <path d="M${cx - 205} ${cy - 100} L${cx - 170} ${cy - 36} M${cx - 205} ${cy + 100} L${cx - 170} ${cy + 36}" stroke="#4a6a8a" stroke-width="9" stroke-linecap="round"/>
    <path d="M${cx - 192} ${cy - 112} q 20 10 30 28 M${cx - 192} ${cy + 112} q 20 -10 30 -28" stroke="#a0522d" stroke-width="12" fill="none" stroke-linecap="round"/>
    <ellipse cx="${cx - 150}" cy="${cy}" rx="30" ry="74" fill="url(#lens)" stroke="#7fa7c9" stroke-width="1.6"/>
    <path d="M${cx - 155} ${cy - 74} L${cx - 175} ${cy - 110} M${cx - 155} ${cy + 74} L${cx - 175} ${cy + 110}" stroke="#aaa" stroke-width=".8"/>
    <circle cx="${cx + 196}" cy="${cy + 4}" r="5" fill="#c0392b"/>
    <path d="M${cx + 196} ${cy - 40} C${cx + 120} ${cy - 100} ${cx + 60} ${cy - 160} ${cx - 10} ${cy - 190} M${cx + 196} ${cy + 40} C${cx + 120} ${cy + 110} ${cx + 60} ${cy + 160} ${cx} ${cy + 190}" stroke="#c0392b" stroke-width="1.6" fill="none"/>
    ${label(262, 188, 150, 160, "Ciliary body", "end")}
    ${label(232, 232, 150, 225, "Iris", "end")}
    ${label(164, 262, 150, 290, "Cornea", "end")}
    ${label(196, 360, 150, 360, "Anterior chamber", "end")}
    ${label(272, 362, 150, 500, "Lens", "end")}
    ${label(470, 230, 610, 40, "Vitreous body")}
    ${label(556, 150, 650, 100, "Retina")}
    ${label(585, 170, 680, 150, "Choroid")}
    ${label(612, 195, 700, 200, "Sclera")}
    ${label(cx + 196, cy + 4, 680, 400, "Fovea")}
    ${label(cx + 330, cy + 20, 720, 470, "Optic nerve", "end")}
    ${t(400, 588, "Horizontal section through the right eye, viewed from above", 12, 'text-anchor="middle" font-style="italic" fill="#555"')}`;
}

// 05 — Reaction scheme.
function ring(x: number, y: number, s = 34, subs: [number, string][] = [], flat = false): string {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - (flat ? 0 : Math.PI / 2);
    return [x + s * Math.cos(a), y + s * Math.sin(a)] as const;
  });
  const edges = pts.map((p, i) => {
    const q = pts[(i + 1) % 6] ?? p;
    return `<line x1="${p[0].toFixed(1)}" y1="${p[1].toFixed(1)}" x2="${q[0].toFixed(1)}" y2="${q[1].toFixed(1)}" stroke="#111" stroke-width="2"/>`;
  });
  const inner = [0, 2, 4].map((i) => {
    const p = pts[i] ?? [0, 0];
    const q = pts[(i + 1) % 6] ?? [0, 0];
    const k = 0.78;
    const a = [x + (p[0] - x) * k, y + (p[1] - y) * k];
    const b = [x + (q[0] - x) * k, y + (q[1] - y) * k];
    return `<line x1="${a[0]?.toFixed(1)}" y1="${a[1]?.toFixed(1)}" x2="${b[0]?.toFixed(1)}" y2="${b[1]?.toFixed(1)}" stroke="#111" stroke-width="2"/>`;
  });
  const sub = subs.map(([i, label]) => {
    const p = pts[i] ?? [0, 0];
    const dx = p[0] - x;
    const dy = p[1] - y;
    const e = [p[0] + dx * 0.7, p[1] + dy * 0.7];
    const side = Math.abs(dy) < 1 ? (dx > 0 ? "start" : "end") : "middle";
    const tx = side === "middle" ? (e[0] ?? 0) : (e[0] ?? 0) + (dx > 0 ? 3 : -3);
    const ty = side === "middle" ? (e[1] ?? 0) + dy * 0.35 + 6 : (e[1] ?? 0) + 6;
    return `<line x1="${p[0].toFixed(1)}" y1="${p[1].toFixed(1)}" x2="${e[0]?.toFixed(1)}" y2="${e[1]?.toFixed(1)}" stroke="#111" stroke-width="2"/><text x="${tx.toFixed(1)}" y="${ty.toFixed(1)}" font-size="16" text-anchor="${side}" font-family="${F.helvetica}">${label}</text>`;
  });
  return edges.join("") + inner.join("") + sub.join("");
}
function scheme(): string {
  const arrow = (x1: number, x2: number, y: number, above: string, below: string): string =>
    `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="#111" stroke-width="2" marker-end="url(#rh)"/>${t((x1 + x2) / 2, y - 12, above, 13, 'text-anchor="middle"')}${t((x1 + x2) / 2, y + 22, below, 12, 'text-anchor="middle" fill="#555"')}`;
  const bond = (x1: number, y1: number, x2: number, y2: number): string =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#111" stroke-width="2"/>`;
  /** 4-methoxybiphenyl with `sub` on the far ring; left ring centred at x. */
  const biaryl = (x: number, y: number, s: number, sub: string): string =>
    `${ring(x, y, s, [[3, "MeO"]], true)}${bond(x + s, y, x + s + 22, y)}${ring(x + 2 * s + 22, y, s, sub ? [[0, sub]] : [], true)}`;
  const y1 = 170;
  const y2 = 430;
  const s = 28;
  return `<defs><marker id="rh" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0L10 5L0 10z" fill="#111"/></marker></defs>
    ${t(40, 50, "Scheme 2.", 16, 'font-weight="700"')}${t(128, 50, "Synthesis of the morpholine amide 4 from 4-bromoanisole", 16)}
    ${ring(
      150,
      y1,
      s,
      [
        [3, "MeO"],
        [0, "Br"],
      ],
      true,
    )}${t(150, y1 + 62, "1", 18, 'text-anchor="middle" font-weight="700"')}
    ${arrow(250, 390, y1, "4-MeO₂CC₆H₄B(OH)₂", "Pd(PPh₃)₄, K₂CO₃, 90 °C, 88%")}
    ${biaryl(480, y1, s, "CO₂Me")}${t(520, y1 + 62, "2", 18, 'text-anchor="middle" font-weight="700"')}
    <path d="M520 ${y1 + 80} V300 H190 V${y2 - 50}" fill="none" stroke="#111" stroke-width="2" marker-end="url(#rh)"/>
    ${t(360, 292, "LiOH, THF/H₂O, rt, 4 h, 95%", 13, 'text-anchor="middle"')}
    ${biaryl(150, y2, s, "CO₂H")}${t(190, y2 + 62, "3", 18, 'text-anchor="middle" font-weight="700"')}
    ${arrow(320, 430, y2, "morpholine, HATU", "DIPEA, DMF, 81%")}
    ${biaryl(520, y2, s, "")}${bond(626, y2, 640, y2)}
    ${bond(638, y2, 638, y2 - 30)}${bond(644, y2, 644, y2 - 30)}${t(641, y2 - 36, "O", 16, 'text-anchor="middle"')}
    ${bond(641, y2, 664, y2)}${ring(700, y2, 26, [], true)}<circle cx="674" cy="${y2}" r="9" fill="#fff"/>${t(674, y2 + 6, "N", 16, 'text-anchor="middle"')}
    <circle cx="726" cy="${y2}" r="9" fill="#fff"/>${t(726, y2 + 6, "O", 16, 'text-anchor="middle"')}
    ${t(610, y2 + 62, "4", 18, 'text-anchor="middle" font-weight="700"')}
    ${t(400, 560, "Overall yield 68% over three steps; all compounds characterised by ¹H and ¹³C NMR and HRMS.", 13, 'text-anchor="middle" fill="#555" font-style="italic"')}`;
}

// 06 — Nacelle diagram.
function nacelle(): string {
  const call = (n: number, x: number, y: number, lx: number, ly: number): string =>
    `<line x1="${x}" y1="${y}" x2="${lx}" y2="${ly}" stroke="#14284b" stroke-width="1"/><circle cx="${lx}" cy="${ly}" r="11" fill="#f76707"/>${t(lx, ly + 4.5, String(n), 12, 'text-anchor="middle" fill="#fff" font-weight="700"')}`;
  const key = [
    "Rotor hub and pitch system",
    "Main bearing",
    "Main shaft",
    "Gearbox (3-stage, 1:97)",
    "Brake disc",
    "Generator (DFIG, 3.6 MW)",
    "Cooling unit",
    "Yaw drive and bearing",
    "Anemometer and wind vane",
    "Tower",
  ];
  return `<rect width="800" height="600" fill="#f7f9fc"/>
    <defs><pattern id="gear" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="#9fb3cf"/><path d="M0 8L8 0" stroke="#7d95b8" stroke-width="2"/></pattern></defs>
    <rect x="300" y="330" width="80" height="270" fill="#d5dde8" stroke="#5b6b82" stroke-width="1.5"/>
    <path d="M150 160 H610 Q650 160 660 200 L680 300 Q684 330 650 330 H150z" fill="#e9eef5" stroke="#5b6b82" stroke-width="2"/>
    <path d="M150 160 H610 Q650 160 660 200 L680 300 Q684 330 650 330 H150z" fill="none" stroke="#fff" stroke-width="1" stroke-dasharray="6 6" transform="translate(4 4)"/>
    <path d="M150 175 C90 180 60 210 60 245 C60 280 90 310 150 315z" fill="#cfd8e4" stroke="#5b6b82" stroke-width="2"/>
    <path d="M92 210 L40 30 L70 28 L110 205z" fill="#e1e7ef" stroke="#5b6b82" stroke-width="1.5"/><path d="M92 282 L40 560 L70 562 L110 285z" fill="#e1e7ef" stroke="#5b6b82" stroke-width="1.5"/>
    <rect x="150" y="228" width="60" height="34" fill="#8a9bb4" stroke="#44536b"/><rect x="210" y="235" width="80" height="20" fill="#b4c2d6" stroke="#44536b"/>
    <rect x="290" y="200" width="110" height="90" rx="6" fill="url(#gear)" stroke="#44536b" stroke-width="1.5"/>
    <rect x="400" y="238" width="20" height="14" fill="#b4c2d6" stroke="#44536b"/><rect x="420" y="222" width="8" height="46" fill="#c0392b"/>
    <rect x="440" y="205" width="130" height="80" rx="8" fill="#4f6d96" stroke="#2c3e50" stroke-width="1.5"/>
    ${Array.from({ length: 7 }, (_, i) => `<line x1="${455 + i * 16}" y1="210" x2="${455 + i * 16}" y2="280" stroke="#3b5578" stroke-width="3"/>`).join("")}
    <rect x="590" y="190" width="60" height="50" fill="#a9c6e0" stroke="#44536b"/>${Array.from({ length: 5 }, (_, i) => `<line x1="594" x2="646" y1="${198 + i * 9}" y2="${198 + i * 9}" stroke="#6c8db0"/>`).join("")}
    <rect x="290" y="310" width="100" height="20" fill="#7d8ea8" stroke="#44536b"/><circle cx="310" cy="320" r="7" fill="#44536b"/><circle cx="370" cy="320" r="7" fill="#44536b"/>
    <line x1="600" y1="160" x2="600" y2="120" stroke="#44536b" stroke-width="2"/><path d="M588 120 h24 M600 120 l18 -10" stroke="#44536b" stroke-width="2"/><circle cx="600" cy="112" r="4" fill="#44536b"/>
    ${call(1, 90, 240, 60, 130)}${call(2, 180, 228, 180, 120)}${call(3, 250, 245, 250, 120)}${call(4, 345, 210, 330, 110)}${call(5, 424, 222, 430, 110)}
    ${call(6, 505, 210, 510, 110)}${call(7, 620, 200, 690, 150)}${call(8, 340, 320, 250, 400)}${call(9, 610, 115, 690, 90)}${call(10, 340, 450, 250, 470)}
    <g transform="translate(450 380)"><rect width="320" height="200" rx="8" fill="#fff" stroke="#d5dbe5"/>${t(16, 24, "Key", 13, 'font-weight="700"')}
    ${key.map((k, i) => `<circle cx="${26}" cy="${44 + i * 15.5}" r="6.5" fill="#f76707"/>${t(26, 48 + i * 15.5, String(i + 1), 8.5, 'text-anchor="middle" fill="#fff" font-weight="700"')}${t(40, 48 + i * 15.5, k, 11)}`).join("")}</g>
    ${t(40, 590, "Figure 6.3  Main components of a geared 3.6 MW wind turbine nacelle (cover shown transparent)", 12, 'fill="#14284b" font-weight="600"')}`;
}

export const artworkScenes: readonly SampleScene[] = [
  { key: "artwork-01", body: sheet(panels(), "MULTI-PANEL CHART") },
  { key: "artwork-02", body: sheet(consort(), "FLOW DIAGRAM") },
  { key: "artwork-03", body: sheet(map(), "THEMATIC MAP") },
  { key: "artwork-04", body: sheet(eye(), "ANATOMICAL DRAWING") },
  { key: "artwork-05", body: sheet(scheme(), "REACTION SCHEME") },
  { key: "artwork-06", body: sheet(nacelle(), "TECHNICAL DIAGRAM") },
];
