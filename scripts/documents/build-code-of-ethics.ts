/**
 * Builds public/documents/scriptoria-code-of-ethics.pdf from ./code-of-ethics.md by printing an
 * HTML page with Chromium.
 *
 *   npm run documents
 *
 * The Markdown's first heading is the title and the paragraph under it the cover's subtitle; an
 * unnumbered "##" (the leadership message) is set as a letter on a page of its own; a list whose
 * items all start with "**Label:**" is set as a table of fields, and the cover's version, date
 * and approval are read from it. `{legalName}` in the text is the company's legal name from
 * core/copy/site.ts. The page is set in the site's fonts (the fontsource packages) and colours
 * (the design tokens of app/app.css); ./code-of-ethics.css does the typography.
 *
 * Chromium writes a tagged PDF (headings, paragraphs, lists, links) with an outline from the
 * headings. Its dates are the time of printing: they are set to the Code's effective date
 * afterwards, so the same source gives the same bytes.
 */

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { chromium } from "@playwright/test";
import { marked, type Token, type Tokens } from "marked";
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from "pdf-lib";
import { site } from "../../core/copy/site.ts";
import { escapeMarkup } from "../../core/escape-markup.ts";
import { launchOptions } from "../lib/browser.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const SOURCE = join(import.meta.dirname, "code-of-ethics.md");
const STYLESHEET = join(import.meta.dirname, "code-of-ethics.css");
export const OUTPUT = join(ROOT, "public", "documents", "scriptoria-code-of-ethics.pdf");
const MAX_BYTES = 300 * 1024;
const LANGUAGE = "en-GB";

/** The values `{name}` stands for in the Markdown. */
const fields: Record<string, string> = { legalName: site.legalName };

interface Meta {
  title: string;
  subtitle: string;
  /** The "**Label:** value" items of the closing table, by label. */
  details: Map<string, string>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The label of a "**Label:** value" list item, or null. */
function fieldLabel(item: Tokens.ListItem): string | null {
  const first = (item.tokens[0] as Tokens.Text | undefined)?.tokens?.[0];
  return first?.type === "strong" && first.text.endsWith(":") ? first.text.slice(0, -1) : null;
}

function fill(markdown: string): string {
  return markdown.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`code-of-ethics.md: unknown field {${name}}`);
    return value;
  });
}

/** Splits the Markdown into the cover's details and the body's tokens. */
function read(markdown: string): { meta: Meta; body: Token[] } {
  const tokens = marked.lexer(fill(markdown)).filter((token) => token.type !== "space");
  const [title, subtitle, ...body] = tokens;
  if (title?.type !== "heading" || title.depth !== 1 || subtitle?.type !== "paragraph") {
    throw new Error("code-of-ethics.md must open with a '#' title and a one-paragraph subtitle");
  }
  const details = new Map<string, string>();
  for (const token of body) {
    if (token.type !== "list") continue;
    const items = (token as Tokens.List).items;
    if (!items.every((item) => fieldLabel(item))) continue;
    for (const item of items) details.set(fieldLabel(item) ?? "", item.text.replace(/^\*\*[^*]+\*\*\s*/, ""));
  }
  for (const label of ["Version", "Effective date", "Approved by"]) {
    if (!details.has(label)) throw new Error(`code-of-ethics.md: no "**${label}:**" item`);
  }
  return { meta: { title: title.text, subtitle: subtitle.text, details }, body };
}

