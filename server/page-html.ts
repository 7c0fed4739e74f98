/**
 * What a prerendered page says, read with a real HTML parser (parse5): the scripts it runs inline
 * (for its content security policy), the files it loads first (for the budgets) and its canonical
 * address (for the page lists). The pages are only read here, never edited.
 */
import { type DefaultTreeAdapterTypes, parse } from "parse5";

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export interface PageHtml {
  /** The text of each inline script a browser runs (not structured data or other JSON). */
  inlineScripts: string[];
  /** The `src` of each module script, and the `href` of each modulepreload link. */
  moduleFiles: string[];
  /** The `href` of each stylesheet link. */
  stylesheets: string[];
  /** The `href` of each font preload link. */
  fontPreloads: string[];
  /** The `href` of the canonical link, if there is one. */
  canonical: string | undefined;
  /** The document's title, its character references decoded. */
  title: string | undefined;
}

/** Script types whose content a browser runs, and which a content security policy therefore governs. */
const runnableScriptTypes = new Set(["", "text/javascript", "application/javascript", "module", "importmap"]);

/** Every element of the document (a template's content is inert, and is not part of it). */
export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The text of an element, as written (a script's text is never decoded). */
const textOf = (element: Element) =>
  element.childNodes
    .map((child) => (child.nodeName === "#text" ? (child as DefaultTreeAdapterTypes.TextNode).value : ""))
    .join("");

/**
 * A page's canonical address and title: the head alone is parsed (a tenth of the work), up to
 * its end tag, as a parser reads it when the rest has not arrived.
 */
export function readHead(html: string): Pick<PageHtml, "canonical" | "title"> {
  const end = html.search(/<\/head\s*>/i);
  const { canonical, title } = readPage(end < 0 ? html : html.slice(0, end));
  return { canonical, title };
}

/** Reads a page's HTML. */
export function readPage(html: string): PageHtml {
  const page: PageHtml = {
    inlineScripts: [],
    moduleFiles: [],
    stylesheets: [],
    fontPreloads: [],
    canonical: undefined,
    title: undefined,
  };
  for (const element of elementsOf(parse(html))) {
    if (element.tagName === "title") {
      page.title ??= textOf(element);
    } else if (element.tagName === "script") {
      const type = (attribute(element, "type") ?? "").trim().toLowerCase();
      const src = attribute(element, "src");
      if (src !== undefined) {
        if (type === "module") page.moduleFiles.push(src);
      } else if (runnableScriptTypes.has(type)) {
        const text = textOf(element);
        if (text.length > 0) page.inlineScripts.push(text);
      }
    } else if (element.tagName === "link") {
      const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
      const href = attribute(element, "href");
      if (href === undefined) continue;
      if (rel.includes("modulepreload")) page.moduleFiles.push(href);
      if (rel.includes("stylesheet")) page.stylesheets.push(href);
      if (rel.includes("preload") && attribute(element, "as") === "font") page.fontPreloads.push(href);
      if (rel.includes("canonical")) page.canonical ??= href;
    }
  }
  return page;
}

/** `html` itself, after making sure it runs no script of its own (a script file it loads, such as the dialogs' fallback, is allowed). */
export function plainHtml(html: string, what: string): string {
  const { inlineScripts, moduleFiles } = readPage(html);
  if (inlineScripts.length > 0 || moduleFiles.length > 0)
    throw new Error(`${what} runs scripts: it must be plain HTML`);
  return html;
}
