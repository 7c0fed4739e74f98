/**
 * Typeset journal pages: article openers, results pages with figures, mathematics, tables,
 * a cover, an issue contents page, a conference paper, a case report, abstracts and a
 * magazine feature. Journals and authors are fictional.
 */
import { backdrops, eq, F, paras, printedPage, type SampleScene, tex } from "./kit.ts";

/** Running head line: left and right parts, with a rule below in the accent colour. */
function rh(left: string, right: string, colour = "#999", font = ""): string {
  return `<div class="rh" style="border-bottom:.6px solid ${colour};${font ? `font-family:${font}` : ""}"><span>${left}</span><span>${right}</span></div>`;
}

/** Foot line: DOI at the left, folio at the right. */
function foot(left: string, folio: string | number, style = ""): string {
  return `<div style="display:flex;justify-content:space-between;font-size:.76em;margin-top:8px;padding-top:4px;border-top:.5px solid #bbb;${style}"><span>${left}</span><b>${folio}</b></div>`;
}

/** A small line chart as SVG: series of points on a 0..1 box. */
function lineChart(
  w: number,
  h: number,
  series: { pts: number[]; colour: string; dash?: string }[],
  labels: { x: string; y: string; ticks: string[] },
): string {
  const pad = { l: 26, r: 6, t: 6, b: 20 };
  const iw = w - pad.l - pad.r;
  const ih = h - pad.t - pad.b;
  const lines = series
    .map((s) => {
      const d = s.pts
        .map(
          (v, i) =>
            `${i ? "L" : "M"}${(pad.l + (i / (s.pts.length - 1)) * iw).toFixed(1)} ${(pad.t + (1 - v) * ih).toFixed(1)}`,
        )
        .join("");
      const dots = s.pts
        .map(
          (v, i) =>
            `<circle cx="${(pad.l + (i / (s.pts.length - 1)) * iw).toFixed(1)}" cy="${(pad.t + (1 - v) * ih).toFixed(1)}" r="1.6" fill="${s.colour}"/>`,
        )
        .join("");
      return `<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="1.2"${s.dash ? ` stroke-dasharray="${s.dash}"` : ""}/>${dots}`;
    })
    .join("");
  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (v) =>
        `<line x1="${pad.l}" x2="${w - pad.r}" y1="${pad.t + (1 - v) * ih}" y2="${pad.t + (1 - v) * ih}" stroke="#e3e3e3" stroke-width=".5"/>`,
    )
    .join("");
  const ticks = labels.ticks
    .map(
      (t, i) =>
        `<text x="${pad.l + (i / (labels.ticks.length - 1)) * iw}" y="${h - 9}" font-size="5.5" text-anchor="middle">${t}</text>`,
    )
    .join("");
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="font-family:${F.helvetica};display:block">${grid}
    <line x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${pad.t + ih}" stroke="#333" stroke-width=".6"/><line x1="${pad.l}" y1="${pad.t + ih}" x2="${w - pad.r}" y2="${pad.t + ih}" stroke="#333" stroke-width=".6"/>
    ${lines}${ticks}<text x="${pad.l + iw / 2}" y="${h - 1}" font-size="5.8" text-anchor="middle">${labels.x}</text>
    <text transform="translate(7 ${pad.t + ih / 2}) rotate(-90)" font-size="5.8" text-anchor="middle">${labels.y}</text></svg>`;
}

/** Bars as SVG with category labels. */
function barChart(w: number, h: number, values: number[], cats: string[], colours: string[], yLabel: string): string {
  const pad = { l: 26, r: 4, t: 6, b: 20 };
  const iw = w - pad.l - pad.r;
  const ih = h - pad.t - pad.b;
  const bw = iw / values.length;
  const bars = values
    .map(
      (
        v,
        i,
      ) => `<rect x="${(pad.l + i * bw + bw * 0.18).toFixed(1)}" y="${(pad.t + (1 - v) * ih).toFixed(1)}" width="${(bw * 0.64).toFixed(1)}" height="${(v * ih).toFixed(1)}" fill="${colours[i % colours.length]}"/>
      <line x1="${pad.l + i * bw + bw / 2}" x2="${pad.l + i * bw + bw / 2}" y1="${pad.t + (1 - v) * ih - 5}" y2="${pad.t + (1 - v) * ih}" stroke="#333" stroke-width=".6"/>
      <text x="${pad.l + i * bw + bw / 2}" y="${h - 9}" font-size="5.5" text-anchor="middle">${cats[i]}</text>`,
    )
    .join("");
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="font-family:${F.helvetica};display:block">
    <line x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${pad.t + ih}" stroke="#333" stroke-width=".6"/><line x1="${pad.l}" y1="${pad.t + ih}" x2="${w - pad.r}" y2="${pad.t + ih}" stroke="#333" stroke-width=".6"/>
    ${bars}<text transform="translate(7 ${pad.t + ih / 2}) rotate(-90)" font-size="5.8" text-anchor="middle">${yLabel}</text></svg>`;
}

// 01 — Two-column article opener, Journal of Coastal Ecology.
const s01: SampleScene = {
  key: "composition-01",
  css: `.jce{color:#0d5c63}.jce-ab{background:#e8f3f2;border-left:3px solid #0d7c85;padding:8px 10px;margin:6px 0 10px;font-size:.95em}
  .jce .h{color:#0d5c63;font-family:${F.sans};font-size:.95em;letter-spacing:.02em}`,
  body: printedPage(
    `${rh("<i>Journal of Coastal Ecology</i> 41 (2023) 1187–1204", '<span style="color:#0d7c85">RESEARCH ARTICLE</span>', "#0d7c85")}
    <div class="jce">
      <div style="font:700 19px/1.18 ${F.sans};color:#0d3c42;margin:6px 0 8px;letter-spacing:-.01em">Seagrass recovery after mooring removal: a ten-year record from three sheltered bays</div>
      <div style="font-size:1.05em;color:#222;margin-bottom:5px">Maren Solheim<sup>1</sup>, Tomás Ribeiro<sup>2</sup>, Aisha Karim<sup>1</sup> and Jonah Whitcombe<sup>3,*</sup></div>
      <div style="font-size:.82em;color:#555;line-height:1.35"><sup>1</sup>Marine Station, University of Halden, Norway · <sup>2</sup>Centre for Estuarine Studies, Aveiro, Portugal · <sup>3</sup>School of Ocean Sciences, Tarrow University, UK<br>*Correspondence: j.whitcombe@tarrow.example · Received 14 March 2023; accepted 2 August 2023</div>
      <div class="jce-ab" style="color:#1d1d1f"><b style="font-family:${F.sans};color:#0d5c63;font-size:.9em;letter-spacing:.08em">ABSTRACT</b><br>
      Swing moorings scour the seabed in circles and leave bare patches in seagrass meadows that can persist for decades. We followed the recovery of <i>Zostera marina</i> at 46 former mooring sites in three sheltered bays for ten years after the moorings were replaced with low-impact designs. Shoot density in the scars rose from 12 to 231 shoots m<sup>−2</sup>, reaching 78% of the surrounding meadow by year ten, while canopy height recovered within four years. Recovery was fastest where scars were small, sediment was fine and light at the bed exceeded 18% of surface irradiance. Our results show that replacing moorings is an effective, low-cost restoration measure, but that full recovery takes longer than most monitoring programmes last.
      <br><b style="font-family:${F.sans};color:#0d5c63;font-size:.9em">Keywords:</b> <i>Zostera marina</i>; restoration; mooring scars; long-term monitoring; light limitation</div>
    </div>
    <div class="flow jce"><div class="c2" style="color:#1d1d1f">
      <div class="h">1 | INTRODUCTION</div>
      ${paras([
        "Seagrass meadows are among the most productive coastal habitats, stabilising sediments, storing carbon and sheltering juvenile fish. They are also among the most threatened: global losses since the late nineteenth century are estimated at close to a third of their known extent, and local losses continue where coastal use is intense.",
        "Recreational boating contributes to these losses in a way that is easy to see from the air. A conventional swing mooring consists of a heavy block joined to a buoy by a length of chain. As the boat swings with wind and tide, the chain drags across the bed and removes the plants within its radius, leaving a circular scar typically 5 to 20 m across. In busy harbours, scars can merge into bare areas of several hectares.",
        "Low-impact moorings use elastic rodes or floats to keep the chain off the bed. Several bays in northern Europe have replaced conventional moorings in the past two decades, but the few published studies of recovery span only two to three years, too short to judge whether scars close completely. Here we report ten years of annual surveys at 46 former mooring sites and ask three questions: how quickly do shoot density and canopy height recover, which site conditions predict the rate of recovery, and how long does a scar remain distinguishable from the surrounding meadow?",
        "We expected recovery to be limited by the supply of new shoots from the scar edge, so that small scars close first, and by light, so that scars in deeper or more turbid water lag behind.",
      ])}
      <div class="h">2 | MATERIALS AND METHODS</div>
      <div class="h" style="font-weight:600;font-style:italic;font-family:inherit;color:#222;margin-top:.3em">2.1 | Study sites</div>
      ${paras([
        "The three bays lie on the sheltered east coast of the Halden archipelago and share a similar tidal range of 0.4 to 0.6 m. Moorings were replaced in the winter of 2012–2013 under a municipal programme. Water depth at the former mooring sites ranged from 2.1 to 6.8 m at mean low water.",
      ])}
    </div></div>
    ${foot("https://doi.org/10.5555/jce.2023.0417", "1187")}`,
    { backdrop: backdrops.sage, font: F.serif, size: 9.3 },
  ),
};

