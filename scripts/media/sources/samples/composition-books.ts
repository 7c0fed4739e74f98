/**
 * Typeset book pages: chapter openers, textbook pages with boxes, reference lists, an index,
 * title and contents pages, legal texts, a glossary, poetry, a critical edition, an
 * encyclopedia, exercises, a language course and a preface. Presses and authors are fictional.
 */
import { backdrops, eq, F, paras, printedPage, type SampleScene, tex } from "./kit.ts";

/** Folio line at the foot of a book page. */
function folio(n: number | string, align: "left" | "right" | "center" = "center", extra = ""): string {
  return `<div style="margin-top:auto;padding-top:8px;text-align:${align};font-size:.86em;${extra}">${n}</div>`;
}

/** Running head for book pages (small caps, no rule). */
function bookHead(left: string, right: string): string {
  return `<div class="rh" style="font-size:.8em"><span>${left}</span><span class="sc">${right}</span></div>`;
}

// 08 — Chapter opener with epigraph and drop cap.
const s08: SampleScene = {
  key: "composition-08",
  css: `.dc::first-letter{float:left;font-size:4.1em;line-height:.82;padding:3px 5px 0 0;color:#7b2d26;font-weight:500}`,
  body: printedPage(
    `<div style="height:80px"></div>
    <div style="text-align:center;font-size:46px;line-height:1;color:#7b2d26;font-weight:300">3</div>
    <div style="text-align:center;font-size:17px;letter-spacing:.06em;margin:10px 0 4px" class="sc">The Ledger and the Tide</div>
    <div style="width:40px;border-top:.8px solid #7b2d26;margin:10px auto 18px"></div>
    <div style="margin:0 40px 22px;font-style:italic;font-size:.95em;line-height:1.45">Every ship that enters this harbour shall be written down, her master, her lading and her day, that no man may say afterwards he came unseen.
      <div style="text-align:right;font-style:normal;margin-top:4px" class="sc">— Harbour ordinance of Lübeck, 1478</div></div>
    <div class="flow">
      ${paras(
        [
          "When the clerk Hinrik Dove opened a fresh volume of the harbourmaster’s book in the spring of 1492, he began, as his predecessor had, with a prayer and a date. Then he ruled the first page into five columns and waited for the ice to leave the river. The first ship arrived on the ninth of April, a small cog from Wismar with salt and a little wine, and Dove wrote her down in a careful, upright hand that he would keep for eleven years.",
          "The books he kept were not meant to be read by anyone but the council. They were tools of a particular kind of government, one that wanted to know who came and went, who owed what, and who could be trusted. Read five centuries later, they tell us less about the volume of Baltic trade than about the people who made it possible: the skippers who returned every season, the brewers who stood surety for strangers, the porters fined for working after the evening bell.",
          "This chapter follows Dove and his books through one ordinary season.",
        ],
        "",
      ).replace('<p class="first">', '<p class="first dc">')}
    </div>
    ${folio(61)}`,
    {
      backdrop: backdrops.sand,
      font: F.palatino,
      size: 10,
      trim: 0.667,
      leading: 1.42,
      margin: [36, 48, 28],
      paper: "#fffcf5",
    },
  ),
};

// 09 — Trade non-fiction chapter opener.
const s09: SampleScene = {
  key: "composition-09",
  body: printedPage(
    `<div style="font:700 10px ${F.gothic};letter-spacing:.3em;color:#2b8a6e;margin-top:40px">CHAPTER FIVE</div>
    <div style="font:700 30px/1.02 ${F.gothic};margin:10px 0 12px;color:#16342c">Walking the<br>Edge of the Marsh</div>
    <div style="width:64px;height:5px;background:#2b8a6e;margin-bottom:26px"></div>
    <div class="flow" style="font-size:10.2px;line-height:1.5">
      ${paras([
        "<span style='font-family:" +
          F.gothic +
          ";font-weight:700;letter-spacing:.08em'>THE BEST TIME</span> to walk a salt marsh is an hour before high water on a still morning in late September. The samphire has turned from green to crimson, the sea lavender has faded to a papery lilac, and the creeks are filling so quietly that you only notice when the path you came by has gone.",
        "I learned this the hard way. On my first visit to the marsh at Saltmarsh Point I walked out at low tide along a creek bed that looked as firm as a road, and spent the next hour watching it turn back into a river between me and the sea wall. A fisherman pulling in his boat pointed me to the one raised bank that never floods, and I have used it ever since.",
        "Marshes are like that. They reward attention and punish hurry. They are also, for all their reputation as wasteland, among the busiest places on the coast: each square metre of mud can hold tens of thousands of small snails, and each autumn the creeks fill with young fish that will spend their first winter there.",
        "This chapter is about how to see all that without getting your feet wet, or at least not too wet.",
      ])}
    </div>
    ${folio(87, "right", `font-family:${F.gothic};font-weight:700;color:#2b8a6e`)}`,
    { backdrop: backdrops.sage, font: F.bookman, size: 10, trim: 0.65, margin: [34, 40, 28] },
  ),
};

// 10 — Biology textbook page with boxes.
const s10: SampleScene = {
  key: "composition-10",
  css: `.tb10 .box{border-radius:6px;padding:8px 10px;margin:8px 0;break-inside:avoid}
  .tb10 .kc{background:#fff4e0;border:1px solid #f0b64d}.tb10 .we{background:#e8f1fb;border-left:4px solid #2f6eb5}
  .tb10 .bt{font:800 8.5px ${F.sans};letter-spacing:.1em;margin-bottom:3px}`,
  body: printedPage(
    `<div style="display:flex;gap:0;margin:-34px -30px 10px -30px"><div style="background:#2f6eb5;color:#fff;font:800 18px/1 ${F.sans};padding:18px 14px 10px 30px">4.2</div>
      <div style="flex:1;background:#e8f1fb;padding:14px 30px 10px 12px;font:800 15px/1.15 ${F.sans};color:#17406e">Photosynthesis: capturing light energy</div></div>
    <div style="display:flex;gap:12px;flex:1;min-height:0" class="tb10">
      <div style="flex:1;display:flex;flex-direction:column;min-height:0">
        ${paras([
          "Plants, algae and some bacteria capture the energy of sunlight and store it in the chemical bonds of sugar. This process, <b>photosynthesis</b>, supplies almost all of the energy that flows through living systems on land and in the sea.",
          "Photosynthesis takes place in the <b>chloroplasts</b>. It happens in two linked stages. In the light-dependent reactions, chlorophyll in the thylakoid membranes absorbs light and uses its energy to split water, releasing oxygen. In the light-independent reactions, or Calvin cycle, carbon dioxide from the air is fixed into sugar in the stroma.",
        ])}
        <div class="box kc"><div class="bt" style="color:#b66a00">KEY CONCEPT</div>
          The overall equation summarises many steps: <div style="text-align:center;margin:4px 0;font-size:1.05em">6 CO<sub>2</sub> + 6 H<sub>2</sub>O <span style="font-size:.8em">— light →</span> C<sub>6</sub>H<sub>12</sub>O<sub>6</sub> + 6 O<sub>2</sub></div>
          The oxygen released comes from water, not from carbon dioxide.</div>
        ${paras(["The rate of photosynthesis depends on light intensity, carbon dioxide concentration and temperature. Whichever of these is in shortest supply limits the rate; it is called the <b>limiting factor</b>."])}
        <div class="box we"><div class="bt" style="color:#2f6eb5">WORKED EXAMPLE 4.3</div>
          <p class="noind">A pondweed releases 18 bubbles of oxygen per minute at 20 °C and 24 bubbles at 30 °C, with light kept constant. Explain the change.</p>
          <p class="noind" style="margin-top:3px"><b>Answer:</b> Enzymes of the Calvin cycle work faster at the higher temperature, so temperature was the limiting factor at 20 °C. Above about 35 °C the rate would fall as enzymes begin to denature.</p></div>
      </div>
      <div style="width:92px;flex:none;font:500 7.6px/1.35 ${F.sans};color:#17406e;border-left:1px dotted #9bb8da;padding-left:8px">
        <div style="font-weight:800;letter-spacing:.08em;margin-bottom:3px">KEY WORDS</div>
        <p class="noind"><b>chloroplast</b> organelle in which photosynthesis occurs</p><p class="noind" style="margin-top:5px"><b>thylakoid</b> flattened membrane sac holding chlorophyll</p>
        <p class="noind" style="margin-top:5px"><b>stroma</b> fluid around the thylakoids</p>
        <div style="margin-top:14px;background:#fff4e0;border-radius:5px;padding:6px"><b>Remember</b><br>Light-dependent reactions need light; the Calvin cycle only needs their products.</div>
      </div>
    </div>
    <div style="display:flex;justify-content:space-between;font:700 8px ${F.sans};color:#2f6eb5;margin-top:6px"><span>92</span><span>Unit 4 · Energy in living things</span></div>`,
    { backdrop: backdrops.sky, font: F.schoolbook, size: 10, trim: 0.773, margin: [34, 30, 24] },
  ),
};

