/**
 * Header illustrations of /technology and the six testing pages: pipelines, boards, test runs
 * and browsers on the pale ink ground.
 */
import { Bot, Bug, GitBranch, MonitorSmartphone, Rocket, Sparkles } from "lucide-react";
import {
  appWindow,
  chip,
  codePanel,
  device,
  esc,
  FONT_SANS,
  FONT_SERIF,
  glyph,
  initials,
  p,
  pill,
  place,
  progress,
  scene,
  skeleton,
  statCard,
  statusCard,
} from "./kit.ts";

const mono = "ui-monospace,'DejaVu Sans Mono',monospace";

function technology(): string {
  const nodes = [
    [90, 120],
    [90, 220],
    [90, 320],
    [250, 90],
    [250, 190],
    [250, 290],
    [250, 390],
    [410, 170],
    [410, 300],
  ] as const;
  const links = [
    [0, 3],
    [0, 4],
    [1, 4],
    [1, 5],
    [2, 5],
    [2, 6],
    [1, 3],
    [3, 7],
    [4, 7],
    [5, 8],
    [6, 8],
    [4, 8],
  ] as const;
  const svg = `<svg class="abs" style="left:30px;top:70px" width="480" height="470" viewBox="0 0 480 470">
    <g stroke="${p.inkSoft}" stroke-width="2">${links.map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}"/>`).join("")}</g>
    ${nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i > 6 ? 20 : 14}" fill="${i === 4 || i === 7 ? p.accent : i > 6 ? p.ink : "#fff"}" stroke="${p.ink}" stroke-width="2.5"/>`).join("")}</svg>`;
  return scene(
    "ink",
    `${svg}
    <div class="card shadow" style="${place({ x: 470, y: 70, w: 290, rot: 2 })};padding:18px 20px">
      <div class="label" style="margin-bottom:10px">Manuscript triage</div>
      <div style="font:600 16px/1.3 ${FONT_SERIF};color:${p.ink};margin-bottom:12px">“Deep-sea sediment cores and Holocene climate”</div>
      <div style="display:flex;gap:6px;flex-wrap:wrap;margin-bottom:12px">${pill("Earth sciences 0.94", "ink")}${pill("Similarity 6%", "green")}${pill("3 figures low-res", "accent")}</div>
      ${progress(94, p.inkMid)}</div>
    ${statusCard({ x: 500, y: 300, w: 250, rot: -1.5 }, "Automated pipeline", [
      { label: "References tagged", meta: "148", state: "done" },
      { label: "XML validated", meta: "JATS", state: "done" },
      { label: "Proof PDF built", meta: "2 min", state: "active" },
    ])}
    ${chip({ x: 60, y: 500, rot: 1.5 }, Sparkles, "Trained on 8M pages", "Checked by people before it ships", "orange")}`,
  );
}

function agile(): string {
  const card = (
    id: string,
    title: string,
    tag: string,
    tone: "ink" | "accent" | "green" | "grey",
    who: string,
    colour: string,
  ) =>
    `<div style="background:#fff;border-radius:10px;padding:10px 12px;margin-bottom:10px;box-shadow:0 1px 2px rgba(12,26,51,.08),0 6px 14px -8px rgba(12,26,51,.25)"><div style="font:600 10.5px/1 ${mono};color:${p.muted};margin-bottom:6px">${esc(id)}</div><div style="font:600 12.5px/1.3 ${FONT_SANS};color:${p.ink};margin-bottom:8px">${esc(title)}</div><div style="display:flex;justify-content:space-between;align-items:center">${pill(tag, tone)}${initials(who, colour, 22)}</div></div>`;
  const col = (title: string, count: number, cards: string) =>
    `<div style="flex:1;background:#f1f4f9;border-radius:12px;padding:12px 10px"><div class="label" style="margin:0 2px 10px;display:flex;justify-content:space-between"><span>${esc(title)}</span><span>${count}</span></div>${cards}</div>`;
  return scene(
    "ink",
    `${appWindow(
      { x: 40, y: 70, w: 620, h: 350, rot: -1 },
      "Sprint 14 · Checkout redesign",
      `<div style="display:flex;gap:12px">
        ${col("To do", 5, card("SHOP-231", "Saved cards at checkout", "Story", "grey", "DV", p.inkMid) + card("SHOP-236", "Coupon rules for bundles", "Story", "grey", "MK", "#3f7d55"))}
        ${col("In test", 3, card("SHOP-224", "Guest checkout", "Testing", "accent", "QA", p.accent) + card("SHOP-228", "Address lookup", "Regression", "accent", "QA", p.accent))}
        ${col("Done", 9, card("SHOP-219", "Order summary page", "Passed", "green", "QA", p.accent) + card("SHOP-221", "VAT display by country", "Passed", "green", "QA", p.accent))}
      </div>`,
      "14px",
    )}
    <div class="card shadow" style="${place({ x: 520, y: 360, w: 250, rot: 2 })};padding:16px 18px">
      <div class="label" style="margin-bottom:8px">Sprint burndown</div>
      <svg viewBox="0 0 210 90" width="210" height="90"><path d="M0 8 L210 86" stroke="${p.rule}" stroke-width="2" stroke-dasharray="5 5"/><path d="M0 8 L30 14 L60 30 L90 36 L120 52 L150 60 L170 70" fill="none" stroke="${p.accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>
      <div style="font:500 12px/1 ${FONT_SANS};color:${p.muted};margin-top:6px">Day 8 of 10 · on track</div></div>
    ${chip({ x: 480, y: 30, rot: 2 }, GitBranch, "Every story tested in its sprint", "No testing backlog", "orange")}`,
  );
}