/** The body as HTML, a section per "##": ids on the headings, the field lists as description lists. */
function renderBody(body: Token[]): string {
  const renderer = new marked.Renderer();
  renderer.heading = function ({ tokens, depth, text }) {
    return `<h${depth} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
  };
  const list = renderer.list.bind(renderer);
  renderer.list = function (token) {
    if (!token.items.every((item) => fieldLabel(item))) return list(token);
    const rows = token.items.map((item) => {
      const [, ...value] = (item.tokens[0] as Tokens.Text).tokens ?? [];
      return `<div><dt>${escapeMarkup(fieldLabel(item) ?? "")}</dt><dd>${this.parser.parseInline(value).trim()}</dd></div>`;
    });
    return `<dl class="fields">${rows.join("")}</dl>\n`;
  };
  const sections: Token[][] = [];
  for (const token of body) {
    if (token.type === "heading" && token.depth === 2) sections.push([]);
    const section = sections.at(-1);
    if (!section) throw new Error("code-of-ethics.md: text before the first '##' section");
    section.push(token);
  }
  return sections
    .map((tokens) => {
      const heading = tokens[0] as Tokens.Heading;
      // An unnumbered section (the leadership message) is a letter.
      const className = /^\d+\.\s/.test(heading.text) ? "" : ' class="letter"';
      return `<section aria-labelledby="${slug(heading.text)}"${className}>\n${marked.parser(tokens, { renderer })}</section>`;
    })
    .join("\n");
}

/** The site's design tokens (the custom properties of app/app.css's @theme block) for the page. */
function designTokens(): string {
  const css = readFileSync(join(ROOT, "app", "app.css"), "utf8");
  const start = css.indexOf("@theme inline {");
  const declarations = start < 0 ? null : css.slice(start, css.indexOf("\n}", start)).match(/^\s*--[\w-]+:[^;]+;/gm);
  if (!declarations) throw new Error("app/app.css has no @theme block of custom properties");
  return `:root {${declarations.join("")}\n}`;
}

/**
 * The site's two families at the weights the document sets, embedded from the static fontsource
 * packages: Chromium subsets static faces to the characters used, variable ones it embeds whole.
 */
function fontFaces(): string {
  const face = (family: string, file: string, weight: number) => {
    const data = readFileSync(join(ROOT, "node_modules", "@fontsource", file)).toString("base64");
    return `@font-face { font-family: "${family}"; font-weight: ${weight}; src: url(data:font/woff2;base64,${data}) format("woff2"); }`;
  };
  return [
    face("Inter Variable", "inter/files/inter-latin-400-normal.woff2", 400),
    face("Inter Variable", "inter/files/inter-latin-600-normal.woff2", 600),
    face("Source Serif 4", "source-serif-4/files/source-serif-4-latin-600-normal.woff2", 600),
  ].join("\n");
}

function html(meta: Meta, body: Token[]): string {
  const mark = readFileSync(join(ROOT, "public", "favicon.svg"), "utf8")
    .replace(/<title>.*?<\/title>/, "")
    .replace(/ role="img" aria-label="[^"]*"/, ' aria-hidden="true"');
  const sections = body.filter(
    (token): token is Tokens.Heading => token.type === "heading" && (token as Tokens.Heading).depth === 2,
  );
  const contents = sections
    .map((heading) => {
      const [, number, title] = /^(?:(\d+)\.\s+)?(.*)$/.exec(heading.text) ?? [];
      return `<li><a href="#${slug(heading.text)}"><span class="number">${number ?? ""}</span>${marked.parseInline(title ?? "")}</a></li>`;
    })
    .join("\n");
  const detail = (label: string) => escapeMarkup(meta.details.get(label) ?? "");
  const cities = new Intl.ListFormat("en-GB").format(site.offices.map((office) => office.city));
  return `<!doctype html>
<html lang="${LANGUAGE}">
<head>
<meta charset="utf-8">
<title>${escapeMarkup(`${site.name} ${meta.title}`)}</title>
<style>
${designTokens()}
${fontFaces()}
${readFileSync(STYLESHEET, "utf8")}
@page { @bottom-left { content: "${escapeMarkup(meta.title)} · Version ${detail("Version")}"; } }
@page :first { @bottom-left { content: none; } }
</style>
</head>
<body>
<header class="cover">
  <p class="wordmark">${mark}${escapeMarkup(site.name)}</p>
  <div class="cover-title">
    <h1>${escapeMarkup(meta.title)}</h1>
    <p class="subtitle">${escapeMarkup(meta.subtitle)}</p>
  </div>
  <div class="band">
    <dl>
      <div><dt>Version</dt><dd>${detail("Version")}</dd></div>
      <div><dt>Effective date</dt><dd>${detail("Effective date")}</dd></div>
      <div><dt>Approved by</dt><dd>${detail("Approved by").replace(/,.*$/, "")}</dd></div>
    </dl>
    <p class="company">${escapeMarkup(site.legalName)} · Offices in ${escapeMarkup(cities)}</p>
  </div>
</header>
<nav class="contents" aria-labelledby="contents">
  <h2 id="contents">Contents</h2>
  <ol>
${contents}
  </ol>
</nav>
<main>
${renderBody(body)}
</main>
</body>
</html>`;
}

/** The Code's effective date ("1 April 2024") as a date at midnight UTC. */
function effectiveDate(meta: Meta): Date {
  const date = new Date(`${meta.details.get("Effective date")} UTC`);
  if (Number.isNaN(date.getTime())) throw new Error(`unreadable effective date: ${meta.details.get("Effective date")}`);
  return date;
}

/**
 * Writes the headings' own text into the outline's titles, in document order. Chromium builds the
 * titles from the laid-out lines: it drops the space where a heading wraps, and writes a heading
 * twice when a page break moved it. Fails if the outline no longer follows the headings.
 */
function mendOutline(pdf: PDFDocument, headings: string[]): void {
  const squash = (text: string) => text.replace(/\s+/g, "");
  const key = (name: string) => PDFName.of(name);
  let index = 0;
  const visit = (item: PDFDict | undefined) => {
    for (let node = item; node; node = node.lookupMaybe(key("Next"), PDFDict)) {
      const title = node.lookup(key("Title"));
      const heading = headings[index++];
      const text = title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : "";
      if (heading === undefined || !squash(text).startsWith(squash(heading))) {
        throw new Error(`the PDF's outline entry "${text}" is not the heading "${heading}"`);
      }
      node.set(key("Title"), PDFHexString.fromText(heading));
      visit(node.lookupMaybe(key("First"), PDFDict));
    }
  };
  visit(pdf.catalog.lookup(key("Outlines"), PDFDict).lookupMaybe(key("First"), PDFDict));
  if (index !== headings.length) throw new Error(`the PDF's outline has ${index} of ${headings.length} headings`);
}