// 11 — Chemistry textbook page with apparatus and exercise.
const burette = `<svg width="150" height="210" viewBox="0 0 150 210" style="font-family:${F.sans};font-size:7.5px">
  <rect x="20" y="200" width="70" height="6" fill="#555"/><rect x="28" y="10" width="4" height="192" fill="#777"/>
  <rect x="30" y="60" width="26" height="4" fill="#777"/>
  <rect x="52" y="10" width="12" height="130" rx="2" fill="#e9f3fb" stroke="#333" stroke-width=".8"/>
  <rect x="53" y="40" width="10" height="99" fill="#b8dcf5"/>
  ${Array.from({ length: 12 }, (_, i) => `<line x1="52" x2="${i % 5 ? 57 : 60}" y1="${20 + i * 10}" y2="${20 + i * 10}" stroke="#333" stroke-width=".5"/>`).join("")}
  <rect x="55" y="140" width="6" height="12" fill="#e9f3fb" stroke="#333" stroke-width=".7"/><rect x="50" y="144" width="16" height="3" fill="#c0392b"/>
  <path d="M40 172 L76 172 L88 200 L28 200 Z" fill="#fbe3ef" stroke="#333" stroke-width=".8"/><path d="M50 172 L50 160 L66 160 L66 172" fill="none" stroke="#333" stroke-width=".8"/>
  <path d="M32 192 L84 192 L88 200 L28 200 Z" fill="#f6b6d3"/>
  <line x1="64" y1="30" x2="100" y2="30" stroke="#333" stroke-width=".5"/><text x="102" y="33">burette</text>
  <line x1="64" y1="90" x2="100" y2="90" stroke="#333" stroke-width=".5"/><text x="102" y="87">sodium</text><text x="102" y="96">hydroxide</text>
  <line x1="66" y1="146" x2="100" y2="146" stroke="#333" stroke-width=".5"/><text x="102" y="149">tap</text>
  <line x1="80" y1="186" x2="100" y2="178" stroke="#333" stroke-width=".5"/><text x="102" y="176">conical flask</text><text x="102" y="185">acid + indicator</text></svg>`;
const s11: SampleScene = {
  key: "composition-11",
  css: `.c11 ol{margin:4px 0 0 14px;padding:0}.c11 li{margin-bottom:2px}`,
  body: printedPage(
    `<div style="display:flex;justify-content:space-between;font:700 8px ${F.sans};color:#7a3fa0;letter-spacing:.1em;border-bottom:2px solid #7a3fa0;padding-bottom:4px;margin-bottom:10px"><span>CHAPTER 7 · ACIDS AND BASES</span><span>187</span></div>
    <div style="font:800 14px ${F.sans};color:#4b1f66;margin-bottom:6px">7.4 Finding a concentration by titration</div>
    <div class="c11" style="display:flex;gap:12px">
      <div style="flex:1">
        ${paras([
          "A <b>titration</b> lets you find the exact volume of one solution that reacts with a known volume of another. If the concentration of one solution is known, the concentration of the other can be calculated.",
          "In an acid–base titration an indicator shows the <b>end point</b>: phenolphthalein is colourless in acid and turns pale pink as soon as a single drop of alkali is in excess.",
        ])}
        <div style="font:700 9px ${F.sans};color:#4b1f66;margin-top:8px">Method</div>
        <ol><li>Rinse the burette with the sodium hydroxide solution, fill it and record the starting volume.</li><li>Pipette 25.0 cm³ of hydrochloric acid into a conical flask and add three drops of indicator.</li>
        <li>Add alkali while swirling, drop by drop near the end point, until the pink colour just remains.</li><li>Record the final volume and repeat until two titres agree within 0.10 cm³.</li></ol>
      </div>
      <div style="flex:none">${burette}<div style="font:600 7.5px ${F.sans};color:#4b1f66;width:150px">Figure 7.9 Apparatus for an acid–alkali titration</div></div>
    </div>
    <div style="margin-top:10px">${paras([`Because the reaction is NaOH + HCl → NaCl + H<sub>2</sub>O, one mole of alkali neutralises one mole of acid. So ${tex("c_{\\mathrm{acid}}V_{\\mathrm{acid}} = c_{\\mathrm{alkali}}V_{\\mathrm{alkali}}")} at the end point.`])}</div>
    <div style="background:#f4ecf9;border-radius:8px;padding:9px 11px;margin-top:10px;border:1px solid #d7c0e6">
      <div style="font:800 8.5px ${F.sans};color:#7a3fa0;letter-spacing:.1em;margin-bottom:4px">CHECK YOUR UNDERSTANDING</div>
      <ol style="margin:0 0 0 14px;padding:0"><li>Why is the burette rinsed with alkali rather than with water before filling?</li>
      <li>A student needs 21.60 cm³ of 0.100 mol dm⁻³ NaOH to neutralise 25.0 cm³ of HCl. Calculate the concentration of the acid.</li>
      <li>Suggest why the first, rough titre is usually left out of the mean.</li></ol></div>
    ${folio("", "center")}`,
    { backdrop: backdrops.lilac, font: F.schoolbook, size: 10.2, trim: 0.773, margin: [32, 32, 24] },
  ),
};

