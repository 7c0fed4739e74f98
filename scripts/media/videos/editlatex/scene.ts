/**
 * EditLaTeX walkthrough (19 s): pick an author query, cite the missing reference in the LaTeX
 * source, recompile and watch the proof update, accept an author's correction, approve the proof.
 */
import { $, easeInOut, easeOut, loadFonts, place, prog, registerScene, setText, typed } from "../runtime/anim.ts";
import { hydrateIcons } from "../runtime/icons.ts";
import { brandBar, Captions, Cursor, resolveStops } from "../runtime/ui.ts";

const DURATION = 19;
const T = {
  select: 1.72,
  caret: 3.42,
  type: 3.65,
  compile: 6.22,
  compiled: 7.3,
  resolved: 7.55,
  accept: 9.42,
  approve: 12.32,
  send: 14.12,
} as const;
const INSERT = "~\\cite{okafor2021}";
const CPS = 10;

const SOURCE: readonly string[] = [
  "\\section{Introduction}\\label{sec:intro}",
  "Finite-volume schemes are the method of choice for",
  "the shallow-water equations on unstructured meshes,",
  "because they conserve mass and momentum exactly at",
  "the discrete level~\\cite{leveque2002}. On curved",
  "meshes, however, geometric source terms break the",
  "well-balanced property and spurious currents appear",
  "near steady states~\\cite{audusse2004}.",
  "@44",
  "@45",
  "sharp for $\\mathrm{CFL} \\le 0.9$:",
  "",
  "\\begin{equation}\\label{eq:cfl}",
  "  \\Delta t \\le \\frac{C\\,h_K}{|u_K| + \\sqrt{g H_K}}",
  "\\end{equation}",
  "",
  "\\subsection{Contributions}",
  "\\begin{itemize}",
  "  \\item a hydrostatic reconstruction for curved",
  "    edges that preserves lake-at-rest states;",
  "  \\item a CFL bound, Eq.~\\eqref{eq:cfl}, that is",
  "    sharp on the meshes of Section~\\ref{sec:tests};",
  "  \\item open-source code, archived on Zenodo.",
  "\\end{itemize}",
  "",
  "Section~\\ref{sec:model} recalls the equations and",
];
const FIRST_LINE = 36;

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Minimal LaTeX colouring: inline math, control words, brace groups. */
function highlight(src: string): string {
  let out = "";
  let last = 0;
  for (const m of src.matchAll(/(\$[^$]*\$)|(\\[a-zA-Z]+)|(\{[^{}]*\})/g)) {
    out += esc(src.slice(last, m.index));
    const cls = m[1] ? "tok-math" : m[2] ? "tok-cmd" : "tok-arg";
    out += `<span class="${cls}">${esc(m[0])}</span>`;
    last = (m.index ?? 0) + m[0].length;
  }
  return out + esc(src.slice(last));
}

function buildCode(): void {
  const code = $("#code");
  code.innerHTML = SOURCE.map((line, i) => {
    const no = FIRST_LINE + i;
    let body: string;
    if (line === "@44") {
      body = `We extend work on polygonal cells<span id="ins"></span><span class="caret" id="caret"></span>.`;
    } else if (line === "@45") {
      body = `Our numerical tests <span id="shows">show</span><span id="shows-s">s</span> that the bound is`;
    } else {
      body = highlight(line);
    }
    return `<div class="ln" data-no="${no}"><span class="no">${no}</span><span class="tx">${body}</span></div>`;
  }).join("");
  for (const [id, no] of [
    ["hl44", 44],
    ["hl45", 45],
  ] as const) {
    const hl = document.createElement("div");
    hl.className = "ln-hl";
    hl.id = id;
    hl.style.top = `${10 + (no - FIRST_LINE) * 21}px`;
    code.prepend(hl);
  }
  const tag = document.createElement("span");
  tag.className = "ln-tag";
  tag.id = "tag44";
  tag.textContent = "AQ2";
  $("#hl44").append(tag);
}

