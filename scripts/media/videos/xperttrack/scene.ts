/**
 * Xpert Track walkthrough (18 s): open a title on the production board, complete typesetting;
 * the proof PDF moves to the author-proof folder, the card moves to the next stage and the author
 * is e-mailed automatically; later an author's corrections move another title on their own.
 */
import { $, easeInOut, easeOut, lerp, loadFonts, place, prog, registerScene, setText } from "../runtime/anim.ts";
import { hydrateIcons, icon } from "../runtime/icons.ts";
import { brandBar, Captions, Cursor, resolveStops } from "../runtime/ui.ts";

const DURATION = 18;
const T = {
  open: 2.12,
  complete: 5.02,
  completed: 5.5,
  fileMove: 5.6,
  moveA: 5.8,
  mail: 6.9,
  close: 8.52,
  moveB: 11.5,
  corr: 12.3,
} as const;

interface CardData {
  id: string;
  kind: string;
  title: string;
  due: string;
  dueCls?: "soon" | "late" | "done";
  pp: string;
  av: string;
  avCls: string;
}

const CARDS: readonly CardData[] = [
  {
    id: "JHS-2025-0231",
    kind: "Article",
    title: "Urban heat islands and cardiovascular admissions in Chennai",
    due: "Due 12 Jun",
    pp: "18 pp",
    av: "MR",
    avCls: "av-3",
  },
  {
    id: "ACS-2025-0176",
    kind: "Article",
    title: "Wave overtopping on rubble-mound breakwaters with berms",
    due: "Due 13 Jun",
    pp: "14 pp",
    av: "MR",
    avCls: "av-3",
  },
  {
    id: "BK-0142 · Ch. 9",
    kind: "Book",
    title: "Trade routes of the Deccan, 1300–1600",
    due: "Due 16 Jun",
    pp: "32 pp",
    av: "AK",
    avCls: "av-4",
  },
  {
    id: "AAN-2025-0417",
    kind: "Article",
    title: "Stability of finite-volume schemes for shallow-water flows",
    due: "Due today",
    dueCls: "soon",
    pp: "12 pp",
    av: "DS",
    avCls: "av-1",
  },
  {
    id: "JML-2025-0092",
    kind: "Article",
    title: "Morphological priming in bilingual children",
    due: "Due 10 Jun",
    pp: "22 pp",
    av: "DS",
    avCls: "av-1",
  },
  {
    id: "JHS-2025-0226",
    kind: "Article",
    title: "Air-quality alerts and emergency asthma visits",
    due: "Due 11 Jun",
    pp: "16 pp",
    av: "PV",
    avCls: "av-2",
  },
  {
    id: "JHS-2025-0219",
    kind: "Review",
    title: "Heat-health warning systems in South Asia: a review",
    due: "Proof out · due 10 Jun",
    dueCls: "soon",
    pp: "24 pp",
    av: "PV",
    avCls: "av-2",
  },
  {
    id: "BK-0142 · Ch. 7",
    kind: "Book",
    title: "Coinage and credit in Vijayanagara",
    due: "Proof out · due 12 Jun",
    pp: "28 pp",
    av: "AK",
    avCls: "av-4",
  },
  {
    id: "ACS-2025-0161",
    kind: "Article",
    title: "Groundwater salinisation on deltaic coasts",
    due: "Due 10 Jun",
    pp: "15 pp",
    av: "DS",
    avCls: "av-1",
  },
  {
    id: "JML-2025-0085",
    kind: "Article",
    title: "Prosody in early word learning",
    due: "1 day late",
    dueCls: "late",
    pp: "11 pp",
    av: "PV",
    avCls: "av-2",
  },
  {
    id: "JML-2025-0087",
    kind: "Article",
    title: "Verb learning from cross-situational cues",
    due: "Delivered 06 Jun",
    dueCls: "done",
    pp: "19 pp",
    av: "NR",
    avCls: "av-3",
  },
  {
    id: "AAN-2025-0409",
    kind: "Article",
    title: "Error bounds for mixed finite elements on polygons",
    due: "Delivered 05 Jun",
    dueCls: "done",
    pp: "21 pp",
    av: "NR",
    avCls: "av-3",
  },
];

