/**
 * Every prerendered page is complete and usable before its scripts, which only hydrate it (the
 * controls work from the HTML: docs/decisions.md, "HTML first"). As React Router writes a page,
 * its module script and the modulepreload links of its ~110 KB of JavaScript start at the top of
 * <head> and compete with the stylesheet, the fonts and the largest image of the first paint: on
 * a phone's connection that costs about 0.6 s of Largest Contentful Paint. This step, run once
 * on the built files (scripts/defer-hydration.ts), starts them after the page has loaded and
 * been painted instead:
 *
 * - the module script is kept inert (`type="text/plain"`, id "hydrate"), and the files its links
 *   preloaded become imports of its own, so the browser's module loader still requests them
 *   together; only the file it imports dynamically (the client entry, run once the others have
 *   run) keeps a preload;
 * - the page's own script (/page.js, app/lib/start-hydration.ts) runs it as a module script at
 *   that moment, and preloads the files named in its `data-preload`.
 *
 * The page is read with a real HTML parser (parse5) and only the located elements are cut out or
 * replaced, so every other byte of the framework's HTML stays as it was written. A page without
 * exactly one inline module script is left alone.
 */
import { type DefaultTreeAdapterTypes, parse } from "parse5";

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if ("content" in node && node.tagName === "template") yield* elements(node.content as unknown as Node);
}

/** The text of a script element, as written. */
const text = (script: Element) =>
  script.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

/** `html` with the module script started after the first paint; unchanged if it has none. */
export function deferHydration(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const modules = all.filter(
    (element) =>
      element.tagName === "script" &&
      attribute(element, "type") === "module" &&
      attribute(element, "src") === undefined,
  );
  const [module] = modules;
  if (!module || modules.length !== 1 || !module.sourceCodeLocation) return html;
  const preloads = all.filter(
    (element) =>
      element.tagName === "link" && attribute(element, "rel") === "modulepreload" && element.sourceCodeLocation,
  );

  const code = text(module);
  const hrefs = preloads.map((link) => attribute(link, "href") ?? "").filter(Boolean);
  // What the script imports dynamically (the client entry, which must run after the route
  // modules are in place) keeps its preload; the other preloads become static imports.
  const dynamic = hrefs.filter((href) => code.includes(`import("${href}")`));
  const imports = hrefs.filter((href) => !code.includes(`"${href}"`));
  const hydrate = `${code}\n${imports.map((href) => `import "${href}";`).join("\n")}`;

  const edits: Edit[] = [
    ...preloads.map((link) => {
      const location = link.sourceCodeLocation as NonNullable<Element["sourceCodeLocation"]>;
      return { start: location.startOffset, end: location.endOffset, replacement: "" };
    }),
    {
      start: module.sourceCodeLocation.startOffset,
      end: module.sourceCodeLocation.endOffset,
      replacement: `<script type="text/plain" id="hydrate" data-preload="${escapeAttribute(dynamic.join(" "))}">${hydrate}</script>`,
    },
  ].sort((a, b) => b.start - a.start);
  let result = html;
  for (const edit of edits) result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  return result;
}
