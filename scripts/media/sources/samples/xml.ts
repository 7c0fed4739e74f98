/**
 * XML transformations (800x600): a typeset page on the left and, on the right, the JATS or BITS
 * XML it was composed from, syntax-highlighted. Text in page and markup agree.
 */
import { eq, F, type SampleScene, tex, xmlCss, xmlPanel } from "./kit.ts";

/** The page on the left of the canvas: a white sheet of 3:4-ish proportion. */
function leftPage(inner: string, o: { font?: string; size?: number; zoom?: number } = {}): string {
  const z = o.zoom ?? 1.32;
  return `<div style="position:absolute;left:34px;top:52px;width:330px;height:500px;background:#fff;box-shadow:0 1px 2px rgba(20,25,40,.12),0 14px 30px -8px rgba(20,25,40,.3);overflow:hidden">
    <div style="position:absolute;left:${22 / z}px;top:${24 / z}px;width:${286 / z}px;height:${456 / z}px;zoom:${z};font-family:${o.font ?? F.serif};font-size:${o.size ?? 8.6}px;line-height:1.35;color:#1d1d1f;display:flex;flex-direction:column">${inner}</div></div>`;
}

function scene(key: string, label: string, page: string, xml: string, file: string, size = 8.2): SampleScene {
  return {
    key,
    css: `${xmlCss}.xpage p{margin:0 0 4px;text-align:justify}`,
    body: `<div style="position:absolute;inset:0;background:linear-gradient(135deg,#eef1f6,#dde4ee)"></div>
      <div style="position:absolute;left:34px;top:18px;font:700 10px ${F.sans};letter-spacing:.12em;color:#14284b">${label}</div>
      <div class="xpage">${page}</div>
      ${xmlPanel(xml, { left: 388, top: 52, width: 380, height: 500, title: file, size })}`,
  };
}

const x01 = scene(
  "xml-01",
  "JATS 1.3 · ARTICLE FRONT MATTER",
  leftPage(`<div style="font:600 7px ${F.sans};color:#0d7c85;letter-spacing:.1em">RESEARCH ARTICLE</div>
    <div style="font:700 13px/1.2 ${F.sans};color:#0d3c42;margin:5px 0 6px">Salt-wedge intrusion and oyster mortality in a regulated estuary</div>
    <div style="margin-bottom:3px">Hannah Okoye<sup>1</sup> and Per Lindahl<sup>2</sup></div>
    <div style="font-size:7px;color:#555;margin-bottom:8px"><sup>1</sup>Centre for Estuarine Studies, Aveiro, Portugal<br><sup>2</sup>Marine Station, University of Halden, Norway</div>
    <div style="background:#e8f3f2;padding:7px 8px;border-left:3px solid #0d7c85"><b style="font:700 7px ${F.sans};color:#0d5c63;letter-spacing:.08em">ABSTRACT</b>
    <p>Reduced river flow since a dam upgrade in 2016 has moved the salt wedge of the Aln estuary 4 km upstream. Mortality of farmed oysters at the three upper sites rose from 9 to 31 percent and tracked the number of days above 28 psu rather than water temperature.</p></div>
    <div style="margin-top:8px;font-size:7.5px"><b>Keywords:</b> estuary; salinity; <i>Crassostrea gigas</i>; river regulation</div>
    <div style="margin-top:auto;font-size:7px;color:#555">J. Coast. Ecol. 2024;42:211–226 · doi:10.5555/jce.2024.0211</div>`),
  `<article-meta>
  <article-id pub-id-type="doi">10.5555/jce.2024.0211</article-id>
  <article-categories>
    <subj-group subj-group-type="heading">
      <subject>Research Article</subject>
    </subj-group>
  </article-categories>
  <title-group>
    <article-title>Salt-wedge intrusion and oyster mortality
      in a regulated estuary</article-title>
  </title-group>
  <contrib-group>
    <contrib contrib-type="author" corresp="yes">
      <name><surname>Okoye</surname>
        <given-names>Hannah</given-names></name>
      <xref ref-type="aff" rid="aff1">1</xref>
    </contrib>
    <contrib contrib-type="author">
      <name><surname>Lindahl</surname>
        <given-names>Per</given-names></name>
      <xref ref-type="aff" rid="aff2">2</xref>
    </contrib>
  </contrib-group>
  <aff id="aff1"><label>1</label>Centre for Estuarine
    Studies, <city>Aveiro</city>, <country>Portugal</country></aff>
  <aff id="aff2"><label>2</label>Marine Station, University
    of Halden, <country>Norway</country></aff>
  <volume>42</volume><fpage>211</fpage><lpage>226</lpage>
  <abstract>
    <p>Reduced river flow since a dam upgrade in 2016 has
      moved the salt wedge of the Aln estuary 4 km upstream.</p>
  </abstract>
  <kwd-group kwd-group-type="author">
    <kwd>estuary</kwd><kwd>salinity</kwd>
  </kwd-group>
</article-meta>`,
  "jce-2024-0211.xml",
);