// 02 — Results page with a three-panel figure.
const fig02 = `<div style="display:flex;gap:6px;justify-content:space-between">
  <div><div style="font:700 7px ${F.helvetica}">(a)</div>${lineChart(
    150,
    100,
    [
      { pts: [0.05, 0.12, 0.22, 0.34, 0.45, 0.55, 0.63, 0.7, 0.74, 0.78], colour: "#0d7c85" },
      { pts: [0.92, 0.9, 0.93, 0.91, 0.94, 0.92, 0.95, 0.93, 0.94, 0.96], colour: "#9aa4ad", dash: "2 1.5" },
    ],
    { x: "Years after removal", y: "Shoots m⁻² (×100)", ticks: ["1", "4", "7", "10"] },
  )}</div>
  <div><div style="font:700 7px ${F.helvetica}">(b)</div>${barChart(150, 100, [0.86, 0.64, 0.41, 0.22], ["<50", "50–150", "150–300", ">300"], ["#0d7c85", "#3c9aa2", "#78bcc1", "#b5dadd"], "Recovery at yr 10")}</div>
  <div><div style="font:700 7px ${F.helvetica}">(c)</div>${lineChart(
    150,
    100,
    [
      { pts: [0.15, 0.45, 0.7, 0.85, 0.9, 0.92, 0.93, 0.94, 0.93, 0.95], colour: "#c06a1a" },
      { pts: [0.1, 0.25, 0.4, 0.52, 0.6, 0.68, 0.72, 0.75, 0.77, 0.78], colour: "#0d7c85" },
    ],
    { x: "Years after removal", y: "Relative to meadow", ticks: ["1", "4", "7", "10"] },
  )}</div>
</div>`;

const s02: SampleScene = {
  key: "composition-02",
  css: `.j2 .h{color:#0d5c63;font-family:${F.sans};font-size:.95em}`,
  body: printedPage(
    `${rh("1192", "<i>SOLHEIM ET AL.</i>", "#0d7c85")}
    <div class="fig" style="margin-bottom:10px">${fig02}
      <div class="cap"><b style="color:#0d5c63">FIGURE 3</b> Recovery of <i>Zostera marina</i> in former mooring scars. (a) Mean shoot density in scars (solid) and in the adjacent meadow (dashed), <i>n</i> = 46. (b) Recovery at year ten as a proportion of the meadow, by scar area in m². (c) Canopy height (orange) and shoot density (teal) relative to the meadow. Error bars show 95% confidence intervals.</div></div>
    <div class="flow j2"><div class="c2">
      ${paras([
        "Scars closed from the edge inwards. In the first two years new shoots appeared almost only within 1 m of the meadow edge, and the bare centre of larger scars changed little. From the third year onwards, isolated patches also established in the centre, most likely from seeds, and expanded by 0.3 to 0.6 m per year.",
        "Shoot density increased nearly linearly over the first seven years and slowed thereafter (Figure 3a). At year ten the mean density in scars was 231 ± 18 shoots m<sup>−2</sup>, compared with 296 ± 11 shoots m<sup>−2</sup> in the adjacent meadow. Canopy height recovered much faster, reaching 90% of meadow values within four years (Figure 3c), so that scars were hard to recognise from the surface long before they had recovered in density.",
      ])}
      <div class="h">3.2 | Predictors of recovery</div>
      ${paras([
        "Scar area was the strongest single predictor of recovery at year ten (Figure 3b; Table 2). Scars smaller than 50 m² had recovered to 86% of meadow density, whereas scars larger than 300 m² had reached only 22%. Light at the bed explained a further 19% of the variance: no scar where bed irradiance remained below 12% of surface light exceeded half of meadow density.",
        "Sediment grain size had a weaker effect. Recovery was slightly faster in fine sand than in coarse sand with shell fragments, which may reflect better anchoring of seedlings. Neither boat size nor the number of years a mooring had been in use before removal added explanatory power once scar area was included.",
        "Taken together, the models suggest that a manager can predict recovery reasonably well from two measurements that are cheap to obtain: the diameter of the scar from aerial images and light at the bed from a single summer deployment of loggers.",
      ])}
      <div class="h">4 | DISCUSSION</div>
      ${paras([
        "Our record is, to our knowledge, the longest published for seagrass recovery after mooring removal. It confirms that removal works, but it also shows why short studies have reached mixed conclusions: after three years most scars looked healthy from the surface, yet shoot density was still below half of meadow values.",
      ])}
    </div></div>
    ${foot("<i>J. Coast. Ecol.</i> 2023;41:1187–1204", "wileyonline.example/journal/jce", "")}`,
    { backdrop: backdrops.sky, font: F.serif, size: 9.3 },
  ),
};

// 03 — One-column humanities article with footnotes.
const s03: SampleScene = {
  key: "composition-03",
  body: printedPage(
    `<div class="rh sc" style="border:0;justify-content:center;color:#6b1e1e;font-size:.82em;letter-spacing:.14em">Whitlock Historical Review</div>
    <div style="text-align:center;margin:18px 0 6px;font-size:17px;line-height:1.25;font-weight:500">The Harbourmaster’s Books: Reading Hanseatic Port Records as Social History</div>
    <div style="text-align:center;font-style:italic;margin-bottom:4px">Elisabeth Varga</div>
    <div style="text-align:center;font-size:.84em;color:#555;margin-bottom:16px">University of Frankfurt</div>
    <div class="flow" style="font-size:9.2px;line-height:1.42">
      ${paras([
        "Historians have long used the toll registers of the Hanseatic ports as a source for the volume of trade.<sup>1</sup> Counted and totalled, the entries describe a great northern economy of grain, timber, herring and cloth. Read one at a time, however, they describe something else: a small world of named skippers, clerks and porters whose working lives can be followed from season to season. This article reads the harbourmaster’s books of Lübeck for the years 1492 to 1510 in that second way.",
        "The books survive in eleven volumes, each covering one or two sailing seasons. They were kept by a succession of three clerks whose hands are easily told apart, and whose habits of abbreviation changed as the volumes grew more routine.<sup>2</sup> Alongside the ship’s name, master and cargo, the clerks recorded disputes over mooring places, fines for unloading after the evening bell and, occasionally, the names of those who stood surety for a foreign master.",
        "It is these marginal entries that interest me here. They show the harbour not as a point through which goods passed, but as a place of negotiation in which credit, reputation and kinship decided who could trade. In 1497, for instance, a master from Kampen was allowed to unload only after two Lübeck brewers vouched for him; the same brewers appear in the next volume as buyers of his barley.<sup>3</sup>",
        "Three patterns stand out. First, surety was given almost always by men who later bought from the foreign master, which suggests that vouching was a form of pre-emptive purchase. Second, fines fell heavily on the smaller vessels from the Zuiderzee towns, whose masters rarely had local patrons. Third, the clerks’ own notes become terser over the two decades, as if the harbour’s informal rules had hardened into a routine that no longer needed explaining.",
      ])}
    </div>
    <div style="border-top:.6px solid #777;width:30%;margin:10px 0 5px"></div>
    <div style="font-size:7.6px;line-height:1.35">
      <p><sup>1</sup> For the classic quantitative approach see Hermann Lohse, <i>Die Lübecker Pfundzollbücher 1492–1496</i> (Cologne, 1962), 14–58; and more recently Anna Reinholt, “Grain and Credit in the Western Baltic,” <i>Scandinavian Economic History Review</i> 58 (2010): 201–26.</p>
      <p><sup>2</sup> Archiv der Hansestadt Lübeck, Hafenbücher, vols. 1–11. On the clerks, see the palaeographical note in the appendix.</p>
      <p><sup>3</sup> Hafenbuch 4, fol. 37r; Hafenbuch 5, fol. 12v.</p>
    </div>
    <div style="display:flex;justify-content:space-between;font-size:.8em;margin-top:8px"><span><i>Whitlock Hist. Rev.</i> 96, no. 2 (2022): 211–38 · doi:10.5555/whr.2022.96.2.211</span><span>211</span></div>`,
    { backdrop: backdrops.sand, font: F.palatino, size: 9, trim: 0.667, margin: [38, 46, 30], paper: "#fffdf8" },
  ),
};

