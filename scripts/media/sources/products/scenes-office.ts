/**
 * The office platforms at work: Xpert Review (an editor's dashboard and a manuscript's
 * reviewers), Xpert Xpress (an integrity report) and Xpert Track (a production board).
 */
import { BookCheck, Image, Scale, ScanSearch, UserCheck } from "lucide-react";
import {
  appWindow,
  avatar,
  bar,
  chip,
  crumbs,
  esc,
  HEADER,
  icon,
  lucide,
  MOBILE,
  p,
  place,
  productScene,
  tick,
  topbarEnd,
} from "./kit.ts";
import type { ProductScenes } from "./scenes-editing.ts";

// --- Xpert Review -----------------------------------------------------------------------------

const reviewCss = `
  .body{flex:1;display:grid;grid-template-columns:150px 1fr;min-height:0;background:var(--paper)}
  .side{background:#fff;border-right:1px solid var(--line);padding:12px 10px;display:flex;flex-direction:column;gap:3px}
  .nav{display:flex;align-items:center;gap:9px;height:32px;padding:0 9px;border-radius:8px;font-size:12.5px;font-weight:500;color:var(--muted)}
  .nav.on{background:var(--ink-100);color:var(--ink);font-weight:600}
  .nav b{margin-left:auto;font-size:11px;color:var(--ink-600)}
  .main{padding:14px 16px;display:flex;flex-direction:column;gap:10px;overflow:hidden}
  .kpis{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
  .kpi{padding:10px 12px}
  .kpi b{font:600 22px/1 'Source Serif 4',serif;color:var(--ink);display:block;margin-top:4px}
  .kpi small{font-size:11px;color:var(--muted)}
  .tr{display:grid;grid-template-columns:102px 1fr 104px;gap:10px;align-items:center;padding:8px 12px;border-top:1px solid var(--line-2);font-size:12px}
  .tr.th{border-top:0;font-size:10.5px;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:var(--faint);padding-bottom:4px}
  .tr .id{font-weight:600;color:var(--ink-600);font-size:11.5px}
  .tr .tt{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
  .tr.on{background:#fff7f0;box-shadow:inset 3px 0 0 var(--accent)}
  .rv{display:flex;align-items:center;gap:9px;padding:8px 0;border-top:1px solid var(--line-2)}
  .rv:first-of-type{border-top:0}
  .rv b{display:block;font-size:12.5px;font-weight:600}
  .rv small{display:block;font-size:11px;color:var(--muted)}
`;

function reviewRow(id: string, title: string, status: string, tone: "orange" | "blue" | "ok" | "ink", on = false) {
  return `<div class="tr${on ? " on" : ""}"><span class="id">${esc(id)}</span><span class="tt">${esc(title)}</span><span>${chip(status, tone, true)}</span></div>`;
}

function reviewer(
  initials: string,
  variant: 1 | 2 | 3 | 4,
  name: string,
  area: string,
  status: string,
  tone: "ok" | "orange" | "",
) {
  return `<div class="rv">${avatar(initials, variant)}<div class="grow"><b>${esc(name)}</b><small>${esc(area)}</small></div>${chip(status, tone)}</div>`;
}

const reviewers = [
  reviewer("JL", 1, "Dr J. Lindqvist", "Coastal hydrology", "Report in", "ok"),
  reviewer("MT", 2, "Prof. M. Tanaka", "Sediment transport", "Day 9 of 21", "orange"),
  reviewer("SD", 3, "Dr S. Duarte", "Numerical modelling", "Report in", "ok"),
].join("");