// 12 — Vancouver reference list.
const refs12 = [
  "Whelton PK, Carey RM, Aronow WS, et al. Guideline for the prevention, detection, evaluation, and management of high blood pressure in adults. <i>Hypertension</i>. 2018;71:e13–e115. doi:10.5555/HYP.0000000000000065",
  "Clark CE, Smith LFP, Taylor RS, Campbell JL. Nurse led interventions to improve control of blood pressure in people with hypertension: systematic review and meta-analysis. <i>BMJ</i>. 2010;341:c3995.",
  "Okonjo A, Patel S, Lindgren M. Titration algorithms in primary care: a pragmatic cluster trial. <i>Brackenfield J Med</i>. 2019;16:e044120.",
  "McManus RJ, Mant J, Franssen M, et al. Efficacy of self-monitored blood pressure, with or without telemonitoring, for titration of antihypertensive medication. <i>Lancet</i>. 2018;391:949–59.",
  "Dube T, Harrington J, Mwangi E. Workload of practice nurses in hypertension clinics: a time-and-motion study. <i>Prim Health Care Res Dev</i>. 2020;21:e33.",
  "Williams B, Mancia G, Spiering W, et al. 2018 guidelines for the management of arterial hypertension. <i>Eur Heart J</i>. 2018;39:3021–104.",
  "Ettehad D, Emdin CA, Kiran A, et al. Blood pressure lowering for prevention of cardiovascular disease and death: a systematic review and meta-analysis. <i>Lancet</i>. 2016;387:957–67.",
  "Lindqvist H, Moreau C. Adherence to thiazide-like diuretics in older adults: a cohort study. <i>Drugs Aging</i>. 2021;38:611–20.",
  "Sharma P, O’Brien E. Home versus clinic measurement in the titration of antihypertensive therapy. <i>J Hypertens</i>. 2017;35:1420–8.",
  "Brackenfield Clinical Trials Unit. Statistical analysis plan for the TITRATE trial, version 2.1. Published 2021. Accessed March 3, 2022.",
  "Rahman N, Pryce O, Adeyemi G. Cost-effectiveness of nurse-led hypertension management in the United Kingdom. <i>Value Health</i>. 2022;25:1188–96.",
  "Schulz KF, Altman DG, Moher D. CONSORT 2010 statement: updated guidelines for reporting parallel group randomised trials. <i>BMJ</i>. 2010;340:c332.",
  "Thorne J, Almeida S. Patient experience of medication changes led by nurses: a qualitative study. <i>Br J Gen Pract</i>. 2020;70:e512–9.",
  "White IR, Horton NJ, Carpenter J, Pocock SJ. Strategy for intention to treat analysis in randomised trials with missing outcome data. <i>BMJ</i>. 2011;342:d40.",
  "Glynn LG, Murphy AW, Smith SM, et al. Interventions used to improve control of blood pressure in patients with hypertension. <i>Cochrane Database Syst Rev</i>. 2010;(3):CD005182.",
  "Mehra S, Duarte R. Orthostatic hypotension after intensification of antihypertensive therapy in older adults. <i>Age Ageing</i>. 2019;48:803–9.",
];
const s12: SampleScene = {
  key: "composition-12",
  css: `.r12 li{margin-bottom:3.5px;padding-left:2px}.r12 ol{margin:0 0 0 14px;padding:0}`,
  body: printedPage(
    `<div style="display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #1d4f91;padding-bottom:5px;margin-bottom:10px;font-family:${F.sans}">
      <span style="font-weight:800;color:#1d4f91;letter-spacing:.04em;font-size:9.5px">BRACKENFIELD JOURNAL OF MEDICINE</span><span style="font-size:.8em;color:#555">Okafor et al.</span></div>
    <div style="font:700 10px ${F.sans};color:#1d4f91;margin-bottom:6px">REFERENCES</div>
    <div class="flow r12"><div class="c2" style="font-size:.92em"><ol>${refs12.map((r) => `<li>${r}</li>`).join("")}</ol></div></div>
    <div style="display:flex;justify-content:space-between;font-size:.76em;margin-top:6px;border-top:.5px solid #bbb;padding-top:4px;font-family:${F.sans}"><span><i>Brackenfield J Med</i> 2022;19:e071238</span><b>9</b></div>`,
    { backdrop: backdrops.slate, font: F.serif, size: 9.2, margin: [30, 32, 26] },
  ),
};

// 13 — Author–year reference list.
const refs13 = [
  "Adebayo, K., &amp; Lindström, E. (2019). Neighbourhood trust and the use of public libraries. <i>Urban Studies</i>, <i>56</i>(12), 2491–2508.",
  "Bourdieu, P. (1986). The forms of capital. In J. Richardson (Ed.), <i>Handbook of theory and research for the sociology of education</i> (pp. 241–258). Greenwood.",
  "Chen, L., Okafor, R., &amp; Varga, E. (2021). <i>Reading in public: Libraries, cafés and the making of civic space</i>. Quillon Academic.",
  "Dube, T. (2018). Who uses the branch library? Evidence from a national time-use survey. <i>Journal of Social Research</i>, <i>42</i>(3), 311–334.",
  "Fernández, M., &amp; Holt, S. (2020). Closing doors: Library closures and informal learning in small towns. <i>Sociological Review</i>, <i>68</i>(5), 1022–1041.",
  "Granovetter, M. (1973). The strength of weak ties. <i>American Journal of Sociology</i>, <i>78</i>(6), 1360–1380.",
  "Klinenberg, E. (2018). <i>Palaces for the people: How social infrastructure can help fight inequality</i>. Crown.",
  "Mensah, A., Ribeiro, T., &amp; Park, J. (2022). Measuring social infrastructure with open data. <i>Environment and Planning B</i>, <i>49</i>(7), 1880–1897.",
  "Nakamura, Y. (2017). Quiet sociability: Observations from a Tokyo reading room. <i>Ethnography</i>, <i>18</i>(2), 203–224.",
  "Oldenburg, R. (1989). <i>The great good place</i>. Paragon House.",
  "Putnam, R. D. (2000). <i>Bowling alone: The collapse and revival of American community</i>. Simon &amp; Schuster.",
  "Quiroga, P., &amp; Whitcombe, J. (2023). Digital lending and the changing clientele of public libraries. <i>Journal of Social Research</i>, <i>47</i>(1), 55–79.",
  "Sandström, H. (2016). Libraries as meeting places: A mixed-methods study of three Swedish towns. <i>Library &amp; Information Science Research</i>, <i>38</i>(4), 281–290.",
  "Tane, A., &amp; Brenner, L. (2021). Belonging without buying: Teenagers in non-commercial spaces. <i>Children’s Geographies</i>, <i>19</i>(6), 702–715.",
  "Wiley, C. (2015). <i>Open stacks: A social history of the lending library</i>. Tarrow University Press.",
];
const s13: SampleScene = {
  key: "composition-13",
  css: `.r13 p{padding-left:1.6em;text-indent:-1.6em!important;margin-bottom:4px!important}`,
  body: printedPage(
    `${bookHead("<i>Quillon Journal of Social Research</i> 48(2)", "Mensah and Park")}
    <div style="font:600 12px ${F.serif};margin:6px 0 10px;letter-spacing:.04em" class="sc">References</div>
    <div class="flow r13">${refs13.map((r) => `<p class="noind">${r}</p>`).join("")}</div>
    ${folio(236)}`,
    { backdrop: backdrops.stone, font: F.serif, size: 9, trim: 0.667, margin: [36, 40, 28] },
  ),
};

