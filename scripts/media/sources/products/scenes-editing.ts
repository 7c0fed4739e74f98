/**
 * The editing platforms at work: VEDAS (a copyedited manuscript beside its automated checks),
 * EditLaTeX (queries, LaTeX source and PDF proof) and Xpert Proof (a proof page with the
 * author's corrections marked in place).
 */
import { BookCheck, FileCode, Sigma, SpellCheck, WandSparkles } from "lucide-react";
import {
  appWindow,
  avatar,
  chip,
  crumbs,
  esc,
  FONT_SANS,
  HEADER,
  icon,
  lucide,
  MOBILE,
  p,
  place,
  productScene,
  topbarEnd,
} from "./kit.ts";

export interface ProductScenes {
  header: () => string;
  mobile: () => string;
}

// --- VEDAS ------------------------------------------------------------------------------------

const vedasCss = `
  .tools{height:54px;flex:none;display:flex;align-items:center;gap:10px;padding:0 16px;border-bottom:1px solid var(--line);background:#fff}
  .tools .t{font:600 15px/1.2 'Source Serif 4',serif;color:var(--ink)}
  .tools .m{font-size:11.5px;color:var(--muted);margin-top:2px}
  .split{flex:1;display:grid;grid-template-columns:1fr 236px;min-height:0;background:var(--paper)}
  .doc{padding:18px 0 0 18px;overflow:hidden}
  .doc .sheet{height:100%;padding:22px 26px;border-radius:4px 4px 0 0;font-size:13px;line-height:1.72}
  .doc h3{font:600 16px/1.3 'Source Serif 4',serif;color:var(--ink);margin-bottom:8px}
  .doc p{margin-bottom:10px}
  .side{padding:16px 14px;display:flex;flex-direction:column;gap:9px;overflow:hidden}
  .check{display:flex;align-items:center;gap:9px;background:#fff;border:1px solid var(--line);border-radius:10px;padding:9px 10px}
  .check b{display:block;font-size:12px;font-weight:600;color:var(--text)}
  .check small{display:block;font-size:11px;color:var(--muted);margin-top:1px}
  .check .n{margin-left:auto;font:600 12px/1 ${FONT_SANS};color:var(--ink-600);white-space:nowrap}
  .check .n.w{color:var(--accent-700)}
  .qcard{padding:14px 16px}
  .qcard p{font-size:12.5px;line-height:1.5;color:var(--text);margin:8px 0 10px}
`;

function vedasCheck(glyphIcon: typeof WandSparkles, title: string, sub: string, count: string, warn = false): string {
  return `<div class="check">${lucide(glyphIcon, warn ? p.accentDark : p.inkMid, 17)}<div class="grow"><b>${esc(title)}</b><small>${esc(sub)}</small></div><span class="n${warn ? " w" : ""}">${esc(count)}</span></div>`;
}

const vedasParagraphs = `
  <h3>3&ensp;Results</h3>
  <p>Recharge was <span class="del">analysed</span><span class="ins">analyzed</span> for 12 catchments between 2010 and 2022 <span class="ins">(Table 2)</span>. Mean annual recharge was 42&thinsp;mm, <span class="del">which is </span>lower than <span class="del">the</span> previous estimates<sup>14,15</sup>.</p>
  <p>Recharge fell by <span class="del">twenty-three percent</span><span class="ins">23%</span> in the driest year, while <span class="mark">evapotranspiration remained stable</span> <span class="pin">AQ3</span> across all sites.</p>
  <p>The regression of recharge on rainfall intensity <span class="del">were</span><span class="ins">was</span> significant (<i>r</i><sup>2</sup>&thinsp;=&thinsp;0.81, <i>P</i>&thinsp;&lt;&thinsp;.001).</p>
  <h3>4&ensp;Discussion</h3>
  <p>Our estimates are <span class="del">in line</span><span class="ins">consistent</span> with chloride mass-balance studies in comparable <span class="del">catchments</span><span class="ins">basins</span><sup>21</sup>, and suggest that recharge depends more on the intensity of rainfall than on its annual total.</p>`;