const xpertreview: ProductScenes = {
  header: () =>
    productScene(
      HEADER,
      "ink",
      `${appWindow(
        { x: 24, y: 28, w: 740, h: 520 },
        "Xpert Review",
        `${crumbs(["Annals of Coastal Science", "Submissions"])}${topbarEnd("SK")}`,
        `<div class="body"><nav class="side">
            <div class="nav">${icon("dashboard", 16)}Dashboard</div>
            <div class="nav on">${icon("inbox", 16)}Submissions<b>24</b></div>
            <div class="nav">${icon("users", 16)}Reviewers</div>
            <div class="nav">${icon("gavel", 16)}Decisions<b>7</b></div>
            <div class="nav">${icon("chart", 16)}Reports</div>
          </nav>
          <div class="main">
            <div class="kpis"><div class="card kpi"><span class="label">Under review</span><b>12</b><small>3 due this week</small></div><div class="card kpi"><span class="label">First decision</span><b>34 days</b><small>median, this quarter</small></div><div class="card kpi"><span class="label">Reviewers agreed</span><b>81%</b><small>of invitations</small></div></div>
            <div class="card" style="padding:6px 0 2px">
              <div class="tr th"><span>Manuscript</span><span>Title</span><span>Status</span></div>
              ${reviewRow("ACS-2025-0188", "Sediment transport under compound flooding", "Decision due", "orange", true)}
              ${reviewRow("ACS-2025-0182", "Salt-marsh accretion from repeat lidar surveys", "Under review", "blue")}
              ${reviewRow("ACS-2025-0176", "Wave overtopping on rubble-mound breakwaters", "Under review", "blue")}
              ${reviewRow("ACS-2025-0171", "Microplastic deposition in estuarine sediments", "Awaiting reviewers", "orange")}
              ${reviewRow("ACS-2025-0165", "A Bayesian model of dune recovery", "Revision in", "ink")}
              ${reviewRow("ACS-2025-0152", "Seagrass loss and shoreline erosion", "Accepted", "ok")}
            </div>
          </div></div>`,
      )}
      <div class="float" style="${place({ x: 560, y: 250, w: 296 })};padding:14px 16px 10px">
        <div class="row" style="margin-bottom:6px"><span class="label">ACS-2025-0188 · reviewers</span></div>
        ${reviewers}
      </div>
      <div class="float" style="${place({ x: 600, y: 470, w: 256 })};padding:12px 16px">
        <span class="label">Recommendation</span>
        <div class="h-serif" style="font-size:19px;margin:6px 0 8px">Minor revision</div>
        ${bar(66)}
        <div style="font-size:11px;color:var(--muted);margin-top:6px">2 of 3 reports · letter drafted</div>
      </div>`,
      reviewCss,
    ),
  mobile: () =>
    productScene(
      MOBILE,
      "ink",
      `<div class="float" style="${place({ x: 22, y: 26, w: 356 })};padding:16px 18px">
        <div class="row">${chip("ACS-2025-0188", "ink")}<span class="grow"></span>${chip("Round 1", "blue")}</div>
        <div class="h-serif" style="font-size:19px;line-height:1.25;margin:10px 0 4px">Sediment transport under compound flooding</div>
        <div style="font-size:12px;color:var(--muted);margin-bottom:8px">Double-blind · Original research</div>
        ${reviewers}
      </div>
      <div class="float" style="${place({ x: 110, y: 318, w: 268 })};padding:14px 16px">
        <span class="label">Recommendation</span>
        <div class="h-serif" style="font-size:21px;margin:6px 0 10px">Minor revision</div>
        ${bar(66)}
        <div class="row" style="margin-top:10px"><span style="font-size:11.5px;color:var(--muted)" class="grow">Letter drafted</span><span class="btn sm btn-primary">${icon("send", 12)}Send</span></div>
      </div>
      <div class="float" style="${place({ x: 22, y: 352, w: 76, h: 76 })};display:grid;place-items:center;text-align:center">
        <div><div class="h-serif" style="font-size:20px">34</div><div style="font-size:9.5px;color:var(--muted);line-height:1.2">days to<br>decision</div></div>
      </div>`,
      reviewCss,
    ),
};

// --- Xpert Xpress -----------------------------------------------------------------------------