// 14 — Three-column subject index.
const index14: [string, string[]][] = [
  [
    "P",
    [
      "paper mills, 44–47, 112",
      "—, in Lübeck, 46",
      "parchment, 18, 23–25",
      "patronage, 201–9",
      "—, of printers, 205",
      "—, royal, 207",
      "pawnbrokers, 164",
      "Pelplin, abbey of, 72",
      "pepper, price of, 131, 139",
      "petitions, 88–94",
      "Pfundzoll, 31, 58–60",
      "pilots, harbour, 143–45",
      "piracy, 97, 116–18",
      "plague of 1565, 152–56",
      "porters, 67–70, 149",
      "—, fines on, 69",
      "postal routes, 221–24",
      "printers, 199–230",
    ],
  ],
  ["Q", ["quarantine, 154", "quays, repair of, 141"]],
  [
    "R",
    [
      "Reformation, 178–83",
      "—, and printing, 180",
      "Reval (Tallinn), 49, 126",
      "rice, 134",
      "Riga, 51–53, 127",
      "river tolls, 59",
      "Rostock, 38, 102, 188",
      "rye, 120–25, 133",
      "—, harvest failures, 124",
    ],
  ],
  [
    "S",
    [
      "salt, 27, 113–15",
      "—, from Lüneburg, 114",
      "Scania fairs, 81–84",
      "scribes, 19–22, 199",
      "seals, civic, 24",
      "ships’ masters, 62–66",
      "—, foreign, 64",
      "shipwreck, 118–19",
      "skippers, <i>see</i> ships’ masters",
      "Sound toll, 60, 132",
      "Stockholm, 128–30",
      "surety, 63, 87",
    ],
  ],
  [
    "T",
    [
      "tar and pitch, 117",
      "taverns, 71",
      "timber, 116–18",
      "toll registers, 29–61",
      "—, as evidence of trade, 33–37",
      "—, clerks of, 19–22",
      "Travemünde, 140",
      "treaties, commercial, 98–101",
    ],
  ],
  ["U", ["Utrecht, Peace of (1474), 11, 99", "usury, 166–68"]],
  ["V", ["Visby, 47, 125", "vouching, <i>see</i> surety"]],
  [
    "W",
    [
      "wages, of porters, 68",
      "warehouses, 72–76",
      "wax, 129",
      "weights and measures, 77–80",
      "wine, Rhenish, 135–37",
      "Wismar, 39, 61, 104",
    ],
  ],
];
const s14: SampleScene = {
  key: "composition-14",
  css: `.i14 p{padding-left:1em;text-indent:-1em!important;line-height:1.32}.i14 .L{font:700 11px ${F.serif};margin:6px 0 3px;break-after:avoid}.i14 p.sub{padding-left:2em}`,
  body: printedPage(
    `${bookHead("252", "Index")}
    <div class="flow i14"><div class="c3" style="column-gap:16px">${index14
      .map(
        ([l, es]) =>
          `<div class="L">${l}</div>${es.map((e) => `<p class="${e.startsWith("—") ? "sub" : "noind"}">${e.replace(/^—, /, "")}</p>`).join("")}`,
      )
      .join("")}</div></div>`,
    { backdrop: backdrops.sand, font: F.serif, size: 9.4, trim: 0.72, margin: [38, 34, 30], paper: "#fffdf8" },
  ),
};

// 15 — Monograph title page.
const s15: SampleScene = {
  key: "composition-15",
  body: printedPage(
    `<div style="flex:1;display:flex;flex-direction:column;align-items:center;text-align:center">
      <div style="margin-top:120px;font-size:30px;line-height:1.1;letter-spacing:.02em">Rivers of Ink</div>
      <div style="font-size:13px;font-style:italic;margin-top:10px;line-height:1.35">Print and Power in the Baltic,<br>1550–1720</div>
      <div style="width:34px;border-top:.8px solid #333;margin:34px 0"></div>
      <div class="sc" style="font-size:13px;letter-spacing:.1em">Elisabeth Varga</div>
      <div style="margin-top:auto;margin-bottom:20px">
        <svg width="38" height="38" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="none" stroke="#1a1a1a" stroke-width="1.2"/><path d="M12 28 L20 10 L28 28 M15 22 H25" fill="none" stroke="#1a1a1a" stroke-width="1.4"/></svg>
        <div class="sc" style="font-size:10px;letter-spacing:.18em;margin-top:6px">Tarrow University Press</div>
        <div style="font-size:9px;margin-top:3px;font-style:italic">Tarrow · Boston · Frankfurt</div>
      </div>
    </div>`,
    { backdrop: backdrops.lilac, font: F.palatino, size: 10, trim: 0.65, paper: "#fffcf4", margin: [40, 40, 40] },
  ),
};

// 16 — Table of contents.
const toc16: [string, string, string][] = [
  ["", "Acknowledgements", "ix"],
  ["", "A Note on Names and Dates", "xi"],
  ["", "Introduction: Reading the Harbour", "1"],
  ["part", "Part I · The Written Port", ""],
  ["1", "Clerks, Seals and the Council’s Memory", "19"],
  ["2", "Toll Books as Instruments of Rule", "41"],
  ["3", "The Ledger and the Tide", "61"],
  ["4", "Strangers and Sureties", "87"],
  ["part", "Part II · People of the Quays", ""],
  ["5", "Masters and Their Ships", "113"],
  ["6", "Porters, Fines and the Evening Bell", "139"],
  ["7", "Brewers as Bankers", "163"],
  ["8", "Plague Years, 1565–1566", "187"],
  ["9", "The Harbour Remembered", "211"],
  ["", "Conclusion", "233"],
  ["", "Notes", "241"],
  ["", "Bibliography", "289"],
  ["", "Index", "311"],
];
const s16: SampleScene = {
  key: "composition-16",
  body: printedPage(
    `<div style="text-align:center;font-size:16px;letter-spacing:.14em;margin:40px 0 26px" class="sc">Contents</div>
    ${toc16
      .map(([n, t, p]) =>
        n === "part"
          ? `<div class="sc" style="text-align:center;letter-spacing:.12em;margin:12px 0 6px;color:#7b2d26">${t}</div>`
          : `<div style="display:flex;align-items:baseline;margin:3.5px 0"><span style="width:20px;flex:none">${n}</span><span>${t}</span><span style="flex:1;border-bottom:1px dotted #999;margin:0 5px"></span><span>${p}</span></div>`,
      )
      .join("")}
    ${folio("vii")}`,
    { backdrop: backdrops.sand, font: F.palatino, size: 10, trim: 0.667, margin: [36, 50, 28], paper: "#fffcf5" },
  ),
};