const vedas: ProductScenes = {
  header: () =>
    productScene(
      HEADER,
      "paper",
      `${appWindow(
        { x: 26, y: 28, w: 690, h: 544 },
        "VEDAS",
        `${crumbs(["Journal of Clinical Hydrology", "JCH-2025-0342"])}${topbarEnd("SR")}`,
        `<div class="tools"><div class="grow"><div class="t ellip">Groundwater recharge in semi-arid catchments</div><div class="m">Copyedit · AMA 11th edition · US spelling</div></div>${chip("214 changes", "blue")}<span class="btn btn-primary">${icon("send", 14)}Send to author</span></div>
        <div class="split"><div class="doc"><div class="sheet">${vedasParagraphs}</div></div>
        <div class="side"><div class="label">Automated checks</div>
          ${vedasCheck(WandSparkles, "House style", "AMA 11th, journal word list", "186 fixes")}
          ${vedasCheck(SpellCheck, "Spelling variants", "US spelling applied", "28")}
          ${vedasCheck(BookCheck, "References", "DOIs confirmed on Crossref", "44 / 46")}
          ${vedasCheck(BookCheck, "Citations", "Ref. 31 is never cited", "1 query", true)}
          ${vedasCheck(Sigma, "Equations", "MathML valid", "7")}
          ${vedasCheck(FileCode, "JATS 1.3 XML", "DTD and Schematron", "Valid")}
        </div></div>`,
      )}
      <div class="float qcard" style="${place({ x: 150, y: 424, w: 310 })}">
        <div class="row">${chip("AQ3", "orange")}<span style="font-size:12px;font-weight:600">Author query</span><span class="grow"></span>${avatar("SR", 1, "xs")}</div>
        <p>Please confirm that evapotranspiration was measured, not modelled, at all 12 sites.</p>
        <div class="row"><span class="btn sm btn-ink">Raise query</span><span class="btn sm">Edit</span></div>
      </div>`,
      vedasCss,
    ),
  mobile: () =>
    productScene(
      MOBILE,
      "paper",
      `<div class="abs sheet" style="${place({ x: 24, y: 22, w: 352, h: 240 })};border-radius:6px;padding:20px 22px;font-size:15px;line-height:1.75">
        <div class="label" style="margin-bottom:10px">Copyedit · tracked changes</div>
        Recharge fell by <span class="del">twenty-three percent</span> <span class="ins">23%</span> in the driest year, while <span class="mark">evapotranspiration remained stable</span> <span class="pin">AQ3</span>. The regression <span class="del">were</span> <span class="ins">was</span> significant.
      </div>
      <div class="float" style="${place({ x: 44, y: 222, w: 332 })};padding:14px 14px 8px">
        <div class="row" style="margin-bottom:8px"><span class="label">VEDAS checks</span><span class="grow"></span>${chip("Ready for XML", "ok")}</div>
        ${vedasCheck(WandSparkles, "House style", "AMA 11th edition", "186 fixes")}
        <div style="height:7px"></div>
        ${vedasCheck(BookCheck, "References", "Crossref DOIs", "44 / 46")}
        <div style="height:7px"></div>
        ${vedasCheck(FileCode, "JATS 1.3 XML", "Validated", "Valid")}
        <div style="height:6px"></div>
      </div>`,
      vedasCss,
    ),
};

// --- EditLaTeX --------------------------------------------------------------------------------

const latexCss = `
  .panes{flex:1;display:grid;grid-template-columns:196px 1fr 1fr;min-height:0}
  .pq{background:#fbfaf7;border-right:1px solid var(--line);padding:12px;display:flex;flex-direction:column;gap:8px;overflow:hidden}
  .q{background:#fff;border:1px solid var(--line);border-radius:9px;padding:9px 10px}
  .q.on{border-color:var(--accent);box-shadow:0 0 0 3px rgba(247,103,7,.14)}
  .q .top{display:flex;align-items:center;gap:6px;font-size:10.5px;font-weight:600;color:var(--muted)}
  .q .id{background:var(--ink-600);color:#fff;border-radius:4px;padding:2px 5px;font-size:10px}
  .q.on .id{background:var(--accent)}
  .q p{font-size:11.5px;line-height:1.45;margin-top:6px;color:var(--text)}
  .q .ok{margin-left:auto;color:var(--ok)}
  .sheet .btn{font-family:${FONT_SANS}}
  .q .open{margin-left:auto;color:var(--accent-700)}
  .src{background:#fff;border-right:1px solid var(--line);overflow:hidden}
  .ft{height:34px;display:flex;align-items:center;gap:14px;padding:0 12px;border-bottom:1px solid var(--line);font-size:11.5px;color:var(--muted)}
  .ft .on{color:var(--ink);font-weight:600;border-bottom:2px solid var(--accent);padding:9px 0 8px}
  .code{font:12px/1.85 'DejaVu Sans Mono','Liberation Mono',monospace;color:#263146;padding:8px 0}
  .ln{display:flex;white-space:pre}
  .ln i{font-style:normal;width:30px;text-align:right;padding-right:10px;color:#a3abb9;flex:none}
  .ln.hl{background:#fff3e8;box-shadow:inset 3px 0 0 var(--accent)}
  .cmd{color:#2f5a9e}.arg{color:#c24e00}.math{color:#1d7a57}
  .pdf{background:#e9e6df;padding:14px;overflow:hidden}
  .pdf .sheet{height:100%;padding:18px 18px;font-size:11px;line-height:1.6;border-radius:2px;position:relative}
  .pdf h4{font:600 12.5px/1.3 'Source Serif 4',serif;margin:4px 0 6px}
  .rh{display:flex;justify-content:space-between;font-size:8.5px;color:#667;border-bottom:1px solid #ddd;padding-bottom:5px;margin-bottom:8px}
  .eq{text-align:center;font-style:italic;margin:8px 0;font-size:12px}
`;