async function build(): Promise<void> {
  await loadFonts();
  $("#brand").outerHTML = brandBar("EditLaTeX");
  hydrateIcons();
  buildCode();
  const sel = document.createElement("div");
  sel.className = "q-sel";
  $("#aq2").append(sel);

  const el = {
    sel,
    hl44: $("#hl44"),
    hl45: $("#hl45"),
    tag44: $("#tag44"),
    ins: $("#ins"),
    caret: $("#caret"),
    shows: $("#shows"),
    showsS: $("#shows-s"),
    compile: $("#compile"),
    idle: $(".compile-idle"),
    busy: $(".compile-busy"),
    progress: $("#progress span"),
    sheet: $("#sheet"),
    cite: $("#pdf-cite"),
    cells: $("#pdf-cells"),
    pdfShows: $("#pdf-shows"),
    pdfS: $("#pdf-s"),
    pinAq2: $("#pin-aq2"),
    pinCe1: $("#pin-ce1"),
    aq2Open: $("#aq2-open"),
    aq2Ok: $("#aq2-ok"),
    ce1Ok: $("#ce1-ok"),
    ce1Actions: $("#ce1-actions"),
    ce1Done: $("#ce1-done"),
    approveIdle: $("#approve-idle"),
    approveDone: $("#approve-done"),
    accept: $("#ce1-accept"),
    count: $("#open-count"),
    countN: $("#open-count .n"),
    approve: $("#approve"),
    statusOpen: $("#status-open"),
    statusDone: $("#status-done"),
    backdrop: $("#backdrop"),
    modal: $("#modal"),
    send: $("#send"),
    toast: $("#toast"),
  };

  const pinTo = (pin: HTMLElement, target: HTMLElement): void => {
    const s = el.sheet.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    pin.style.top = `${(r.top - s.top + r.height / 2 - 8).toFixed(1)}px`;
  };

  const hover = (node: HTMLElement, t: number, from: number, to: number): void => {
    node.classList.toggle("hover", t >= from && t < to);
  };

  const setUi = (t: number): void => {
    // 1. Select AQ2: card outline, source line, proof pin.
    const selIn = prog(t, T.select, 0.25, easeOut);
    const selOut = prog(t, 8.7, 0.4);
    place(el.sel, selIn * (1 - selOut));
    const hlIn = prog(t, T.select + 0.1, 0.3, easeOut);
    place(el.hl44, hlIn * (1 - prog(t, 8.8, 0.5)));
    el.hl44.classList.toggle("ok", t >= T.resolved);
    place(el.tag44, t < T.resolved ? 1 : 0);
    el.cells.style.background = `rgba(247, 103, 7, ${(0.2 * hlIn * (1 - prog(t, T.compiled, 0.3))).toFixed(3)})`;
    const pulse = t > T.select && t < T.select + 0.6 ? Math.sin(((t - T.select) / 0.6) * Math.PI) : 0;
    el.pinAq2.classList.toggle("ok", t >= T.compiled);
    setText(el.pinAq2, t >= T.compiled ? "AQ2 ✓" : "AQ2");
    place(el.pinAq2, 1 - prog(t, 9.2, 0.5), `scale(${(1 + 0.25 * pulse).toFixed(3)})`);

    // 2. Type the citation at the caret.
    const text = typed(INSERT, t, T.type, CPS);
    if (el.ins.dataset.text !== text) {
      el.ins.dataset.text = text;
      el.ins.innerHTML = text ? `<span class="tok-new">${highlight(text)}</span>` : "";
    }
    const newHl = el.ins.firstElementChild as HTMLElement | null;
    if (newHl) newHl.style.background = `rgba(255, 214, 179, ${(0.75 * (1 - prog(t, 8.2, 0.8))).toFixed(3)})`;
    const typingEnd = T.type + INSERT.length / CPS;
    const blinkOn = t < typingEnd + 0.1 || Math.floor((t - typingEnd) / 0.5) % 2 === 1;
    place(el.caret, t >= T.caret && t < T.compile && blinkOn ? 1 : 0);

    // 3. Compile: spinner, progress, the proof refreshes with [14].
    const busy = t >= T.compile && t < T.compiled;
    place(el.idle, busy ? 0 : 1);
    place(el.busy, busy ? 1 : 0);
    hover(el.compile, t, 5.75, T.compile + 0.15);
    const pr = prog(t, T.compile, T.compiled - T.compile, (x) => 1 - (1 - x) ** 2);
    el.progress.style.width = `${(pr * 100).toFixed(2)}%`;
    place(el.progress, t < T.compiled + 0.35 ? 1 - prog(t, T.compiled, 0.35) : 0);
    const dim = prog(t, T.compile + 0.1, 0.2) * (1 - prog(t, T.compiled, 0.25, easeOut));
    el.sheet.style.opacity = (1 - 0.45 * dim).toFixed(3);
    el.cite.style.display = t >= T.compiled ? "inline" : "none";
    el.cite.style.background = `rgba(247, 103, 7, ${(0.28 * (1 - prog(t, T.compiled + 1.2, 1.2))).toFixed(3)})`;
    place(el.aq2Open, t < T.resolved ? 1 : 0);
    place(
      el.aq2Ok,
      t >= T.resolved ? 1 : 0,
      `scale(${(1 + 0.15 * Math.sin(Math.PI * prog(t, T.resolved, 0.35, (x) => x))).toFixed(3)})`,
    );

    // 4. Accept CE1: "shows" becomes "show" in source and proof.
    hover(el.accept, t, 8.9, T.accept + 0.15);
    const accepted = t >= T.accept;
    place(el.ce1Actions, 1 - prog(t, T.accept + 0.05, 0.25));
    place(el.ce1Done, prog(t, T.accept + 0.3, 0.3, easeOut));
    place(el.ce1Ok, prog(t, T.accept + 0.15, 0.3, easeOut));
    const goneP = prog(t, T.accept + 0.08, 0.15);
    el.showsS.className = accepted ? "tok-gone" : "";
    el.showsS.style.display = t >= T.accept + 0.65 ? "none" : "inline";
    el.showsS.style.opacity = (1 - 0.3 * goneP).toFixed(3);
    el.shows.style.background = `rgba(29, 122, 87, ${(0.16 * prog(t, T.accept + 0.6, 0.2) * (1 - prog(t, T.accept + 1.8, 0.8))).toFixed(3)})`;
    el.shows.style.borderRadius = "2px";
    place(el.hl45, prog(t, T.accept + 0.05, 0.25) * (1 - prog(t, T.accept + 1.8, 0.6)));
    el.hl45.classList.add("ok");
    el.pdfS.style.display = t >= T.accept + 0.75 ? "none" : "inline";
    el.pdfShows.style.background =
      t < T.accept + 0.75
        ? "rgba(247, 103, 7, 0.16)"
        : `rgba(29, 122, 87, ${(0.18 * (1 - prog(t, T.accept + 1.9, 0.8))).toFixed(3)})`;
    el.pinCe1.classList.toggle("ok", t >= T.accept + 0.75);
    setText(el.pinCe1, t >= T.accept + 0.75 ? "CE1 ✓" : "CE1");
    place(el.pinCe1, 1 - prog(t, T.accept + 2.2, 0.5));
    const open = t >= T.accept + 0.15 ? 0 : t >= T.resolved ? 1 : 2;
    setText(el.countN, open === 0 ? "All" : String(open));
    el.count.className = `chip ${open === 0 ? "chip-ok" : "chip-orange"}`;
    const countTail = el.count.lastChild;
    if (countTail) countTail.textContent = open === 0 ? "\u00a0resolved" : "\u00a0open";

    // 5. Approve: dialog, send, status and toast.
    hover(el.approve, t, 11.85, T.approve + 0.15);
    hover(el.send, t, 13.6, T.send + 0.15);
    const mIn = prog(t, T.approve + 0.08, 0.3, easeOut);
    const mOut = prog(t, T.send + 0.1, 0.25, easeInOut);
    const m = mIn * (1 - mOut);
    place(el.backdrop, m);
    place(el.modal, m, `translate(-50%, -50%) scale(${(0.96 + 0.04 * mIn - 0.02 * mOut).toFixed(4)})`);
    const done = prog(t, T.send + 0.25, 0.3);
    place(el.statusOpen, 1 - done);
    place(el.statusDone, done, `scale(${(0.9 + 0.1 * done).toFixed(3)})`);
    place(el.approveIdle, 1 - done);
    place(el.approveDone, done);
    el.approve.classList.toggle("sent", done > 0.5);
    const toastIn = prog(t, T.send + 0.45, 0.45, easeOut);
    place(el.toast, toastIn, `translateX(${((1 - toastIn) * 40).toFixed(2)}px)`);

    pinTo(el.pinAq2, el.cells);
    pinTo(el.pinCe1, el.pdfShows);
  };

  const stops = resolveStops(
    [
      { at: 0, x: 760, y: 600 },
      { at: 1.6, el: "#aq2 p", ax: 0.3, ay: 0.35, click: true, move: 1.1 },
      { at: 3.3, el: "#ins", ax: 0, ay: 0.5, x: 1, kind: "text", click: true, move: 1.0 },
      { at: 3.95, el: "#ins", ax: 0, ay: 0.5, x: 36, y: 46, kind: "text", move: 0.45 },
      { at: 6.1, el: "#compile", ax: 0.45, ay: 0.55, kind: "hand", click: true, move: 1.0 },
      { at: 9.3, el: "#ce1-accept", ax: 0.5, ay: 0.55, kind: "hand", click: true, move: 1.3 },
      { at: 12.2, el: "#approve", ax: 0.5, ay: 0.55, kind: "hand", click: true, move: 1.3 },
      { at: 14.0, el: "#send", ax: 0.5, ay: 0.55, kind: "hand", click: true, move: 0.95 },
      { at: 15.7, x: 1000, y: 470, move: 1.2 },
    ],
    setUi,
  );
  const cursor = new Cursor(stops);
  const captions = new Captions([
    { from: 0.3, to: 3.5, text: "Queries, LaTeX source and PDF proof in one window" },
    { from: 3.7, to: 6.3, text: "Answer an author query right in the source" },
    { from: 6.5, to: 9.0, text: "Recompile: the proof updates in place" },
    { from: 9.2, to: 11.8, text: "Accept the author’s correction in one click" },
    { from: 12.0, to: 18.7, text: "Approve the proof and hand it to production" },
  ]);

  const setTime = (t: number): void => {
    setUi(t);
    cursor.update(t);
    captions.update(t);
  };
  setTime(0);
  registerScene({ duration: DURATION, setTime, keyframes: [14.5] });
}

build().catch((e: unknown) => {
  document.body.dataset.error = String(e);
  throw e;
});