// 17 — Statute commentary with marginal numbers.
const s17: SampleScene = {
  key: "composition-17",
  css: `.l17 .mn{position:absolute;left:-24px;font:700 7.5px ${F.sans};color:#5a3d1e}.l17 .pp{position:relative;margin-bottom:5px}`,
  body: printedPage(
    `<div class="rh" style="font-family:${F.sans};font-size:.76em;border-bottom:1.2px solid #5a3d1e"><span><b>§ 12</b> Data Protection Act</span><span>Ledgerwood Commentary · 4th ed.</span></div>
    <div style="background:#f5efe6;border:1px solid #d8c6a8;padding:8px 10px;margin-bottom:10px;font-size:.95em">
      <div style="font-weight:700;margin-bottom:3px">§ 12 Right to erasure</div>
      <p class="noind">(1) The data subject may require the controller to erase personal data concerning him or her without undue delay where the data are no longer necessary for the purposes for which they were collected.</p>
      <p class="noind">(2) Subsection (1) does not apply where processing is necessary for compliance with a legal obligation or for the establishment, exercise or defence of legal claims.</p></div>
    <div class="flow l17" style="padding-left:24px">
      <div style="font:700 8.5px ${F.sans};margin-bottom:5px;color:#5a3d1e">A. Purpose and scope</div>
      <div class="pp"><span class="mn">1</span>${paras(["Section 12 gives effect to the principle that personal data may not be kept longer than their purpose requires. It turns the storage-limitation principle of § 5(1)(e) into an individual right that the data subject can enforce against the controller.<sup>1</sup>"])}</div>
      <div class="pp"><span class="mn">2</span>${paras(["The right is not absolute. Subsection (2) reserves the controller’s legal obligations and its position in litigation. Courts have read both exceptions narrowly: a controller must show a specific obligation or a concrete, not merely conceivable, claim.<sup>2</sup>"])}</div>
      <div style="font:700 8.5px ${F.sans};margin:6px 0 5px;color:#5a3d1e">B. Conditions</div>
      <div class="pp"><span class="mn">3</span>${paras(["<i>No longer necessary.</i> Necessity is measured against the purpose stated at collection, not against any later purpose the controller may have found. Once a contract has been performed and the limitation period for claims has run, data held only for that contract must go.<sup>3</sup>"])}</div>
      <div class="pp"><span class="mn">4</span>${paras(["<i>Without undue delay.</i> The Act sets no fixed period. In the Higher Regional Court’s view a month will usually suffice for a request made in writing; longer periods need a reason related to the volume or structure of the data."])}</div>
      <div class="pp"><span class="mn">5</span>${paras(["<i>Back-up copies.</i> Data in back-ups need not be deleted at once if the back-up cannot be edited, provided that they are overwritten in the normal cycle and are not restored for other purposes in the meantime."])}</div>
    </div>
    <div style="border-top:.6px solid #777;width:28%;margin:6px 0 4px"></div>
    <div style="font-size:7.4px;line-height:1.3"><p class="noind"><sup>1</sup> See Halvorsen, <i>Datenschutzrecht</i>, 3rd ed. 2021, § 12 para. 4.</p><p class="noind"><sup>2</sup> Federal Court of Justice, judgment of 12 May 2020, VI ZR 41/19, para. 27.</p><p class="noind"><sup>3</sup> Higher Regional Court Frankfurt, 17 Jan. 2022, 6 U 201/20.</p></div>
    <div style="text-align:right;font:700 8px ${F.sans};margin-top:4px">217</div>`,
    { backdrop: backdrops.sand, font: F.times, size: 9.8, trim: 0.667, margin: [34, 38, 26] },
  ),
};

// 18 — Law report.
const s18: SampleScene = {
  key: "composition-18",
  body: printedPage(
    `<div class="rh" style="border-bottom:.8px solid #111"><span>[2023] 2 LLR</span><span class="sc">Harrow Marine Ltd v Coastal Authority</span><span>411</span></div>
    <div style="text-align:center;margin:8px 0 2px;font-weight:700;font-size:12px">HARROW MARINE LTD v COASTAL AUTHORITY</div>
    <div style="text-align:center;font-size:.9em;margin-bottom:2px">COURT OF APPEAL</div>
    <div style="text-align:center;font-size:.9em;font-style:italic;margin-bottom:8px">Lady Justice Okafor, Lord Justice Pryce and Lady Justice Almeida · 14, 15 March; 3 May 2023</div>
    <p class="noind" style="font-style:italic;margin-bottom:6px"><i>Environment — Marine licensing — Moorings — Authority refusing renewal of mooring licence in protected seagrass area — Whether refusal disproportionate — Whether authority obliged to consider low-impact alternative before refusal</i></p>
    <div style="font-size:.95em">
      <p class="noind" style="margin-bottom:5px">The claimant operated forty swing moorings in a bay designated in 2019 as a marine conservation zone for its seagrass meadows. On the expiry of its licence the defendant authority refused renewal on the ground that the moorings scoured the seabed. The claimant had offered to replace them with elastic low-impact moorings but the authority did not consider that offer. The judge dismissed the claim for judicial review.</p>
      <p class="noind" style="margin-bottom:8px"><i>Held</i>, allowing the appeal, that where a less intrusive means of achieving the conservation objective had been put to it, the authority was required to consider whether that means would suffice before refusing the licence outright; that its failure to do so rendered the refusal disproportionate; and that the decision would be quashed and remitted (paras 38–46).</p>
    </div>
    <div style="font-size:.9em;margin-bottom:8px">The following cases are referred to in the judgments: <i>Bank Mellat v HM Treasury (No 2)</i> [2013] UKSC 39; <i>R (Lumsdon) v Legal Services Board</i> [2015] UKSC 41.</div>
    <div class="flow">
      <p class="noind"><b>LADY JUSTICE OKAFOR</b></p>
      ${paras([
        "1 This appeal concerns the licensing of moorings in waters that have, in recent years, been recognised as important for the conservation of seagrass. It raises a short point of some general importance: whether an authority that has been offered a less harmful way of carrying on an activity must consider that offer before it prohibits the activity altogether.",
        "2 The facts are not in dispute and can be stated briefly. Harrow Marine has operated moorings in Saltmarsh Bay since 1987.",
      ])}
    </div>`,
    { backdrop: backdrops.stone, font: F.times, size: 10, trim: 0.667, margin: [34, 38, 28] },
  ),
};