const xpressCss = `
  .body{flex:1;display:grid;grid-template-columns:220px 1fr;min-height:0;background:var(--paper)}
  .score{background:#fff;border-right:1px solid var(--line);padding:16px 16px;display:flex;flex-direction:column;gap:12px}
  .ring{width:132px;height:132px;border-radius:50%;margin:4px auto 0;display:grid;place-items:center;background:conic-gradient(var(--accent) 0 28%,#ebe8e1 28% 100%)}
  .ring>div{width:104px;height:104px;border-radius:50%;background:#fff;display:grid;place-items:center;text-align:center}
  .ring b{font:600 30px/1 'Source Serif 4',serif;color:var(--ink)}
  .ring small{display:block;font-size:10.5px;color:var(--muted);margin-top:3px}
  .meta div{display:flex;justify-content:space-between;font-size:11.5px;padding:5px 0;border-top:1px solid var(--line-2)}
  .meta span{color:var(--muted)}
  .groups{padding:14px 16px;display:flex;flex-direction:column;gap:9px;overflow:hidden}
  .g{background:#fff;border:1px solid var(--line);border-radius:10px;padding:10px 12px}
  .g .hd{display:flex;align-items:center;gap:9px}
  .g .hd b{font-size:12.5px;font-weight:600}
  .g .hd .r{margin-left:auto}
  .g .bd{font-size:11.5px;color:var(--muted);margin:6px 0 0 27px;line-height:1.45}
  .src{display:flex;align-items:center;gap:8px;font-size:11px;margin-top:6px}
  .src .grow{color:var(--text)}
  .figs{display:flex;gap:8px;margin:8px 0 0 27px}
  .fig{width:86px;height:56px;border-radius:6px;background:linear-gradient(135deg,#dfe8f5,#c7d6ec);position:relative;overflow:hidden;border:1px solid #d3dcea}
  .fig::before{content:"";position:absolute;left:10px;right:10px;top:16px;height:6px;border-radius:3px;background:#1d3a6b;opacity:.55;box-shadow:0 12px 0 #1d3a6b,0 24px 0 rgba(29,58,107,.5)}
  .fig.hit{outline:2px solid var(--accent);outline-offset:1px}
`;

function group(
  glyphIcon: typeof ScanSearch,
  title: string,
  result: string,
  tone: "ok" | "orange" | "",
  body: string,
): string {
  return `<div class="g"><div class="hd">${lucide(glyphIcon, tone === "orange" ? p.accentDark : p.inkMid, 18)}<b>${esc(title)}</b><span class="r">${chip(result, tone)}</span></div>${body}</div>`;
}

const similarity = `<div class="bd">Overall similarity 14%, below the journal's 20% threshold.</div>
  <div class="src" style="margin-left:27px"><span class="grow">Okafor et al. 2021, <i>J. Hydrol.</i></span><span style="width:80px">${bar(60, p.inkMid)}</span><b>6%</b></div>
  <div class="src" style="margin-left:27px"><span class="grow">Preprint, EarthArXiv 2024</span><span style="width:80px">${bar(34, p.inkMid)}</span><b>3%</b></div>`;

const xpertxpress: ProductScenes = {
  header: () =>
    productScene(
      HEADER,
      "mint",
      `${appWindow(
        { x: 26, y: 28, w: 828, h: 544 },
        "Xpert Xpress",
        `${crumbs(["Integrity reports", "ENV-2025-0413"])}${topbarEnd("RM")}`,
        `<div class="body"><div class="score">
            <span class="label">Overall risk</span>
            <div class="ring"><div><div><b>Low</b><small>2 items to review</small></div></div></div>
            <div class="meta"><div><span>Received</span>09:40</div><div><span>Report ready</span>09:44</div><div><span>Checks run</span>38</div><div><span>Journal</span>Env. Letters</div></div>
            <span class="btn btn-ink" style="margin-top:auto">${icon("download", 14)}Share with editor</span>
          </div>
          <div class="groups">
            <div class="row"><div class="grow"><div class="h-serif ellip" style="font-size:16px">Soil carbon under agroforestry: a field study</div><div style="font-size:11.5px;color:var(--muted)">Original research · 7,120 words · 6 figures · 52 references</div></div></div>
            ${group(ScanSearch, "Text similarity", "14%", "ok", similarity)}
            ${group(BookCheck, "References", "1 retracted", "orange", `<div class="bd">Ref. 23 (Mensah 2019) was retracted in 2023. 51 of 52 DOIs verified on Crossref.</div>`)}
            ${group(Image, "Images", "1 match", "orange", `<div class="figs"><span class="fig hit"></span><span class="fig hit"></span><span class="fig"></span></div>`)}
            ${group(UserCheck, "Authorship", "Verified", "ok", `<div class="bd">4 of 4 ORCID iDs verified; no change to the author list.</div>`)}
            ${group(Scale, "Declarations", "Complete", "ok", "")}
          </div></div>`,
      )}`,
      xpressCss,
    ),
  mobile: () =>
    productScene(
      MOBILE,
      "mint",
      `<div class="float" style="${place({ x: 22, y: 26, w: 356 })};padding:16px 18px;display:flex;gap:16px;align-items:center">
        <div class="ring" style="width:104px;height:104px;margin:0"><div style="width:80px;height:80px"><div><b style="font-size:24px">Low</b><small>risk</small></div></div></div>
        <div class="grow"><span class="label">Integrity report</span><div class="h-serif" style="font-size:16px;line-height:1.3;margin:5px 0 6px">Soil carbon under agroforestry</div>${chip("Ready in 4 min", "ok")}</div>
      </div>
      <div class="abs" style="${place({ x: 22, y: 168, w: 356 })};display:flex;flex-direction:column;gap:9px">
        ${group(ScanSearch, "Text similarity", "14%", "ok", "")}
        ${group(BookCheck, "References", "1 retracted", "orange", `<div class="bd">Ref. 23 was retracted in 2023.</div>`)}
        ${group(Image, "Images", "1 match", "orange", `<div class="figs"><span class="fig hit"></span><span class="fig hit"></span></div>`)}
        ${group(UserCheck, "Authorship", "Verified", "ok", "")}
      </div>`,
      xpressCss,
    ),
};