function automation(): string {
  const line = (ok: boolean, name: string, time: string) =>
    `<div style="display:flex;gap:10px;font:500 12px/2 ${mono};color:#c9d7ee"><span style="color:${ok ? "#8ee0a8" : "#ffb27a"}">${ok ? "✓" : "✗"}</span><span style="flex:1">${esc(name)}</span><span style="color:#6f86ad">${esc(time)}</span></div>`;
  return scene(
    "ink",
    `${codePanel({ x: 40, y: 70, w: 400, h: 250, rot: -2 }, [
      `<span class="c">// checkout.spec.ts</span>`,
      `<span class="t">test</span>(<span class="v">"guest can pay by card"</span>, <span class="t">async</span> ({ page }) =&gt; {`,
      `  <span class="t">await</span> page.goto(<span class="v">"/checkout"</span>);`,
      `  <span class="t">await</span> page.getByLabel(<span class="v">"Card number"</span>)`,
      `    .fill(<span class="v">"4242 4242 4242 4242"</span>);`,
      `  <span class="t">await</span> page.getByRole(<span class="v">"button"</span>, { name: <span class="v">"Pay"</span> })`,
      `    .click();`,
      `  <span class="t">await</span> expect(page).toHaveURL(<span class="a">/confirmed/</span>);`,
      "});",
    ])}
    <div class="abs shadow" style="${place({ x: 300, y: 250, w: 460, rot: 1.5 })};background:${p.inkDark};border-radius:14px;padding:16px 20px">
      <div style="font:700 10px/1 ${FONT_SANS};letter-spacing:.14em;text-transform:uppercase;color:#8ea3c6;margin-bottom:8px">Nightly regression · 3 browsers</div>
      ${line(true, "checkout › guest can pay by card", "2.1s")}
      ${line(true, "checkout › saved card is offered", "1.7s")}
      ${line(true, "search › filters persist on back", "3.4s")}
      ${line(false, "account › address lookup (retry)", "6.0s")}
      ${line(true, "orders › invoice downloads as PDF", "2.8s")}</div>
    ${statCard({ x: 80, y: 400, rot: -1.5 }, "1,240", "automated checks per build")}
    ${chip({ x: 480, y: 40, rot: 2 }, Bot, "Runs on every commit", "Results in 11 minutes", "orange")}`,
  );
}

function functional(): string {
  const row = (id: string, title: string, state: "Pass" | "Fail" | "Blocked") =>
    `<div style="display:grid;grid-template-columns:74px 1fr 74px;gap:10px;align-items:center;padding:10px 0;border-top:1px solid #eef1f5;font:500 12.5px/1.3 ${FONT_SANS};color:${p.ink}"><span style="font:600 11px/1 ${mono};color:${p.muted}">${esc(id)}</span><span>${esc(title)}</span>${pill(state, state === "Pass" ? "green" : state === "Fail" ? "accent" : "grey")}</div>`;
  return scene(
    "ink",
    `${appWindow(
      { x: 40, y: 60, w: 520, h: 420, rot: -1.5 },
      "Test run · Release 5.2 · Claims portal",
      `<div style="display:flex;gap:10px;margin-bottom:8px">${pill("312 cases", "ink")}${pill("298 pass", "green")}${pill("9 fail", "accent")}${pill("5 blocked", "grey")}</div>
      ${row("TC-1042", "Submit claim with two attachments", "Pass")}
      ${row("TC-1043", "Reject file larger than 20 MB", "Pass")}
      ${row("TC-1051", "Policy number validates check digit", "Fail")}
      ${row("TC-1060", "Claim status e-mail sent to holder", "Pass")}
      ${row("TC-1064", "Adjuster sees claims for own region", "Blocked")}
      ${row("TC-1071", "Payment date shown in local format", "Pass")}`,
    )}
    <div class="card shadow" style="${place({ x: 520, y: 250, w: 250, rot: 2 })};padding:16px 18px">
      <div style="display:flex;align-items:center;gap:8px;margin-bottom:8px">${glyph(Bug, p.accentDark, 18, 2)}<span class="label" style="color:${p.accentDark}">BUG-3318 · major</span></div>
      <div style="font:600 14px/1.35 ${FONT_SANS};color:${p.ink};margin-bottom:8px">Check digit rejected for policies issued before 2015</div>
      <div style="font:500 12px/1.5 ${FONT_SANS};color:${p.muted}">Steps, expected and actual result, screenshots and log attached.</div></div>
    ${statusCard({ x: 560, y: 50, w: 200, rot: -2 }, "Coverage", [
      { label: "Requirements", meta: "100%", state: "done" },
      { label: "Business rules", meta: "96%", state: "done" },
      { label: "Edge cases", meta: "88%", state: "active" },
    ])}`,
  );
}

function devops(): string {
  const stage = (label: string, sub: string, state: "done" | "active" | "todo", x: number) =>
    `<div class="abs shadow" style="left:${x}px;top:150px;width:128px;background:#fff;border-radius:14px;padding:14px 12px;text-align:center;border-top:4px solid ${state === "done" ? "#3f7d55" : state === "active" ? p.accent : p.rule}"><div style="font:600 13.5px/1.2 ${FONT_SANS};color:${p.ink}">${esc(label)}</div><div style="font:500 11px/1.4 ${FONT_SANS};color:${p.muted};margin-top:4px">${esc(sub)}</div></div>`;
  return scene(
    "ink",
    `<div class="label abs" style="left:44px;top:110px">Pipeline #2841 · main</div>
    <div class="abs" style="left:60px;top:196px;width:680px;height:3px;background:${p.inkSoft}"></div>
    ${stage("Build", "2 min 10 s", "done", 40)}
    ${stage("Unit tests", "1,840 passed", "done", 180)}
    ${stage("API tests", "312 passed", "done", 320)}
    ${stage("Performance", "p95 180 ms", "active", 460)}
    ${stage("Deploy", "canary 10%", "todo", 600)}
    ${codePanel(
      { x: 50, y: 290, w: 380, h: 220, rot: -1.5 },
      [
        `<span class="t">stages</span>: [build, test, perf, deploy]`,
        `<span class="t">perf</span>:`,
        `  <span class="a">script</span>: k6 run load/checkout.js`,
        `  <span class="a">thresholds</span>:`,
        `    http_req_duration: [<span class="v">"p(95)&lt;300"</span>]`,
        `  <span class="a">on_failure</span>: block-release`,
      ],
      "pipeline.yml",
    )}
    <div class="card shadow" style="${place({ x: 470, y: 320, w: 290, rot: 2 })};padding:16px 18px">
      <div class="label" style="margin-bottom:10px">Response time under load</div>
      <svg viewBox="0 0 250 90" width="250" height="90"><path d="M0 70 C30 64 50 60 80 62 S130 40 160 46 S210 30 250 36" fill="none" stroke="${p.inkMid}" stroke-width="3" stroke-linecap="round"/><line x1="0" x2="250" y1="22" y2="22" stroke="${p.accent}" stroke-width="2" stroke-dasharray="6 5"/><text x="200" y="16" font-family="Inter" font-size="10" fill="${p.accentDark}">SLO 300 ms</text></svg></div>
    ${chip({ x: 470, y: 30, rot: 2 }, Rocket, "Quality gates in the pipeline", "Nothing ships untested", "orange")}`,
  );
}