// 21 — Glossary.
const gloss21: [string, string][] = [
  [
    "absorption spectrum",
    "The pattern of wavelengths of light that a pigment absorbs; chlorophyll absorbs red and blue light most strongly.",
  ],
  [
    "active transport",
    "Movement of substances across a membrane against a concentration gradient, using energy from ATP.",
  ],
  ["allele", "One of two or more versions of a gene, found at the same place on a chromosome."],
  ["ATP", "Adenosine triphosphate, the molecule that carries energy within cells."],
  [
    "biodiversity",
    "The variety of living organisms in an area, including the variety of genes, species and ecosystems.",
  ],
  [
    "catalyst",
    "A substance that speeds up a chemical reaction without being used up; enzymes are biological catalysts.",
  ],
  ["chloroplast", "Organelle in plant and algal cells in which photosynthesis takes place."],
  ["diffusion", "Net movement of particles from a region of higher concentration to one of lower concentration."],
  ["enzyme", "A protein that catalyses a specific reaction; its shape fits its substrate."],
  ["homeostasis", "Keeping conditions inside the body, such as temperature and glucose level, within narrow limits."],
  ["limiting factor", "The factor in shortest supply, which holds back the rate of a process such as photosynthesis."],
  ["mitosis", "Cell division that produces two genetically identical daughter cells."],
  [
    "osmosis",
    "Diffusion of water across a partially permeable membrane from a dilute to a more concentrated solution.",
  ],
  ["respiration", "Release of energy from glucose in every living cell; aerobic respiration uses oxygen."],
  ["stomata", "Small pores in the surface of a leaf through which gases enter and leave."],
  ["transpiration", "Loss of water vapour from the leaves of a plant, which draws water up the stem."],
];
const s21: SampleScene = {
  key: "composition-21",
  body: printedPage(
    `<div style="display:flex;align-items:center;gap:10px;margin-bottom:12px"><div style="width:8px;height:28px;background:#2f6eb5"></div><div style="font:800 20px ${F.sans};color:#17406e">Glossary</div></div>
    <div class="flow"><div class="c2" style="column-gap:20px">${gloss21.map(([t, d]) => `<p class="noind" style="margin-bottom:6px;break-inside:avoid"><b style="font-family:${F.sans};color:#17406e">${t}</b> ${d}</p>`).join("")}</div></div>
    <div style="display:flex;justify-content:space-between;font:700 8px ${F.sans};color:#2f6eb5;margin-top:6px"><span>318</span><span>Fernleigh Biology for Schools</span></div>`,
    { backdrop: backdrops.sky, font: F.schoolbook, size: 10.6, trim: 0.773, margin: [36, 34, 26] },
  ),
};

// 24 — Poetry with line numbers.
const poem24 = [
  "The estuary keeps no calendar but this:",
  "the slow inhale of water over mud,",
  "the long exhale that leaves the herons standing",
  "like question marks along the fading channel.",
  "",
  "My grandfather could read it like a ledger,",
  "the debts of silt, the interest paid in shells,",
  "the columns of the godwits adding up",
  "to autumn, and the sum of it was home.",
  "",
  "I have his tide tables, foxed and folded,",
  "the pencilled crosses marking where he’d dug",
  "for bait in nineteen fifty-six, the year",
  "the sea wall broke and salt came to the orchard.",
  "",
  "The trees are gone. The marsh has kept the ground",
  "and made of it a meadow no one planted,",
  "sea lavender and samphire, red by Michaelmas,",
  "and every spring the water comes back in.",
];
const s24: SampleScene = {
  key: "composition-24",
  body: printedPage(
    `<div style="height:60px"></div>
    <div style="font-size:15px;letter-spacing:.06em;margin:0 0 4px 40px" class="sc">Tide Tables</div>
    <div style="font-style:italic;margin:0 0 22px 40px;font-size:.92em">for W. H. R., 1911–1989</div>
    <div style="position:relative;padding-left:40px;font-size:10.4px;line-height:1.55">${(() => {
      let n = 0;
      return poem24
        .map((l) => {
          if (!l) return `<div style="height:.9em"></div>`;
          n += 1;
          return `<div style="position:relative">${l}${n % 5 === 0 ? `<span style="position:absolute;right:8px;font-size:.75em;color:#777">${n}</span>` : ""}</div>`;
        })
        .join("");
    })()}</div>
    ${folio(43)}`,
    { backdrop: backdrops.blush, font: F.palatino, size: 10, trim: 0.62, paper: "#fffcf6", margin: [40, 44, 30] },
  ),
};

// 25 — Critical edition with apparatus.
const s25: SampleScene = {
  key: "composition-25",
  body: printedPage(
    `${bookHead("LETTER 47 · TO HARRIET MARLOWE", "Letters of Anne Calloway")}
    <div class="sc" style="font-size:.9em;margin-bottom:8px;text-align:right">Saltmarsh Point, 3 October 1851</div>
    <div class="flow" style="font-size:9.6px;line-height:1.48">
      ${paras([
        "My dear Harriet,",
        "You will think me very idle, for it is three weeks since your letter came and I have not answered it. But the truth is that we have had the whole house turned upside down by the new sea wall, which Father is determined shall be finished before the equinoctial tides, and I have been clerk, nurse and cook by turns.<sup>a</sup>",
        "The men work from first light, and when the water is out I walk along the top of the new bank to see how far they have come. It is a strange thing to watch a field made out of mud. Mr Pryce the engineer says that in ten years there will be sheep where the samphire now grows, and I have not the heart to tell him that I prefer the samphire.<sup>b</sup>",
        "Of your news I was glad of all but the last. Is it certain that your brother must go to Calcutta? I had hoped the post at the bank would keep him in London another year at least.<sup>c</sup>",
      ])}
    </div>
    <div style="border-top:.6px solid #555;margin:8px 0 5px"></div>
    <div style="font-size:7.6px;line-height:1.38">
      <p class="noind"><b>a</b> clerk, nurse and cook] <i>MS</i>; nurse and cook <i>1872</i> &nbsp;|&nbsp; equinoctial] <i>MS corr. from</i> autumn</p>
      <p class="noind"><b>b</b> Mr Pryce] <i>MS</i>; Mr P—— <i>1872</i> &nbsp;|&nbsp; prefer the samphire] <i>the 1872 edition omits the sentence</i></p>
      <p class="noind"><b>c</b> Calcutta] <i>MS</i>; India <i>1872</i></p>
      <div style="border-top:.4px solid #999;margin:5px 0 4px;width:40%"></div>
      <p class="noind">1. The sea wall at Saltmarsh Point was completed in the spring of 1852; the reclaimed land was let for grazing from 1858 (Pryce, <i>Report on Coast Defences</i>, 1860, p. 41).</p>
      <p class="noind">2. Harriet Marlowe’s brother Edward sailed for Calcutta in January 1852 as a clerk of the Oriental Bank.</p>
    </div>
    ${folio(118)}`,
    { backdrop: backdrops.sand, font: F.palatino, size: 9.6, trim: 0.65, margin: [36, 42, 26], paper: "#fffcf5" },
  ),
};