const soil: [string, string, string, string][] = [
  ["Upper marsh", "42", "6.8", "18.2"],
  ["Mid marsh", "38", "7.1", "24.6"],
  ["Creek bank", "29", "7.4", "31.0"],
  ["Mudflat", "35", "7.6", "33.9"],
];
const x02 = scene(
  "xml-02",
  "JATS 1.3 · TABLE-WRAP",
  leftPage(
    `<p>Pore-water salinity increased steadily from the upper marsh to the mudflat, while organic carbon showed the opposite gradient (Table 2). pH varied little between zones.</p>
    <div style="margin:8px 0 4px;font-size:8px"><b>Table 2.</b> Sediment properties by marsh zone (means, n = 12 cores per zone)</div>
    <table style="font-size:8px;border-top:1.2px solid #111;border-bottom:1.2px solid #111">
      <tr style="border-bottom:.6px solid #111"><td style="padding:3px 4px">Zone</td><td class="num" style="padding:3px 4px">n</td><td class="num" style="padding:3px 4px">pH</td><td class="num" style="padding:3px 4px">Salinity (psu)</td></tr>
      ${soil.map((r) => `<tr>${r.map((c, i) => `<td style="padding:2.5px 4px"${i ? ' class="num"' : ""}>${c}</td>`).join("")}</tr>`).join("")}</table>
    <div style="font-size:7px;margin:3px 0 10px">psu, practical salinity units. Cores taken in July 2023.</div>
    <p>Salinity in creek banks and on the mudflat exceeded the 28 psu threshold associated with oyster mortality in the preceding section on more than half of the sampling days.</p>
    <p>Organic carbon was highest in the upper marsh, where the dense sward of <i>Puccinellia</i> traps fine sediment.</p>`,
    { size: 8.8, zoom: 1.3 },
  ),
  `<table-wrap id="tbl2" position="float">
  <label>Table 2</label>
  <caption>
    <p>Sediment properties by marsh zone (means,
      <italic>n</italic> = 12 cores per zone)</p>
  </caption>
  <table frame="hsides" rules="groups">
    <thead>
      <tr>
        <th align="left">Zone</th>
        <th align="right">n</th>
        <th align="right">pH</th>
        <th align="right">Salinity (psu)</th>
      </tr>
    </thead>
    <tbody>
${soil.map((r) => `      <tr><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td></tr>`).join("\n")}
    </tbody>
  </table>
  <table-wrap-foot>
    <fn id="tbl2fn1"><p>psu, practical salinity units.
      Cores taken in July 2023.</p></fn>
  </table-wrap-foot>
</table-wrap>`,
  "jce-2024-0211.xml",
  8.4,
);

const x03 = scene(
  "xml-03",
  "JATS 1.3 · DISP-FORMULA + MATHML",
  leftPage(
    `<div class="h" style="font-weight:700;margin:0 0 4px">2. Model</div>
    <p>The logistic growth of shoot density ${tex("N(t)")} with carrying capacity ${tex("K")} and intrinsic rate ${tex("r")} is</p>
    ${eq("\\frac{dN}{dt}=rN\\left(1-\\frac{N}{K}\\right),", 1)}
    <p>whose solution with initial density ${tex("N_0")} is</p>
    ${eq("N(t)=\\frac{K}{1+\\left(\\frac{K-N_0}{N_0}\\right)e^{-rt}}.", 2)}
    <p>Fitting (2) to the ten-year record gives ${tex("r=0.41\\ \\mathrm{yr}^{-1}")} and ${tex("K=297")} shoots m<sup>−2</sup>. The time to reach 90% of ${tex("K")} follows directly from (2) as</p>
    ${eq("t_{90}=\\frac{1}{r}\\ln\\frac{9(K-N_0)}{N_0}.", 3)}`,
    { font: F.cm, size: 9.4, zoom: 1.22 },
  ),
  `<disp-formula id="eq2">
  <label>(2)</label>
  <mml:math display="block">
    <mml:mrow>
      <mml:mi>N</mml:mi><mml:mo>(</mml:mo>
      <mml:mi>t</mml:mi><mml:mo>)</mml:mo>
      <mml:mo>=</mml:mo>
      <mml:mfrac>
        <mml:mi>K</mml:mi>
        <mml:mrow>
          <mml:mn>1</mml:mn><mml:mo>+</mml:mo>
          <mml:mrow><mml:mo>(</mml:mo>
            <mml:mfrac>
              <mml:mrow><mml:mi>K</mml:mi><mml:mo>−</mml:mo>
                <mml:msub><mml:mi>N</mml:mi><mml:mn>0</mml:mn></mml:msub>
              </mml:mrow>
              <mml:msub><mml:mi>N</mml:mi><mml:mn>0</mml:mn></mml:msub>
            </mml:mfrac><mml:mo>)</mml:mo></mml:mrow>
          <mml:msup><mml:mi>e</mml:mi>
            <mml:mrow><mml:mo>−</mml:mo><mml:mi>r</mml:mi>
              <mml:mi>t</mml:mi></mml:mrow></mml:msup>
        </mml:mrow>
      </mml:mfrac>
    </mml:mrow>
  </mml:math>
</disp-formula>`,
  "jce-2024-0388.xml",
  8.2,
);