/** Prints the Code to PDF bytes. */
export async function buildCodeOfEthics(): Promise<Uint8Array> {
  const { meta, body } = read(readFileSync(SOURCE, "utf8"));
  const browser = await chromium.launch(launchOptions());
  let printed: Buffer;
  try {
    const page = await browser.newPage();
    await page.setContent(html(meta, body), { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    printed = await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });
  } finally {
    await browser.close();
  }
  // Chromium dates the file when it prints: date it by the Code instead, and name the company.
  const pdf = await PDFDocument.load(printed, { updateMetadata: false });
  const date = effectiveDate(meta);
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  pdf.setAuthor(site.legalName);
  pdf.setSubject(
    `The standards of ethical behaviour and business conduct expected of everyone who works for or with ${site.name}. Version ${meta.details.get("Version")}, effective ${meta.details.get("Effective date")}.`,
  );
  pdf.setCreator(relative(ROOT, import.meta.filename));
  pdf.setLanguage(LANGUAGE);
  const headings = body.flatMap((token) => (token.type === "heading" ? [(token as Tokens.Heading).text] : []));
  mendOutline(pdf, [meta.title, "Contents", ...headings]);
  return pdf.save({ useObjectStreams: false });
}

if (import.meta.main) {
  const bytes = await buildCodeOfEthics();
  if (bytes.length > MAX_BYTES) throw new Error(`the PDF is ${bytes.length} bytes, over ${MAX_BYTES}`);
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, bytes);
  console.log(`documents: ${relative(ROOT, OUTPUT)} (${Math.round(bytes.length / 1024)} KB)`);
}