// 28 — Encyclopedia page.
const enc28: [string, string][] = [
  [
    "imposition",
    "The arrangement of pages on a printed sheet so that, after folding and trimming, they follow in the right order. Common schemes are sheetwise, work-and-turn and work-and-tumble. <i>See also</i> SIGNATURE.",
  ],
  [
    "imprint",
    "The statement of the publisher, place and date of publication, usually on the title page; also the printer’s name required by law in many countries, printed at the end of the book.",
  ],
  [
    "incunabulum",
    "(pl. incunabula) A book printed in Europe before 1501. About 30,000 editions are known, most in Latin; the term comes from the Latin for swaddling clothes.",
  ],
  [
    "indent",
    "The setting of a line in from the margin, most often at the start of a paragraph. A hanging indent leaves the first line at the margin and indents those that follow.",
  ],
  [
    "intaglio",
    "Printing from an image cut or etched below the surface of a plate, as in engraving and etching; the ink is held in the recesses. <i>Contrast</i> RELIEF PRINTING.",
  ],
  [
    "italic",
    "A sloping type style derived from humanist handwriting, introduced by Aldus Manutius in 1501 and now used for emphasis and titles.",
  ],
  [
    "justification",
    "Spacing the words of a line so that it fills the measure exactly. In hand composition this was done with spaces of different thicknesses; in digital composition by algorithms that weigh spacing across a whole paragraph.",
  ],
  [
    "kern",
    "The part of a type that overhangs its body; by extension, the adjustment of space between particular pairs of letters such as AV or To.",
  ],
  ["leading", "The vertical space between lines of type, named after the strips of lead once placed between them."],
];
const s28: SampleScene = {
  key: "composition-28",
  body: printedPage(
    `<div class="rh" style="border-bottom:1px solid #333;font-family:${F.narrow};font-size:.9em"><b>IMPOSITION</b><span>QUILLON ENCYCLOPEDIA OF PRINTING</span><b>LEADING</b></div>
    <div class="flow"><div class="c3" style="column-rule:.5px solid #ccc">${enc28.map(([h, t]) => `<p class="noind" style="margin-bottom:5px"><b style="font-family:${F.narrow};font-size:1.08em">${h}</b> ${t}</p>`).join("")}</div></div>
    <div style="text-align:center;font-family:${F.narrow};font-size:.85em;margin-top:6px">212</div>`,
    { backdrop: backdrops.stone, font: F.times, size: 10.8, trim: Math.SQRT1_2, margin: [32, 30, 24] },
  ),
};

// 30 — Mathematics exercises.
const ex30 = [
  "\\int x^3\\,dx",
  "\\int \\frac{2}{x}\\,dx",
  "\\int_0^{\\pi} \\sin x\\,dx",
  "\\int_1^{4} \\sqrt{x}\\,dx",
  "\\int x\\,e^{x}\\,dx",
  "\\int \\frac{x}{x^2+1}\\,dx",
  "\\int_0^{1} \\frac{dx}{1+x^2}",
  "\\int \\cos^2 x\\,dx",
];
const ans30 = [
  "\\tfrac14x^4+C",
  "2\\ln|x|+C",
  "2",
  "\\tfrac{14}{3}",
  "(x-1)e^x+C",
  "\\tfrac12\\ln(x^2+1)+C",
  "\\tfrac{\\pi}{4}",
  "\\tfrac x2+\\tfrac14\\sin 2x+C",
];
const s30: SampleScene = {
  key: "composition-30",
  body: printedPage(
    `<div style="display:flex;align-items:baseline;gap:10px;border-bottom:2px solid #c2410c;padding-bottom:6px;margin-bottom:10px"><span style="font:800 20px ${F.sans};color:#c2410c">9C</span><span style="font:700 13px ${F.sans}">Exercises: integration techniques</span></div>
    <div style="display:flex;gap:14px;flex:1;min-height:0">
      <div style="flex:1">
        <p class="noind" style="margin-bottom:6px"><b>1</b>&nbsp; Find each integral.</p>
        <div style="display:grid;grid-template-columns:1fr 1fr;gap:6px 10px;margin:0 0 10px 12px">${ex30.map((e, i) => `<div>(${String.fromCharCode(97 + i)})&nbsp; ${tex(e)}</div>`).join("")}</div>
        <p class="noind"><b>2</b>&nbsp; Use the substitution ${tex("u=1+x^2")} to show that</p>
        ${eq("\\int_0^{2} \\frac{x}{\\sqrt{1+x^2}}\\,dx=\\sqrt5-1.")}
        <p class="noind"><b>3</b>&nbsp; Integrate by parts twice to find ${tex("\\displaystyle\\int e^{x}\\sin x\\,dx")}.</p>
        <p class="noind" style="margin-top:8px"><b>4</b>&nbsp; The region bounded by ${tex("y=\\sqrt x")}, the ${tex("x")}-axis and the line ${tex("x=4")} is rotated through ${tex("2\\pi")} about the ${tex("x")}-axis. Show that the volume of the solid formed is ${tex("8\\pi")}.</p>
        <p class="noind" style="margin-top:8px"><b>5</b>&nbsp; A tank is filled at a rate of ${tex("r(t)=12-0.5t")} litres per minute, ${tex("0\\le t\\le 20")}. Find the volume added during the first twenty minutes, and explain what the sign of ${tex("r")} tells you at ${tex("t=24")}.</p>
        <p class="noind" style="margin-top:8px"><b>6</b>&nbsp; <i>Challenge.</i> By writing ${tex("\\tfrac{1}{x(x+1)}")} in partial fractions, evaluate</p>
        ${eq("\\sum_{n=1}^{N}\\int_n^{n+1}\\frac{dx}{x(x+1)}.")}
        <p class="noind" style="margin-top:8px"><b>7</b>&nbsp; Show that ${tex("\\displaystyle\\int_0^{\\pi/2}\\sin^3x\\,dx=\\tfrac23")} by writing ${tex("\\sin^3x=\\sin x\\,(1-\\cos^2x)")}.</p>
        <p class="noind" style="margin-top:8px"><b>8</b>&nbsp; The curve ${tex("y=\\ln x")} meets the ${tex("x")}-axis at ${tex("A")}. Find the area enclosed by the curve, the ${tex("x")}-axis and the line ${tex("x=e")}, giving your answer exactly.</p>
        <p class="noind" style="margin-top:8px"><b>9</b>&nbsp; Explain why ${tex("\\displaystyle\\int_{-1}^{1}\\frac{dx}{x^2}")} cannot be evaluated as ${tex("\\left[-\\tfrac1x\\right]_{-1}^{1}=-2")}, and why the answer is clearly wrong.</p>
      </div>
      <div style="width:110px;flex:none;background:#fff1e6;border-radius:6px;padding:8px;font-size:.9em">
        <div style="font:800 8px ${F.sans};color:#c2410c;letter-spacing:.1em;margin-bottom:5px">ANSWERS</div>
        ${ans30.map((a, i) => `<div style="margin-bottom:4px">1${String.fromCharCode(97 + i)}&nbsp; ${tex(a)}</div>`).join("")}
        <div style="margin-top:6px">3&nbsp; ${tex("\\tfrac12e^x(\\sin x-\\cos x)+C")}</div><div style="margin-top:6px">5&nbsp; 140 litres</div><div style="margin-top:6px">8&nbsp; 1</div>
      </div>
    </div>
    <div style="display:flex;justify-content:space-between;font:700 8px ${F.sans};color:#c2410c;margin-top:6px"><span>Fernleigh Mathematics · Year 13</span><span>241</span></div>`,
    { backdrop: backdrops.blush, font: F.cm, size: 10.8, trim: 0.773, margin: [34, 32, 24] },
  ),
};