// --- Xpert Track ------------------------------------------------------------------------------

const trackCss = `
  .main{flex:1;background:var(--paper);padding:14px 16px;display:flex;flex-direction:column;gap:12px;min-height:0}
  .kpis{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
  .kpi{padding:10px 12px}
  .kpi b{font:600 22px/1 'Source Serif 4',serif;color:var(--ink)}
  .kpi .l{display:flex;align-items:baseline;gap:8px;margin-top:5px;font-size:11px;color:var(--muted)}
  .cols{flex:1;display:grid;grid-template-columns:repeat(4,1fr);gap:10px;min-height:0}
  .col{display:flex;flex-direction:column;gap:8px}
  .ch{display:flex;align-items:center;gap:7px;font-size:12px;font-weight:600;padding:2px 2px 2px}
  .ch i{width:8px;height:8px;border-radius:2px;display:block}
  .ch b{margin-left:auto;font-size:11px;color:var(--muted);background:#ebe8e1;border-radius:999px;padding:1px 7px}
  .tcard{background:#fff;border:1px solid var(--line);border-radius:9px;padding:9px 10px}
  .tcard.on{border-color:var(--accent);box-shadow:0 0 0 3px rgba(247,103,7,.14)}
  .tcard .id{font-size:10.5px;font-weight:600;color:var(--ink-600);display:flex;justify-content:space-between}
  .tcard .id span{color:var(--faint);font-weight:500}
  .tcard .t{font-size:12px;font-weight:600;line-height:1.35;margin:4px 0 7px}
  .tcard .f{display:flex;align-items:center;gap:5px;font-size:10.5px;color:var(--muted)}
  .tcard .f.w{color:var(--accent-700)}
  .tcard .f .avatar{margin-left:auto}
  .stage{display:flex;align-items:center;gap:10px;padding:6px 0;font-size:12.5px}
  .stage small{margin-left:auto;font-size:11px;color:var(--muted)}
`;

function titleCard(
  id: string,
  kind: string,
  title: string,
  due: string,
  initials: string,
  variant: 1 | 2 | 3 | 4,
  opts: { on?: boolean; warn?: boolean } = {},
) {
  return `<div class="tcard${opts.on ? " on" : ""}"><div class="id">${esc(id)}<span>${esc(kind)}</span></div><div class="t">${esc(title)}</div><div class="f${opts.warn ? " w" : ""}">${icon(opts.warn ? "alert" : "clock", 12)}${esc(due)}${avatar(initials, variant, "xs")}</div></div>`;
}

function column(name: string, colour: string, count: number, cards: string): string {
  return `<div class="col"><div class="ch"><i style="background:${colour}"></i>${esc(name)}<b>${count}</b></div>${cards}</div>`;
}

const trackStages = `
  <div class="stage">${tick("ok")}Copyediting<small>03–05 Jun</small></div>
  <div class="stage">${tick("ok")}Typesetting<small>06–09 Jun</small></div>
  <div class="stage"><span class="tick todo" style="border-color:var(--accent)"></span><b style="color:var(--accent-700)">Author proof</b><small style="color:var(--accent-700)">due 11 Jun</small></div>
  <div class="stage">${tick("todo")}Corrections<small>due 13 Jun</small></div>
  <div class="stage">${tick("todo")}Final delivery<small>due 16 Jun</small></div>`;

