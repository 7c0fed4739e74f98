/**
 * Flash-to-HTML5 interactives (800x600): e-learning screens in a modern course player. The
 * stage of the player is 752 x 458 CSS pixels.
 */
import { coursePlayer, F, type SampleScene } from "./kit.ts";

const card =
  "background:#fff;border-radius:12px;box-shadow:0 1px 2px rgba(20,30,50,.08),0 8px 20px -8px rgba(20,30,50,.2)";

function sceneOf(key: string, stage: string, o: Parameters<typeof coursePlayer>[1]): SampleScene {
  return { key, body: `<div style="font-family:${F.sans}">${coursePlayer(stage, o)}</div>` };
}

// 01 — Multiple choice.
const q01 = sceneOf(
  "flash-01",
  `<div style="position:absolute;left:40px;top:28px;right:40px">
    <div style="font-size:10px;font-weight:700;color:#0b7285;letter-spacing:.1em">KNOWLEDGE CHECK · QUESTION 3 OF 5</div>
    <div style="font-size:17px;font-weight:700;line-height:1.3;margin:8px 0 16px;max-width:600px">A patient weighing 20 kg is prescribed paracetamol at 15 mg/kg. What is the correct single dose?</div>
    ${[
      ["A", "150 mg", ""],
      ["B", "300 mg", "correct"],
      ["C", "450 mg", ""],
      ["D", "600 mg", ""],
    ]
      .map(
        ([
          l,
          t,
          s,
        ]) => `<div style="display:flex;align-items:center;gap:12px;padding:11px 14px;margin-bottom:8px;border-radius:10px;background:#fff;border:2px solid ${s ? "#2f9e44" : "#e3e8ef"};font-size:13px;${s ? "box-shadow:0 0 0 4px #d3f9d8" : ""}">
        <span style="width:26px;height:26px;border-radius:50%;display:grid;place-items:center;font-weight:700;font-size:11px;background:${s ? "#2f9e44" : "#f1f3f5"};color:${s ? "#fff" : "#495057"}">${s ? "✓" : l}</span>${t}</div>`,
      )
      .join("")}
    <div style="display:flex;gap:12px;align-items:flex-start;background:#ebfbee;border-radius:10px;padding:12px 14px;margin-top:12px;font-size:12px;line-height:1.45;color:#1b4d2a">
      <b style="flex:none;font-size:12px">Correct.</b><span>20 kg × 15 mg/kg = 300 mg. Always check the calculated dose against the maximum daily dose of 60 mg/kg, split into no more than four doses.</span></div>
  </div>`,
  {
    course: "Safe Medication Practice",
    module: "Module 2 · Dose calculations",
    step: [7, 12],
    accent: "#0b7285",
    tint: "#f3fafb",
    next: "Continue",
  },
);

// 02 — Drag and drop: plant cell.
const cellSvg = `<svg viewBox="0 0 360 300" width="360" height="300">
  <rect x="20" y="20" width="320" height="260" rx="30" fill="#d8f5a2" stroke="#5c940d" stroke-width="8"/>
  <rect x="34" y="34" width="292" height="232" rx="22" fill="#f4fce3" stroke="#94d82d" stroke-width="2"/>
  <ellipse cx="200" cy="160" rx="90" ry="70" fill="#e7f5ff" stroke="#74c0fc" stroke-width="2"/>
  <circle cx="90" cy="90" r="30" fill="#ffd8a8" stroke="#e8590c" stroke-width="2"/><circle cx="90" cy="90" r="10" fill="#e8590c"/>
  ${[
    [80, 200],
    [270, 80],
    [290, 230],
    [130, 240],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="18" ry="10" fill="#69db7c" stroke="#2b8a3e" stroke-width="1.5"/><path d="M${(x ?? 0) - 12} ${y} h24" stroke="#2b8a3e"/>`,
    )
    .join("")}
  ${[
    [250, 250],
    [60, 150],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="6" fill="#ffa8a8"/>`)
    .join("")}</svg>`;
const zone = (x: number, y: number, n: number, filled?: string): string =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:120px;height:30px;border-radius:8px;border:2px ${filled ? "solid #2f9e44" : "dashed #adb5bd"};background:${filled ? "#ebfbee" : "rgba(255,255,255,.7)"};display:flex;align-items:center;gap:6px;padding:0 8px;font-size:11.5px;font-weight:600;color:#1b4d2a"><b style="width:18px;height:18px;border-radius:50%;background:${filled ? "#2f9e44" : "#ced4da"};color:#fff;font-size:10px;display:grid;place-items:center">${n}</b>${filled ?? ""}</div>`;
const q02 = sceneOf(
  "flash-02",
  `<div style="position:absolute;left:32px;top:20px;font-size:16px;font-weight:700">Label the plant cell</div>
   <div style="position:absolute;left:32px;top:44px;font-size:11.5px;color:#5c677d">Drag each label onto the matching box. Two of six placed.</div>
   <div style="position:absolute;left:70px;top:80px">${cellSvg}</div>
   ${zone(16, 130, 1, "Cell wall")}${zone(16, 230, 2)}${zone(16, 330, 3)}${zone(330, 120, 4)}${zone(330, 220, 5, "Chloroplast")}${zone(330, 320, 6)}
   <svg style="position:absolute;left:0;top:0" width="752" height="458"><path d="M136 145 L98 118 M136 245 L160 170 M136 345 L162 236 M330 135 L222 186 M330 235 L333 180 M330 335 L322 312" stroke="#868e96" stroke-width="1.2" stroke-dasharray="3 3"/></svg>
   <div style="position:absolute;right:24px;top:60px;width:190px;${card};padding:14px">
     <div style="font-size:10px;font-weight:700;color:#5c677d;letter-spacing:.08em;margin-bottom:10px">LABELS</div>
     ${["Nucleus", "Vacuole", "Cell membrane", "Mitochondrion"].map((l) => `<div style="padding:8px 10px;margin-bottom:7px;border-radius:8px;background:#f8f9fa;border:1px solid #dee2e6;font-size:12px;font-weight:600">⠿ ${l}</div>`).join("")}
   </div>
   <div style="position:absolute;left:560px;top:286px;transform:rotate(-4deg);padding:8px 12px;border-radius:8px;background:#fff;border:2px solid #5c940d;font-size:12px;font-weight:700;box-shadow:0 12px 24px -6px rgba(0,0,0,.3)">⠿ Nucleus</div>
   <svg style="position:absolute;left:650px;top:300px" width="22" height="26" viewBox="0 0 22 26"><path d="M2 2 L2 20 L7 15 L11 24 L14 22 L10 14 L17 14z" fill="#fff" stroke="#222" stroke-width="1.5"/></svg>`,
  {
    course: "Biology Foundations",
    module: "Unit 3 · Cells and organelles",
    step: [4, 10],
    accent: "#5c940d",
    tint: "#f8fcf0",
    next: "Check answers",
  },
);

