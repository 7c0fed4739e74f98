/**
 * The admin area's pages: the sign-in page (the server's own HTML, a plain form that works
 * without scripts, views/sign-in.ts) and the editing screen (cms/index.html with Decap's bundle
 * served from /admin/, and the bar above it: who is signed in, the publish status, a sign-out
 * form, views/screen-parts.ts). Both
 * take their styles from /admin/admin.css.
 */
import { readFileSync } from "node:fs";
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse, parseFragment, serialize } from "parse5";
import { createElement as h, type ReactElement } from "react";
import { renderDocument, renderFragment } from "../html.ts";
import { elementsOf } from "../page-html.ts";
import type { Editor } from "./contracts.ts";
import { ScreenBar } from "./views/screen-parts.ts";
import { SignInPage, type SignInView } from "./views/sign-in.ts";

export const stylesheetPath = "/admin/admin.css";
export const stylesheet = readFileSync(new URL("./views/admin.css", import.meta.url));

/** The editing screen's policy: Decap compiles its configuration's schema (ajv: eval), styles itself at run time and previews uploads from blob: URLs. */
export const screenPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The sign-in page's policy: no script at all, styles from the served stylesheet only. */
export const signInPolicy = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export type { SignInView };

export function signInPage(view: SignInView = {}): string {
  return renderDocument(h(SignInPage, { view, stylesheet: stylesheetPath }));
}

type Element = DefaultTreeAdapterTypes.Element;

/** Where the bar, with the signed-in editor's name, goes: it is rendered for each request. */
const barMarker = "screen-bar";

/** Appends `element`, rendered, to `parent`. */
function appendElement(parent: Element, element: ReactElement): void {
  for (const node of parseFragment(renderFragment(element)).childNodes) defaultTreeAdapter.appendChild(parent, node);
}

/** The screen's own scripts in cms/, each served at /admin/<name>. */
export const screenScripts = ["screen-start.js", "site-preview.js", "screen.js", "publish-status.js"] as const;
const publishStatusScript = "/admin/publish-status.js";

/**
 * The editing screen from cms/index.html: Decap's bundle from /admin/decap-cms.js (it reads
 * config.yml beside the page, /admin/config.yml) between the screen's scripts (cms/screen-start.js,
 * cms/screen.js); the bar above the screen with who is signed in, the publish status, a link to
 * the visit counts (/admin/insights) and a sign-out button; the publish status's script last, so
 * that it can listen to Decap's events.
 */
export function screenPage(indexHtml: string): (editor: Editor) => string {
  const document = parse(indexHtml);
  const elements = [...elementsOf(document)];
  const head = elements.find((element) => element.tagName === "head");
  const body = elements.find((element) => element.tagName === "body");
  const src = elements
    .filter((element) => element.tagName === "script")
    .flatMap((element) => element.attrs)
    .find((attr) => attr.name === "src" && attr.value === "/decap-cms.js");
  if (!head || !body || !src) throw new Error("cms/index.html: expected a head, a body and Decap's script");
  src.value = "/admin/decap-cms.js";
  appendElement(head, h("link", { rel: "stylesheet", href: stylesheetPath }));
  const bar = defaultTreeAdapter.createCommentNode(barMarker);
  const first = body.childNodes[0];
  if (first) defaultTreeAdapter.insertBefore(body, bar, first);
  else defaultTreeAdapter.appendChild(body, bar);
  appendElement(body, h("script", { src: publishStatusScript }));
  const [start, end] = serialize(document).split(`<!--${barMarker}-->`);
  if (end === undefined) throw new Error("cms/index.html: the screen's bar was not placed");
  return (editor) => `${start}${renderFragment(h(ScreenBar, { name: editor.name, role: editor.role }))}${end}`;
}
