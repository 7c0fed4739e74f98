/**
 * Header illustrations of the digital service pages: devices, documents and data on the cool
 * digital ground.
 */
import {
  Accessibility,
  ArrowRightLeft,
  Contrast,
  FileText,
  HeartPulse,
  Keyboard,
  Lock,
  ScanLine,
  Store,
} from "lucide-react";
import {
  appWindow,
  chip,
  codePanel,
  device,
  esc,
  FONT_SANS,
  FONT_SERIF,
  glyph,
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

function ebooks(): string {
  const reader = `<div style="padding:30px 28px;font:400 13px/1.75 ${FONT_SERIF};color:#2a3140">
    <div style="font:600 9.5px/1 ${FONT_SANS};letter-spacing:.16em;color:${p.inkMid};text-transform:uppercase">Chapter 1</div>
    <div style="font:600 24px/1.15 ${FONT_SERIF};color:${p.ink};margin:12px 0 14px">The Lighthouse Keeper’s Daughter</div>
    <p style="margin-bottom:10px">The lamp had been lit every night for ninety years, and on the night it went dark the whole island noticed before anyone said a word.</p>
    <p style="margin-bottom:14px">Mara climbed the hundred and twelve steps with a torch in her teeth<sup style="color:${p.accentDark}">1</sup> and found the keeper’s log open at a page dated tomorrow.</p>
    ${skeleton(textWidths(6))}
    <div style="position:absolute;left:28px;right:28px;bottom:18px;display:flex;justify-content:space-between;font:500 11px/1 ${FONT_SANS};color:${p.muted}"><span>Page 3 of 284</span><span>12 min left in chapter</span></div></div>`;
  const phone = `<div style="padding:22px 16px;font:400 10.5px/1.6 ${FONT_SERIF};color:#2a3140"><div style="font:600 14px/1.2 ${FONT_SERIF};color:${p.ink};margin-bottom:8px">The Lighthouse Keeper’s Daughter</div>${skeleton(textWidths(12))}</div>`;
  return scene(
    "digital",
    `${device({ x: 150, y: 40, w: 380, h: 520, rot: -3 }, reader, 30, 14)}
    ${device({ x: 470, y: 210, w: 170, h: 330, rot: 4 }, phone, 26, 10)}
    ${statusCard({ x: 560, y: 50, w: 206, rot: 2 }, "Validation", [
      { label: "EPUBCheck", meta: "0 errors", state: "done" },
      { label: "Ace by DAISY", meta: "passed", state: "done" },
      { label: "Store checks", meta: "3 of 3", state: "done" },
    ])}
    ${chip({ x: 30, y: 430, rot: 2 }, Store, "EPUB 3 · KF8 · ONIX 3.0", "Ready for every storefront", "solid")}`,
  );
}

function accessibility(): string {
  const page = `<div style="display:grid;grid-template-columns:1fr 1fr;gap:18px">
    <div><div style="font:600 20px/1.2 ${FONT_SERIF};color:${p.ink};margin-bottom:10px">Annual report 2024</div>${skeleton(textWidths(6))}
      <div style="margin-top:10px;display:flex;gap:6px;flex-wrap:wrap">${pill("H1", "ink")}${pill("H2 ×6", "ink")}${pill("Lists ×14", "ink")}</div></div>
    <div style="position:relative;border-radius:10px;background:#f4f7fb;padding:14px;height:150px">
      <svg viewBox="0 0 200 110" width="100%" height="110"><path d="M10 95 L50 70 L90 78 L130 40 L170 30 L190 18" fill="none" stroke="${p.inkMid}" stroke-width="3.5" stroke-linecap="round"/><path d="M10 100 L50 88 L90 92 L130 70 L170 66 L190 58" fill="none" stroke="${p.accent}" stroke-width="3.5" stroke-dasharray="7 6" stroke-linecap="round"/></svg>
      <span style="position:absolute;left:10px;bottom:-14px;background:${p.ink};color:#fff;font:600 11px/1.35 ${FONT_SANS};padding:8px 10px;border-radius:8px;width:220px;box-shadow:0 8px 20px -8px rgba(12,26,51,.5)">alt: Line chart. Revenue rose from 4.1 to 9.8 million, 2019–2024; costs rose more slowly.</span></div></div>`;
  return scene(
    "digital",
    `${appWindow({ x: 40, y: 70, w: 560, h: 330, rot: -1.5 }, "annual-report-2024.pdf · tags", page, "24px 26px 40px")}
    ${statusCard({ x: 520, y: 250, w: 262, rot: 2 }, "WCAG 2.2 AA", [
      { label: "1.1.1 Non-text content", meta: "pass", state: "done" },
      { label: "1.3.1 Info and relationships", meta: "pass", state: "done" },
      { label: "1.4.3 Contrast", meta: "4.8:1", state: "done" },
      { label: "2.4.3 Focus order", meta: "fixing", state: "active" },
    ])}
    ${chip({ x: 80, y: 430, rot: 1.5 }, Accessibility, "PDF/UA · EPUB Accessibility 1.1", "Conformance report included", "solid")}
    <div class="card shadow" style="${place({ x: 560, y: 60, w: 200, rot: 3 })};padding:14px 16px;display:flex;gap:12px;align-items:center">
      ${glyph(Contrast, p.inkMid, 26)}<div style="font:600 13px/1.3 ${FONT_SANS};color:${p.ink}">Screen reader tested<br><span style="font-weight:500;color:${p.muted};font-size:12px">NVDA · VoiceOver · TalkBack</span></div></div>
    <div class="abs" style="left:420px;top:500px">${chip({ x: 0, y: 0 }, Keyboard, "Keyboard only", "Every control reachable", "orange")}</div>`,
  );
}

function contentDigitization(): string {
  const old = `<div class="card shadow" style="${place({ x: 50, y: 60, w: 330, h: 450, rot: -3 })};border-radius:3px;padding:28px 26px;background:#efe6d2">
    <div style="font:700 13px/1.2 ${FONT_SERIF};color:#4b4336;text-align:center;letter-spacing:.14em">THE HARBOUR GAZETTE</div>
    <div style="font:500 8.5px/1 ${FONT_SANS};text-align:center;color:#7c7160;margin:6px 0 10px;letter-spacing:.14em;border-top:1px solid #b9ab8f;border-bottom:1px solid #b9ab8f;padding:4px 0">TUESDAY, MARCH 4, 1931 · PRICE TWO PENCE</div>
    <div style="font:700 20px/1.1 ${FONT_SERIF};color:#3b342a;margin:10px 0">NEW PIER OPENS TO SHIPPING</div>
    <div style="columns:2;column-gap:14px">${skeleton(textWidths(22), "#cdbfa3")}</div>
    <div style="position:absolute;left:18px;right:18px;top:150px;height:44px;border:2px solid ${p.accent};border-radius:4px;background:rgba(247,103,7,.07)"></div>
    <div style="position:absolute;left:18px;right:18px;top:232px;height:3px;background:${p.accent};box-shadow:0 0 18px 4px rgba(247,103,7,.45)"></div></div>`;
  return scene(
    "digital",
    `${old}
    ${appWindow(
      { x: 400, y: 110, w: 360, h: 250, rot: 1.5 },
      "OCR · keyed text",
      `<div style="font:400 12.5px/1.7 ${FONT_SERIF};color:#2a3140"><b style="font:700 14px/1.3 ${FONT_SERIF};color:${p.ink}">NEW PIER OPENS TO SHIPPING</b><br>The new deep-water pier was opened on Monday by the harbour master, who declared it “the finest on this coast”. <span style="background:${p.accentLight};border-bottom:2px solid ${p.accent}">Forty-two</span> vessels are expected to call in the first month.</div>
      <div style="display:flex;gap:8px;margin-top:12px">${pill("Double-keyed", "ink")}${pill("1 correction", "accent")}</div>`,
    )}
    ${statCard({ x: 600, y: 390, rot: 2 }, "99.95%", "character accuracy", true)}
    ${chip({ x: 330, y: 490, rot: -1.5 }, ScanLine, "600 dpi archival scans", "TIFF masters · searchable PDF", "solid")}`,
  );
}

function contentConversion(): string {
  const tile = (label: string, sub: string, bg: string, fg: string) =>
    `<div style="display:flex;align-items:center;gap:12px;background:#fff;border-radius:12px;padding:10px 14px 10px 10px;margin-bottom:10px" class="shadow"><span style="width:40px;height:46px;border-radius:6px;background:${bg};color:${fg};display:grid;place-items:center;font:800 10px/1 ${FONT_SANS};letter-spacing:.04em">${esc(label)}</span><span style="font:600 13px/1.3 ${FONT_SANS};color:${p.ink}">${esc(sub)}</span></div>`;
  return scene(
    "digital",
    `<div class="abs" style="left:40px;top:70px;width:220px">
      <div class="label" style="margin:0 0 12px 4px">Sources</div>
      ${tile("DOCX", "Author manuscripts", "#dce8f7", p.inkMid)}
      ${tile("PDF", "Typeset back files", "#fde3d3", p.accentDark)}
      ${tile("INDD", "Layout packages", "#f3e1ef", "#8a3b78")}
      ${tile("TEX", "LaTeX sources", "#e3f3e6", "#23663a")}
      ${tile("SGML", "Legacy archives", "#eef1f5", p.muted)}</div>
    <div class="abs shadow" style="left:268px;top:210px;width:96px;height:96px;border-radius:50%;background:${p.ink};display:grid;place-items:center">${glyph(ArrowRightLeft, "#fff", 40, 2)}</div>
    <svg class="abs" style="left:250px;top:120px" width="140" height="300" viewBox="0 0 140 300"><g fill="none" stroke="${p.inkSoft}" stroke-width="2" stroke-dasharray="4 6">${[10, 70, 130, 190, 250].map((y) => `<path d="M0 ${y} C60 ${y} 40 138 66 138"/>`).join("")}</g></svg>
    ${codePanel(
      { x: 400, y: 60, w: 360, h: 250, rot: 1.5 },
      [
        xml('<topic id="install-sensor">'),
        xml("  <title>Install the sensor</title>"),
        xml("  <taskbody>"),
        xml("    <steps>"),
        xml("      <step><cmd>Mount the bracket"),
        xml("        </cmd></step>"),
        xml("    </steps>"),
      ],
      "DITA · valid",
    )}
    <div class="card shadow" style="${place({ x: 440, y: 340, w: 320, rot: -1 })};padding:16px 18px">
      <div class="label" style="margin-bottom:10px">Outputs this batch</div>
      <div style="display:flex;gap:8px;flex-wrap:wrap">${pill("JATS XML", "ink")}${pill("HTML5", "ink")}${pill("EPUB 3", "ink")}${pill("DITA", "ink")}${pill("JSON feed", "accent")}</div>
      <div style="margin-top:14px">${progress(78, p.inkMid)}</div>
      <div style="font:500 12px/1 ${FONT_SANS};color:${p.muted};margin-top:8px">3,120 of 4,000 files · schema valid</div></div>
    ${chip({ x: 440, y: 490, rot: 1.5 }, FileText, "Mapping rules documented", "Signed off before production", "orange")}`,
  );
}

function healthOps(): string {
  const code = (c: string, label: string) =>
    `<div style="display:flex;gap:10px;align-items:center;padding:8px 0;border-top:1px solid #eef1f5"><span style="font:700 12px/1 ui-monospace,monospace;color:${p.inkMid};background:${p.inkLight};padding:5px 8px;border-radius:6px;min-width:70px;text-align:center">${esc(c)}</span><span style="font:500 12.5px/1.3 ${FONT_SANS};color:${p.ink}">${esc(label)}</span></div>`;
  return scene(
    "digital",
    `${appWindow(
      { x: 40, y: 60, w: 470, h: 440, rot: -1.5 },
      "Encounter 48213 · coding",
      `<div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:12px"><div><div style="font:600 17px/1.2 ${FONT_SERIF};color:${p.ink}">Outpatient visit · Cardiology</div><div style="font:500 11.5px/1.5 ${FONT_SANS};color:${p.muted}">Patient ID masked · DOS 12 Feb</div></div>${pill("De-identified", "green")}</div>
      <div class="label" style="margin:6px 0 4px">Diagnoses · ICD-10-CM</div>
      ${code("I10", "Essential (primary) hypertension")}
      ${code("E11.9", "Type 2 diabetes mellitus without complications")}
      ${code("Z79.4", "Long-term (current) use of insulin")}
      <div class="label" style="margin:14px 0 4px">Procedures · CPT</div>
      ${code("93000", "Electrocardiogram, complete")}
      ${code("99214", "Office visit, established patient")}`,
    )}
    ${statusCard({ x: 540, y: 170, w: 226, rot: 2 }, "Quality review", [
      { label: "Coder", meta: "CPC", state: "done" },
      { label: "Second-level audit", meta: "passed", state: "done" },
      { label: "Payer rules", meta: "checked", state: "done" },
    ])}
    ${statCard({ x: 570, y: 400, rot: -2 }, "97.8%", "coding accuracy, last quarter", true)}
    ${chip({ x: 470, y: 40, rot: 2 }, Lock, "HIPAA · GDPR", "Access on a need-to-know basis", "solid")}
    <div class="abs" style="left:70px;top:520px">${chip({ x: 0, y: 0 }, HeartPulse, "Providers · payers · life sciences", "One operations team", "orange")}</div>`,
  );
}

/** Header scenes of the digital service pages. */
export const digitalHeroes = {
  ebooks,
  accessibility,
  contentdigitization: contentDigitization,
  contentconversion: contentConversion,
  healthops: healthOps,
} as const satisfies Record<string, () => string>;