const latexLines: [number, string, boolean?][] = [
  [41, '<span class="cmd">\\section</span><span class="arg">{Introduction}</span>'],
  [42, "Finite-volume schemes are the method of"],
  [43, "choice for the shallow-water equations"],
  [44, 'on unstructured meshes~<span class="cmd">\\cite</span><span class="arg">{leveque2002}</span>.'],
  [45, "We extend work on polygonal cells", true],
  [46, '  ~<span class="cmd">\\cite</span><span class="arg">{okafor2021}</span>. Our tests show that'],
  [47, 'the bound is sharp for <span class="math">$\\mathrm{CFL}\\le 0.9$</span>:'],
  [48, ""],
  [49, '<span class="cmd">\\begin</span><span class="arg">{equation}</span>'],
  [50, '  <span class="math">\\Delta t \\le \\frac{C h_K}{|u_K|+\\sqrt{gH_K}}</span>'],
  [51, '<span class="cmd">\\end</span><span class="arg">{equation}</span>'],
  [52, ""],
  [53, '<span class="cmd">\\subsection</span><span class="arg">{Contributions}</span>'],
  [54, '<span class="cmd">\\begin</span><span class="arg">{itemize}</span>'],
  [55, '  <span class="cmd">\\item</span> a hydrostatic reconstruction'],
  [56, "    for curved edges;"],
  [57, '  <span class="cmd">\\item</span> a sharp CFL bound, Eq.~(1);'],
  [58, '<span class="cmd">\\end</span><span class="arg">{itemize}</span>'],
];

function latexCode(lines: [number, string, boolean?][]): string {
  return lines.map(([n, html, hl]) => `<div class="ln${hl ? " hl" : ""}"><i>${n}</i>${html}</div>`).join("");
}

const latexPdf = `<div class="sheet"><div class="rh"><span>L. Marchetti et al.</span><span><i>Annals of Applied Numerics</i> 14 (2025)</span></div>
  <h4>1&ensp;Introduction</h4>
  <p>Finite-volume schemes are the method of choice for the shallow-water equations on unstructured meshes [12]. We extend work on polygonal cells <span class="mark">[14]</span>. Our tests show that the bound is sharp for CFL&thinsp;≤&thinsp;0.9:</p>
  <div class="eq">Δt ≤ C h<sub>K</sub> / (|u<sub>K</sub>| + √(g H<sub>K</sub>))&emsp;(1)</div>
  <h4>1.1&ensp;Contributions</h4>
  <p>• a hydrostatic reconstruction for curved edges;<br>• a sharp CFL bound, Eq. (1), on the meshes of Section 5.</p>
  <p style="color:#555">Section 2 recalls the equations and the discrete setting; Section 3 derives the reconstruction.</p>
  <span class="pin" style="position:absolute;right:8px;top:104px">AQ2</span></div>`;