const xperttrack: ProductScenes = {
  header: () =>
    productScene(
      HEADER,
      "paper",
      `${appWindow(
        { x: 24, y: 28, w: 832, h: 544 },
        "Xpert Track",
        `${crumbs(["Production", "Board"])}${topbarEnd("NR", `<div class="search">${icon("search", 14)}Search titles, DOIs…</div>`)}`,
        `<div class="main">
          <div class="kpis"><div class="card kpi"><span class="label">Titles in production</span><div class="l"><b>128</b>+6 this week</div></div><div class="card kpi"><span class="label">On schedule</span><div class="l"><b>94%</b><span style="flex:1">${bar(94, "var(--ok)")}</span></div></div><div class="card kpi"><span class="label">Due this week</span><div class="l"><b>17</b><span style="color:var(--accent-700)">3 at risk</span></div></div></div>
          <div class="cols">
            ${column("Copyediting", p.inkSoft, 3, titleCard("JHS-2025-0231", "18 pp", "Urban heat and cardiovascular admissions", "Due 12 Jun", "MR", 1) + titleCard("ACS-2025-0176", "14 pp", "Wave overtopping on rubble-mound breakwaters", "Due 13 Jun", "MR", 1) + titleCard("BK-0142 · Ch. 10", "28 pp", "Coinage and credit in Vijayanagara", "Due 16 Jun", "MR", 1))}
            ${column("Typesetting", p.inkMid, 2, titleCard("JML-2025-0092", "22 pp", "Morphological priming in bilingual children", "Due 10 Jun", "DS", 3) + titleCard("BK-0142 · Ch. 9", "32 pp", "Trade routes of the Deccan, 1300–1600", "Due 14 Jun", "DS", 3))}
            ${column("Author proof", p.accent, 3, titleCard("AAN-2025-0417", "12 pp", "Finite-volume schemes on curved meshes", "Proof out · due 11 Jun", "LM", 2, { on: true }) + titleCard("JHS-2025-0219", "24 pp", "Heat-health warning systems in South Asia", "Proof out · due 10 Jun", "PV", 4) + titleCard("JML-2025-0095", "12 pp", "Gesture and vocabulary growth", "Proof out · due 13 Jun", "LM", 2))}
            ${column("Corrections", p.accentDark, 2, titleCard("ACS-2025-0163", "16 pp", "Groundwater salinity in deltaic coasts", "1 day late", "AK", 4, { warn: true }) + titleCard("JML-2025-0088", "10 pp", "Prosody in early word learning", "Due 12 Jun", "AK", 4))}
          </div>
        </div>`,
      )}
      <div class="toast" style="${place({ x: 452, y: 468, w: 392 })}"><span class="toast-icon ok">${icon("mail", 18)}</span><div><div class="toast-title">Proof e-mailed to Dr Lucia Marchetti</div><div class="toast-body">Files moved to 05_author_proof/ · corrections due 11 Jun</div></div><span class="toast-time">14:32</span></div>`,
      trackCss,
    ),
  mobile: () =>
    productScene(
      MOBILE,
      "paper",
      `<div class="float" style="${place({ x: 22, y: 26, w: 356 })};padding:16px 18px 10px">
        <div class="row">${chip("AAN-2025-0417", "ink")}<span style="font-size:11.5px;color:var(--muted)">12 pp</span></div>
        <div class="h-serif" style="font-size:17px;line-height:1.3;margin:9px 0 8px">Finite-volume schemes for shallow-water flows on curved meshes</div>
        ${trackStages}
      </div>
      <div class="float" style="${place({ x: 60, y: 308, w: 318 })};padding:12px 14px">
        <div class="row" style="font-size:11px;font-weight:600;color:var(--ok);margin-bottom:8px">${icon("zap", 13)}Auto file movement</div>
        <div class="row" style="font:11.5px/1 'DejaVu Sans Mono',monospace"><span class="chip">04_typesetting/</span>${icon("arrowRight", 14)}<span class="chip chip-orange">05_author_proof/</span></div>
      </div>
      <div class="toast" style="${place({ x: 22, y: 392, w: 356 })}"><span class="toast-icon ok">${icon("mail", 18)}</span><div><div class="toast-title">Proof e-mailed to the author</div><div class="toast-body">Corrections due 11 Jun</div></div></div>`,
      trackCss,
    ),
};

export const officeScenes = { xpertreview, xpertxpress, xperttrack } as const;