// 04 — Theorem and proof, Computer Modern look.
const s04: SampleScene = {
  key: "composition-04",
  css: `.m4 .thm{margin:.6em 0}.m4 .thm b{font-weight:700}.m4 .thm i{font-style:italic}`,
  body: printedPage(
    `<div class="rh" style="border:0;font-size:.82em"><span>332</span><span class="sc">R. Okafor and L. Brandt</span><span></span></div>
    <div class="flow m4">
      ${paras([
        `where ${tex("\\Omega\\subset\\mathbb{R}^n")} is a bounded domain with Lipschitz boundary and ${tex("f\\in L^2(\\Omega)")}. We recall that a function ${tex("u\\in H^1_0(\\Omega)")} is a weak solution of (2.1) if`,
      ])}
      ${eq("\\int_\\Omega a(x)\\,\\nabla u\\cdot\\nabla\\varphi\\,dx=\\int_\\Omega f\\,\\varphi\\,dx\\qquad\\text{for all }\\varphi\\in H^1_0(\\Omega).", "2.2")}
      <div class="thm"><b>Theorem 2.3.</b> <i>Let ${tex("a\\in L^\\infty(\\Omega)")} satisfy ${tex("\\lambda\\le a(x)\\le\\Lambda")} almost everywhere for constants ${tex("0<\\lambda\\le\\Lambda")}. Then (2.2) has a unique solution ${tex("u")}, and</i></div>
      ${eq("\\|\\nabla u\\|_{L^2(\\Omega)}\\le\\frac{C_P}{\\lambda}\\,\\|f\\|_{L^2(\\Omega)},", "2.4")}
      <p class="noind"><i>where ${tex("C_P")} is the Poincaré constant of ${tex("\\Omega")}.</i></p>
      <p class="noind" style="margin-top:.6em"><i>Proof.</i> The bilinear form ${tex("B(u,\\varphi)=\\int_\\Omega a\\nabla u\\cdot\\nabla\\varphi")} is bounded on ${tex("H^1_0(\\Omega)")} since ${tex("|B(u,\\varphi)|\\le\\Lambda\\|\\nabla u\\|\\,\\|\\nabla\\varphi\\|")}, and it is coercive because</p>
      ${eq("B(u,u)=\\int_\\Omega a\\,|\\nabla u|^2\\,dx\\;\\ge\\;\\lambda\\,\\|\\nabla u\\|^2_{L^2(\\Omega)}.")}
      <p class="noind">By the Poincaré inequality ${tex("\\|\\varphi\\|_{L^2}\\le C_P\\|\\nabla\\varphi\\|_{L^2}")}, the map ${tex("\\varphi\\mapsto\\int_\\Omega f\\varphi")} is a bounded linear functional, and the Lax–Milgram theorem gives a unique solution. Testing (2.2) with ${tex("\\varphi=u")} yields</p>
      ${eq("\\lambda\\|\\nabla u\\|^2\\le\\|f\\|_{L^2}\\|u\\|_{L^2}\\le C_P\\,\\|f\\|_{L^2}\\|\\nabla u\\|_{L^2},")}
      <p class="noind">and dividing by ${tex("\\|\\nabla u\\|_{L^2}")} proves (2.4). <span style="float:right">□</span></p>
      <div class="thm" style="margin-top:.9em"><b>Remark 2.5.</b> The constant in (2.4) depends on ${tex("a")} only through its lower bound ${tex("\\lambda")}. For the homogenisation problem of Section 4 this is essential, since the coefficients ${tex("a_\\varepsilon(x)=a(x/\\varepsilon)")} oscillate but keep the same bounds.</div>
      <div class="h" style="font-weight:700;margin-top:1.1em">3. Two-scale convergence</div>
      ${paras([
        `Let ${tex("Y=[0,1)^n")} be the unit cell and ${tex("a\\in L^\\infty_{\\#}(Y)")} a ${tex("Y")}-periodic coefficient. A bounded sequence ${tex("(u_\\varepsilon)")} in ${tex("L^2(\\Omega)")} is said to <i>two-scale converge</i> to ${tex("u_0\\in L^2(\\Omega\\times Y)")} if`,
      ])}
      ${eq("\\lim_{\\varepsilon\\to0}\\int_\\Omega u_\\varepsilon(x)\\,\\psi\\Big(x,\\frac{x}{\\varepsilon}\\Big)\\,dx=\\int_\\Omega\\int_Y u_0(x,y)\\,\\psi(x,y)\\,dy\\,dx", "3.1")}
      <p class="noind">for every ${tex("\\psi\\in L^2(\\Omega;C_\\#(Y))")}.</p>
      ${paras([
        `Every bounded sequence in ${tex("L^2(\\Omega)")} has a subsequence that two-scale converges; this compactness result, due to Nguetseng and refined by Allaire, is what makes the notion useful. For gradients more is true.`,
      ])}
      <div class="thm"><b>Lemma 3.2.</b> <i>Let ${tex("u_\\varepsilon\\rightharpoonup u")} weakly in ${tex("H^1_0(\\Omega)")}. Then, up to a subsequence, there is ${tex("u_1\\in L^2(\\Omega;H^1_\\#(Y))")} such that</i></div>
      ${eq("\\nabla u_\\varepsilon\\;\\xrightarrow{\\;2\\;}\\;\\nabla_x u(x)+\\nabla_y u_1(x,y).", "3.2")}
      <p class="noind">The corrector ${tex("u_1")} carries the oscillations of the gradient that weak convergence alone cannot see.</p>
    </div>`,
    { backdrop: backdrops.stone, font: F.cm, size: 10.2, trim: 0.7, margin: [34, 42, 34], leading: 1.36 },
  ),
};

// 05 — Two-column physics letter.
const s05: SampleScene = {
  key: "composition-05",
  css: `.p5 .h{font-family:${F.helvetica};font-size:.9em;text-transform:uppercase;letter-spacing:.05em;color:#6a2c91}`,
  body: printedPage(
    `${rh("<b>RAVENSCAR PHYSICS LETTERS</b> 118, 046802 (2024)", "Letter", "#6a2c91", F.helvetica)}
    <div style="font:700 14px/1.2 ${F.helvetica};text-align:center;margin:4px 0 6px">Nonlinear edge waves on a sloping beach: an exact solution with breaking threshold</div>
    <div style="text-align:center;font-size:.95em">Priya Raman,<sup>1</sup> Henrik Aalto,<sup>1,2</sup> and Celeste Moreau<sup>3</sup></div>
    <div style="text-align:center;font-size:.8em;font-style:italic;color:#444;margin-bottom:6px"><sup>1</sup>Department of Applied Mathematics, Eastmere University · <sup>2</sup>Finnish Institute of Marine Research · <sup>3</sup>Laboratoire d’Hydrodynamique, Brest</div>
    <div style="font-size:.92em;margin:0 22px 8px;text-align:justify">We derive an exact solution of the shallow-water equations for edge waves trapped on a plane beach of slope ${tex("\\beta")} and show that the waves break when their amplitude exceeds ${tex("a_c=\\tan\\beta/k")}. Laboratory runs in a 30 m basin agree with the predicted threshold within 6%.</div>
    <div class="flow p5"><div class="c2">
      ${paras([
        `<i>Introduction.</i>—Edge waves are trapped by refraction along a sloping shore and propagate parallel to it. Stokes found the first linear solution in 1846; Ursell later showed that a beach of slope ${tex("\\beta")} supports a discrete set of modes with frequencies`,
      ])}
      ${eq("\\omega_n^2=g k\\sin\\big[(2n+1)\\beta\\big],\\qquad n=0,1,2,\\dots", 1)}
      ${paras([
        `Here we consider the fundamental mode, ${tex("n=0")}, on a plane beach ${tex("h(x)=x\\tan\\beta")} and seek solutions of the nonlinear shallow-water equations of the form ${tex("\\eta(x,y,t)=A(x)\\cos(ky-\\omega t)")}.`,
        `<i>Model.</i>—With the velocity potential ${tex("\\phi")} the depth-averaged equations read`,
      ])}
      ${eq("\\partial_t\\eta+\\nabla\\!\\cdot\\!\\big[(h+\\eta)\\nabla\\phi\\big]=0,", 2)}
      ${eq("\\partial_t\\phi+\\tfrac12|\\nabla\\phi|^2+g\\,\\eta=0.", 3)}
      ${paras([
        `A hodograph transformation of Carrier–Greenspan type maps (2) and (3) to a linear problem in new variables ${tex("(\\sigma,\\lambda)")}, whose solution is`,
      ])}
      ${eq("\\phi=\\frac{a g}{\\omega}\\,e^{-k\\sigma}\\sin(ky-\\lambda),\\qquad x=\\sigma-\\frac{\\eta}{\\tan\\beta}.", 4)}
      ${paras([
        `The mapping (4) is one-to-one only while its Jacobian ${tex("J=1-ak/\\tan\\beta")} stays positive. At ${tex("J=0")} the free surface becomes vertical and the wave breaks, which gives the threshold amplitude quoted in the abstract.`,
        `<i>Experiments.</i>—We generated edge waves with a paddle at the end of a basin 30 m long with a beach of slope ${tex("\\tan\\beta=0.1")}. Surface elevation was recorded by 24 resistance gauges and by stereo video.`,
      ])}
    </div></div>
    ${foot("DOI: 10.5555/RavPhysLett.118.046802", "046802-1")}`,
    { backdrop: backdrops.lilac, font: F.times, size: 9.2, trim: 0.773, margin: [30, 30, 26] },
  ),
};