/** Card ids per column before, after the first and after the second move. */
const LAYOUTS: readonly (readonly (readonly number[])[])[] = [
  [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7],
    [8, 9],
    [10, 11],
  ],
  [
    [0, 1, 2],
    [4, 5],
    [3, 6, 7],
    [8, 9],
    [10, 11],
  ],
  [
    [0, 1, 2],
    [4, 5],
    [3, 7],
    [6, 8, 9],
    [10, 11],
  ],
];
const MOVES = [
  { at: T.moveA, card: 3 },
  { at: T.moveB, card: 6 },
] as const;

const COL_X0 = 20;
const COL_PITCH = 250;
const CARD_Y0 = 40;
const CARD_PITCH = 114;

function slot(layout: readonly (readonly number[])[], card: number): [number, number] {
  for (let c = 0; c < layout.length; c++) {
    const i = layout[c]?.indexOf(card) ?? -1;
    if (i >= 0) return [COL_X0 + c * COL_PITCH + 6, CARD_Y0 + i * CARD_PITCH];
  }
  throw new Error(`track: card ${card} not on the board`);
}

function cardHtml(c: CardData): string {
  const dueIcon =
    c.dueCls === "done" ? icon("check", 12, 2.6) : c.dueCls === "late" ? icon("alert", 12) : icon("clock", 12);
  return `<div class="id">${c.id}<span class="kind">${c.kind} · ${c.pp}</span></div><div class="tt">${c.title}</div><div class="ft"><span class="due ${c.dueCls ?? ""}">${dueIcon}<span class="due-t">${c.due}</span></span><span class="avatar xs ${c.avCls}">${c.av}</span></div>`;
}

