/**
 * Xpert Review walkthrough (21 s): open a new submission, invite the best-matched reviewers
 * (a conflict of interest is flagged), read the two scored reviews, send a minor-revision decision.
 */
import { $, $$, easeInOut, easeOut, lerp, loadFonts, place, prog, registerScene, setText } from "../runtime/anim.ts";
import { hydrateIcons } from "../runtime/icons.ts";
import { brandBar, Captions, Cursor, resolveStops } from "../runtime/ui.ts";

const DURATION = 21;
const T = {
  row: 1.52,
  assign: 3.52,
  cb1: 4.62,
  cb2: 5.32,
  invite: 6.42,
  sent: 6.95,
  acc1: 7.7,
  acc2: 8.25,
  reviewsIn: 9.15,
  tabReviews: 10.12,
  select: 13.12,
  option: 14.12,
  decide: 15.72,
} as const;

async function build(): Promise<void> {
  await loadFonts();
  $("#brand").outerHTML = brandBar("Xpert Review");
  hydrateIcons();
  const rowSel = document.createElement("div");
  rowSel.className = "row-sel";
  $("#row-0188").append(rowSel);
  for (const id of ["rv-1", "rv-2"]) {
    const bg = document.createElement("div");
    bg.className = "rv-bg";
    $(`#${id}`).append(bg);
  }

  const el = {
    rowSel,
    scrim: $("#scrim"),
    drawer: $("#drawer"),
    tabs: { ov: $("#tab-ov"), rv: $("#tab-rv"), rs: $("#tab-rs") },
    uline: $("#uline"),
    panels: { ov: $("#p-ov"), rv: $("#p-rv"), rs: $("#p-rs") },
    assign: $("#assign"),
    cb1: $("#cb-1"),
    cb2: $("#cb-2"),
    rvBg: $$(".rv-bg"),
    invN: $("#inv-n"),
    invite: $("#invite"),
    invIdle: $(".inv-idle"),
    invBusy: $(".inv-busy"),
    inv: [$("#inv-1"), $("#inv-2")],
    acc: [$("#acc-1"), $("#acc-2")],
    loads: $$(".rv-st .load").slice(0, 2),
    rsBadge: $("#rs-badge"),
    avg: $("#avg"),
    bars: $$(".sbar span"),
    select: $("#select"),
    selEmpty: $("#sel-empty"),
    selMinor: $("#sel-minor"),
    menu: $("#menu"),
    optMinor: $("#opt-minor"),
    send: $("#send-dec"),
    decIdle: $("#dec-idle"),
    decDone: $("#dec-done"),
    toastInv: $("#toast-inv"),
    toastRev: $("#toast-rev"),
    toastDec: $("#toast-dec"),
    stRev: $("#st-rev"),
    stRevD: $("#st-rev-d"),
    stReview: $("#st-review"),
    stReviewD: $("#st-review-d"),
    stDec: $("#st-dec"),
    stDecD: $("#st-dec-d"),
    rail: $("#rail"),
    status: [
      [$("#dr-status-a"), $("#row-status-a")],
      [$("#dr-status-b"), $("#row-status-b")],
      [$("#dr-status-c"), $("#row-status-c")],
    ],
  };

  const tabBox = (tab: HTMLElement): [number, number] => [tab.offsetLeft, tab.offsetWidth];

  const toast = (node: HTMLElement, t: number, from: number, to: number): void => {
    const i = prog(t, from, 0.4, easeOut);
    const o = prog(t, to - 0.35, 0.35);
    place(node, i * (1 - o), `translateY(${((1 - i) * 16).toFixed(2)}px)`);
  };

  const setUi = (t: number): void => {
    // Open the manuscript.
    place(el.rowSel, prog(t, T.row, 0.15));
    const open = prog(t, T.row + 0.08, 0.5, easeOut);
    place(el.drawer, open > 0 ? 1 : 0, `translateX(${((1 - open) * 620).toFixed(2)}px)`);
    place(el.scrim, open);

    // Tabs and panels.
    const steps: [number, HTMLElement][] = [
      [0, el.tabs.ov],
      [T.assign + 0.08, el.tabs.rv],
      [T.tabReviews + 0.08, el.tabs.rs],
    ];
    let [x, w] = tabBox(el.tabs.ov);
    for (const [at, tab] of steps) {
      if (t < at) break;
      const [nx, nw] = tabBox(tab);
      const p = prog(t, at, 0.3, easeInOut);
      x = lerp(x, nx, p);
      w = lerp(w, nw, p);
    }
    el.uline.style.transform = `translateX(${x.toFixed(2)}px) scaleX(${(w / 10).toFixed(4)})`;
    const active = t >= T.tabReviews + 0.08 ? "rs" : t >= T.assign + 0.08 ? "rv" : "ov";
    for (const k of ["ov", "rv", "rs"] as const) el.tabs[k].classList.toggle("on", k === active);
    const pIn = (at: number): number => prog(t, at, 0.3, easeOut);
    const ovO = 1 - prog(t, T.assign + 0.05, 0.18);
    const rvO = pIn(T.assign + 0.15) * (1 - prog(t, T.tabReviews + 0.05, 0.18));
    const rsO = pIn(T.tabReviews + 0.15);
    place(el.panels.ov, ovO);
    place(el.panels.rv, rvO, `translateY(${((1 - pIn(T.assign + 0.15)) * 10).toFixed(2)}px)`);
    place(el.panels.rs, rsO, `translateY(${((1 - rsO) * 10).toFixed(2)}px)`);
    el.assign.classList.toggle("hover", t > 3.05 && t < T.assign + 0.1);

    // Choose reviewers and invite them.
    el.cb1.classList.toggle("on", t >= T.cb1);
    el.cb2.classList.toggle("on", t >= T.cb2);
    place(el.rvBg[0] ?? el.cb1, prog(t, T.cb1, 0.2));
    place(el.rvBg[1] ?? el.cb2, prog(t, T.cb2, 0.2));
    setText(el.invN, String((t >= T.cb1 ? 1 : 0) + (t >= T.cb2 ? 1 : 0)));
    const busy = t >= T.invite && t < T.sent;
    place(el.invIdle, busy ? 0 : 1);
    place(el.invBusy, busy ? 1 : 0);
    el.invite.classList.toggle("hover", t > 6.0 && t < T.invite + 0.1);
    const accAt = [T.acc1, T.acc2];
    el.inv.forEach((chip, i) => {
      const a = accAt[i] ?? 0;
      place(chip, prog(t, T.sent, 0.25) * (1 - prog(t, a, 0.2)));
      place(el.acc[i] ?? chip, prog(t, a, 0.25), `scale(${(0.9 + 0.1 * prog(t, a, 0.25, easeOut)).toFixed(3)})`);
      place(el.loads[i] ?? chip, 1 - prog(t, T.sent, 0.2));
    });
    toast(el.toastInv, t, T.sent + 0.05, 9.0);

    // Reviews come in.
    toast(el.toastRev, t, T.reviewsIn, 11.6);
    setText(el.rsBadge, t >= T.reviewsIn ? "2/2" : "0/2");
    el.rsBadge.classList.toggle("new", t >= T.reviewsIn && t < T.tabReviews + 0.3);
    el.bars.forEach((bar, i) => {
      const v = Number(bar.dataset.v ?? "0");
      const p = prog(t, T.tabReviews + 0.3 + (i % 4) * 0.12 + (i >= 4 ? 0.25 : 0), 0.7, easeOut);
      bar.style.width = `${((v / 5) * 100 * p).toFixed(2)}%`;
    });
    setText(el.avg, (3.9 * prog(t, T.tabReviews + 0.3, 1.0, easeOut)).toFixed(1));

    // Decide.
    const menuOpen = t >= T.select && t < T.option + 0.05;
    el.select.classList.toggle("open", menuOpen);
    const mIn = prog(t, T.select + 0.03, 0.2, easeOut);
    const mOut = prog(t, T.option + 0.05, 0.15);
    place(el.menu, mIn * (1 - mOut), `scale(${(0.97 + 0.03 * mIn).toFixed(3)})`);
    el.optMinor.classList.toggle("hi", t > 13.75);
    place(el.selEmpty, t < T.option ? 1 : 0);
    place(el.selMinor, t >= T.option ? 1 : 0);
    el.send.classList.toggle("hover", t > 15.25 && t < T.decide + 0.1);
    toast(el.toastDec, t, T.decide + 0.3, DURATION + 1);
    const sent = prog(t, T.decide + 0.15, 0.25);
    place(el.decIdle, 1 - sent);
    place(el.decDone, sent);
    el.send.classList.toggle("sent", sent > 0.5);

    // Workflow state: stepper, rail, status chips.
    const revDone = t >= T.sent;
    const reviewDone = t >= T.reviewsIn;
    const decDone = t >= T.decide + 0.2;
    el.stRev.className = `step ${revDone ? "done" : "cur"}`;
    setText(el.stRevD, revDone ? "05 Jun" : "in progress");
    el.stReview.className = `step ${reviewDone ? "done" : revDone ? "cur" : ""}`;
    setText(el.stReviewD, reviewDone ? "22 Jun" : revDone ? "2 invited" : "—");
    el.stDec.className = `step ${decDone ? "done" : reviewDone ? "cur" : ""}`;
    setText(el.stDecD, decDone ? "24 Jun" : reviewDone ? "due 30 Jun" : "—");
    const rail = 0.5 + 0.25 * prog(t, T.sent, 0.5) + 0.25 * prog(t, T.decide + 0.2, 0.5);
    el.rail.style.width = `${(rail * 100).toFixed(2)}%`;
    const stage = decDone ? 2 : revDone ? 1 : 0;
    el.status.forEach((pair, i) => {
      for (const chip of pair) place(chip, i === stage ? 1 : 0);
    });
  };

  const stops = resolveStops(
    [
      { at: 0, x: 700, y: 470 },
      { at: 1.4, el: "#row-0188 .tt", ax: 0.3, ay: 0.55, click: true, move: 1.1 },
      { at: 3.4, el: "#assign", ax: 0.5, ay: 0.55, kind: "hand", click: true, move: 1.2 },
      { at: 4.5, el: "#cb-1", kind: "hand", click: true, move: 0.9 },
      { at: 5.2, el: "#cb-2", kind: "hand", click: true, move: 0.55 },
      { at: 6.3, el: "#invite", ax: 0.5, ay: 0.55, kind: "hand", click: true, move: 0.95 },
      { at: 7.4, el: "#invite", ax: 0.3, ay: 0.5, x: -40, y: -90, move: 0.9 },
      { at: 10.0, el: "#tab-rs", ax: 0.45, ay: 0.55, kind: "hand", click: true, move: 1.3 },
      { at: 13.0, el: "#select", ax: 0.35, ay: 0.55, kind: "hand", click: true, move: 1.4 },
      { at: 14.0, el: "#opt-minor", ax: 0.3, ay: 0.55, kind: "hand", click: true, move: 0.7 },
      { at: 15.6, el: "#send-dec", ax: 0.5, ay: 0.55, kind: "hand", click: true, move: 1.1 },
      { at: 17.4, x: 1010, y: 300, move: 1.3 },
    ],
    setUi,
  );
  const cursor = new Cursor(stops);
  const captions = new Captions([
    { from: 0.3, to: 3.25, text: "Every submission in one queue" },
    { from: 3.45, to: 8.7, text: "Invite the best-matched reviewers, conflicts flagged" },
    { from: 8.9, to: 12.85, text: "Reviews arrive scored, side by side" },
    { from: 13.05, to: 20.7, text: "Decide and notify the author in one step" },
  ]);

  const setTime = (t: number): void => {
    setUi(t);
    cursor.update(t);
    captions.update(t);
  };
  setTime(0);
  registerScene({ duration: DURATION, setTime, keyframes: [3.9, 10.5, 14.4] });
}

build().catch((e: unknown) => {
  document.body.dataset.error = String(e);
  throw e;
});
