/**
 * Illustrations of the three home-page service cards (Content, Digital, Technology), laid out at
 * 800x600 CSS pixels (4:3) and rendered at 1.5x for the 1200-px rendition.
 */
import { htmlDocument } from "../../lib/browser.ts";
import { FONT_SANS, FONT_SERIF } from "../../lib/fonts.ts";
import { palette as p } from "../../lib/palette.ts";

export const SERVICE_W = 800;
export const SERVICE_H = 600;

/** CSS shared by the three scenes. */
const baseCss = `
  .scene{position:absolute;inset:0;overflow:hidden}
  .abs{position:absolute}
  .serif{font-family:${FONT_SERIF}}
  .shadow{box-shadow:0 1px 2px rgba(12,26,51,.08),0 12px 28px -6px rgba(12,26,51,.22),0 30px 60px -20px rgba(12,26,51,.18)}
  .chip{position:absolute;display:flex;align-items:center;gap:10px;background:#fff;border-radius:14px;padding:12px 16px;font:600 15px/1.2 ${FONT_SANS};color:${p.ink}}
  .chip small{display:block;font-weight:500;font-size:12px;color:${p.muted};margin-top:2px}
  .ico{width:34px;height:34px;border-radius:10px;display:grid;place-items:center;flex:none}
`;

// --- Content: manuscript under edit ---------------------------------------------------------

