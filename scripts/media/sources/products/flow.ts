/**
 * The process-flow diagrams: the steps of each product's workflow from left to right, each a
 * numbered icon, its title (the step titles of core/copy/products.ts, which the page also
 * gives as text) and a small piece of the product's screen at that step.
 */
import {
  BellRing,
  BookCheck,
  CircleCheck,
  ClipboardCheck,
  FileCode,
  FileDown,
  FileInput,
  FileText,
  FolderSync,
  Gavel,
  Inbox,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageCircleQuestion,
  MousePointerClick,
  PackageCheck,
  RefreshCw,
  ScanSearch,
  Send,
  ShieldCheck,
  SpellCheck,
  UserSearch,
  Users,
  WandSparkles,
  Workflow,
} from "lucide-react";
import { type ProductSlug, productPages } from "../../../../core/copy/products.ts";
import { chip, esc, FLOW, FONT_SANS, icon, lucide, p, productScene } from "./kit.ts";

type Tone = "" | "orange" | "blue" | "ok" | "ink";

/** A line of a step's card: a text and, optionally, a chip on the right. */
type Line = [text: string, chipText?: string, tone?: Tone];

interface StepArt {
  icon: LucideIcon;
  lines: Line[];
}

const art: Record<ProductSlug, StepArt[]> = {
  vedas: [
    { icon: FileInput, lines: [["manuscript.docx", "Word"], ["47 references"], ["7 equations", "MathML", "blue"]] },
    {
      icon: WandSparkles,
      lines: [
        ["House style", "186", "blue"],
        ["Crossref DOIs", "44/46", "blue"],
        ["Uncited ref. 31", "Query", "orange"],
      ],
    },
    {
      icon: SpellCheck,
      lines: [["Tracked changes", "214", "blue"], ["Author queries", "3", "orange"], ["Level 2 edit"]],
    },
    { icon: Users, lines: [["Changes accepted", "209", "ok"], ["Queries answered", "3/3", "ok"], ["Reviewed online"]] },
    {
      icon: FileCode,
      lines: [
        ["JATS 1.3 XML", "Valid", "ok"],
        ["Schematron", "Pass", "ok"],
        ["First proofs", "24 h", "ink"],
      ],
    },
  ],
  editlatex: [
    { icon: FileText, lines: [["main.tex, refs.bib"], ["Figures", "8", "blue"], ["Author queries", "3", "orange"]] },
    { icon: Mail, lines: [["Proof link sent"], ["Co-authors invited", "2", "blue"], ["Due in 48 h"]] },
    {
      icon: MessageCircleQuestion,
      lines: [["AQ2 answered", "Resolved", "ok"], ["Line 46 edited"], ["Tracked", "3 changes", "blue"]],
    },
    {
      icon: RefreshCw,
      lines: [
        ["Compiled", "2.4 s", "ok"],
        ["Overfull boxes", "0", "ok"],
        ["Unresolved refs", "0", "ok"],
      ],
    },
    { icon: Send, lines: [["Proof approved"], ["Source + PDF", "Sent", "ok"], ["Change list", "3", "blue"]] },
  ],
  xpertreview: [
    { icon: Inbox, lines: [["ORCID sign-in", "Verified", "ok"], ["Original research"], ["8,400 words"]] },
    {
      icon: ClipboardCheck,
      lines: [["Files complete"], ["Similarity", "9%", "ok"], ["Ethics statement", "Query", "orange"]],
    },
    {
      icon: UserSearch,
      lines: [["Reviewers matched", "12", "blue"], ["Conflicts screened"], ["Invited", "3", "blue"]],
    },
    {
      icon: BellRing,
      lines: [
        ["Reminder sent", "Day 14", "orange"],
        ["Reports in", "2/3", "blue"],
        ["Scores", "4.2", "ink"],
      ],
    },
    { icon: Gavel, lines: [["Minor revision"], ["Letter drafted"], ["To author", "Sent", "ok"]] },
  ],
  xpertxpress: [
    { icon: Inbox, lines: [["ENV-2025-0413"], ["From Xpert Review"], ["Received", "09:40", "blue"]] },
    { icon: ScanSearch, lines: [["Checks running", "38", "blue"], ["Crossref, ORCID"], ["Images compared"]] },
    {
      icon: ShieldCheck,
      lines: [
        ["Similarity", "14%", "ok"],
        ["Retracted ref.", "1", "orange"],
        ["Image match", "1", "orange"],
      ],
    },
    { icon: Gavel, lines: [["2 items reviewed"], ["COPE guidance"], ["Decision", "Proceed", "ok"]] },
    { icon: Mail, lines: [["Author notified"], ["Replace ref. 23", "Fix", "orange"], ["To review", "Sent", "ok"]] },
  ],
  xpertproof: [
    { icon: FileCode, lines: [["From JATS XML"], ["Proof 1 PDF", "12 pp", "blue"], ["Queries", "2", "orange"]] },
    {
      icon: MousePointerClick,
      lines: [
        ["Online", "3 edits", "blue"],
        ["Offline PDF", "5 notes", "blue"],
        ["Queries answered", "2/2", "ok"],
      ],
    },
    {
      icon: FileDown,
      lines: [["<ins> · <del>"], ["Tracked in XML", "8", "blue"], ["Unclear mark", "Query", "orange"]],
    },
    {
      icon: ListChecks,
      lines: [
        ["Changes checked", "8/8", "ok"],
        ["Layout", "OK", "ok"],
        ["Reviewed by", "DS", "ink"],
      ],
    },
    { icon: PackageCheck, lines: [["Revised proof", "Same day", "ok"], ["XML updated"], ["Ready to publish"]] },
  ],
  xperttrack: [
    { icon: FileInput, lines: [["AAN-2025-0417"], ["12 pages"], ["Schedule", "16 Jun", "blue"]] },
    {
      icon: Workflow,
      lines: [
        ["Copyediting", "M. Rao", "blue"],
        ["Typesetting", "D. Silva", "blue"],
        ["Proof", "Author", "blue"],
      ],
    },
    { icon: CircleCheck, lines: [["Typesetting", "Done", "ok"], ["04_typesetting/"], ["Signed off", "14:30", ""]] },
    {
      icon: FolderSync,
      lines: [
        ["05_author_proof/", "Moved", "ok"],
        ["Author e-mailed", "14:32", "ok"],
        ["Proof due", "11 Jun", "orange"],
      ],
    },
    { icon: BookCheck, lines: [["Final files", "Delivered", "ok"], ["On time"], ["History kept"]] },
  ],
};