// 03 — Hotspots: workstation.
const q03 = sceneOf(
  "flash-03",
  `<svg style="position:absolute;left:0;top:0" width="752" height="458" viewBox="0 0 752 458">
    <rect width="752" height="458" fill="#eef2f7"/><rect y="360" width="752" height="98" fill="#d9dee7"/>
    <rect x="150" y="250" width="360" height="14" rx="4" fill="#a47551"/><rect x="170" y="264" width="10" height="110" fill="#7c5a3c"/><rect x="480" y="264" width="10" height="110" fill="#7c5a3c"/>
    <rect x="270" y="120" width="170" height="110" rx="6" fill="#343a40"/><rect x="278" y="128" width="154" height="94" fill="#74c0fc"/><rect x="345" y="230" width="20" height="20" fill="#495057"/><rect x="320" y="246" width="70" height="6" rx="3" fill="#495057"/>
    <rect x="290" y="240" width="0" height="0"/><rect x="280" y="238" width="120" height="10" rx="3" fill="#dee2e6"/>
    <path d="M110 200 q-10 90 20 150 h60 q10 -40 0 -80 q-20 -40 -80 -70z" fill="#4263eb"/><rect x="120" y="340" width="80" height="12" rx="4" fill="#364fc7"/><rect x="155" y="352" width="10" height="40" fill="#495057"/>
    <path d="M125 400 h70" stroke="#495057" stroke-width="6" stroke-linecap="round"/>
    <circle cx="150" cy="150" r="18" fill="#f2c7a5"/><path d="M140 170 q10 30 30 60 l70 10" stroke="#f76707" stroke-width="22" fill="none" stroke-linecap="round"/>
    <path d="M170 240 l0 70 l50 0 l0 60" stroke="#1c7ed6" stroke-width="20" fill="none" stroke-linecap="round"/>
  </svg>
  ${[
    [355, 160, 1, true],
    [330, 244, 2, false],
    [150, 300, 3, false],
    [230, 388, 4, false],
    [180, 160, 5, false],
  ]
    .map(
      ([x, y, n, on]) =>
        `<div style="position:absolute;left:${Number(x) - 16}px;top:${Number(y) - 16}px;width:32px;height:32px;border-radius:50%;background:${on ? "#f76707" : "#fff"};color:${on ? "#fff" : "#f76707"};border:3px solid #f76707;display:grid;place-items:center;font-weight:800;font-size:13px;box-shadow:0 0 0 8px rgba(247,103,7,.2)">${n}</div>`,
    )
    .join("")}
  <div style="position:absolute;left:470px;top:40px;width:250px;${card};padding:16px">
    <div style="font-size:10px;font-weight:700;color:#f76707;letter-spacing:.08em">HOTSPOT 1 OF 5</div>
    <div style="font-size:15px;font-weight:700;margin:6px 0 8px">Monitor height and distance</div>
    <div style="font-size:12px;line-height:1.5;color:#3d4657">Set the top of the screen at or slightly below eye level, about an arm’s length away. Tilt it back 10 to 20 degrees so you look slightly down without bending your neck.</div>
    <div style="display:flex;gap:6px;margin-top:12px">${[1, 2, 3, 4, 5].map((i) => `<span style="width:22px;height:5px;border-radius:3px;background:${i === 1 ? "#f76707" : "#dee2e6"}"></span>`).join("")}</div>
  </div>
  <div style="position:absolute;left:24px;top:18px;font-size:15px;font-weight:700">Set up your workstation</div>
  <div style="position:absolute;left:24px;top:40px;font-size:11.5px;color:#5c677d">Select each hotspot to learn more.</div>`,
  {
    course: "Health and Safety at Work",
    module: "Display screen equipment",
    step: [3, 8],
    accent: "#f76707",
    tint: "#eef2f7",
  },
);

// 04 — Timeline.
const events: [number, string][] = [
  [1450, "Gutenberg’s press"],
  [1501, "Italic type"],
  [1605, "First newspaper"],
  [1798, "Lithography"],
  [1843, "Rotary press"],
  [1886, "Linotype"],
  [1960, "Offset lithography"],
  [1985, "Desktop publishing"],
];
const x = (year: number): number => 50 + ((year - 1440) / (1995 - 1440)) * 650;
const q04 = sceneOf(
  "flash-04",
  `<div style="position:absolute;left:32px;top:20px;font-size:16px;font-weight:700">Five centuries of printing</div>
   <div style="position:absolute;left:32px;top:44px;display:flex;gap:8px">${["All", "Type", "Presses", "Publishing"].map((f, i) => `<span style="padding:5px 12px;border-radius:14px;font-size:11px;font-weight:600;${i === 2 ? "background:#862e9c;color:#fff" : "background:#fff;border:1px solid #dee2e6;color:#495057"}">${f}</span>`).join("")}</div>
   <div style="position:absolute;left:50px;right:52px;top:170px;height:4px;border-radius:2px;background:#d0bfff"></div>
   ${events
     .map(([y, l], i) => {
       const on = y === 1843;
       const top = i % 2 ? 190 : 108;
       return `<div style="position:absolute;left:${x(y) - 7}px;top:165px;width:14px;height:14px;border-radius:50%;background:${on ? "#862e9c" : "#fff"};border:3px solid #862e9c"></div>
        <div style="position:absolute;left:${x(y) - 50}px;top:${top}px;width:100px;text-align:center;font-size:10.5px;${on ? "font-weight:700;color:#862e9c" : "color:#495057"}"><b style="display:block;font-size:12px">${y}</b>${l}</div>`;
     })
     .join("")}
   <div style="position:absolute;left:330px;top:250px;width:390px;${card};padding:14px;display:flex;gap:14px">
     <svg width="120" height="120" viewBox="0 0 120 120" style="flex:none"><rect width="120" height="120" rx="8" fill="#f3f0ff"/><circle cx="45" cy="60" r="26" fill="#b197fc"/><circle cx="45" cy="60" r="8" fill="#862e9c"/><circle cx="85" cy="75" r="18" fill="#d0bfff"/><path d="M10 96 H110" stroke="#862e9c" stroke-width="3"/><path d="M20 100 q40 10 90 0" stroke="#adb5bd" stroke-width="6" fill="none"/></svg>
     <div><div style="font-size:10px;font-weight:700;color:#862e9c;letter-spacing:.08em">1843 · PRESSES</div><div style="font-size:15px;font-weight:700;margin:4px 0 6px">The rotary press</div>
     <div style="font-size:11.5px;line-height:1.5;color:#3d4657">Richard Hoe’s rotary press placed type on a revolving cylinder, so paper could be fed continuously. Newspapers went from hundreds to thousands of copies an hour.</div></div></div>`,
  {
    course: "The History of the Book",
    module: "Lesson 4 · Industrial printing",
    step: [5, 9],
    accent: "#862e9c",
    tint: "#faf8ff",
  },
);

// 05 — Flashcards.
const q05 = sceneOf(
  "flash-05",
  `<div style="position:absolute;left:32px;top:20px;font-size:16px;font-weight:700">Medical terminology: the heart</div>
   <div style="position:absolute;left:32px;top:44px;font-size:11.5px;color:#5c677d">Card 6 of 20 · Tap a card to flip it</div>
   <div style="position:absolute;left:60px;top:90px;width:300px;height:220px;${card};display:grid;place-items:center;text-align:center">
     <div><div style="font-size:10px;font-weight:700;color:#c92a2a;letter-spacing:.1em">TERM</div><div style="font-size:28px;font-weight:800;margin:10px 0 6px">tachycardia</div><div style="font-size:12px;color:#868e96">/ˌtæk.ɪˈkɑː.di.ə/ &nbsp;<svg width="12" height="10" viewBox="0 0 14 12" style="vertical-align:-1px"><path d="M1 4h3l4-3v10L4 8H1z" fill="#868e96"/><path d="M10 3.5a4 4 0 0 1 0 5" fill="none" stroke="#868e96" stroke-width="1.2"/></svg></div></div></div>
   <div style="position:absolute;left:392px;top:90px;width:300px;height:220px;border-radius:12px;background:linear-gradient(150deg,#c92a2a,#a61e4d);color:#fff;padding:22px;box-shadow:0 14px 30px -10px rgba(166,30,77,.5)">
     <div style="font-size:10px;font-weight:700;letter-spacing:.1em;opacity:.85">DEFINITION</div>
     <div style="font-size:16px;font-weight:700;line-height:1.35;margin:10px 0">A resting heart rate above 100 beats per minute.</div>
     <div style="font-size:11.5px;line-height:1.5;opacity:.92"><b>tachy-</b> fast &nbsp;+&nbsp; <b>cardi-</b> heart &nbsp;+&nbsp; <b>-ia</b> condition<br>Opposite: bradycardia</div></div>
   <div style="position:absolute;left:60px;right:60px;top:340px;display:flex;gap:12px;justify-content:center">
     ${[
       ["Still learning", "#fff5f5", "#c92a2a"],
       ["Almost", "#fff9db", "#e67700"],
       ["Got it", "#ebfbee", "#2f9e44"],
     ]
       .map(
         ([l, b, c]) =>
           `<span style="padding:10px 22px;border-radius:10px;background:${b};color:${c};font-weight:700;font-size:12.5px;border:1.5px solid ${c}">${l}</span>`,
       )
       .join("")}</div>
   <div style="position:absolute;left:60px;right:60px;top:400px;height:6px;border-radius:3px;background:#f1f3f5"><div style="width:30%;height:100%;border-radius:3px;background:#c92a2a"></div></div>`,
  { course: "Medical Terminology", module: "Cardiovascular system", step: [6, 20], accent: "#c92a2a", tint: "#fff8f8" },
);

// 06 — Circuit simulation.
const slider = (label: string, value: string, pct: number, colour: string): string =>
  `<div style="margin-bottom:16px"><div style="display:flex;justify-content:space-between;font-size:12px;font-weight:600;margin-bottom:7px"><span>${label}</span><span style="color:${colour}">${value}</span></div>
   <div style="position:relative;height:6px;border-radius:3px;background:#e9ecef"><div style="width:${pct}%;height:100%;border-radius:3px;background:${colour}"></div><div style="position:absolute;left:calc(${pct}% - 9px);top:-6px;width:18px;height:18px;border-radius:50%;background:#fff;border:3px solid ${colour}"></div></div></div>`;
const q06 = sceneOf(
  "flash-06",
  `<div style="position:absolute;left:32px;top:20px;font-size:16px;font-weight:700">Ohm’s law simulator</div>
   <div style="position:absolute;left:32px;top:44px;font-size:11.5px;color:#5c677d">Change the voltage and resistance and watch the current and the bulb.</div>
   <div style="position:absolute;left:32px;top:80px;width:420px;height:340px;${card}">
     <svg width="420" height="340" viewBox="0 0 420 340"><defs><radialGradient id="glow"><stop offset="0" stop-color="#ffe066"/><stop offset="1" stop-color="#ffe066" stop-opacity="0"/></radialGradient></defs>
       <path d="M80 80 H340 V260 H80 Z" fill="none" stroke="#343a40" stroke-width="4"/>
       <rect x="60" y="140" width="40" height="60" fill="#fff"/><line x1="62" y1="150" x2="98" y2="150" stroke="#343a40" stroke-width="4"/><line x1="70" y1="166" x2="90" y2="166" stroke="#343a40" stroke-width="4"/><line x1="62" y1="182" x2="98" y2="182" stroke="#343a40" stroke-width="4"/><line x1="70" y1="198" x2="90" y2="198" stroke="#343a40" stroke-width="4"/>
       <text x="30" y="176" font-size="14" font-weight="700" fill="#1971c2" font-family="Inter">9 V</text>
       <rect x="170" y="66" width="80" height="28" fill="#fff" stroke="#343a40" stroke-width="3"/><path d="M176 80 l8 -9 l10 18 l10 -18 l10 18 l10 -18 l10 18 l6 -9" fill="none" stroke="#e8590c" stroke-width="2.5"/>
       <text x="210" y="54" font-size="13" font-weight="700" fill="#e8590c" text-anchor="middle" font-family="Inter">30 Ω</text>
       <circle cx="340" cy="170" r="60" fill="url(#glow)"/><circle cx="340" cy="170" r="22" fill="#fff3bf" stroke="#343a40" stroke-width="3"/><path d="M330 176 q10 -20 20 0" stroke="#f59f00" stroke-width="2.5" fill="none"/>
       ${[
         [130, 80],
         [290, 80],
         [340, 230],
         [200, 260],
         [80, 230],
       ]
         .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="4" fill="#1c7ed6"/>`)
         .join("")}
       <g transform="translate(170 290)"><rect width="100" height="34" rx="8" fill="#212529"/><text x="50" y="23" font-size="16" font-weight="700" fill="#69db7c" text-anchor="middle" font-family="DejaVu Sans Mono">0.30 A</text></g>
     </svg></div>
   <div style="position:absolute;left:476px;top:80px;width:244px;${card};padding:18px">
     ${slider("Voltage V", "9.0 V", 45, "#1971c2")}${slider("Resistance R", "30 Ω", 30, "#e8590c")}
     <div style="background:#f8f9fa;border-radius:10px;padding:12px;margin-top:6px;text-align:center"><div style="font-size:10px;color:#5c677d;font-weight:700;letter-spacing:.08em">CURRENT</div><div style="font-size:26px;font-weight:800;color:#2b8a3e">0.30 A</div><div style="font-size:12px;color:#495057">I = V ÷ R = 9 ÷ 30</div></div>
     <div style="font-size:11.5px;line-height:1.45;color:#3d4657;margin-top:12px"><b>Try this:</b> double the resistance. What happens to the current and to the brightness of the bulb?</div></div>`,
  {
    course: "Physics: Electricity",
    module: "Lesson 2 · Current, voltage and resistance",
    step: [6, 11],
    accent: "#1971c2",
    tint: "#f4f8fc",
    next: "Record result",
  },
);