function manual(): string {
  const phone = `<div style="padding:18px 14px;font:500 11px/1.4 ${FONT_SANS};color:${p.ink}">
    <div style="font:600 14px/1.2 ${FONT_SERIF};margin-bottom:10px">Book a visit</div>
    <div style="border:1.5px solid ${p.rule};border-radius:8px;padding:8px;margin-bottom:8px;color:${p.muted}">Date · 14 May</div>
    <div style="border:2px solid ${p.accent};border-radius:8px;padding:8px;margin-bottom:8px;color:${p.muted};position:relative">Time ▾<span style="position:absolute;right:-6px;top:-8px;width:18px;height:18px;border-radius:50%;background:${p.accent};color:#fff;font:700 10px/18px ${FONT_SANS};text-align:center">1</span></div>
    ${skeleton([90, 70, 80])}
    <div style="background:${p.ink};color:#fff;border-radius:8px;padding:9px;text-align:center;font-weight:600;margin-top:10px">Confirm</div></div>`;
  return scene(
    "ink",
    `${device({ x: 70, y: 60, w: 220, h: 440, rot: -4 }, phone, 30, 10)}
    <div class="card shadow" style="${place({ x: 320, y: 60, w: 440, rot: 1.5 })};padding:20px 22px">
      <div style="display:flex;justify-content:space-between;align-items:center;margin-bottom:10px"><span class="label">Exploratory session · 45 min</span>${pill("Android 14", "ink")}</div>
      <div style="font:600 16px/1.35 ${FONT_SERIF};color:${p.ink};margin-bottom:10px">Charter: book a visit with a screen reader and large text</div>
      <div style="font:500 12.5px/1.75 ${FONT_SANS};color:${p.ink}">
        <div><b style="color:${p.accentDark}">1</b> · Time picker not announced by TalkBack</div>
        <div><b style="color:${p.accentDark}">2</b> · Confirm button hidden at 200% text size</div>
        <div><b style="color:#3f7d55">✓</b> · Date picker works with keyboard and switch</div></div></div>
    ${statusCard({ x: 380, y: 320, w: 250, rot: -2 }, "Device lab today", [
      { label: "iPhone 15 · iOS 18", meta: "done", state: "done" },
      { label: "Pixel 8 · Android 14", meta: "in test", state: "active" },
      { label: "Galaxy Tab · Android 13", meta: "next", state: "todo" },
    ])}
    ${statCard({ x: 630, y: 420, rot: 3 }, "40+", "real devices")}`,
  );
}