const css = `
  .steps{position:absolute;left:28px;right:28px;top:26px;bottom:26px;display:grid;grid-template-columns:repeat(5,1fr);gap:36px}
  .step{position:relative;display:flex;flex-direction:column;align-items:center;text-align:center}
  .node{position:relative;width:72px;height:72px;border-radius:20px;background:#fff;display:grid;place-items:center;box-shadow:0 1px 2px rgba(12,26,51,.1),0 10px 24px -8px rgba(12,26,51,.3)}
  .num{position:absolute;top:-8px;right:-8px;width:26px;height:26px;border-radius:50%;background:var(--accent);color:#fff;display:grid;place-items:center;font:700 12.5px/1 ${FONT_SANS};box-shadow:0 0 0 3px #fff}
  .title{margin:16px 0 14px;font:600 19px/1.2 'Source Serif 4',serif;color:var(--ink);letter-spacing:-.01em;min-height:46px;display:flex;align-items:center}
  .mini{width:100%;background:#fff;border-radius:12px;padding:8px 12px;text-align:left;box-shadow:0 1px 2px rgba(12,26,51,.08),0 8px 20px -8px rgba(12,26,51,.25)}
  .ln{display:flex;align-items:center;gap:8px;padding:8px 0;border-top:1px solid var(--line-2);font-size:12.5px;color:var(--text);min-height:38px}
  .ln:first-child{border-top:0}
  .ln span.t{flex:1;min-width:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
  .arrow{position:absolute;top:27px;left:calc(100% + 4px);width:28px;color:var(--accent)}
  .step:first-child .node{background:var(--ink)}
  .step:last-child .node{background:var(--accent)}
`;

function line([text, chipText, tone]: Line): string {
  const end = chipText ? chip(chipText, tone ?? "") : `<span style="color:var(--ok)">${icon("check", 14, 3)}</span>`;
  return `<div class="ln"><span class="t">${esc(text)}</span>${end}</div>`;
}

/** The process-flow diagram of a product as a complete page. */
export function flowScene(slug: ProductSlug): string {
  const steps = productPages[slug].flow.steps;
  const arts = art[slug];
  if (steps.length !== arts.length) throw new Error(`flow(${slug}): ${steps.length} steps but ${arts.length} pictures`);
  const last = steps.length - 1;
  const body = steps
    .map((step, i) => {
      const stepArt = arts[i] as StepArt;
      const colour = i === 0 || i === last ? "#ffffff" : p.inkMid;
      const arrow =
        i < last
          ? `<svg class="arrow" viewBox="0 0 28 18" width="28" height="18"><path d="M1 9h22M17 3l6 6-6 6" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>`
          : "";
      return `<div class="step"><div class="node">${lucide(stepArt.icon, colour, 32, 1.8)}<span class="num">${i + 1}</span></div>${arrow}<div class="title">${esc(step.title)}</div><div class="mini">${stepArt.lines.map(line).join("")}</div></div>`;
    })
    .join("");
  return productScene(FLOW, "paper", `<div class="steps">${body}</div>`, css);
}