const editlatex: ProductScenes = {
  header: () =>
    productScene(
      HEADER,
      "ink",
      `${appWindow(
        { x: 22, y: 26, w: 836, h: 500 },
        "EditLaTeX",
        `${crumbs(["Annals of Applied Numerics", "AAN-2025-0417", "Proof 1"])}${topbarEnd("LM", `<span class="avatar sm av-2">AO</span><span class="avatar sm av-3">RI</span>`)}`,
        `<div class="panes">
          <div class="pq"><div class="row"><span class="label">Queries</span><span class="grow"></span>${chip("1 open", "orange")}</div>
            <div class="q"><div class="top"><span class="id">AQ1</span>Author query<span class="ok">${icon("check", 12, 3)}</span></div><p>Please confirm the corresponding author's e-mail address.</p></div>
            <div class="q on"><div class="top"><span class="id">AQ2</span>Author query<span class="open">Open</span></div><p>Reference 14 is not cited in the text. Please cite or delete it.</p></div>
            <div class="q"><div class="top"><span class="id">CE1</span>Correction<span class="ok">${icon("check", 12, 3)}</span></div><p>p. 3: <span class="del">tests shows</span> → <span class="ins">tests show</span></p></div>
          </div>
          <div class="src"><div class="ft"><span class="on">main.tex</span><span>refs.bib</span><span>figures/</span></div><div class="code">${latexCode(latexLines)}</div></div>
          <div class="pdf">${latexPdf}</div>
        </div>`,
      )}
      <div class="float" style="${place({ x: 520, y: 470, w: 330 })};padding:12px 14px;display:flex;align-items:center;gap:12px">
        <span class="tick ok" style="width:34px;height:34px">${icon("check", 18, 3)}</span>
        <div class="grow"><div style="font-weight:600;font-size:13px">Compiled in 2.4 s</div><div style="font-size:11.5px;color:var(--muted)">12 pages · no errors or overfull boxes</div></div>
        <span class="btn sm btn-primary">Approve</span>
      </div>`,
      latexCss,
    ),
  mobile: () =>
    productScene(
      MOBILE,
      "ink",
      `<div class="window" style="${place({ x: 22, y: 24, w: 356, h: 250 })}">
        <div class="ft" style="background:#fff"><span class="on">main.tex</span><span>refs.bib</span><span class="grow"></span>${chip("Saved", "ok")}</div>
        <div class="code" style="font-size:13px">${latexCode(latexLines.slice(2, 9))}</div>
      </div>
      <div class="abs sheet" style="${place({ x: 126, y: 196, w: 252, h: 264 })};padding:16px 16px;font-size:12.5px;line-height:1.6;border-radius:3px">
        <div class="rh"><span>Marchetti et al.</span><span>Proof 1 · p. 3</span></div>
        We extend work on polygonal cells <span class="mark">[14]</span>. Our tests show that the bound is sharp for CFL ≤ 0.9:
        <div class="eq">Δt ≤ C h<sub>K</sub> / (|u<sub>K</sub>| + √(g H<sub>K</sub>))</div>
        <span class="btn sm btn-primary" style="margin-top:6px">${icon("check", 12, 3)}Approve proof</span>
      </div>
      <div class="float" style="${place({ x: 18, y: 372, w: 176 })};padding:11px 12px">
        <div class="row"><span class="pin">AQ2</span><span style="font-size:11px;font-weight:600;color:var(--ok)">Resolved</span></div>
        <div style="font-size:11.5px;line-height:1.45;margin-top:6px">Reference 14 now cited in line 46.</div>
      </div>`,
      latexCss,
    ),
};

// --- Xpert Proof ------------------------------------------------------------------------------

const proofCss = `
  .body{flex:1;display:grid;grid-template-columns:1fr 250px;min-height:0;background:#e9e6df}
  .canvas{padding:18px 0 0 26px;overflow:hidden;position:relative}
  .page{height:100%;padding:24px 30px;font-size:12.5px;line-height:1.7;border-radius:2px 2px 0 0;position:relative}
  .page h3{font:600 17px/1.25 'Source Serif 4',serif;color:var(--ink);margin-bottom:4px}
  .page .au{font:500 11px/1.4 ${FONT_SANS};color:var(--muted);margin-bottom:12px}
  .page p{margin-bottom:9px;text-align:justify;hyphens:auto}
  .caret{display:inline-block;width:2px;height:15px;background:var(--accent);vertical-align:-2px;margin:0 1px}
  .bubble{position:absolute;background:#14284b;color:#fff;border-radius:8px;padding:6px 9px;font:500 11px/1.3 ${FONT_SANS};white-space:nowrap}
  .list{background:#fff;border-left:1px solid var(--line);padding:14px 12px;display:flex;flex-direction:column;gap:8px;overflow:hidden}
  .c{border:1px solid var(--line);border-radius:9px;padding:9px 10px}
  .c .top{display:flex;align-items:center;gap:6px;font-size:10.5px;font-weight:600;color:var(--muted)}
  .c p{font-size:11.5px;line-height:1.45;margin-top:5px}
  .kind{border-radius:4px;padding:2px 5px;font-size:10px;color:#fff}
  .k-ins{background:var(--ok)}.k-del{background:var(--accent)}.k-com{background:var(--ink-600)}
`;

