/**
 * Builds public/documents/scriptoria-code-of-ethics.pdf from ./code-of-ethics.md.
 *
 *   npm run documents
 *
 * The source is a small Markdown subset: "#", "##" and "###" headings, paragraphs,
 * "-" bullet lists and **bold** inline text. Anything else fails the build rather than
 * being printed verbatim.
 *   - "# Title" is the document title; the paragraph under it is the cover subtitle.
 *   - "## 3. Title" is a numbered section; an unnumbered "##" (the leadership message)
 *     is set as a letter on a page of its own.
 *   - A list whose items all start with "**Label:**" is set as a table of fields. The
 *     cover's version and effective date are read from its "Version" and
 *     "Effective date" items, so the Markdown is the only place they are written.
 *
 * Layout is done here, not by pdfkit's text flow: lines are broken at spaces only
 * (no hyphenation, ragged right), paragraphs keep at least two lines at the foot and
 * head of a page, and headings always stay with the text that follows them. The PDF is
 * tagged (headings, paragraphs, lists, links, contents), has bookmarks, and is
 * reproducible byte for byte: its dates are the Code's effective date.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import PDFDocument from "pdfkit";

type Doc = PDFKit.PDFDocument;
type StructElement = PDFKit.PDFStructureElement;

const ROOT = join(import.meta.dirname, "..", "..");
const SOURCE = join(import.meta.dirname, "code-of-ethics.md");
const OUTPUT = join(ROOT, "public", "documents", "scriptoria-code-of-ethics.pdf");
const MAX_BYTES = 300 * 1024;

const COMPANY = "Scriptoria";
const LEGAL_NAME = "Scriptoria Content Technologies Pvt. Ltd.";
const OFFICES = "Offices in India, the United States and Germany";

// Colours
const INK = "#14284b";
const ORANGE = "#f76707";
const TEXT = "#1f2635";
const MUTED = "#5c6575";
const HAIRLINE = "#d6dae1";
const ON_INK_MUTED = "#aab5ca";

// A4 in points
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = { top: 80, bottom: 88, left: 88, right: 88 } as const;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN.bottom;

const FONT_FILES = {
  "Inter-Regular": "@fontsource/inter/files/inter-latin-400-normal.woff",
  "Inter-SemiBold": "@fontsource/inter/files/inter-latin-600-normal.woff",
  "Inter-Bold": "@fontsource/inter/files/inter-latin-700-normal.woff",
  "Serif-SemiBold": "@fontsource/source-serif-4/files/source-serif-4-latin-600-normal.woff",
} as const;
type FontName = keyof typeof FONT_FILES;

interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  /** Extra space between letters, in points. */
  tracking?: number;
}

interface BlockStyle {
  text: TextStyle;
  strong: TextStyle;
  lineHeight: number;
}

const BODY: BlockStyle = {
  text: { font: "Inter-Regular", size: 9.75, color: TEXT },
  strong: { font: "Inter-SemiBold", size: 9.75, color: TEXT },
  lineHeight: 15.25,
};
/** The leadership message is set a little larger, as a letter. */
const LETTER: BlockStyle = {
  text: { font: "Inter-Regular", size: 10.75, color: TEXT },
  strong: { font: "Inter-SemiBold", size: 10.75, color: INK },
  lineHeight: 17.5,
};
const H2 = { font: "Serif-SemiBold", size: 17, color: INK } satisfies TextStyle;
const H2_NUMBER = { ...H2, color: ORANGE } satisfies TextStyle;
/** Unnumbered "##" headings open a page, like "Contents". */
const DISPLAY = { font: "Serif-SemiBold", size: 26, color: INK } satisfies TextStyle;
const H3 = { font: "Serif-SemiBold", size: 12.25, color: INK } satisfies TextStyle;
const FIELD_LABEL = { font: "Inter-Bold", size: 7, color: MUTED, tracking: 0.8 } satisfies TextStyle;
const FOOTER = { font: "Inter-Regular", size: 7.5, color: MUTED } satisfies TextStyle;

const SPACE = {
  paragraph: 8,
  listStart: 7,
  listItem: 4.5,
  h2Before: 30,
  h2After: 10,
  h3Before: 17,
  h3After: 5,
  fieldsBefore: 16,
  displayAfter: 20,
} as const;
const BULLET_INDENT = 17;
const FIELD_LABEL_WIDTH = 112;
const HEADING_NUMBER_GAP = 13;

// ---------------------------------------------------------------------------
// Markdown subset

interface Span {
  text: string;
  strong: boolean;
}

type Block =
  | { kind: "heading"; level: 2 | 3; number: string | null; text: string }
  | { kind: "paragraph"; spans: Span[] }
  | { kind: "list"; items: Span[][] };