async function build(): Promise<void> {
  await loadFonts();
  $("#brand").outerHTML = brandBar("Xpert Track");
  hydrateIcons();
  const board = $("#board");
  for (let c = 0; c < 5; c++) {
    const head = $(`.col-head[data-col="${c}"]`, board);
    head.style.left = `${COL_X0 + c * COL_PITCH}px`;
    const bg = document.createElement("div");
    bg.className = "col-bg";
    bg.style.left = `${COL_X0 + c * COL_PITCH}px`;
    board.prepend(bg);
  }
  const cards = CARDS.map((c, i) => {
    const el = document.createElement("div");
    el.className = "tcard";
    el.id = `card-${i}`;
    el.innerHTML = cardHtml(c);
    board.append(el);
    return el;
  });
  const moved = cards[3] ?? board;
  const movedB = cards[6] ?? board;
  const flashFiles = document.createElement("div");
  flashFiles.className = "kpi-flash";
  $("#kpi-files").append(flashFiles);
  const flashSched = document.createElement("div");
  flashSched.className = "kpi-flash";
  $("#kpi-sched").append(flashSched);

  const el = {
    drawer: $("#drawer"),
    scrim: $("#scrim"),
    complete: $("#complete"),
    cmpIdle: $("#cmp-idle"),
    cmpBusy: $("#cmp-busy"),
    cmpDone: $("#cmp-done"),
    stgTs: $("#stg-ts"),
    stgAp: $("#stg-ap"),
    tsWhen: $("#ts-when"),
    apWhen: $("#ap-when"),
    rail: $("#stg-rail"),
    foldA: $("#fold-a"),
    foldB: $("#fold-b"),
    fchip: $("#fchip"),
    toastMail: $("#toast-mail"),
    toastCorr: $("#toast-corr"),
    k1: $("#k1"),
    k2: $("#k2"),
    k2bar: $("#k2bar"),
    k3: $("#k3"),
    k4: $("#k4"),
    n1: $("#n-1"),
    n2: $("#n-2"),
    n3: $("#n-3"),
    movedDue: $(".due-t", moved),
    movedDueBox: $(".due", moved),
    movedBDue: $(".due-t", movedB),
  };
  const chipA = el.foldA.offsetLeft + 6;
  const chipB = el.foldB.offsetLeft + 6;

  const toast = (node: HTMLElement, t: number, from: number, to: number): void => {
    const i = prog(t, from, 0.4, easeOut);
    const o = prog(t, to - 0.35, 0.35);
    place(node, i * (1 - o), `translateY(${((1 - i) * 16).toFixed(2)}px)`);
  };

  const setUi = (t: number): void => {
    // KPIs count up on arrival, then tick with the automation.
    const k = prog(t, 0.15, 1.2, easeOut);
    setText(el.k1, String(Math.round(128 * k)));
    const sched = 94 * k + prog(t, T.corr, 0.4);
    setText(el.k2, `${Math.round(sched)}%`);
    el.k2bar.style.width = `${sched.toFixed(2)}%`;
    setText(el.k3, String(Math.round(17 * k)));
    setText(el.k4, String(Math.round(46 * k) + (t >= T.fileMove + 1 ? 1 : 0) + (t >= T.moveB + 0.9 ? 1 : 0)));
    place(
      flashFiles,
      Math.max(
        prog(t, T.fileMove + 1, 0.2) * (1 - prog(t, T.fileMove + 2, 0.5)),
        prog(t, T.moveB + 0.9, 0.2) * (1 - prog(t, T.moveB + 1.9, 0.5)),
      ),
    );
    place(flashSched, prog(t, T.corr, 0.2) * (1 - prog(t, T.corr + 1.2, 0.5)));

    // Cards: each move lifts one card across; the others close ranks.
    let from = LAYOUTS[0] ?? [];
    let stage = 0;
    for (let m = 0; m < MOVES.length; m++) {
      const mv = MOVES[m];
      if (mv && t >= mv.at) stage = m + 1;
    }
    cards.forEach((card, i) => {
      let [x, y] = slot(from, i);
      let lift = 0;
      for (let m = 0; m < MOVES.length; m++) {
        const mv = MOVES[m];
        const next = LAYOUTS[m + 1];
        const prev = LAYOUTS[m];
        if (!mv || !next || !prev || t < mv.at) break;
        const [nx, ny] = slot(next, i);
        const [px, py] = slot(prev, i);
        const p = i === mv.card ? prog(t, mv.at, 1.05, easeInOut) : prog(t, mv.at + 0.15, 0.5, easeInOut);
        if (i === mv.card) lift = Math.sin(Math.PI * p);
        x = lerp(px, nx, p);
        y = lerp(py, ny, p) - lift * 18;
      }
      card.style.transform =
        lift > 0.001
          ? `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px) rotate(${(lift * 1.6).toFixed(3)}deg) scale(${(1 + lift * 0.04).toFixed(4)})`
          : `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
      card.style.boxShadow =
        lift > 0.01
          ? `0 ${(6 + lift * 18).toFixed(1)}px ${(14 + lift * 26).toFixed(1)}px rgba(12, 26, 51, ${(0.1 + lift * 0.14).toFixed(3)})`
          : "";
      card.style.zIndex = lift > 0.01 ? "10" : "1";
    });
    from = LAYOUTS[stage] ?? from;
    setText(el.n1, t >= T.moveA + 0.5 ? "2" : "3");
    setText(el.n2, t >= T.moveB + 0.5 ? "2" : t >= T.moveA + 0.5 ? "3" : "2");
    setText(el.n3, t >= T.moveB + 0.5 ? "3" : "2");
    moved.classList.toggle("sel", t >= T.open && t < T.close + 0.2);
    const proofOut = t >= T.moveA + 0.5;
    setText(el.movedDue, proofOut ? "Proof out · due 11 Jun" : "Due today");
    el.movedDueBox.className = `due soon`;
    setText(el.movedBDue, t >= T.moveB + 0.5 ? "Corrections in · due 12 Jun" : "Proof out · due 10 Jun");
    moved.classList.toggle("hover", t >= 10.0 && t < 11.4);

    // Drawer.
    const open = prog(t, T.open + 0.08, 0.45, easeOut) * (1 - prog(t, T.close + 0.08, 0.4, easeInOut));
    place(el.drawer, open > 0.001 ? 1 : 0, `translateX(${((1 - open) * 450).toFixed(2)}px)`);
    place(el.scrim, open);
    const busy = t >= T.complete && t < T.completed;
    const done = t >= T.completed;
    place(el.cmpIdle, !busy && !done ? 1 : 0);
    place(el.cmpBusy, busy ? 1 : 0);
    place(el.cmpDone, done ? 1 : 0);
    el.complete.classList.toggle("done", done);
    el.complete.classList.toggle("hover", t > 4.5 && t < T.complete + 0.1);
    el.stgTs.className = `stg ${done ? "done" : "cur"}`;
    setText(el.tsWhen, done ? "06–09 Jun" : "due today");
    const apCur = t >= T.completed + 0.1;
    el.stgAp.className = `stg ${apCur ? "cur" : ""}`;
    setText(el.apWhen, apCur ? "sent · due 11 Jun" : "due 11 Jun");
    el.rail.style.height = `${(20 + 20 * prog(t, T.completed, 0.4)).toFixed(2)}%`;
    const fp = prog(t, T.fileMove, 1.0, easeInOut);
    place(
      el.fchip,
      1,
      `translate(${lerp(chipA, chipB, fp).toFixed(2)}px, ${(-Math.sin(Math.PI * fp) * 16).toFixed(2)}px) scale(${(1 + Math.sin(Math.PI * fp) * 0.05).toFixed(3)})`,
    );
    el.foldA.classList.toggle("hot", t < T.fileMove && t >= T.open);
    el.foldB.classList.toggle("hot", t >= T.fileMove + 0.8);
    toast(el.toastMail, t, T.mail, 10.9);
    toast(el.toastCorr, t, T.corr, DURATION + 1);
  };

  const stops = resolveStops(
    [
      { at: 0, x: 640, y: 430 },
      { at: 2.0, el: "#card-3 .tt", ax: 0.4, ay: 0.5, kind: "hand", click: true, move: 1.3 },
      { at: 4.9, el: "#complete", ax: 0.5, ay: 0.55, kind: "hand", click: true, move: 1.4 },
      { at: 6.4, el: "#complete", ax: 0.2, ay: 0.5, x: -40, y: -62, move: 1.0 },
      { at: 8.4, el: "#close", kind: "hand", click: true, move: 1.2 },
      { at: 10.1, el: "#card-3 .tt", ax: 0.55, ay: 0.7, kind: "hand", move: 1.2 },
      { at: 11.6, x: 600, y: 575, move: 1.1 },
      { at: 14.2, el: "#kpi-sched", ax: 0.62, ay: 0.62, move: 1.4 },
    ],
    setUi,
  );
  const cursor = new Cursor(stops);
  const captions = new Captions([
    { from: 0.3, to: 3.35, text: "Every title, every stage, one dashboard" },
    { from: 3.55, to: 6.4, text: "Stages, dates and files at a glance" },
    { from: 6.6, to: 10.9, text: "Files move and e-mails go out automatically" },
    { from: 11.1, to: 17.7, text: "Real-time tracking, no chasing" },
  ]);

  const setTime = (t: number): void => {
    setUi(t);
    cursor.update(t);
    captions.update(t);
  };
  setTime(0);
  registerScene({ duration: DURATION, setTime, keyframes: [9.1] });
}

build().catch((e: unknown) => {
  document.body.dataset.error = String(e);
  throw e;
});