function correction(kind: "ins" | "del" | "com", label: string, text: string, meta: string): string {
  return `<div class="c"><div class="top"><span class="kind k-${kind}">${esc(label)}</span>${esc(meta)}</div><p>${text}</p></div>`;
}

const proofPage = `<h3>Heat-health warning systems in South Asia</h3>
  <div class="au">Priya Venkatesan, Daniel Osei, Maren Holt · Review article</div>
  <p>Heatwaves in South Asia have become longer and more frequent since 2000, and their effect on mortality is now well documented<sup>3</sup>. <span class="del">In recent years, a number of</span> <span class="ins">Several</span> cities have introduced heat-health warning systems that combine forecasts with local thresholds.</p>
  <p>Ahmedabad's plan, launched in 2013, remains the best evaluated<span class="caret"></span><span class="ins">: all-cause mortality fell by an estimated 25%</span>. Its elements are an early warning, inter-agency coordination and public awareness<sup>7</sup>.</p>
  <p>Evaluations elsewhere are scarce. We reviewed 41 plans published between 2013 and 2024 and assessed their thresholds, lead times and <span class="mark">reach among outdoor workers</span>.</p>
  <h3 style="font-size:14px;margin:14px 0 6px">2&ensp;Methods</h3>
  <p>We searched four databases and the grey literature for plans <span class="del">which</span><span class="ins">that</span> set a temperature threshold and a public response, and extracted each plan's trigger, lead time and target groups.</p>`;

const xpertproof: ProductScenes = {
  header: () =>
    productScene(
      HEADER,
      "paper",
      `${appWindow(
        { x: 26, y: 28, w: 828, h: 544 },
        "Xpert Proof",
        `${crumbs(["JHS-2025-0219", "Proof 1"])}<div class="spacer"></div>${chip("Online mode", "blue")}${topbarEnd("PV")}`,
        `<div class="body"><div class="canvas"><div class="page sheet">${proofPage}
          <span class="bubble" style="left:196px;top:196px">Insert · P. Venkatesan</span></div></div>
          <div class="list"><div class="row"><span class="label">Corrections</span><span class="grow"></span>${chip("4", "blue")}</div>
            ${correction("del", "Replace", '<span class="del">In recent years, a number of</span> → <span class="ins">Several</span>', "p. 1 · para 1")}
            ${correction("ins", "Insert", '<span class="ins">: all-cause mortality fell by an estimated 25%</span>', "p. 1 · para 2")}
            ${correction("com", "Comment", "Please add the 2024 update of the Ahmedabad plan to ref. 7.", "p. 1 · para 2")}
            ${correction("com", "Query AQ1", "Outdoor workers: confirmed as defined in Section 2.", "answered")}
            <div class="row" style="margin-top:auto"><span class="btn sm grow">Save draft</span><span class="btn sm btn-primary">${icon("send", 12)}Submit</span></div>
          </div></div>`,
      )}`,
      proofCss,
    ),
  mobile: () =>
    productScene(
      MOBILE,
      "paper",
      `<div class="abs page sheet" style="${place({ x: 22, y: 24, w: 356, h: 250 })};font-size:14px;line-height:1.75;padding:20px 22px">
        <div class="label" style="margin-bottom:8px">Proof 1 · page 1</div>
        <span class="del">In recent years, a number of</span> <span class="ins">Several</span> cities have introduced heat-health warning systems. Ahmedabad's plan remains the best evaluated<span class="caret"></span><span class="ins">: mortality fell by an estimated 25%</span>.
      </div>
      <div class="float" style="${place({ x: 36, y: 250, w: 340 })};padding:14px 14px">
        <div class="row" style="margin-bottom:10px"><span class="label">Written to the XML</span><span class="grow"></span>${chip("Same day", "ok")}</div>
        <div class="code" style="font:11.5px/1.7 'DejaVu Sans Mono',monospace;background:#0c1a33;color:#c9d7ee;border-radius:8px;padding:10px 12px;white-space:pre">&lt;p&gt;<span style="color:#ffb27a">&lt;del&gt;</span>In recent years, a…<span style="color:#ffb27a">&lt;/del&gt;</span>
<span style="color:#a8e0b5">&lt;ins&gt;</span>Several<span style="color:#a8e0b5">&lt;/ins&gt;</span> cities have…</div>
      </div>`,
      proofCss,
    ),
};

export const editingScenes = { vedas, editlatex, xpertproof } as const;