// 32 — Language course page.
const dlg32: [string, string][] = [
  ["Kellnerin", "Guten Morgen! Was darf ich Ihnen bringen?"],
  ["Jonas", "Einen Kaffee, bitte, und ein Croissant."],
  ["Kellnerin", "Mit Milch und Zucker?"],
  ["Jonas", "Nur mit Milch, danke. Haben Sie auch Orangensaft?"],
  ["Kellnerin", "Ja, frisch gepresst. Ein kleines oder ein großes Glas?"],
  ["Jonas", "Ein kleines, bitte. Was kostet das zusammen?"],
  ["Kellnerin", "Das macht acht Euro fünfzig."],
  ["Jonas", "Hier sind zehn Euro. Stimmt so!"],
];
const s32: SampleScene = {
  key: "composition-32",
  body: printedPage(
    `<div style="display:flex;align-items:center;gap:10px;margin-bottom:10px"><div style="background:#e03131;color:#fff;font:800 11px ${F.sans};padding:5px 9px;border-radius:4px">Lektion 3</div><div style="font:800 17px ${F.sans};color:#222">Im Café</div><div style="margin-left:auto;font:500 8px ${F.sans};color:#777">Track 07 ▶</div></div>
    <svg width="100%" height="92" viewBox="0 0 460 92" preserveAspectRatio="xMidYMid slice" style="display:block;border-radius:6px;margin-bottom:10px">
      <rect width="460" height="92" fill="#fde9d9"/><rect x="0" y="62" width="460" height="30" fill="#e9c9a8"/>
      <rect x="170" y="48" width="120" height="6" rx="3" fill="#8a5a3b"/><rect x="226" y="54" width="8" height="30" fill="#8a5a3b"/>
      <circle cx="120" cy="34" r="12" fill="#f2c7a5"/><rect x="106" y="46" width="28" height="34" rx="10" fill="#2f6eb5"/>
      <circle cx="340" cy="30" r="12" fill="#c68e6a"/><rect x="326" y="42" width="28" height="40" rx="10" fill="#e03131"/><rect x="322" y="52" width="36" height="20" fill="#fff" opacity=".9"/>
      <rect x="196" y="38" width="14" height="10" rx="2" fill="#fff" stroke="#8a5a3b"/><path d="M210 41 q5 2 0 5" fill="none" stroke="#8a5a3b"/>
      <circle cx="255" cy="44" r="6" fill="#f4b942"/></svg>
    <div style="display:flex;gap:12px">
      <div style="flex:1">${dlg32.map(([w, t]) => `<p class="noind" style="margin-bottom:3px"><b style="color:${w === "Jonas" ? "#2f6eb5" : "#e03131"};font-family:${F.sans};font-size:.9em">${w}:</b> ${t}</p>`).join("")}</div>
      <div style="width:150px;flex:none;border:1.5px solid #e03131;border-radius:6px;padding:7px 9px;font-size:.92em">
        <div style="font:800 8px ${F.sans};color:#e03131;letter-spacing:.1em;margin-bottom:4px">WORTSCHATZ</div>
        ${[
          ["der Kaffee", "coffee"],
          ["das Croissant", "croissant"],
          ["die Milch", "milk"],
          ["der Zucker", "sugar"],
          ["der Orangensaft", "orange juice"],
          ["das Glas", "glass"],
          ["zusammen", "together"],
          ["Stimmt so!", "Keep the change!"],
        ]
          .map(
            ([d, e]) =>
              `<div style="display:flex;justify-content:space-between;border-bottom:.5px dotted #ccc;padding:1.5px 0"><span>${d}</span><i style="color:#666">${e}</i></div>`,
          )
          .join("")}
      </div>
    </div>
    <div style="background:#f1f5fb;border-radius:6px;padding:8px 10px;margin-top:10px">
      <div style="font:800 8px ${F.sans};color:#2f6eb5;letter-spacing:.1em;margin-bottom:3px">GRAMMATIK · DER AKKUSATIV</div>
      <p class="noind">After <i>Ich möchte …</i> and <i>Bringen Sie mir …</i> the object is in the accusative. Only masculine nouns change: <b>der</b> Kaffee → <b>einen</b> Kaffee; <b>die</b> Milch and <b>das</b> Glas stay the same.</p></div>
    <div style="background:#fff;border:1px solid #ddd;border-radius:6px;padding:8px 10px;margin-top:8px">
      <div style="font:800 8px ${F.sans};color:#e03131;letter-spacing:.1em;margin-bottom:3px">ÜBUNG 3 · ERGÄNZEN SIE</div>
      <p class="noind">a) Ich möchte ______ Tee. &nbsp; b) Bringen Sie mir ______ Wasser, bitte. &nbsp; c) Haben Sie ______ Apfelkuchen?</p></div>
    <div style="margin-top:auto;display:flex;justify-content:space-between;font:700 8px ${F.sans};color:#e03131"><span>34</span><span>Fernleigh Deutsch A1</span></div>`,
    { backdrop: backdrops.blush, font: F.helvetica, size: 10.2, trim: 0.773, margin: [32, 32, 24] },
  ),
};

// 34 — Preface.
const s34: SampleScene = {
  key: "composition-34",
  body: printedPage(
    `<div style="height:70px"></div>
    <div class="sc" style="font-size:17px;letter-spacing:.12em;margin-bottom:22px">Preface</div>
    <div class="flow" style="font-size:9.8px;line-height:1.5">
      ${paras([
        "This handbook began as a set of notes for the editors of Greywell’s engineering journals, who asked for a single place to look up the house rules for units, symbols and references. It has grown, over three editions, into a guide for authors as well, and we hope that it will save both groups time.",
        "The third edition reflects two changes in the way articles are produced. Most manuscripts now reach us as structured files from which print, web and archive versions are generated together, and many of the rules in earlier editions that concerned the appearance of the printed page have become rules about markup. We have rewritten the chapters on mathematics and tables accordingly, and added a new chapter on data availability statements.",
        "We are grateful to the members of the editorial boards who commented on drafts, and in particular to Professor Helen Adeyemi, whose careful reading of the chapter on units saved us from several embarrassments. The production teams in Chennai, Boston and Frankfurt tested every example against the journals’ templates.",
        "Comments and corrections are always welcome and will be acknowledged in the next edition.",
      ])}
      <div style="margin-top:22px;display:flex;justify-content:space-between;font-style:italic"><span>Frankfurt, January 2024</span><span style="text-align:right">M. L.<br>R. O.</span></div>
    </div>
    ${folio("xi")}`,
    { backdrop: backdrops.slate, font: F.serif, size: 9.6, trim: 0.667, margin: [36, 46, 30] },
  ),
};

export const compositionBookScenes: readonly SampleScene[] = [
  s08,
  s09,
  s10,
  s11,
  s12,
  s13,
  s14,
  s15,
  s16,
  s17,
  s18,
  s21,
  s24,
  s25,
  s28,
  s30,
  s32,
  s34,
];