const x04 = scene(
  "xml-04",
  "BITS 2.1 · BOOK-PART",
  leftPage(
    `<div style="height:40px"></div>
    <div style="text-align:center;font-size:30px;color:#7b2d26;font-weight:300;line-height:1">5</div>
    <div class="sc" style="text-align:center;font-size:13px;letter-spacing:.06em;margin:8px 0 4px">Masters and Their Ships</div>
    <div style="width:30px;border-top:.8px solid #7b2d26;margin:8px auto 14px"></div>
    <p>Of the 1,412 masters named in the harbour books between 1492 and 1510, fewer than a third appear in more than one season. The rest came once and did not return, or returned under a name the clerks did not recognise.</p>
    <p style="text-indent:1.2em">The regular masters were a small and close group. Most sailed from the Wendish towns, and many were related by marriage to the brewers and merchants who bought their cargoes.</p>
    <div style="margin-top:auto;text-align:center;font-size:8px">113</div>`,
    { font: F.palatino, size: 9.4, zoom: 1.25 },
  ),
  `<book-part book-part-type="chapter" id="ch5">
  <book-part-meta>
    <title-group>
      <label>5</label>
      <title>Masters and Their Ships</title>
    </title-group>
    <contrib-group>
      <contrib contrib-type="author">
        <name><surname>Varga</surname>
          <given-names>Elisabeth</given-names></name>
      </contrib>
    </contrib-group>
    <fpage>113</fpage><lpage>138</lpage>
  </book-part-meta>
  <body>
    <sec id="ch5-s1">
      <p>Of the 1,412 masters named in the harbour
        books between 1492 and 1510, fewer than a
        third appear in more than one season.<xref
        ref-type="fn" rid="ch5-fn1">1</xref></p>
      <p>The regular masters were a small and close
        group. Most sailed from the
        <named-content content-type="place">Wendish
        towns</named-content>, and many were related
        by marriage to the brewers and merchants.</p>
    </sec>
  </body>
</book-part>`,
  "varga-rivers-of-ink-ch05.xml",
);

const x05 = scene(
  "xml-05",
  "JATS 1.3 · REF-LIST",
  leftPage(
    `<div style="font:700 9px ${F.sans};margin-bottom:6px">References</div>
    ${[
      "Adebayo K, Lindström E. Neighbourhood trust and the use of public libraries. <i>Urban Stud</i>. 2019;56(12):2491–2508. doi:10.5555/0042098018799952",
      "Dube T. Who uses the branch library? Evidence from a national time-use survey. <i>J Soc Res</i>. 2018;42(3):311–334.",
      "Klinenberg E. <i>Palaces for the People</i>. New York: Crown; 2018.",
      "Mensah A, Ribeiro T, Park J. Measuring social infrastructure with open data. <i>Environ Plan B</i>. 2022;49(7):1880–1897.",
      "Quiroga P, Whitcombe J. Digital lending and the changing clientele of public libraries. <i>J Soc Res</i>. 2023;47(1):55–79.",
      "Sandström H. Libraries as meeting places. <i>Libr Inf Sci Res</i>. 2016;38(4):281–290.",
    ]
      .map(
        (r, i) =>
          `<div style="display:flex;gap:6px;margin-bottom:5px"><span style="flex:none;width:12px;text-align:right">${i + 1}.</span><span>${r}</span></div>`,
      )
      .join("")}`,
    { size: 8.6, zoom: 1.45 },
  ),
  `<ref-list>
  <title>References</title>
  <ref id="ref1">
    <label>1</label>
    <element-citation publication-type="journal">
      <person-group person-group-type="author">
        <name><surname>Adebayo</surname>
          <given-names>K</given-names></name>
        <name><surname>Lindström</surname>
          <given-names>E</given-names></name>
      </person-group>
      <article-title>Neighbourhood trust and the use
        of public libraries</article-title>
      <source>Urban Stud</source>
      <year>2019</year><volume>56</volume>
      <issue>12</issue>
      <fpage>2491</fpage><lpage>2508</lpage>
      <pub-id pub-id-type="doi">10.5555/0042098018799952</pub-id>
    </element-citation>
  </ref>
  <ref id="ref3">
    <label>3</label>
    <element-citation publication-type="book">
      <person-group person-group-type="author">
        <name><surname>Klinenberg</surname>
          <given-names>E</given-names></name>
      </person-group>
      <source>Palaces for the People</source>
      <publisher-loc>New York</publisher-loc>
      <publisher-name>Crown</publisher-name>
      <year>2018</year>
    </element-citation>
  </ref>
</ref-list>`,
  "qjsr-2024-0148.xml",
  8.1,
);

export const xmlScenes: readonly SampleScene[] = [x01, x02, x03, x04, x05];