// 07 — Branching scenario.
const q07 = sceneOf(
  "flash-07",
  `<svg style="position:absolute;left:40px;top:60px" width="200" height="330" viewBox="0 0 200 330">
     <circle cx="100" cy="330" r="120" fill="#e5dbff"/><circle cx="100" cy="120" r="54" fill="#c68e6a"/><path d="M46 110 q4 -70 54 -70 q52 0 56 70 q-14 -30 -56 -34 q-40 4 -54 34z" fill="#2b2118"/>
     <circle cx="82" cy="124" r="5" fill="#222"/><circle cx="118" cy="124" r="5" fill="#222"/><path d="M76 108 l14 5 M124 108 l-14 5" stroke="#222" stroke-width="3"/><path d="M86 150 q14 -8 28 0" stroke="#222" stroke-width="3" fill="none"/>
     <path d="M30 330 q0 -120 70 -140 q70 20 70 140z" fill="#5f3dc4"/></svg>
   <div style="position:absolute;left:250px;top:50px;width:460px;${card};padding:16px 18px;border-top-left-radius:2px">
     <div style="font-size:10px;font-weight:700;color:#5f3dc4;letter-spacing:.08em">MS. ADEYEMI · CUSTOMER</div>
     <div style="font-size:14px;line-height:1.5;margin-top:6px">“This is the third time I’ve called about the same delivery. Every time someone promises to ring me back and nobody does. I want to speak to a manager.”</div></div>
   <div style="position:absolute;left:250px;top:188px;font-size:12px;font-weight:700;color:#5c677d">How do you respond?</div>
   ${[
     ["A", "“I understand. Let me check your order first and see what I can do before I transfer you.”", false],
     [
       "B",
       "“I’m sorry we’ve let you down three times. I’ll take ownership of this now: I can see the order, and I’ll stay on the line until we have a delivery date.”",
       true,
     ],
     ["C", "“Our managers are busy at the moment, but I can take a message for them.”", false],
   ]
     .map(
       ([l, t, on], i) =>
         `<div style="position:absolute;left:250px;top:${212 + i * 74}px;width:460px;display:flex;gap:12px;padding:12px 14px;border-radius:10px;background:${on ? "#f3f0ff" : "#fff"};border:2px solid ${on ? "#5f3dc4" : "#e3e8ef"};font-size:12.5px;line-height:1.45"><b style="flex:none;width:24px;height:24px;border-radius:50%;display:grid;place-items:center;background:${on ? "#5f3dc4" : "#f1f3f5"};color:${on ? "#fff" : "#495057"};font-size:11px">${l}</b>${t}</div>`,
     )
     .join("")}`,
  {
    course: "Service Excellence",
    module: "Scenario 2 · The repeat caller",
    step: [3, 6],
    accent: "#5f3dc4",
    tint: "#faf9ff",
    next: "Submit choice",
  },
);

// 08 — Interactive video.
const q08 = sceneOf(
  "flash-08",
  `<div style="position:absolute;left:24px;top:20px;width:470px;height:300px;border-radius:12px;overflow:hidden;background:#1a1b1e">
     <svg width="470" height="264" viewBox="0 0 470 264"><rect width="470" height="264" fill="#2c3e50"/><rect y="170" width="470" height="94" fill="#d9d3c7"/>
       <rect x="60" y="120" width="60" height="50" fill="#aacfe0" opacity=".8"/><path d="M250 100 h40 v70 l30 60 h-100 l30 -60z" fill="#cfe8fc" stroke="#fff" stroke-width="3"/><path d="M232 200 h76 l12 30 h-100z" fill="#63e6be"/>
       <circle cx="380" cy="110" r="26" fill="#f2c7a5"/><path d="M340 264 q0 -110 40 -120 q40 10 40 120z" fill="#fff"/><path d="M356 110 h48" stroke="#74c0fc" stroke-width="8" opacity=".7"/></svg>
     <div style="position:absolute;left:0;right:0;bottom:0;height:36px;background:#111;display:flex;align-items:center;gap:10px;padding:0 12px;color:#fff;font-size:10px">
       <span>❚❚</span><div style="flex:1;position:relative;height:4px;border-radius:2px;background:#444"><div style="width:46%;height:100%;background:#12b886;border-radius:2px"></div>${[18, 46, 72].map((p) => `<span style="position:absolute;left:${p}%;top:-3px;width:3px;height:10px;background:#ffd43b"></span>`).join("")}</div><span>3:41 / 8:02</span><span>CC</span></div>
     <div style="position:absolute;left:50%;top:40%;transform:translate(-50%,-50%);${card};padding:12px 14px;width:250px;color:#1d2433">
       <div style="font-size:9.5px;font-weight:700;color:#0ca678;letter-spacing:.08em">PAUSE AND THINK</div><div style="font-size:12.5px;font-weight:700;margin:5px 0 8px">Why is the indicator added before the titration starts?</div>
       <div style="font-size:11px;padding:6px 8px;border-radius:6px;background:#f1f3f5;margin-bottom:4px">To speed up the reaction</div><div style="font-size:11px;padding:6px 8px;border-radius:6px;background:#e6fcf5;border:1.5px solid #0ca678">To show the end point by a colour change</div></div>
   </div>
   <div style="position:absolute;left:24px;top:334px;display:flex;gap:8px">${["1 · Set-up", "2 · Rough titre", "3 · Accurate titres", "4 · Calculation"].map((c, i) => `<span style="padding:6px 10px;border-radius:8px;font-size:10.5px;font-weight:600;${i === 1 ? "background:#0ca678;color:#fff" : "background:#fff;border:1px solid #dee2e6;color:#495057"}">${c}</span>`).join("")}</div>
   <div style="position:absolute;left:512px;top:20px;width:216px;height:410px;${card};padding:14px;overflow:hidden">
     <div style="font-size:10px;font-weight:700;color:#5c677d;letter-spacing:.08em;margin-bottom:8px">TRANSCRIPT</div>
     ${[
       [
         "3:12",
         "Fill the burette to just above zero and run a little out through the tap to clear the air bubble.",
         false,
       ],
       ["3:28", "Read the level at the bottom of the meniscus, with your eye level with the mark.", false],
       ["3:41", "Now add three drops of phenolphthalein to the acid in the flask.", true],
       ["3:55", "Open the tap and let the alkali run in quickly, swirling all the time.", false],
       ["4:10", "When the pink colour starts to linger, slow down to a drop at a time.", false],
     ]
       .map(
         ([t, s, on]) =>
           `<div style="display:flex;gap:8px;font-size:11px;line-height:1.45;margin-bottom:8px;padding:6px;border-radius:6px;${on ? "background:#e6fcf5" : ""}"><span style="flex:none;color:#0ca678;font-weight:700">${t}</span><span style="color:${on ? "#1d2433" : "#5c677d"}">${s}</span></div>`,
       )
       .join("")}</div>`,
  {
    course: "Practical Chemistry",
    module: "Video lab · Acid–alkali titration",
    step: [2, 7],
    accent: "#0ca678",
    tint: "#f4fbf8",
  },
);

// 09 — Sequencing.
const stepsHH = [
  "Wet hands with water",
  "Apply enough soap",
  "Rub palms together",
  "Rub backs of hands",
  "Interlace fingers",
  "Rinse and dry",
];
const handIcon = (n: number): string =>
  `<svg width="38" height="38" viewBox="0 0 38 38"><circle cx="19" cy="19" r="18" fill="#e7f5ff"/><path d="M12 24 q0 -10 4 -12 q2 0 2 3 v-6 q0 -2 2 -2 q2 0 2 2 v5 q0 -2 2 -2 q2 0 2 2 v8 q0 6 -7 6 q-5 0 -7 -4z" fill="#74c0fc"/>${n === 0 || n === 5 ? `<path d="M26 8 q2 3 0 5 q-2 -2 0 -5z M30 12 q2 3 0 5 q-2 -2 0 -5z" fill="#1c7ed6"/>` : ""}${n === 1 ? `<circle cx="27" cy="10" r="3" fill="#fff" stroke="#1c7ed6"/><circle cx="31" cy="15" r="2" fill="#fff" stroke="#1c7ed6"/>` : ""}</svg>`;
const q09 = sceneOf(
  "flash-09",
  `<div style="position:absolute;left:32px;top:20px;font-size:16px;font-weight:700">Put the steps of hand hygiene in order</div>
   <div style="position:absolute;left:32px;top:44px;font-size:11.5px;color:#5c677d">Drag the cards into the numbered slots. The whole routine should take 40 to 60 seconds.</div>
   <div style="position:absolute;left:32px;top:84px;display:grid;grid-template-columns:repeat(3,220px);gap:14px">
     ${stepsHH
       .map((s, i) =>
         i < 4
           ? `<div style="height:70px;border-radius:12px;background:#fff;border:2px solid #1c7ed6;display:flex;align-items:center;gap:10px;padding:0 12px"><b style="width:24px;height:24px;border-radius:50%;background:#1c7ed6;color:#fff;display:grid;place-items:center;font-size:11px;flex:none">${i + 1}</b>${handIcon(i)}<span style="font-size:12.5px;font-weight:600">${s}</span></div>`
           : `<div style="height:70px;border-radius:12px;border:2px dashed #adb5bd;display:flex;align-items:center;gap:10px;padding:0 12px;color:#adb5bd"><b style="width:24px;height:24px;border-radius:50%;background:#e9ecef;color:#868e96;display:grid;place-items:center;font-size:11px">${i + 1}</b><span style="font-size:12px">Drop step here</span></div>`,
       )
       .join("")}
   </div>
   <div style="position:absolute;left:32px;top:276px;font-size:10px;font-weight:700;color:#5c677d;letter-spacing:.08em">REMAINING CARDS</div>
   <div style="position:absolute;left:32px;top:298px;display:flex;gap:14px">
     <div style="width:220px;height:70px;${card};display:flex;align-items:center;gap:10px;padding:0 12px;border:1px solid #dee2e6">⠿ ${handIcon(5)}<span style="font-size:12.5px;font-weight:600">${stepsHH[5]}</span></div>
     <div style="width:220px;height:70px;${card};display:flex;align-items:center;gap:10px;padding:0 12px;border:2px solid #1c7ed6;transform:translate(40px,-14px) rotate(-3deg);box-shadow:0 16px 30px -8px rgba(28,126,214,.45)">⠿ ${handIcon(4)}<span style="font-size:12.5px;font-weight:600">${stepsHH[4]}</span></div>
   </div>
   <div style="position:absolute;right:30px;top:300px;width:150px;border-radius:12px;background:#e7f5ff;padding:12px;font-size:11.5px;line-height:1.45;color:#1864ab"><b>Tip</b><br>Interlacing the fingers cleans the spaces between them, which are the most often missed.</div>`,
  {
    course: "Infection Prevention",
    module: "Hand hygiene essentials",
    step: [5, 8],
    accent: "#1c7ed6",
    tint: "#f5f9fd",
    next: "Check order",
  },
);

export const flashScenes: readonly SampleScene[] = [q01, q02, q03, q04, q05, q06, q07, q08, q09];