// 06 — Regression table.
const rows06: [string, string, string, string][] = [
  ["Broadband access (share)", "0.214***", "0.187***", "0.162**"],
  ["", "(0.041)", "(0.045)", "(0.058)"],
  ["Population density (log)", "0.038*", "0.031", "0.027"],
  ["", "(0.019)", "(0.020)", "(0.021)"],
  ["Tertiary education (share)", "", "0.402***", "0.377***"],
  ["", "", "(0.088)", "(0.091)"],
  ["Distance to regional centre (log)", "", "−0.056**", "−0.049*"],
  ["", "", "(0.022)", "(0.024)"],
  ["Manufacturing employment (share)", "", "", "0.118"],
  ["", "", "", "(0.097)"],
  ["Region fixed effects", "Yes", "Yes", "Yes"],
  ["Year fixed effects", "Yes", "Yes", "Yes"],
  ["Observations", "3,412", "3,412", "3,188"],
  ["<i>R</i>²", "0.31", "0.39", "0.41"],
];
const s06: SampleScene = {
  key: "composition-06",
  css: `.t6 td{padding:2.2px 6px}.t6 td:not(:first-child){text-align:center;font-variant-numeric:tabular-nums}.t6 tr.sep td{border-top:.6px solid #333}`,
  body: printedPage(
    `${rh('<span class="sc">Cairnfield Review of Economics</span>', "Vol. 77, No. 3", "#8a1538")}
    <div class="flow">
      ${paras([
        "We estimate equation (3) for all municipalities in the sample, pooling the five survey waves. The dependent variable is the annual growth rate of the number of registered firms per thousand inhabitants. Standard errors are clustered at the level of the labour-market region, of which there are 141.",
        "Table 4 reports the results. In the baseline specification of column (1), a ten-percentage-point increase in the share of households with broadband access is associated with an increase in firm formation of 2.1 percent per year. Adding controls for education and remoteness in column (2) reduces the coefficient by about an eighth, which suggests that some of the raw association reflects the kind of places that were connected first.",
      ])}
      <div style="margin:12px 0 10px">
        <div style="font-size:.92em;margin-bottom:4px"><b>Table 4.</b> Broadband access and firm formation, municipal panel 2008–2022</div>
        <table class="t6" style="font-size:.9em;border-top:1.2px solid #111;border-bottom:1.2px solid #111">
          <tr><td></td><td>(1)</td><td>(2)</td><td>(3)</td></tr>
          <tr class="sep"><td></td><td colspan="3" style="font-style:italic">Dependent variable: growth of firms per 1,000 inhabitants</td></tr>
          ${rows06.map((r, i) => `<tr${i === 10 ? ' class="sep"' : ""}>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}
        </table>
        <div style="font-size:.8em;margin-top:4px;line-height:1.3"><i>Notes:</i> OLS estimates. Standard errors clustered by labour-market region in parentheses. Column (3) excludes municipalities with fewer than 2,000 inhabitants. *** <i>p</i> &lt; 0.01, ** <i>p</i> &lt; 0.05, * <i>p</i> &lt; 0.1.</div>
      </div>
      ${paras([
        "Column (3) drops the smallest municipalities, where a handful of new firms can move the growth rate sharply. The coefficient on broadband falls further but remains significant at the five percent level. The coefficient on manufacturing employment is positive but imprecisely estimated, and we do not interpret it.",
        "One concern is that connection was not random: providers laid fibre first where they expected demand. Section 5 addresses this with the staggered roll-out of the national rural broadband programme, which connected municipalities in an order fixed by the length of existing ducts rather than by expected take-up.",
        "The programme offers a useful source of variation because the order of connection was set in 2009 by an engineering survey, before any of the outcomes we study could have influenced it. Municipalities connected in the first two years do not differ from those connected later in firm formation before 2009, in population growth or in the share of graduates, which supports the assumption that the timing was as good as random with respect to local business conditions.",
        "We therefore compare, year by year, municipalities that had just been connected with those still waiting, in an event-study design that allows the effect to build up over time. If faster internet encourages new firms, we should see no difference before connection and a gradual divergence afterwards.",
      ])}
    </div>
    ${foot("doi:10.5555/cre.2024.77.3.544", "552")}`,
    { backdrop: backdrops.blush, font: F.schoolbook, size: 9.3, trim: 0.667, margin: [36, 40, 30] },
  ),
};

// 07 — Clinical baseline table.
const rows07: [string, string, string][] = [
  ["Age, years, mean (SD)", "63.4 (9.8)", "62.9 (10.1)"],
  ["Female sex, n (%)", "212 (50.4)", "205 (48.9)"],
  ["Body-mass index, kg/m², mean (SD)", "29.1 (4.6)", "29.4 (4.9)"],
  ["Systolic blood pressure, mm Hg, mean (SD)", "152.6 (11.3)", "151.8 (12.0)"],
  ["Diastolic blood pressure, mm Hg, mean (SD)", "88.2 (8.1)", "87.7 (8.4)"],
  ["Current smoker, n (%)", "61 (14.5)", "66 (15.8)"],
  ["Type 2 diabetes, n (%)", "97 (23.0)", "101 (24.1)"],
  ["eGFR, mL/min/1.73 m², median (IQR)", "78 (64–91)", "77 (63–90)"],
  ["Antihypertensive drugs at entry, n (%)", "", ""],
  ["&nbsp;&nbsp;&nbsp;None", "88 (20.9)", "92 (22.0)"],
  ["&nbsp;&nbsp;&nbsp;One", "189 (44.9)", "183 (43.7)"],
  ["&nbsp;&nbsp;&nbsp;Two or more", "144 (34.2)", "144 (34.4)"],
];
const s07: SampleScene = {
  key: "composition-07",
  css: `.t7 td{padding:2.6px 6px}.t7 tr:nth-child(even) td{background:#eef4fa}.t7 th{background:#1d4f91;color:#fff;font-weight:600;padding:4px 6px;text-align:left}
  .m7 .h{color:#1d4f91;font-family:${F.sans};font-size:.92em}`,
  body: printedPage(
    `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #1d4f91;padding-bottom:5px;margin-bottom:10px;font-family:${F.sans}">
      <span style="font-weight:800;color:#1d4f91;letter-spacing:.04em;font-size:9.5px">BRACKENFIELD JOURNAL OF MEDICINE</span><span style="font-size:.8em;color:#555">Original research</span></div>
    <div style="font-size:.92em;margin-bottom:5px;font-family:${F.sans}"><b style="color:#1d4f91">Table 1.</b> Baseline characteristics of participants by randomised group</div>
    <table class="t7" style="font-family:${F.sans};font-size:.86em;border-bottom:1px solid #1d4f91">
      <tr><th>Characteristic</th><th class="num">Nurse-led titration<br>(n = 421)</th><th class="num">Usual care<br>(n = 419)</th></tr>
      ${rows07.map((r) => `<tr><td>${r[0]}</td><td class="num">${r[1]}</td><td class="num">${r[2]}</td></tr>`).join("")}
    </table>
    <div style="font-size:.76em;margin:4px 0 12px;font-family:${F.sans};color:#444">SD, standard deviation; IQR, interquartile range; eGFR, estimated glomerular filtration rate.</div>
    <div class="flow m7"><div class="c2">
      <div class="h">Results</div>
      ${paras([
        "Between February 2019 and November 2021, 1,204 patients were screened at 38 general practices and 840 were randomised, 421 to nurse-led titration and 419 to usual care (Figure 1). The groups were well balanced at baseline (Table 1). Mean age was 63 years, half of the participants were women and about a quarter had type 2 diabetes.",
        "At 12 months, primary outcome data were available for 398 participants (94.5%) in the intervention group and 391 (93.3%) in the usual-care group. Mean systolic blood pressure fell by 19.8 mm Hg with nurse-led titration and by 12.1 mm Hg with usual care, an adjusted difference of −7.4 mm Hg (95% CI −9.6 to −5.2; P &lt; 0.001).",
        "The proportion of participants reaching the target of less than 140/90 mm Hg was 68.1% in the intervention group and 49.6% in the usual-care group. The effect was consistent across prespecified subgroups defined by age, sex, diabetes and number of drugs at entry.",
        "Nurses made a median of four medication changes per participant over the year (IQR 2–6), most often the addition of a thiazide-like diuretic or an increase in the dose of an existing calcium-channel blocker.",
      ])}
    </div></div>
    ${foot("<i>Brackenfield J Med</i> 2022;19:e071238 · doi:10.5555/bjm-2022-071238", "5", `font-family:${F.sans}`)}`,
    { backdrop: backdrops.sky, font: F.serif, size: 9.2, margin: [30, 32, 26] },
  ),
};

// 19 — Engineering article with beam diagram.
const beam = `<svg width="226" height="96" viewBox="0 0 226 96" style="display:block;margin:0 auto;font-family:${F.cm}">
  <defs><pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="5" stroke="#333" stroke-width=".8"/></pattern>
  <marker id="ar" viewBox="0 0 6 6" refX="5" refY="3" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L6 3L0 6z" fill="#b3261e"/></marker></defs>
  <rect x="10" y="20" width="12" height="56" fill="url(#hatch)" stroke="#333" stroke-width=".8"/>
  <rect x="22" y="40" width="170" height="12" fill="#dfe6ee" stroke="#222" stroke-width=".9"/>
  <path d="M22 52 Q 110 58 192 66" fill="none" stroke="#2f5a9e" stroke-width="1" stroke-dasharray="3 2"/>
  ${[40, 60, 80, 100, 120, 140, 160, 180].map((x) => `<line x1="${x}" y1="18" x2="${x}" y2="38" stroke="#b3261e" stroke-width=".8" marker-end="url(#ar)"/>`).join("")}
  <line x1="36" y1="18" x2="186" y2="18" stroke="#b3261e" stroke-width=".8"/>
  <text x="110" y="12" font-size="9" text-anchor="middle" font-style="italic" fill="#b3261e">q</text>
  <line x1="192" y1="30" x2="192" y2="38" stroke="#222" stroke-width=".9" marker-end="url(#ar)"/><text x="198" y="32" font-size="9" font-style="italic">P</text>
  <line x1="22" y1="84" x2="192" y2="84" stroke="#333" stroke-width=".6"/><line x1="22" y1="80" x2="22" y2="88" stroke="#333" stroke-width=".6"/><line x1="192" y1="80" x2="192" y2="88" stroke="#333" stroke-width=".6"/>
  <text x="107" y="94" font-size="9" text-anchor="middle" font-style="italic">L</text><text x="200" y="70" font-size="8" font-style="italic" fill="#2f5a9e">w(x)</text>
  <text x="26" y="64" font-size="8" font-style="italic">x</text></svg>`;
const s19: SampleScene = {
  key: "composition-19",
  css: `.e19 .h{font-family:${F.helvetica};font-size:.92em;color:#b3261e}`,
  body: printedPage(
    `${rh("<b>Eastmere Journal of Structural Engineering</b>", "Vol. 152, Issue 7 · 2024", "#b3261e", F.helvetica)}
    <div class="flow e19"><div class="c2">
      <div class="h">2. ANALYTICAL MODEL</div>
      ${paras([
        `Consider a prismatic cantilever of length ${tex("L")} and flexural rigidity ${tex("EI")}, clamped at ${tex("x=0")} and carrying a uniformly distributed load ${tex("q")} together with a point load ${tex("P")} at its free end (Fig. 2). Under Euler–Bernoulli assumptions the deflection ${tex("w(x)")} satisfies`,
      ])}
      ${eq("EI\\,\\frac{d^4w}{dx^4}=q,\\qquad 0<x<L,", 1)}
      ${paras([`with the boundary conditions ${tex("w(0)=w'(0)=0")}, ${tex("EI\\,w''(L)=0")} and ${tex("EI\\,w'''(L)=-P")}. Integrating four times gives`])}
      ${eq("w(x)=\\frac{q x^2}{24EI}\\left(6L^2-4Lx+x^2\\right)+\\frac{P x^2}{6EI}\\,(3L-x),", 2)}
      ${paras([`so that the tip deflection is`])}
      ${eq("\\delta=w(L)=\\frac{qL^4}{8EI}+\\frac{PL^3}{3EI}.", 3)}
      <div class="fig">${beam}<div class="cap" style="font-family:${F.helvetica}"><b>Fig. 2.</b> Cantilever under a uniform load <i>q</i> and a tip load <i>P</i>; the dashed line shows the deflected axis (exaggerated).</div></div>
      ${paras([
        "For the timber–concrete composite sections tested in Section 4 the flexural rigidity is not constant, because slip in the connectors reduces the effective composite action. Following the gamma method of the design code, we replace EI by an effective value",
      ])}
      ${eq("(EI)_{\\mathrm{ef}}=\\sum_{i=1}^{2}\\left(E_iI_i+\\gamma_iE_iA_ia_i^2\\right),", 4)}
      ${paras([
        `where ${tex("\\gamma_i")} accounts for the connector stiffness and ${tex("a_i")} is the distance from the centroid of layer ${tex("i")} to the neutral axis. For rigid connectors ${tex("\\gamma_1=1")} and (4) reduces to the familiar parallel-axis result.`,
        "Equation (3) with the effective rigidity predicts the measured tip deflections of all six specimens within 8 percent up to 40 percent of the failure load, beyond which cracking of the concrete slab makes the linear model unconservative.",
      ])}
    </div></div>
    ${foot("J. Struct. Eng. 2024, 152(7): 04024088 · https://doi.org/10.5555/JSENG.2024.0088", "04024088-3", `font-family:${F.helvetica}`)}`,
    { backdrop: backdrops.stone, font: F.times, size: 9.2, trim: 0.773, margin: [30, 30, 26] },
  ),
};

// 20 — Cell biology figure panels.
function cells(seed: number, hue: string, nucleus: string): string {
  let s = seed;
  const rnd = (): number => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  const blobs = Array.from({ length: 9 }, () => {
    const x = 10 + rnd() * 100;
    const y = 10 + rnd() * 80;
    const r = 9 + rnd() * 8;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.75).toFixed(1)}" fill="${hue}" opacity=".55" transform="rotate(${Math.round(rnd() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.38).toFixed(1)}" fill="${nucleus}"/>`;
  }).join("");
  return `<svg width="120" height="100" viewBox="0 0 120 100" style="display:block;background:#05070c">${blobs}<rect x="88" y="90" width="24" height="2.5" fill="#fff"/></svg>`;
}
const s20: SampleScene = {
  key: "composition-20",
  css: `.b20 .h{font-family:${F.sans};font-size:.95em;color:#137a4b}`,
  body: printedPage(
    `${rh('<b style="color:#137a4b;font-family:Inter">Ravenscar Cell Reports</b>', "Article", "#137a4b", F.sans)}
    <div class="fig" style="display:grid;grid-template-columns:repeat(4,1fr);gap:5px;font:700 8px ${F.sans}">
      ${[
        ["A", "#2fd36b", "#3a6dff"],
        ["B", "#ff3b6b", "#3a6dff"],
        ["C", "#ffd23b", "#3a6dff"],
        ["D", "#2fd36b", "#ff3b6b"],
      ]
        .map(
          ([l, a, b], i) =>
            `<div><div>${l}</div><div style="width:100%">${cells(17 + i * 31, a ?? "", b ?? "")}</div></div>`,
        )
        .join("")}
    </div>
    <div class="cap" style="font-family:${F.sans};margin-bottom:10px"><b>Figure 4. LRP7 relocates to the cilium base after serum starvation.</b> (A) RPE-1 cells stained for acetylated tubulin (green) and DNA (blue). (B) LRP7 (magenta) is diffuse in cycling cells. (C) After 24 h without serum, LRP7 (yellow) concentrates at the ciliary base. (D) Overlay of acetylated tubulin and LRP7. Scale bars, 10 µm. Representative of three independent experiments.</div>
    <div class="flow b20"><div class="c2">
      ${paras([
        "To ask where LRP7 acts, we imaged the endogenous protein in human retinal pigment epithelial cells. In cycling cells LRP7 was spread throughout the cytoplasm with no obvious enrichment at any organelle (Figure 4B). When cells were starved of serum to induce cilium formation, however, LRP7 accumulated in a single bright focus next to the nucleus in 81% of cells (n = 312), and this focus coincided with the base of the primary cilium marked by acetylated tubulin (Figure 4C and D).",
        "Relocation was rapid: the focus was visible in a third of cells 2 h after serum withdrawal, before most cells had extended a cilium, which suggests that LRP7 arrives at the mother centriole ahead of the ciliary membrane rather than being recruited by it.",
      ])}
      <div class="h">LRP7 is required for ciliary length control</div>
      ${paras([
        "We next depleted LRP7 with two independent siRNAs. Both reduced the protein to below 15% of control levels and led to cilia that were on average 42% longer than in control cells (5.9 ± 1.2 µm versus 4.1 ± 0.9 µm; p &lt; 0.001). The fraction of ciliated cells was unchanged, indicating that LRP7 is dispensable for cilium assembly but limits its growth.",
        "Re-expression of an siRNA-resistant LRP7 restored normal length, whereas a mutant lacking the C-terminal coiled coil did not, even though it still localised to the ciliary base. The coiled coil is therefore needed for function but not for targeting.",
      ])}
    </div></div>
    ${foot("Cell Rep. 2023; 42: 113318 · https://doi.org/10.5555/j.celrep.2023.113318", "9", `font-family:${F.sans}`)}`,
    { backdrop: backdrops.sage, font: F.serif, size: 9.2, margin: [30, 30, 26] },
  ),
};

// 22 — Issue table of contents.
const toc22: [string, string, string, string][] = [
  [
    "Perspective",
    "Catalysis with earth-abundant metals: where the next decade should look",
    "H. Oduya, M. Lindqvist",
    "1021",
  ],
  [
    "Articles",
    "Iron-catalysed C–H amination of unactivated alkanes under visible light",
    "S. Patel, R. Norcross, Y. Ito",
    "1027",
  ],
  [
    "",
    "A copper–bipyridine framework for selective CO₂ reduction to formate",
    "L. Chen, A. Marchetti, K. Bose",
    "1039",
  ],
  ["", "Solvent-free mechanochemical synthesis of chiral sulfoxides", "F. Oyelaran, D. Whitby", "1052"],
  [
    "",
    "Kinetic resolution of secondary alcohols by a nickel hydride catalyst",
    "J. Müller, T. Okonkwo, P. Sharma",
    "1063",
  ],
  ["Communications", "Room-temperature phosphorescence from boron-doped carbon dots", "E. Novak, W. Huang", "1075"],
  ["", "A recyclable cobalt catalyst for hydroformylation in water", "G. Adeyemi, C. Rossi", "1080"],
];
const s22: SampleScene = {
  key: "composition-22",
  body: printedPage(
    `<div style="background:#7a1f2b;color:#fff;margin:-34px -34px 12px;padding:22px 34px 14px;font-family:${F.sans}">
      <div style="font-size:8px;letter-spacing:.22em;opacity:.85">NORTHMOOR SOCIETY OF CHEMISTRY</div>
      <div style="font:700 21px/1.1 ${F.serif};margin:4px 0">Northmoor Journal of Chemistry</div>
      <div style="font-size:9px;opacity:.9">Volume 64 · Number 9 · September 2024 · Pages 1021–1156</div></div>
    <div style="font:700 11px ${F.sans};color:#7a1f2b;letter-spacing:.1em;margin-bottom:6px">CONTENTS</div>
    ${toc22
      .map(
        (
          [sec, t, a, p],
          i,
        ) => `${sec ? `<div style="font:600 8px ${F.sans};letter-spacing:.14em;text-transform:uppercase;color:#7a1f2b;border-bottom:.6px solid #d9b8bd;padding:6px 0 3px;margin-top:4px">${sec}</div>` : ""}
      <div style="display:flex;gap:10px;padding:7px 0;border-bottom:.5px solid #eee;align-items:center">
        <svg width="58" height="40" viewBox="0 0 58 40" style="flex:none;background:#f6f1f2;border-radius:2px">${i % 2 ? `<polygon points="16,8 26,14 26,26 16,32 6,26 6,14" fill="none" stroke="#333" stroke-width="1"/><line x1="26" y1="20" x2="36" y2="20" stroke="#333"/><circle cx="44" cy="20" r="7" fill="${["#7a1f2b", "#2f5a9e", "#c27c0e"][i % 3]}" opacity=".7"/>` : `<path d="M6 32 Q20 4 30 20 T52 10" fill="none" stroke="${["#7a1f2b", "#2f5a9e", "#c27c0e"][i % 3]}" stroke-width="1.6"/><rect x="6" y="33" width="46" height=".8" fill="#333"/>`}</svg>
        <div style="flex:1"><div style="font-weight:600;line-height:1.25">${t}</div><div style="font-size:.88em;color:#555;font-style:italic">${a}</div></div>
        <div style="font:600 9px ${F.sans};color:#7a1f2b">${p}</div></div>`,
      )
      .join("")}
    <div style="margin-top:auto;font-size:.8em;color:#666;font-family:${F.sans}">Cover: a copper–bipyridine framework viewed along the c axis; see Chen et al., p. 1039. · ISSN 2049-5555</div>`,
    { backdrop: backdrops.blush, font: F.serif, size: 9, margin: [34, 34, 26] },
  ),
};

// 23 — Journal cover.
const s23: SampleScene = {
  key: "composition-23",
  body: printedPage(
    `<div style="position:absolute;inset:-40px -40px -34px;background:linear-gradient(180deg,#0d3c42 0%,#0d5c63 46%,#e8d9b5 46%,#d9c596 100%)"></div>
    <svg style="position:absolute;left:-40px;right:-40px;top:190px;width:calc(100% + 80px);height:330px" viewBox="0 0 520 330" preserveAspectRatio="none">
      <path d="M0 120 C90 90 160 140 250 110 S420 60 520 90 L520 330 L0 330z" fill="#6fa8a0"/>
      <path d="M0 170 C120 150 170 210 290 170 S450 150 520 160 L520 330 L0 330z" fill="#3f8a86"/>
      <path d="M210 330 C230 250 250 200 300 170 C330 150 380 150 420 130 L460 128 C410 150 360 170 330 200 C300 230 290 280 300 330z" fill="#b9dcd6"/>
      <path d="M0 260 C80 240 140 280 220 262 L220 330 L0 330z" fill="#e8d9b5"/>
      ${Array.from({ length: 16 }, (_, i) => `<path d="M${20 + i * 12} 262 q3 -18 0 -30 M${24 + i * 12} 262 q-3 -14 2 -24" stroke="#2f6b45" stroke-width="1.6" fill="none"/>`).join("")}
      <circle cx="420" cy="52" r="26" fill="#f3d9a4" opacity=".9"/>
      <path d="M360 80 l8 -5 l8 5 M380 70 l7 -4 l7 4" stroke="#0d3c42" stroke-width="1.6" fill="none"/>
    </svg>
    <div style="position:relative;color:#fff;font-family:${F.sans}">
      <div style="font-size:8px;letter-spacing:.25em;opacity:.8">SOCIETY FOR COASTAL ECOLOGY</div>
      <div style="font:600 34px/1.02 ${F.serif};margin:10px 0 6px;letter-spacing:-.01em">Journal of<br>Coastal Ecology</div>
      <div style="font-size:9px;opacity:.85">Volume 41 · Issue 6 · December 2023</div>
    </div>
    <div style="position:absolute;left:0;right:0;bottom:8px;font-family:${F.sans};color:#0d3c42">
      <div style="font-size:8px;letter-spacing:.2em;font-weight:700">SPECIAL ISSUE</div>
      <div style="font:600 20px/1.1 ${F.serif};margin:4px 0 8px">Estuaries in Transition:<br>Sediment, Salt and Life</div>
      <div style="font-size:8.5px;line-height:1.5">Guest editors Tomás Ribeiro and Hannah Okoye<br>Seagrass recovery after mooring removal · Salt-wedge intrusion in the Aveiro lagoon · Oyster reefs as sediment traps</div>
    </div>`,
    { backdrop: backdrops.sand, trim: Math.SQRT1_2, paper: "#0d3c42", margin: [40, 40, 34] },
  ),
};

// 26 — Conference paper with algorithm box.
const s26: SampleScene = {
  key: "composition-26",
  css: `.a26{border-top:1px solid #111;border-bottom:1px solid #111;margin:6px 0 8px;font-size:.95em;break-inside:avoid}
  .a26 .t{border-bottom:.6px solid #111;padding:2px 0;font-weight:700}.a26 ol{margin:3px 0 3px 18px;padding:0;font-family:${F.times}}.a26 li{padding-left:2px}
  .a26 .kw{font-weight:700}.t26 td{padding:1.5px 4px;text-align:center}.t26 td:first-child{text-align:left}
  .c26 .h{font-variant:small-caps;text-align:center;font-weight:400;font-size:1.05em;letter-spacing:.04em}`,
  body: printedPage(
    `<div style="text-align:center;font-size:.78em;color:#333;margin-bottom:8px">Proceedings of the 19th Eastmere Computing Conference (ECC 2024), Frankfurt, 10–13 June 2024</div>
    <div class="flow c26"><div class="c2">
      ${paras([
        "The key observation is that most queries touch only a small frontier of the index. Rather than rebuild the whole graph when documents are added, Algorithm 1 repairs the neighbourhoods of the affected nodes and leaves the rest untouched.",
      ])}
      <div class="a26"><div class="t">Algorithm 1: Incremental neighbourhood repair</div>
        <ol style="font-size:.98em;line-height:1.35">
          <li><span class="kw">Input:</span> graph <i>G</i>, new vectors <i>V</i>, degree bound <i>M</i></li>
          <li><span class="kw">for each</span> <i>v</i> ∈ <i>V</i> <span class="kw">do</span></li>
          <li>&nbsp;&nbsp;<i>C</i> ← <span class="sc">BeamSearch</span>(<i>G</i>, <i>v</i>, <i>ef</i>)</li>
          <li>&nbsp;&nbsp;<i>N</i>(<i>v</i>) ← <span class="sc">Prune</span>(<i>C</i>, <i>M</i>)</li>
          <li>&nbsp;&nbsp;<span class="kw">for each</span> <i>u</i> ∈ <i>N</i>(<i>v</i>) <span class="kw">do</span></li>
          <li>&nbsp;&nbsp;&nbsp;&nbsp;<i>N</i>(<i>u</i>) ← <span class="sc">Prune</span>(<i>N</i>(<i>u</i>) ∪ {<i>v</i>}, <i>M</i>)</li>
          <li>&nbsp;&nbsp;<span class="kw">end for</span></li>
          <li><span class="kw">end for</span></li>
          <li><span class="kw">return</span> <i>G</i></li>
        </ol></div>
      ${paras([
        "Each insertion costs one beam search and at most M prunings, so the amortised cost is independent of the size of the index. Deletions are handled lazily: a deleted node is marked and skipped during search, and its neighbourhood is repaired only when more than a tenth of the nodes around it have been removed.",
      ])}
      <div class="h">V. Evaluation</div>
      ${paras([
        "We compare our method with a full rebuild and with two incremental baselines on three corpora of journal abstracts, each with 768-dimensional embeddings. Table II reports recall at ten and the time to absorb a batch of 100,000 new documents.",
      ])}
      <div style="text-align:center;font-size:.86em;margin:6px 0 3px" class="sc">Table II<br>Recall and update time</div>
      <table class="t26" style="font-size:.86em;border-top:1px solid #111;border-bottom:1px solid #111;margin-bottom:6px">
        <tr style="border-bottom:.6px solid #111"><td>Method</td><td>R@10</td><td>Update (s)</td></tr>
        <tr><td>Full rebuild</td><td>0.962</td><td>1,840</td></tr><tr><td>Append-only</td><td>0.911</td><td>96</td></tr>
        <tr><td>Delta index</td><td>0.944</td><td>212</td></tr><tr><td><b>Ours</b></td><td><b>0.958</b></td><td><b>118</b></td></tr></table>
      ${paras([
        "Our method stays within half a point of a full rebuild while absorbing updates fifteen times faster. The append-only baseline is quicker still but loses five points of recall after three batches, because new nodes are never offered as neighbours to old ones.",
      ])}
    </div></div>
    <div style="display:flex;justify-content:space-between;font-size:.76em;margin-top:6px"><span>979-8-5555-0412-7/24 ©2024 EIE</span><span>412</span></div>`,
    { backdrop: backdrops.slate, font: F.times, size: 9.2, trim: 0.773, margin: [30, 32, 24] },
  ),
};

// 27 — Landscape table on a rotated page.
const regions27: [string, string, string, string, string, string, string, string][] = [
  ["North Coast", "412.6", "2.1", "38.4", "71.2", "6.4", "18.9", "1,204"],
  ["Upper Valley", "288.1", "1.4", "31.7", "64.8", "7.9", "22.3", "986"],
  ["Lake District", "196.4", "0.9", "27.2", "68.1", "5.8", "16.4", "742"],
  ["Capital Region", "1,904.3", "3.2", "52.6", "84.5", "4.1", "12.7", "6,318"],
  ["Eastern Plains", "351.9", "1.1", "24.9", "59.3", "9.2", "26.1", "1,087"],
  ["Southern Hills", "233.0", "0.7", "29.4", "62.7", "8.6", "21.5", "801"],
  ["Harbour Cities", "874.5", "2.6", "44.8", "79.9", "5.1", "14.8", "3,102"],
  ["Western Isles", "64.2", "0.3", "22.1", "55.4", "10.3", "28.7", "211"],
  ["Border Forest", "148.8", "0.6", "26.5", "60.2", "7.4", "24.0", "498"],
  ["River Delta", "502.7", "1.9", "35.3", "70.6", "6.9", "19.6", "1,566"],
];
const s27: SampleScene = {
  key: "composition-27",
  css: `.t27 td,.t27 th{padding:3px 5px;text-align:right;font-variant-numeric:tabular-nums}.t27 td:first-child,.t27 th:first-child{text-align:left}
  .t27 th{font-weight:600;font-size:.92em;vertical-align:bottom;border-bottom:.6px solid #333}.t27 tr:nth-child(odd) td{background:#f5f0f2}`,
  body: printedPage(
    `<div style="position:absolute;left:50%;top:50%;width:640px;height:400px;transform:translate(-50%,-50%) rotate(-90deg);display:flex;flex-direction:column">
      <div style="display:flex;justify-content:space-between;font-size:.82em;border-bottom:.6px solid #8a1538;padding-bottom:3px;margin-bottom:10px"><span class="sc">Cairnfield Review of Economics</span><span>Halvorsen and Dube · 561</span></div>
      <div style="margin-bottom:5px"><b>Table 7.</b> Regional indicators at the start and end of the sample period (2008 and 2022)</div>
      <table class="t27" style="font-size:.92em;border-top:1.2px solid #111;border-bottom:1.2px solid #111">
        <tr><th>Region</th><th>GDP<br>(€ bn)</th><th>Growth<br>p.a. (%)</th><th>Tertiary<br>educ. (%)</th><th>Broadband<br>2022 (%)</th><th>Unemploy-<br>ment (%)</th><th>Over 65<br>(%)</th><th>New firms<br>(2022)</th></tr>
        ${regions27.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}
      </table>
      <div style="font-size:.8em;margin-top:5px;line-height:1.35"><i>Notes:</i> GDP at constant 2015 prices. Growth is the compound annual rate between 2008 and 2022. Broadband is the share of households with a fixed connection of at least 100 Mbit/s. New firms are registrations net of transfers between regions. <i>Source:</i> National statistical office; authors’ calculations.</div>
    </div>`,
    { backdrop: backdrops.blush, font: F.schoolbook, size: 8.6, trim: 0.667 },
  ),
};

// 29 — Case report with ECG.
function ecg(): string {
  const beat = (x: number): string =>
    `L${x} 30 L${x + 6} 28 L${x + 10} 30 L${x + 16} 30 L${x + 18} 33 L${x + 21} 4 L${x + 24} 40 L${x + 27} 30 L${x + 40} 30 L${x + 47} 24 L${x + 54} 30`;
  let d = "M0 30";
  for (let x = 4; x < 470; x += 42) d += ` ${beat(x)}`;
  return `<svg width="100%" viewBox="0 0 470 56" style="display:block;background:#fdf1f1">
    <defs><pattern id="g5" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M5 0H0V5" fill="none" stroke="#f3c2c2" stroke-width=".4"/></pattern>
    <pattern id="g25" width="25" height="25" patternUnits="userSpaceOnUse"><rect width="25" height="25" fill="url(#g5)"/><path d="M25 0H0V25" fill="none" stroke="#e99" stroke-width=".7"/></pattern></defs>
    <rect width="470" height="56" fill="url(#g25)"/><path d="${d}" fill="none" stroke="#111" stroke-width="1"/>
    <text x="4" y="10" font-size="7" font-family="${F.helvetica}">II</text></svg>`;
}
const s29: SampleScene = {
  key: "composition-29",
  css: `.m29 .h{color:#1d4f91;font-family:${F.sans};font-size:.92em}`,
  body: printedPage(
    `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #1d4f91;padding-bottom:5px;margin-bottom:10px;font-family:${F.sans}">
      <span style="font-weight:800;color:#1d4f91;letter-spacing:.04em;font-size:9.5px">BRACKENFIELD JOURNAL OF MEDICINE</span><span style="font-size:.8em;color:#555">Case report</span></div>
    <div style="font:700 14px/1.25 ${F.sans};margin-bottom:4px;color:#10223f">Recurrent palpitations in a 34-year-old runner: a concealed accessory pathway</div>
    <div style="font-size:.92em;margin-bottom:10px;color:#333">Imogen Clarke, Rafael Duarte, Sunita Mehra · Department of Cardiology, St Ambrose Hospital</div>
    <div class="fig">${ecg()}${ecg().replace(">II<", ">V1<")}
      <div class="cap" style="font-family:${F.sans}"><b style="color:#1d4f91">Figure 1.</b> Twelve-lead electrocardiogram during symptoms, leads II and V1 shown: regular narrow-complex tachycardia at 188 beats per minute with retrograde P waves after the QRS complexes. Paper speed 25 mm/s, 10 mm/mV.</div></div>
    <div class="flow m29"><div class="c2">
      <div class="h">Case presentation</div>
      ${paras([
        "A 34-year-old amateur marathon runner presented to the emergency department with sudden palpitations that had started during a training run 40 minutes earlier. She had had similar episodes since her teens, each lasting a few minutes and ending on their own or after she held her breath. She took no regular medicines and had no family history of sudden death.",
        "She was alert, with a blood pressure of 108/70 mm Hg. The electrocardiogram showed a regular narrow-complex tachycardia at 188 beats per minute with retrograde P waves visible in the ST segment (Figure 1). Vagal manoeuvres failed; 6 mg of intravenous adenosine terminated the tachycardia at once.",
        "The resting electrocardiogram after conversion was normal, with no pre-excitation. Echocardiography showed a structurally normal heart.",
      ])}
      <div class="h">Investigations and treatment</div>
      ${paras([
        "At electrophysiological study, ventricular pacing showed eccentric retrograde conduction, earliest in the distal coronary sinus, consistent with a concealed left lateral accessory pathway. Orthodromic tachycardia was readily induced. The pathway was ablated from a transseptal approach with radiofrequency energy, and no retrograde conduction was seen afterwards.",
      ])}
    </div></div>
    ${foot("<i>Brackenfield J Med Case Rep</i> 2023;16:e254410 · doi:10.5555/bjmcr-2023-254410", "2", `font-family:${F.sans}`)}`,
    { backdrop: backdrops.slate, font: F.serif, size: 9.2, margin: [30, 32, 26] },
  ),
};

// 31 — Conference abstract book.
const abs31: [string, string, string, string][] = [
  [
    "O-14",
    "Salt-wedge intrusion and oyster mortality in a regulated estuary",
    "Hannah Okoye, Per Lindahl",
    "Reduced river flow since the dam upgrade of 2016 has moved the salt wedge 4 km upstream. Mortality of farmed oysters at the three upper sites rose from 9 to 31 percent, and tracked the number of days above 28 psu rather than temperature.",
  ],
  [
    "O-15",
    "Eelgrass seed banks survive two decades of burial",
    "Marco Bellini, Grace Aduwa",
    "Cores from a meadow lost in 2001 still held viable seeds at 8 to 14 cm depth. Germination reached 22 percent in the laboratory, suggesting that dredging to expose old seed layers could speed restoration.",
  ],
  [
    "O-16",
    "Drone mapping of mudflat microtopography at centimetre resolution",
    "Lukas Brenner, Aroha Tane",
    "Structure-from-motion surveys repeated monthly resolved runnels and ridges only 3 cm high. Their pattern predicted where cockle spat settled after storms with an accuracy of 74 percent.",
  ],
  [
    "P-07",
    "Do shorebirds track invertebrate prey across tidal cycles?",
    "Sofia Almeida, James Thorne",
    "GPS tags on 48 bar-tailed godwits showed that birds returned to the same patches on successive tides only where lugworm density exceeded 60 per square metre.",
  ],
  [
    "P-08",
    "Microplastics in saltmarsh sediments: a twelve-site survey",
    "Nadia Rahman, Owen Pryce",
    "Particle counts ranged from 120 to 2,300 per kilogram of dry sediment and were highest in the upper marsh near storm-drain outfalls, not near the open coast as expected.",
  ],
];
const s31: SampleScene = {
  key: "composition-31",
  body: printedPage(
    `<div style="display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #0d7c85;padding-bottom:6px;margin-bottom:10px;font-family:${F.sans}">
      <div><div style="font-size:7.5px;letter-spacing:.2em;color:#0d7c85;font-weight:700">ANNUAL MEETING 2024 · AVEIRO</div><div style="font-weight:700;font-size:12px">Session 3B — Estuaries and Tidal Flats</div></div>
      <div style="font-size:8px;color:#555;text-align:right">Thursday 12 September<br>Room Ria, 14:00–15:30</div></div>
    ${abs31
      .map(
        ([code, t, a, body]) => `<div style="display:flex;gap:10px;margin-bottom:9px">
        <div style="flex:none;width:34px;height:18px;border-radius:3px;background:${code.startsWith("O") ? "#0d7c85" : "#e5a823"};color:#fff;font:700 8px/18px ${F.sans};text-align:center">${code}</div>
        <div><div style="font:700 9.5px/1.25 ${F.sans};color:#0d3c42">${t}</div><div style="font-style:italic;color:#444;margin:1px 0 2px">${a}</div><p class="noind">${body}</p></div></div>`,
      )
      .join("")}
    <div style="margin-top:auto;display:flex;justify-content:space-between;font:600 8px ${F.sans};color:#0d7c85"><span>Society for Coastal Ecology · Book of Abstracts</span><span>57</span></div>`,
    { backdrop: backdrops.sage, font: F.serif, size: 8.8, trim: Math.SQRT1_2, margin: [34, 36, 26] },
  ),
};

// 33 — Member magazine feature.
const s33: SampleScene = {
  key: "composition-33",
  css: `.g33 p+p{text-indent:0;margin-top:.5em}`,
  body: printedPage(
    `<div style="font:800 8px ${F.sans};letter-spacing:.22em;color:#d9480f;margin-bottom:4px">FEATURE · FIELD NOTES</div>
    <div style="font:800 26px/1 ${F.sans};letter-spacing:-.02em;color:#14284b;margin-bottom:6px">Where the tide<br>draws the map</div>
    <div style="font:italic 400 10.5px/1.35 ${F.serif};color:#333;margin-bottom:10px">Twice a day the Aveiro flats are redrawn. Tomás Ribeiro spends his mornings learning to read them.</div>
    <svg width="100%" height="150" viewBox="0 0 460 150" preserveAspectRatio="none" style="display:block;margin-bottom:4px">
      <rect width="460" height="150" fill="#cfe3e6"/><path d="M0 60 C80 50 140 80 220 66 S380 40 460 58 L460 150 L0 150z" fill="#b9a27a"/>
      <path d="M0 90 C70 84 120 110 200 96 S360 80 460 92 L460 150 L0 150z" fill="#9d8762"/>
      <path d="M40 150 C80 120 120 110 170 116 S260 130 300 106 S380 84 430 92" fill="none" stroke="#dcebee" stroke-width="6"/>
      <path d="M40 150 C80 120 120 110 170 116 S260 130 300 106 S380 84 430 92" fill="none" stroke="#8fbcc4" stroke-width="2.5"/>
      ${Array.from({ length: 12 }, (_, i) => `<path d="M${30 + i * 37} ${40 - (i % 3) * 6} l5 -3 l5 3" fill="none" stroke="#223" stroke-width="1.2"/>`).join("")}
      <circle cx="380" cy="24" r="14" fill="#f7e3b5"/></svg>
    <div style="font:500 7.5px ${F.sans};color:#666;margin-bottom:10px">At low water the channels of the Ria de Aveiro expose more than 40 km² of mudflat. Illustration: Scriptoria graphics studio.</div>
    <div class="flow g33" style="position:relative"><div class="c3" style="column-gap:14px">
      ${paras([
        "<b>The first thing you notice</b> is the sound. As the water drains away, the mud begins to tick and pop: thousands of worms, snails and bivalves closing up, breathing, digging. Tomás Ribeiro calls it the flats clearing their throat.",
        "He has walked the same transect every spring low tide for eleven years, counting cockles in a square frame and photographing the runnels that carry the last water back to the channel. The runnels move a little every month. After a big storm they can shift by twenty metres.",
        "That movement matters. Young cockles settle where the water slows, and birds follow the cockles. A map of the flats that is a year old is, in his words, a map of somewhere else.",
      ])}
      <div style="font:700 13px/1.2 ${F.serif};color:#d9480f;border-top:2px solid #d9480f;border-bottom:2px solid #d9480f;padding:6px 0;margin:6px 0;break-inside:avoid">“A map of the flats that is a year old is a map of somewhere else.”</div>
      ${paras([
        "So the team now flies a small drone over the transect every month, building elevation models accurate to a few centimetres. Combined with the counts on foot, they show where the spat will land after each storm, and where the godwits will feed a week later.",
        "For the shellfish collectors who work the flats by hand, the maps have become a practical tool. Several now check the latest survey before they set out, and the cooperative has asked for a version that works on a phone without a signal.",
      ])}
    </div></div>
    <div style="display:flex;justify-content:space-between;font:600 7.5px ${F.sans};color:#888;margin-top:6px"><span>COASTLINES · Winter 2024</span><span>14</span></div>`,
    { backdrop: backdrops.sky, font: F.serif, size: 9.2, trim: 0.773, margin: [30, 30, 24] },
  ),
};

export const compositionJournalScenes: readonly SampleScene[] = [
  s01,
  s02,
  s03,
  s04,
  s05,
  s06,
  s07,
  s19,
  s20,
  s22,
  s23,
  s26,
  s27,
  s29,
  s31,
  s33,
];