function contentScene(): string {
  const css = `
    .scene{background:radial-gradient(120% 90% at 30% 20%,#fbf9f4 0%,${p.paper} 45%,#ebe5d7 100%)}
    .page{position:absolute;background:#fff;border-radius:4px}
    .back{left:70px;top:80px;width:330px;height:600px;transform:rotate(-7deg);background:#fcfbf8}
    .back i{display:block;height:6px;border-radius:3px;background:#e6e9ef;margin:0 0 12px}
    .main{left:140px;top:46px;width:400px;height:640px;transform:rotate(2.5deg);padding:34px 78px 0 40px;color:#2a3140}
    .runhead{margin-right:-38px;font:600 9.5px/1 ${FONT_SANS};letter-spacing:.16em;text-transform:uppercase;color:${p.inkMid};display:flex;justify-content:space-between;border-bottom:1px solid ${p.rule};padding-bottom:10px}
    .main h3{font:600 25px/1.15 ${FONT_SERIF};color:${p.ink};margin:20px 0 8px;letter-spacing:-.01em}
    .kind{font:500 10.5px/1 ${FONT_SANS};color:${p.muted};letter-spacing:.04em;margin-bottom:16px}
    .main p{font:400 12.5px/1.72 ${FONT_SERIF};margin-bottom:8px}
    .main p.h{font:600 12px/1 ${FONT_SANS};letter-spacing:.08em;text-transform:uppercase;color:${p.ink};margin:14px 0 8px}
    .del{text-decoration:line-through;text-decoration-color:${p.accent};text-decoration-thickness:2px}
    .ins{position:relative;color:${p.accentDark};font-style:italic}
    .caret{color:${p.accent};font-weight:700;font-size:17px;line-height:0;font-family:${FONT_SANS};margin:0 1px}
    .ul{border-bottom:2px solid ${p.accent}}
    .ring{border:2px solid ${p.accent};border-radius:50%;padding:0 2px;margin:0 -1px}
    .margin{position:absolute;left:292px;font:italic 600 16px/1 ${FONT_SERIF};color:${p.accentDark}}
    .note{left:520px;top:70px;width:210px;padding:18px 18px 20px;background:#fff1e3;transform:rotate(-3deg);border-radius:3px;font:500 13px/1.45 ${FONT_SANS};color:#5a3a1c}
    .note b{display:block;font:700 11px/1 ${FONT_SANS};letter-spacing:.12em;color:${p.accentDark};margin-bottom:8px}
    .note::before{content:"";position:absolute;left:80px;top:-10px;width:56px;height:20px;background:rgba(231,238,248,.85);transform:rotate(2deg)}
    .check{left:548px;top:286px;width:214px;background:#fff;border-radius:14px;padding:18px 18px 10px;transform:rotate(1.5deg)}
    .check h4{font:700 11px/1 ${FONT_SANS};letter-spacing:.12em;text-transform:uppercase;color:${p.muted};margin-bottom:12px}
    .row{display:flex;align-items:center;gap:10px;font:500 14px/1 ${FONT_SANS};color:${p.ink};padding:8px 0;border-top:1px solid #eef1f5}
    .tick{width:20px;height:20px;border-radius:50%;background:${p.ink};display:grid;place-items:center;flex:none}
    .tick.o{background:${p.accent}}
    .row em{margin-left:auto;font-style:normal;font-size:12px;color:${p.muted}}
  `;
  const tick = `<svg width="12" height="12" viewBox="0 0 12 12"><path d="M2.5 6.2l2.3 2.3 4.7-4.9" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  const backLines = Array.from(
    { length: 24 },
    (_, i) => `<i style="width:${[92, 100, 96, 88, 100, 74][i % 6]}%"></i>`,
  ).join("");
  const body = `<div class="scene">
    <div class="page back shadow" style="padding:50px 36px">${backLines}</div>
    <div class="page main shadow">
      <div class="runhead"><span>Journal of Coastal Ecology</span><span>Vol. 18 · 2023</span></div>
      <h3>Seasonal nutrient flux in estuarine sediments</h3>
      <div class="kind">Original research article · Accepted manuscript</div>
      <p class="h">Abstract</p>
      <p style="position:relative">Estuaries store and release nutrients on timescales that <span class="del">which</span> are poorly resolved by annual sampling. We <span class="caret">‸</span>measured porewater nitrate at monthly intervals across <span class="ring">three</span> tidal flats and relate the flux to temperature, salinity and the <span class="ul">in situ</span> microbial community.<span class="margin" style="top:18px">that</span><span class="margin" style="top:43px">directly</span></p>
      <p style="position:relative">Flux peaked in late summer<span class="del">,</span> and fell by 60&nbsp;per&nbsp;cent after the first autumn storms, suggesting that resuspension, not uptake, controls the seasonal budget.<span class="margin" style="top:22px">¶</span></p>
      <p class="h">1 &nbsp;Introduction</p>
      <p>Coastal sediments are both a sink and a source of reactive nitrogen. Their role in the annual budget of an estuary depends on</p>
    </div>
    <div class="abs note shadow"><b>AQ1 · AUTHOR QUERY</b>Please confirm the sampling dates in Table 2 match the methods section.</div>
    <div class="abs check shadow">
      <h4>Production status</h4>
      <div class="row"><span class="tick">${tick}</span>Copyedited<em>Day 1</em></div>
      <div class="row"><span class="tick">${tick}</span>Typeset &amp; XML<em>Day 1</em></div>
      <div class="row"><span class="tick o">${tick}</span>First proofs<em>&lt; 24 h</em></div>
    </div>
    <svg class="abs" style="left:446px;top:430px;overflow:visible" width="330" height="120" viewBox="0 0 330 120">
      <g transform="rotate(-24 165 60)">
        <rect x="40" y="48" width="230" height="22" rx="11" fill="${p.ink}"/>
        <rect x="200" y="48" width="70" height="22" rx="11" fill="${p.inkMid}"/>
        <rect x="196" y="45" width="8" height="28" rx="3" fill="#c9d3e3"/>
        <path d="M40 48 L6 59 L40 70 Z" fill="#f0d7bd"/>
        <path d="M16 55.8 L6 59 L16 62.2 Z" fill="${p.accent}"/>
      </g>
    </svg>
  </div>`;
  return htmlDocument({ width: SERVICE_W, height: SERVICE_H, css: baseCss + css, body });
}

// --- Digital: accessible e-book on tablet and phone -------------------------------------------

function digitalScene(): string {
  const css = `
    .scene{background:radial-gradient(90% 80% at 70% 30%,#f4f8fd 0%,${p.inkLight} 55%,#d7e2f2 100%)}
    .blob{position:absolute;border-radius:50%}
    .tablet{left:120px;top:92px;width:380px;height:486px;background:${p.inkDark};border-radius:30px;padding:18px}
    .screen{width:100%;height:100%;background:#fffdf9;border-radius:14px;padding:30px 30px 0;overflow:hidden;position:relative}
    .bar{display:flex;justify-content:space-between;font:500 10px/1 ${FONT_SANS};color:${p.muted};margin-bottom:22px}
    .ch{font:600 10.5px/1 ${FONT_SANS};letter-spacing:.2em;color:${p.accentDark};text-transform:uppercase}
    .screen h3{font:600 27px/1.1 ${FONT_SERIF};color:${p.ink};margin:10px 0 16px}
    .screen p{font:400 13.5px/1.7 ${FONT_SERIF};color:#2a3140;margin-bottom:10px}
    .fig{height:110px;border-radius:8px;background:linear-gradient(160deg,#cfe0f3,#9fbde2);position:relative;margin:6px 0 10px;overflow:hidden}
    .alt{position:absolute;left:292px;top:336px;width:250px;background:#fff;border-radius:12px;padding:12px 14px;font:500 12.5px/1.45 ${FONT_SANS};color:${p.text};border-left:4px solid ${p.accent}}
    .alt b{font:700 10.5px/1 ${FONT_SANS};letter-spacing:.12em;color:${p.accentDark};display:block;margin-bottom:6px}
    .progress{position:absolute;left:30px;right:30px;bottom:18px;height:4px;border-radius:2px;background:#e8ecf2}
    .progress i{display:block;width:38%;height:100%;border-radius:2px;background:${p.accent}}
    .phone{left:572px;top:176px;width:170px;height:330px;background:${p.ink};border-radius:26px;padding:10px}
    .phone .screen{padding:20px 14px 0;border-radius:18px}
    .phone h3{font-size:16px;margin:6px 0 8px}
    .phone p{font-size:15px;line-height:1.55}
    .dyn{width:46px;height:6px;border-radius:3px;background:#263a5e;margin:0 auto 12px}
  `;
  const wave = Array.from({ length: 16 }, (_, i) => {
    const h = [8, 14, 22, 12, 18, 26, 16, 10, 20, 24, 12, 16, 8, 18, 12, 6][i] ?? 10;
    return `<rect x="${i * 6}" y="${15 - h / 2}" width="3" height="${h}" rx="1.5" fill="${i < 7 ? p.accent : p.inkSoft}"/>`;
  }).join("");
  const body = `<div class="scene">
    <div class="blob" style="left:-80px;top:360px;width:320px;height:320px;background:rgba(47,90,158,.08)"></div>
    <div class="blob" style="left:600px;top:-90px;width:260px;height:260px;background:rgba(247,103,7,.07)"></div>
    <div class="abs tablet shadow"><div class="screen">
      <div class="bar"><span>The Tidal Atlas</span><span>Page 41 of 212</span></div>
      <div class="ch">Chapter 3</div>
      <h3>Reading the river</h3>
      <p>Every spring the river rewrites its own map. Channels that carried barges a decade ago are now reed beds, and the old harbour wall stands in a meadow.</p>
      <div class="fig"><svg width="100%" height="110" viewBox="0 0 320 110" preserveAspectRatio="none"><path d="M0 70 C60 40 110 95 170 62 S270 30 320 50 V110 H0Z" fill="#7fa3d2"/><path d="M0 88 C70 70 120 104 190 84 S280 70 320 80 V110 H0Z" fill="${p.inkMid}"/><path d="M40 74 C90 56 140 90 200 66" stroke="#fff" stroke-width="3" fill="none" stroke-dasharray="2 7" stroke-linecap="round"/></svg></div>
      <p>The survey of 1898 shows four mouths; today there are two.</p>
      <div class="progress"><i></i></div>
    </div></div>
    <div class="abs phone shadow"><div class="screen">
      <div class="dyn"></div>
      <div class="ch" style="font-size:8.5px">Chapter 3</div>
      <h3>Reading the river</h3>
      <p>Every spring the river rewrites its own map. Channels that carried barges a decade ago are now reed beds, and the old harbour wall stands in a meadow.</p>
    </div></div>
    <div class="abs alt shadow"><b>ALT TEXT</b>Map of the estuary in 1898 with four river mouths; the two northern mouths are now silted up.</div>
    <div class="chip shadow" style="left:40px;top:24px"><span class="ico" style="background:${p.inkLight};font:700 16px/1 ${FONT_SERIF};color:${p.ink}">Aa</span><div>Text size<small>Reflowable EPUB 3</small></div></div>
    <div class="chip shadow" style="left:540px;top:60px"><span class="ico" style="background:${p.accentLight}"><svg width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="none" stroke="${p.accentDark}" stroke-width="2"/><path d="M10 2a8 8 0 0 1 0 16z" fill="${p.accentDark}"/></svg></span><div>WCAG 2.2 AA<small>Contrast checked</small></div></div>
    <div class="chip shadow" style="left:452px;top:514px"><span class="ico" style="background:${p.ink}"><svg width="14" height="14" viewBox="0 0 14 14"><path d="M3 1.5v11l9-5.5z" fill="#fff"/></svg></span><svg width="96" height="30" viewBox="0 0 96 30">${wave}</svg><div style="font-size:13px">Read aloud</div></div>
  </div>`;
  return htmlDocument({ width: SERVICE_W, height: SERVICE_H, css: baseCss + css, body });
}

// --- Technology: structured XML flowing to formats, with AI checks ----------------------------

function technologyScene(): string {
  const css = `
    .scene{background:linear-gradient(150deg,#eef3fa 0%,${p.inkLight} 60%,#d9e3f1 100%)}
    .grid{position:absolute;inset:0;background-image:radial-gradient(rgba(20,40,75,.13) 1.2px,transparent 1.3px);background-size:24px 24px}
    .code{left:44px;top:74px;width:390px;height:452px;background:${p.inkDark};border-radius:16px;overflow:hidden}
    .tb{height:40px;display:flex;align-items:center;gap:8px;padding:0 16px;background:#13254a}
    .tb i{width:10px;height:10px;border-radius:50%;background:#33496f}
    .tb span{margin-left:12px;font:500 12px/1 ${FONT_SANS};color:#9fb3d6}
    pre{font:500 13px/1.75 ui-monospace,'DejaVu Sans Mono',monospace;color:#c8d4ea;padding:16px 0 0;counter-reset:l}
    pre b{font-weight:500}
    .ln{display:block;padding-left:50px;position:relative}
    .ln::before{counter-increment:l;content:counter(l);position:absolute;left:0;width:34px;text-align:right;color:#4b5f84}
    .hl{background:rgba(247,103,7,.14);box-shadow:inset 3px 0 0 ${p.accent}}
    .t{color:#7fb0ff}.a{color:#ffb27a}.s{color:#9fe0b8}.c{color:#6f82a6}
    .node{position:absolute;width:150px;background:#fff;border-radius:14px;padding:14px 16px;display:flex;align-items:center;gap:12px;font:700 16px/1 ${FONT_SANS};color:${p.ink}}
    .node small{display:block;font:500 11.5px/1.2 ${FONT_SANS};color:${p.muted};margin-top:4px}
    .badge{width:38px;height:44px;border-radius:6px;display:grid;place-items:center;font:800 10px/1 ${FONT_SANS};color:#fff;letter-spacing:.04em;flex:none}
    .ai{left:460px;top:240px;width:112px;height:112px;border-radius:28px;background:${p.ink};display:grid;place-items:center}
    .toast{left:300px;top:486px;background:#fff;border-radius:12px;padding:11px 16px 11px 12px;display:flex;gap:10px;align-items:center;font:600 13.5px/1.2 ${FONT_SANS};color:${p.ink}}
    .toast small{display:block;font-weight:500;font-size:11.5px;color:${p.muted}}
  `;
  const lines = [
    `<b class="t">&lt;article</b> <b class="a">article-type</b>=<b class="s">"research-article"</b><b class="t">&gt;</b>`,
    `  <b class="t">&lt;front&gt;</b>`,
    `    <b class="t">&lt;article-meta&gt;</b>`,
    `      <b class="t">&lt;article-id</b> <b class="a">pub-id-type</b>=<b class="s">"doi"</b><b class="t">&gt;</b>`,
    `        10.5555/jce.2023.0142<b class="t">&lt;/article-id&gt;</b>`,
    `      <b class="t">&lt;title-group&gt;</b>`,
    `        <b class="t">&lt;article-title&gt;</b>Seasonal nutrient`,
    `          flux in estuarine sediments`,
    `        <b class="t">&lt;/article-title&gt;</b>`,
    `      <b class="t">&lt;/title-group&gt;</b>`,
    `      <b class="c">&lt;!-- AI check: 2 refs matched --&gt;</b>`,
    `      <b class="t">&lt;ref-list&gt;</b>`,
    `        <b class="t">&lt;ref</b> <b class="a">id</b>=<b class="s">"R1"</b><b class="t">&gt;</b>…<b class="t">&lt;/ref&gt;</b>`,
    `      <b class="t">&lt;/ref-list&gt;</b>`,
    `    <b class="t">&lt;/article-meta&gt;</b>`,
    `  <b class="t">&lt;/front&gt;</b>`,
  ];
  const code = lines.map((l, i) => `<span class="ln${i === 10 ? " hl" : ""}">${l}</span>`).join("");
  // Connectors from the AI block to the three output nodes.
  const flow = `<svg class="abs" style="left:0;top:0" width="800" height="600" viewBox="0 0 800 600">
    <g fill="none" stroke="${p.inkMid}" stroke-width="2.5" stroke-linecap="round">
      <path d="M434 296 H460" stroke-dasharray="1 7"/>
      <path d="M572 296 C600 296 600 150 628 150"/>
      <path d="M572 296 H628"/>
      <path d="M572 296 C600 296 600 442 628 442"/>
    </g>
    <g fill="${p.accent}"><circle cx="603" cy="214" r="5"/><circle cx="612" cy="296" r="5"/><circle cx="600" cy="380" r="5"/></g>
  </svg>`;
  const net = `<svg width="72" height="72" viewBox="0 0 72 72">
    <g stroke="#5f7fb6" stroke-width="1.6">
      <path d="M12 16 36 12M12 16 36 36M12 16 36 60M12 36 36 12M12 36 36 36M12 36 36 60M12 56 36 12M12 56 36 36M12 56 36 60M36 12 60 26M36 36 60 26M36 60 60 26M36 12 60 48M36 36 60 48M36 60 60 48"/>
    </g>
    <g fill="#fff"><circle cx="12" cy="16" r="5"/><circle cx="12" cy="36" r="5"/><circle cx="12" cy="56" r="5"/><circle cx="36" cy="12" r="5"/><circle cx="36" cy="60" r="5"/><circle cx="60" cy="26" r="5"/><circle cx="60" cy="48" r="5"/></g>
    <circle cx="36" cy="36" r="6.5" fill="${p.accent}"/>
  </svg>`;
  const node = (top: number, colour: string, label: string, name: string, sub: string) =>
    `<div class="node shadow" style="left:628px;top:${top - 36}px;width:146px"><span class="badge" style="background:${colour}">${label}</span><div>${name}<small>${sub}</small></div></div>`;
  const body = `<div class="scene"><div class="grid"></div>
    ${flow}
    <div class="abs code shadow"><div class="tb"><i></i><i></i><i></i><span>jce-2023-0142.xml</span></div><pre>${code}</pre></div>
    <div class="abs ai shadow">${net}</div>
    ${node(150, p.accentDark, "PDF", "Print", "Press-ready")}
    ${node(296, p.inkMid, "HTML", "Web", "Responsive")}
    ${node(442, p.ink, "EPUB", "E-book", "Accessible")}
    <div class="abs toast shadow"><span class="badge" style="width:28px;height:28px;border-radius:50%;background:#1f8a5b"><svg width="14" height="14" viewBox="0 0 14 14"><path d="M3 7.2l2.6 2.6L11 4.4" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg></span><div>Schema valid<small>JATS 1.3 · 0 errors</small></div></div>
  </div>`;
  return htmlDocument({ width: SERVICE_W, height: SERVICE_H, css: baseCss + css, body });
}

/** The three service-card scenes by key. */
export const serviceScenes = {
  content: contentScene,
  digital: digitalScene,
  technology: technologyScene,
} as const;

export type ServiceKey = keyof typeof serviceScenes;