function webDevelopment(): string {
  const site = (scale: number) =>
    `<div style="padding:${14 * scale}px"><div style="height:${60 * scale}px;border-radius:${8 * scale}px;background:linear-gradient(120deg,${p.ink},${p.inkMid});margin-bottom:${10 * scale}px"></div><div style="display:grid;grid-template-columns:repeat(${scale > 0.8 ? 3 : 1},1fr);gap:${8 * scale}px">${Array.from({ length: 3 }, () => `<div style="height:${46 * scale}px;border-radius:${6 * scale}px;background:#eef2f8"></div>`).join("")}</div></div>`;
  return scene(
    "ink",
    `${appWindow({ x: 40, y: 60, w: 500, h: 330, rot: -1.5 }, "staging.example-shop.test", site(1), "0")}
    ${device({ x: 470, y: 170, w: 150, h: 290, rot: 3 }, site(0.6), 24, 9)}
    <div class="card shadow" style="${place({ x: 560, y: 50, w: 210, rot: 2 })};padding:16px 18px">
      <div class="label" style="margin-bottom:10px">Core Web Vitals</div>
      <div style="font:500 12.5px/2 ${FONT_SANS};color:${p.ink}">
        <div style="display:flex;justify-content:space-between"><span>LCP</span><b style="color:#23663a">1.9 s</b></div>
        <div style="display:flex;justify-content:space-between"><span>INP</span><b style="color:#23663a">120 ms</b></div>
        <div style="display:flex;justify-content:space-between"><span>CLS</span><b style="color:#23663a">0.02</b></div></div></div>
    ${statusCard({ x: 80, y: 400, w: 300, rot: 1.5 }, "Release checks", [
      { label: "4 browsers · 6 viewports", meta: "pass", state: "done" },
      { label: "WCAG 2.2 AA", meta: "2 fixes", state: "active" },
      { label: "OWASP Top 10 scan", meta: "clean", state: "done" },
    ])}
    ${chip({ x: 560, y: 480, rot: -2 }, MonitorSmartphone, "Every screen size", "Tested before launch", "orange")}`,
  );
}

/** Header scenes of /technology and the testing pages. */
export const techHeroes = {
  technology,
  agiletesting: agile,
  automationtesting: automation,
  functionaltesting: functional,
  devopstesting: devops,
  manualtesting: manual,
  webdevelopmenttesting: webDevelopment,
} as const satisfies Record<string, () => string>;