interface Source {
  title: string;
  subtitle: string;
  blocks: Block[];
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Curly quotes and apostrophes, and no-break spaces where a line break would read badly. */
function typeset(text: string): string {
  return text
    .replace(/(^|[\s([\u2014\u2013])"/g, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/(^|[\s([\u2014\u2013])'/g, "$1\u2018")
    .replace(/'/g, "\u2019")
    .replace(/\.\.\./g, "\u2026")
    .replace(new RegExp(`\\b(\\d{1,2}) (${MONTHS.join("|")}) (\\d{4})\\b`, "g"), "$1\u00a0$2\u00a0$3")
    .replace(/\b(section|Section|Act,?) (\d)/g, "$1\u00a0$2");
}

function parseInline(text: string, where: string): Span[] {
  const parts = text.split("**");
  if (parts.length % 2 === 0) throw new Error(`${where}: unbalanced ** in "${text}"`);
  const spans: Span[] = [];
  parts.forEach((part, index) => {
    if (/[*`]|\]\(/.test(part)) {
      throw new Error(`${where}: only **bold** is supported inline, found "${part}"`);
    }
    if (part !== "") spans.push({ text: typeset(part), strong: index % 2 === 1 });
  });
  return spans;
}

function parseMarkdown(markdown: string): Source {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  let title: string | null = null;
  const intro: string[] = [];
  const blocks: Block[] = [];
  let paragraph: { text: string[]; line: number } | null = null;
  let list: { items: string[][]; line: number } | null = null;

  const flush = (): void => {
    if (paragraph) {
      const text = paragraph.text.join(" ");
      if (blocks.length === 0) intro.push(text);
      else blocks.push({ kind: "paragraph", spans: parseInline(text, `line ${paragraph.line}`) });
      paragraph = null;
    }
    if (list) {
      const line = list.line;
      if (blocks.length === 0) throw new Error(`line ${line}: a list needs a "##" heading before it`);
      blocks.push({ kind: "list", items: list.items.map((item) => parseInline(item.join(" "), `line ${line}`)) });
      list = null;
    }
  };

  lines.forEach((raw, index) => {
    const where = `line ${index + 1}`;
    const line = raw.trim();
    if (line === "") {
      flush();
      return;
    }
    const heading = /^(#+)\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      const [, hashes = "", rawText = ""] = heading;
      const level = hashes.length;
      const text = rawText.trim();
      if (level === 1) {
        if (title !== null || blocks.length > 0) throw new Error(`${where}: "#" may appear once, at the top`);
        title = typeset(text);
        return;
      }
      if (level > 3) throw new Error(`${where}: only #, ## and ### headings are supported`);
      if (title === null) throw new Error(`${where}: the document must start with a "#" title`);
      const [, number = null, numberedText = text] = /^(\d+)\.\s+(.+)$/.exec(text) ?? [];
      blocks.push({ kind: "heading", level: level === 2 ? 2 : 3, number, text: typeset(numberedText) });
      return;
    }
    const bullet = /^-\s+(.+)$/.exec(line);
    if (bullet) {
      if (paragraph) flush();
      list ??= { items: [], line: index + 1 };
      list.items.push([bullet[1] ?? ""]);
      return;
    }
    if (/^([*+]\s|[>|<]|\d+[.)]\s|```)/.test(line)) {
      throw new Error(`${where}: unsupported Markdown "${line.slice(0, 40)}"`);
    }
    if (list) {
      // Continuation line of the last list item (indented or lazy).
      at(list.items, -1).push(line);
      return;
    }
    paragraph ??= { text: [], line: index + 1 };
    paragraph.text.push(line);
  });
  flush();

  if (title === null) throw new Error('the document has no "#" title');
  return { title, subtitle: typeset(intro.join(" ")), blocks };
}

/** The item at `index` (negative counts from the end), which the caller knows exists. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index < 0 ? items.length + index : index];
  if (item === undefined) throw new Error(`internal error: no item at index ${index}`);
  return item;
}

function spansText(spans: Span[]): string {
  return spans.map((s) => s.text).join("");
}

/** A field list: every item starts with "**Label:**". */
function fieldsOf(items: Span[][]): { label: string; value: Span[] }[] | null {
  const fields: { label: string; value: Span[] }[] = [];
  for (const item of items) {
    const [first, ...rest] = item;
    if (!first?.strong || !first.text.endsWith(":")) return null;
    const value = rest.map((s) => ({ ...s }));
    if (value[0]) value[0].text = value[0].text.trimStart();
    fields.push({ label: first.text.slice(0, -1), value });
  }
  return fields;
}

function field(source: Source, label: string): string {
  for (const block of source.blocks) {
    if (block.kind !== "list") continue;
    const found = fieldsOf(block.items)?.find((f) => f.label === label);
    if (found) return spansText(found.value).trim();
  }
  throw new Error(`the Markdown has no "**${label}:**" item`);
}

function parseDate(text: string): Date {
  const [, day = "", monthName = "", year = ""] = /^(\d{1,2})\s(\w+)\s(\d{4})$/.exec(text) ?? [];
  const month = MONTHS.indexOf(monthName);
  if (month < 0) throw new Error(`cannot read the date "${text}" (expected e.g. 1 April 2024)`);
  return new Date(Date.UTC(Number(year), month, Number(day)));
}

// ---------------------------------------------------------------------------
// Measuring and line breaking

interface Piece {
  text: string;
  style: TextStyle;
  href: string | null;
}

type Role = "body" | "label";

interface Segment extends Piece {
  x: number;
  width: number;
  role: Role;
}

interface Line {
  segments: Segment[];
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

class Measurer {
  readonly doc: Doc;
  readonly #cache = new Map<string, number>();

  constructor(doc: Doc) {
    this.doc = doc;
  }

  width(text: string, style: TextStyle): number {
    const key = `${style.font}|${style.size}|${style.tracking ?? 0}|${text}`;
    let width = this.#cache.get(key);
    if (width === undefined) {
      this.doc.font(style.font).fontSize(style.size);
      width = this.doc.widthOfString(text, { characterSpacing: style.tracking ?? 0 });
      this.#cache.set(key, width);
    }
    return width;
  }
}

function toPieces(spans: Span[], style: BlockStyle): Piece[] {
  const pieces: Piece[] = [];
  for (const span of spans) {
    const textStyle = span.strong ? style.strong : style.text;
    let last = 0;
    for (const match of span.text.matchAll(EMAIL)) {
      const at = match.index;
      if (at > last) pieces.push({ text: span.text.slice(last, at), style: textStyle, href: null });
      pieces.push({ text: match[0], style: textStyle, href: `mailto:${match[0]}` });
      last = at + match[0].length;
    }
    if (last < span.text.length) pieces.push({ text: span.text.slice(last), style: textStyle, href: null });
  }
  return pieces;
}

/** Breaks pieces into ragged-right lines at spaces only: no hyphenation, ever. */
function wrap(measure: Measurer, pieces: Piece[], maxWidth: number, role: Role = "body"): Line[] {
  const words: Piece[][] = [];
  let current: Piece[] = [];
  for (const piece of pieces) {
    piece.text.split(" ").forEach((part, index) => {
      if (index > 0 && current.length > 0) {
        words.push(current);
        current = [];
      }
      if (part !== "") current.push({ ...piece, text: part });
    });
  }
  if (current.length > 0) words.push(current);

  const wordWidth = (word: Piece[]): number => word.reduce((sum, p) => sum + measure.width(p.text, p.style), 0);
  const spaceAfter = (word: Piece[]): number => measure.width(" ", at(word, -1).style);

  const rows: Piece[][][] = [];
  let row: Piece[][] = [];
  let rowWidth = 0;
  for (const word of words) {
    const width = wordWidth(word);
    const needed = row.length === 0 ? width : rowWidth + spaceAfter(at(row, -1)) + width;
    if (row.length > 0 && needed > maxWidth) {
      rows.push(row);
      row = [word];
      rowWidth = width;
    } else {
      row.push(word);
      rowWidth = needed;
    }
  }
  if (row.length > 0) rows.push(row);

  // Avoid a lone short word on the last line of a paragraph.
  if (rows.length >= 2) {
    const last = at(rows, -1);
    const previous = at(rows, -2);
    const lastWidth = last.reduce((sum, w) => sum + wordWidth(w), 0);
    const candidate = at(previous, -1);
    const previousWidth =
      previous.reduce((sum, w) => sum + wordWidth(w), 0) +
      previous.slice(0, -1).reduce((sum, w) => sum + spaceAfter(w), 0);
    const remaining = previousWidth - wordWidth(candidate) - spaceAfter(previous.at(-2) ?? candidate);
    if (last.length === 1 && previous.length >= 4 && lastWidth < maxWidth * 0.15 && remaining > maxWidth * 0.7) {
      previous.pop();
      last.unshift(candidate);
    }
  }

  return rows.map((wordsOfRow, rowIndex) => {
    const flat: Piece[] = [];
    wordsOfRow.forEach((word, index) => {
      if (index > 0) flat.push({ ...at(at(wordsOfRow, index - 1), -1), text: " ", href: null });
      flat.push(...word);
    });
    // An invisible trailing space keeps words apart when the text is copied or read aloud.
    if (rowIndex < rows.length - 1) flat.push({ ...at(flat, -1), text: " ", href: null });
    return { segments: positioned(measure, merge(flat), 0, role) };
  });
}

function merge(pieces: Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && last.style === piece.style && last.href === piece.href) last.text += piece.text;
    else merged.push({ ...piece });
  }
  return merged;
}

function positioned(measure: Measurer, pieces: Piece[], x: number, role: Role): Segment[] {
  let cursor = x;
  return pieces.map((piece) => {
    const width = measure.width(piece.text, piece.style);
    const segment: Segment = { ...piece, x: cursor, width, role };
    cursor += width;
    return segment;
  });
}

function shift(lines: Line[], dx: number): Line[] {
  return lines.map((line) => ({ segments: line.segments.map((s) => ({ ...s, x: s.x + dx })) }));
}

// ---------------------------------------------------------------------------
// Blocks to units

type UnitKind = "H2" | "H3" | "P" | "LI" | "Field";

interface Unit {
  kind: UnitKind;
  lines: Line[];
  lineHeight: number;
  /** Distance from the top of a line to its baseline. */
  baseline: number;
  spaceBefore: number;
  /** For headings: the space between the heading and what follows it. */
  spaceAfter: number | null;
  padding: { top: number; bottom: number };
  /** Draw the short orange rule above the unit. */
  accent: boolean;
  splittable: boolean;
  keepWithNext: boolean;
  breakBefore: boolean;
  section: number;
  list: number | null;
  lastInList: boolean;
  heading: { id: string; title: string; number: string | null } | null;
}

function baselineFor(lineHeight: number, size: number): number {
  // Centre the cap height (about 0.72 em in both faces) in the line.
  return lineHeight / 2 + size * 0.36;
}

function buildUnits(measure: Measurer, source: Source): Unit[] {
  const units: Unit[] = [];
  let section = -1;
  let listCount = 0;
  let style = BODY;
  let previousSectionUnnumbered = false;

  for (const block of source.blocks) {
    if (block.kind === "heading") {
      const display = block.level === 2 && block.number === null;
      const textStyle = display ? DISPLAY : block.level === 2 ? H2 : H3;
      const lineHeight = display ? 32 : block.level === 2 ? 22 : 17;
      let lines = wrap(measure, [{ text: block.text, style: textStyle, href: null }], CONTENT_WIDTH);
      if (block.number !== null) {
        const label = `${block.number} `;
        const width = measure.width(block.number, H2_NUMBER);
        const number: Segment = {
          text: label,
          style: block.level === 2 ? H2_NUMBER : { ...textStyle, color: ORANGE },
          href: null,
          x: -HEADING_NUMBER_GAP - width,
          width,
          role: "body",
        };
        lines = [{ segments: [number, ...at(lines, 0).segments] }, ...lines.slice(1)];
      }
      let breakBefore = false;
      if (block.level === 2) {
        section += 1;
        breakBefore = block.number === null || previousSectionUnnumbered;
        previousSectionUnnumbered = block.number === null;
        style = block.number === null ? LETTER : BODY;
      }
      const id = block.number !== null ? `section-${block.number}` : `section-${slug(block.text)}`;
      units.push({
        kind: block.level === 2 ? "H2" : "H3",
        lines,
        lineHeight,
        baseline: baselineFor(lineHeight, textStyle.size),
        spaceBefore: block.level === 2 ? SPACE.h2Before : SPACE.h3Before,
        spaceAfter: display ? SPACE.displayAfter : block.level === 2 ? SPACE.h2After : SPACE.h3After,
        padding: { top: display ? 20 : 0, bottom: 0 },
        accent: display,
        splittable: false,
        keepWithNext: true,
        breakBefore,
        section,
        list: null,
        lastInList: false,
        heading: {
          id: block.level === 2 ? id : `${id}-${units.length}`,
          title: block.text,
          number: block.number,
        },
      });
      continue;
    }

    const base = {
      lineHeight: style.lineHeight,
      baseline: baselineFor(style.lineHeight, style.text.size),
      spaceAfter: null,
      keepWithNext: false,
      breakBefore: false,
      section,
      heading: null,
    };

    if (block.kind === "paragraph") {
      units.push({
        ...base,
        kind: "P",
        lines: wrap(measure, toPieces(block.spans, style), CONTENT_WIDTH),
        spaceBefore: SPACE.paragraph,
        padding: { top: 0, bottom: 0 },
        accent: false,
        splittable: true,
        list: null,
        lastInList: false,
      });
      continue;
    }

    const list = listCount++;
    const fields = fieldsOf(block.items);
    if (fields) {
      const valueWidth = CONTENT_WIDTH - FIELD_LABEL_WIDTH;
      fields.forEach((f, index) => {
        const label = positioned(
          measure,
          [{ text: `${f.label.toUpperCase()} `, style: FIELD_LABEL, href: null }],
          0,
          "label",
        );
        const value = shift(wrap(measure, toPieces(f.value, style), valueWidth), FIELD_LABEL_WIDTH);
        units.push({
          ...base,
          kind: "Field",
          lines: [{ segments: [...label, ...at(value, 0).segments] }, ...value.slice(1)],
          spaceBefore: index === 0 ? SPACE.fieldsBefore : 0,
          padding: { top: 5.5, bottom: 5.5 },
          accent: false,
          splittable: false,
          list,
          lastInList: index === fields.length - 1,
        });
      });
      continue;
    }

    block.items.forEach((item, index) => {
      const bullet = positioned(
        measure,
        [{ text: "\u2022 ", style: { ...style.text, color: ORANGE }, href: null }],
        3,
        "label",
      );
      const text = shift(wrap(measure, toPieces(item, style), CONTENT_WIDTH - BULLET_INDENT), BULLET_INDENT);
      units.push({
        ...base,
        kind: "LI",
        lines: [{ segments: [...bullet, ...at(text, 0).segments] }, ...text.slice(1)],
        spaceBefore: index === 0 ? SPACE.listStart : SPACE.listItem,
        padding: { top: 0, bottom: 0 },
        accent: false,
        splittable: true,
        list,
        lastInList: index === block.items.length - 1,
      });
    });
  }
  return units;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// ---------------------------------------------------------------------------
// Pagination

interface Placement {
  unit: Unit;
  from: number;
  to: number;
  top: number;
}

function unitHeight(unit: Unit, lines = unit.lines.length): number {
  return lines * unit.lineHeight + unit.padding.top + unit.padding.bottom;
}

function gapBefore(units: Unit[], index: number): number {
  const previous = units[index - 1];
  return previous?.spaceAfter ?? at(units, index).spaceBefore;
}

/** Space that must be free below a heading: the start of what follows it. */
function keepSpace(units: Unit[], index: number): number {
  const unit = units[index];
  if (!unit || unit.breakBefore) return 0;
  const gap = gapBefore(units, index);
  if (unit.keepWithNext) return gap + unitHeight(unit) + keepSpace(units, index + 1);
  if (!unit.splittable) return gap + unitHeight(unit);
  return gap + Math.min(2, unit.lines.length) * unit.lineHeight;
}

function paginate(units: Unit[]): Placement[][] {
  let page: Placement[] = [];
  const pages: Placement[][] = [page];
  let y = MARGIN.top;
  const newPage = (): void => {
    page = [];
    pages.push(page);
    y = MARGIN.top;
  };
  const fits = (height: number): boolean => y + height <= CONTENT_BOTTOM + 0.01;

  units.forEach((unit, index) => {
    if (unit.breakBefore && page.length > 0) newPage();
    const gap = (): number => (page.length === 0 ? 0 : gapBefore(units, index));

    if (!unit.splittable) {
      const needed = unitHeight(unit) + (unit.keepWithNext ? keepSpace(units, index + 1) : 0);
      if (!fits(gap() + needed) && page.length > 0) newPage();
      y += gap();
      page.push({ unit, from: 0, to: unit.lines.length, top: y });
      y += unitHeight(unit);
      return;
    }

    let from = 0;
    const count = unit.lines.length;
    while (from < count) {
      const g = gap();
      const room = Math.floor((CONTENT_BOTTOM - y - g + 0.01) / unit.lineHeight);
      const rest = count - from;
      if (rest <= room) {
        y += g;
        page.push({ unit, from, to: count, top: y });
        y += rest * unit.lineHeight;
        break;
      }
      // Split only if at least two lines stay here and at least two move on.
      const take = Math.min(room, rest - 2);
      if (take >= 2) {
        y += g;
        page.push({ unit, from, to: from + take, top: y });
        from += take;
        newPage();
        continue;
      }
      if (page.length === 0) throw new Error("a paragraph line does not fit on an empty page");
      newPage();
    }
  });
  for (const placements of pages) {
    const last = placements.at(-1);
    if (last?.unit.keepWithNext)
      throw new Error(`internal error: a page ends with the heading "${last.unit.heading?.title}"`);
  }
  return pages;
}

// ---------------------------------------------------------------------------
// Drawing

function drawText(doc: Doc, text: string, style: TextStyle, x: number, baseline: number): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  doc.text(text, x, baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing: style.tracking ?? 0 });
}

function artifact(doc: Doc, draw: () => void, type: "Pagination" | "Layout" = "Layout"): void {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/** A structure element holding one run of marked content. */
function tagged(doc: Doc, parent: StructElement, type: string, draw: () => void): StructElement {
  const element = doc.struct(type);
  parent.add(element);
  const content = doc.markStructureContent(type);
  draw();
  doc.endMarkedContent();
  element.add(content);
  element.end();
  return element;
}

function hairline(doc: Doc, x1: number, x2: number, y: number, color = HAIRLINE, width = 0.6): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

/**
 * The Scriptoria mark: an ink-blue rounded square holding a white open book with an
 * orange bookmark ribbon. Drawn on a 100-unit grid and scaled to `size`.
 */
function drawMark(doc: Doc, x: number, y: number, size: number): void {
  doc.save();
  doc.translate(x, y).scale(size / 100);
  doc.roundedRect(0, 0, 100, 100, 22).fill(INK);
  doc.path("M47.5 31 C39 25.5 27.5 24 16 27 L16 73 C27.5 70 39 71.5 47.5 77 Z").fill("#ffffff");
  doc.path("M52.5 31 C61 25.5 72.5 24 84 27 L84 73 C72.5 70 61 71.5 52.5 77 Z").fill("#ffffff");
  doc.path("M57.5 27.4 L65 25.4 L65 86 L61.25 81.5 L57.5 86 Z").fill(ORANGE);
  doc.restore();
}

interface Meta {
  title: string;
  subtitle: string;
  version: string;
  effective: string;
  approvedBy: string;
}

function drawCover(doc: Doc, root: StructElement, meta: Meta, measure: Measurer): void {
  const left = MARGIN.left;

  // Mark and wordmark
  const markSize = 44;
  const markTop = 86;
  artifact(doc, () => drawMark(doc, left, markTop, markSize));
  const wordmark = { font: "Serif-SemiBold", size: 23, color: INK } satisfies TextStyle;
  tagged(doc, root, "P", () => drawText(doc, COMPANY, wordmark, left + markSize + 12, markTop + markSize / 2 + 8));

  // Title block
  const titleStyle = { font: "Serif-SemiBold", size: 40, color: INK } satisfies TextStyle;
  const titleLines = wrap(measure, [{ text: meta.title, style: titleStyle, href: null }], 380);
  let y = 322;
  artifact(doc, () => doc.rect(left, y, 44, 3.5).fill(ORANGE));
  y += 62;
  const titleTop = y;
  tagged(doc, root, "H1", () => {
    titleLines.forEach((line, index) => {
      for (const s of line.segments) drawText(doc, s.text, s.style, left + s.x, titleTop + index * 47);
    });
  });
  y += (titleLines.length - 1) * 47 + 40;
  const subtitleStyle = { font: "Inter-Regular", size: 12.5, color: MUTED } satisfies TextStyle;
  const subtitleLines = wrap(measure, [{ text: meta.subtitle, style: subtitleStyle, href: null }], 330);
  const subtitleTop = y;
  tagged(doc, root, "P", () => {
    subtitleLines.forEach((line, index) => {
      for (const s of line.segments) drawText(doc, s.text, s.style, left + s.x, subtitleTop + index * 19);
    });
  });

  // Ink band with the document details
  const bandTop = PAGE_HEIGHT - 178;
  artifact(doc, () => {
    doc.rect(0, bandTop, PAGE_WIDTH, PAGE_HEIGHT - bandTop).fill(INK);
    doc.rect(0, bandTop, PAGE_WIDTH, 4).fill(ORANGE);
  });
  const label = { font: "Inter-Bold", size: 7, color: ON_INK_MUTED, tracking: 0.9 } satisfies TextStyle;
  const value = { font: "Inter-Regular", size: 10.5, color: "#ffffff" } satisfies TextStyle;
  const columns: [string, string][] = [
    ["Version", meta.version],
    ["Effective date", meta.effective],
    ["Approved by", meta.approvedBy],
  ];
  const columnWidth = CONTENT_WIDTH / 3;
  columns.forEach(([name, text], index) => {
    const x = left + index * columnWidth;
    tagged(doc, root, "P", () => {
      drawText(doc, `${name.toUpperCase()} `, label, x, bandTop + 52);
      drawText(doc, text, value, x, bandTop + 70);
    });
  });
  const small = { font: "Inter-Regular", size: 8, color: ON_INK_MUTED } satisfies TextStyle;
  artifact(doc, () => hairline(doc, left, PAGE_WIDTH - MARGIN.right, bandTop + 98, "#2c4168"));
  tagged(doc, root, "P", () => {
    drawText(doc, `${LEGAL_NAME}  \u00b7  ${OFFICES}`, small, left, bandTop + 124);
  });
}

function drawFooter(doc: Doc, pageNumber: number, pageCount: number, meta: Meta): void {
  artifact(
    doc,
    () => {
      const y = PAGE_HEIGHT - 60;
      hairline(doc, MARGIN.left, PAGE_WIDTH - MARGIN.right, y);
      drawText(doc, `${meta.title}  \u00b7  Version ${meta.version}`, FOOTER, MARGIN.left, y + 16);
      const text = `Page ${pageNumber} of ${pageCount}`;
      doc.font(FOOTER.font).fontSize(FOOTER.size);
      drawText(doc, text, FOOTER, PAGE_WIDTH - MARGIN.right - doc.widthOfString(text), y + 16);
    },
    "Pagination",
  );
}

interface TocEntry {
  id: string;
  number: string | null;
  title: string;
  page: number;
}

function drawContents(doc: Doc, root: StructElement, entries: TocEntry[], measure: Measurer): void {
  const left = MARGIN.left;
  const right = PAGE_WIDTH - MARGIN.right;
  artifact(doc, () => doc.rect(left, MARGIN.top, 44, 3.5).fill(ORANGE));
  const heading = { font: "Serif-SemiBold", size: 26, color: INK } satisfies TextStyle;
  tagged(doc, root, "H2", () => drawText(doc, "Contents", heading, left, MARGIN.top + 46));
  doc.outline.addItem("Contents");

  const toc = doc.struct("TOC");
  root.add(toc);
  const rowHeight = 24.5;
  const numberStyle = { font: "Inter-SemiBold", size: 9.75, color: INK } satisfies TextStyle;
  const titleStyle = { font: "Inter-Regular", size: 10.25, color: TEXT } satisfies TextStyle;
  const pageStyle = { font: "Inter-SemiBold", size: 9.75, color: INK } satisfies TextStyle;
  let y = MARGIN.top + 76;
  artifact(doc, () => hairline(doc, left, right, y));
  for (const entry of entries) {
    if (y + rowHeight > CONTENT_BOTTOM) throw new Error("the contents no longer fit on one page");
    const baseline = y + rowHeight / 2 + 3.6;
    const page = String(entry.page);
    const pageWidth = measure.width(page, pageStyle);
    if (measure.width(entry.title, titleStyle) > right - left - 30 - pageWidth - 16) {
      throw new Error(`contents entry too long for one line: ${entry.title}`);
    }
    const item = doc.struct("TOCI");
    toc.add(item);
    const link = doc.struct("Link");
    item.add(link);
    const content = doc.markStructureContent("Link");
    if (entry.number !== null) drawText(doc, `${entry.number} `, numberStyle, left, baseline);
    drawText(doc, `${entry.title} `, titleStyle, left + 30, baseline);
    drawText(doc, page, pageStyle, right - pageWidth, baseline);
    doc.endMarkedContent();
    link.add(content);
    doc.goTo(left, y, right - left, rowHeight, entry.id, linkOptions(link));
    link.end();
    item.end();
    y += rowHeight;
    artifact(doc, () => hairline(doc, left, right, y));
  }
  toc.end();
}

/** pdfkit accepts `structParent` on annotations; @types/pdfkit does not list it. */
function linkOptions(structParent: StructElement): PDFKit.Mixins.AnnotationOption {
  const options: PDFKit.Mixins.AnnotationOption & { structParent: StructElement } = { structParent };
  return options;
}

interface Target {
  element: StructElement;
  tag: string;
}

/** Builds the structure tree lazily, in reading order, as the content is drawn. */
class Structure {
  readonly doc: Doc;
  readonly root: StructElement;
  readonly #sections = new Map<number, StructElement>();
  readonly #lists = new Map<number, StructElement>();
  readonly #units = new Map<Unit, { body: Target; label: Target | null }>();

  constructor(doc: Doc, root: StructElement) {
    this.doc = doc;
    this.root = root;
  }

  section(index: number): StructElement {
    let element = this.#sections.get(index);
    if (!element) {
      element = this.doc.struct("Sect");
      this.root.add(element);
      this.#sections.set(index, element);
    }
    return element;
  }

  targets(unit: Unit): { body: Target; label: Target | null } {
    const known = this.#units.get(unit);
    if (known) return known;
    const parent = this.section(unit.section);
    let result: { body: Target; label: Target | null };
    if (unit.list === null) {
      const element = this.doc.struct(unit.kind);
      parent.add(element);
      result = { body: { element, tag: unit.kind }, label: null };
    } else {
      let list = this.#lists.get(unit.list);
      if (!list) {
        list = this.doc.struct("L");
        parent.add(list);
        this.#lists.set(unit.list, list);
      }
      const item = this.doc.struct("LI");
      list.add(item);
      const label = this.doc.struct("Lbl");
      const body = this.doc.struct("LBody");
      item.add(label);
      item.add(body);
      result = { body: { element: body, tag: "LBody" }, label: { element: label, tag: "Lbl" } };
    }
    this.#units.set(unit, result);
    return result;
  }
}

function drawPlacement(doc: Doc, structure: Structure, placement: Placement): void {
  const { unit, from, to, top } = placement;
  const targets = structure.targets(unit);
  const left = MARGIN.left;

  if (unit.accent) artifact(doc, () => doc.rect(left, top, 44, 3.5).fill(ORANGE));
  if (unit.kind === "Field") {
    artifact(doc, () => {
      hairline(doc, left, PAGE_WIDTH - MARGIN.right, top);
      if (unit.lastInList) hairline(doc, left, PAGE_WIDTH - MARGIN.right, top + unitHeight(unit));
    });
  }

  let open: { target: Target; content: PDFKit.PDFStructureContent } | null = null;
  const close = (): void => {
    if (!open) return;
    doc.endMarkedContent();
    open.target.element.add(open.content);
    open = null;
  };

  for (let index = from; index < to; index++) {
    const lineTop = top + unit.padding.top + (index - from) * unit.lineHeight;
    const baseline = lineTop + unit.baseline;
    for (const segment of at(unit.lines, index).segments) {
      const target = segment.role === "label" && targets.label ? targets.label : targets.body;
      const x = left + segment.x;
      if (segment.href !== null) {
        close();
        const link = doc.struct("Link");
        target.element.add(link);
        const content = doc.markStructureContent("Link");
        drawText(doc, segment.text, { ...segment.style, color: INK }, x, baseline);
        doc.endMarkedContent();
        link.add(content);
        const underline = baseline + 1.6;
        artifact(doc, () => hairline(doc, x, x + segment.width, underline, ORANGE, 0.7));
        doc.link(x, lineTop, segment.width, unit.lineHeight, segment.href, linkOptions(link));
        link.end();
        continue;
      }
      if (open === null || open.target !== target) {
        close();
        open = { target, content: doc.markStructureContent(target.tag) };
      }
      drawText(doc, segment.text, segment.style, x, baseline);
    }
  }
  close();
  if (to === unit.lines.length) {
    targets.body.element.end();
    targets.label?.element.end();
  }
}

// ---------------------------------------------------------------------------

async function build(): Promise<void> {
  const source = parseMarkdown(readFileSync(SOURCE, "utf8"));
  const version = field(source, "Version");
  const effective = field(source, "Effective date");
  const approvedBy = at(field(source, "Approved by").split(","), 0).trim();
  const meta: Meta = { title: source.title, subtitle: source.subtitle, version, effective, approvedBy };
  const date = parseDate(effective.replace(/\u00a0/g, " "));

  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    autoFirstPage: false,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en",
    displayTitle: true,
    info: {
      Title: `${COMPANY} ${meta.title}`,
      Author: LEGAL_NAME,
      Subject: `The standards of ethical behaviour and business conduct expected of everyone who works for or with ${COMPANY}. Version ${version}, effective ${effective.replace(/\u00a0/g, " ")}.`,
      Keywords:
        "Scriptoria, code of ethics, code of conduct, business conduct, publishing ethics, COPE, peer review confidentiality, data protection, anti-bribery, accessibility, responsible AI, speaking up",
      Creator: relative(ROOT, import.meta.filename),
      Producer: "PDFKit",
      CreationDate: date,
      ModDate: date,
    },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) {
    doc.registerFont(name, join(ROOT, "node_modules", file));
  }
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const measure = new Measurer(doc);
  const units = buildUnits(measure, source);
  const contentPages = paginate(units);
  const firstContentPage = 3; // cover, contents, then the Code
  const pageCount = firstContentPage - 1 + contentPages.length;

  const entries: TocEntry[] = [];
  contentPages.forEach((placements, index) => {
    for (const { unit, from } of placements) {
      if (unit.kind === "H2" && unit.heading && from === 0) {
        entries.push({
          id: unit.heading.id,
          number: unit.heading.number,
          title: unit.heading.title,
          page: firstContentPage + index,
        });
      }
    }
  });

  const root = doc.struct("Document");
  doc.addStructure(root);

  doc.addPage();
  drawCover(doc, root, meta, measure);
  doc.outline.addItem("Cover");

  doc.addPage();
  drawContents(doc, root, entries, measure);
  drawFooter(doc, 2, pageCount, meta);

  const structure = new Structure(doc, root);
  let sectionOutline: PDFKit.PDFOutline | null = null;
  contentPages.forEach((placements, index) => {
    doc.addPage();
    for (const placement of placements) {
      const { heading } = placement.unit;
      if (heading && placement.from === 0) {
        doc.addNamedDestination(heading.id, "XYZ", null, placement.top - 12, null);
        const label = heading.number !== null ? `${heading.number}. ${heading.title}` : heading.title;
        if (placement.unit.kind === "H2") sectionOutline = doc.outline.addItem(label);
        else sectionOutline?.addItem(label);
      }
      drawPlacement(doc, structure, placement);
    }
    drawFooter(doc, firstContentPage + index, pageCount, meta);
  });

  root.end();
  doc.end();
  await finished;

  const pdf = Buffer.concat(chunks);
  if (pdf.length > MAX_BYTES) throw new Error(`the PDF is ${pdf.length} bytes, over the ${MAX_BYTES}-byte budget`);
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, pdf);
  console.log(
    `documents: ${relative(ROOT, OUTPUT)} (${pageCount} pages, ${(pdf.length / 1024).toFixed(1)} KB, Code version ${version})`,
  );
}

await build();
