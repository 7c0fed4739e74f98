/**
 * The About page's header illustration (800x600, drawn on the service pages' paper ground): a
 * first proof on the desk, the road from 2002, the three offices on one schedule and the people
 * who lead them.
 */
import {
  docPage,
  esc,
  FONT_SANS,
  FONT_SERIF,
  p,
  place,
  scene,
  skeleton,
  statCard,
  statusCard,
  textWidths,
} from "../services/kit.ts";
import { leaderLooks, PERSON_SIZE, personElements } from "./people.ts";

/** Milestones on the small timeline card: year, place and whether it is highlighted. */
const milestones = [
  { year: "2002", label: "Chennai" },
  { year: "2011", label: "Boston" },
  { year: "2019", label: "Frankfurt" },
  { year: "2024", label: "Today" },
] as const;

function timelineCard(): string {
  const width = 300;
  const step = width / (milestones.length - 1);
  const dots = milestones
    .map((m, i) => {
      const x = i * step;
      const last = i === milestones.length - 1;
      return `<div class="abs" style="left:${x - 7}px;top:-7px;width:14px;height:14px;border-radius:50%;background:${last ? p.accent : "#fff"};border:3px solid ${last ? p.accent : p.ink}"></div>
        <div class="abs" style="left:${x - 40}px;top:16px;width:80px;text-align:center;font:600 15px/1.2 ${FONT_SERIF};color:${p.ink}">${m.year}<div style="font:500 11.5px/1.3 ${FONT_SANS};color:${p.muted};margin-top:2px">${esc(m.label)}</div></div>`;
    })
    .join("");
  return `<div class="card shadow" style="${place({ x: 420, y: 52, w: 350, h: 132, rot: 1.5 })};padding:18px 24px">
    <div class="label">Since 2002</div>
    <div style="position:relative;margin:30px 0 0 1px;width:${width}px;height:3px;background:${p.inkSoft}">
      <div class="abs" style="left:0;top:0;height:3px;width:${width - step / 2}px;background:${p.ink}"></div>${dots}
    </div>
  </div>`;
}

function teamCard(): string {
  const faces = Object.values(leaderLooks)
    .map(
      (look, i) =>
        `<svg viewBox="0 0 ${PERSON_SIZE} ${PERSON_SIZE}" width="54" height="54" style="margin-left:${i === 0 ? 0 : -12}px;border-radius:50%;border:3px solid #fff;position:relative;z-index:${4 - i}">${personElements(look).replaceAll('"disc"', `"disc-${i}"`).replaceAll("#disc)", `#disc-${i})`)}</svg>`,
    )
    .join("");
  return `<div class="card shadow" style="${place({ x: 50, y: 452, w: 372, rot: -1.5 })};padding:18px 20px;display:flex;align-items:center;gap:16px">
    <div style="display:flex">${faces}</div>
    <div style="font:600 15px/1.3 ${FONT_SANS};color:${p.ink};white-space:nowrap">Led by the people<br>who built it<small style="display:block;margin-top:4px;font-weight:500;font-size:12px;color:${p.muted}">Leadership team</small></div>
  </div>`;
}

/** The header illustration as a complete HTML document. */
export function aboutHeroHtml(): string {
  const proof = docPage(
    { x: 40, y: 40, w: 350, h: 470, rot: -2.5 },
    {
      running: ["Northmoor Chem. Lett.", "Proof 1"],
      title: "Ligand design for selective C–H activation",
      kind: "Communication · Proof returned in 22 hours",
      paragraphs: [
        "We report a family of pyridine-based ligands that direct palladium to a single C–H bond in complex substrates.",
        `Yields remain above 80 per cent <span style="background:${p.accentLight};border-bottom:2px solid ${p.accent}">across twelve</span> representative drug-like scaffolds.`,
      ],
      after: `<div style="margin-top:12px">${skeleton(textWidths(8, 3))}</div>`,
    },
  );
  const offices = statusCard({ x: 440, y: 214, w: 318, rot: -1 }, "Three offices, one schedule", [
    { label: "Chennai · production", meta: "18:30", state: "done" },
    { label: "Frankfurt · projects", meta: "14:00", state: "done" },
    { label: "Boston · client services", meta: "08:00", state: "active" },
  ]);
  const pages = statCard({ x: 560, y: 430, w: 196, rot: 2 }, "8M+", "pages produced since 2002", true);
  return scene("paper", `${proof}${timelineCard()}${offices}${pages}${teamCard()}`);
}
