/**
 * The admin area's pages: the sign-in page (the server's own HTML, a plain form that works
 * without scripts) and the editing screen (cms/index.html with Decap's bundle served from
 * /admin/, a sign-out form and the publish status bar). Both take their styles from
 * /admin/admin.css.
 */
import { readFileSync } from "node:fs";
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse, parseFragment, serialize } from "parse5";
import { brand } from "../../core/copy/brand.ts";
import { escapeHtml } from "../html.ts";
import type { Editor } from "./contracts.ts";

export const stylesheetPath = "/admin/admin.css";
export const stylesheet = readFileSync(new URL("./pages/admin.css", import.meta.url));

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

export interface SignInView {
  /** The address typed last time, kept in the field. */
  email?: string;
  /** What went wrong (the fields are marked invalid). */
  error?: string;
  /** Something to know that is not an error (e.g. the session has ended). */
  notice?: string;
}

function messageHtml({ error, notice }: SignInView): string {
  if (error) return `<p id="sign-in-message" class="message" role="alert">${escapeHtml(error)}</p>`;
  if (notice) return `<p id="sign-in-message" class="message notice" role="status">${escapeHtml(notice)}</p>`;
  return "";
}

export function signInPage(view: SignInView = {}): string {
  const described = view.error || view.notice ? ' aria-describedby="sign-in-message"' : "";
  const invalid = view.error ? ' aria-invalid="true"' : "";
  const email = escapeHtml(view.email ?? "");
  const focusEmail = email ? "" : " autofocus";
  const focusPassword = email ? " autofocus" : "";
  const title = `${view.error ? "Not signed in · " : ""}Sign in · ${escapeHtml(brand.name)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body class="sign-in">
<main class="card">
<img class="logo" src="/media/brand/logo.svg" alt="${escapeHtml(brand.name)}" width="183" height="40">
<h1>Sign in to edit the website</h1>
<p class="lead">Editors change the news, openings, samples, people and offices here.</p>
${messageHtml(view)}
<form method="post" action="/admin/sign-in"${described}>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${email}"${invalid}${focusEmail}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<button type="submit">Sign in</button>
</form>
<p class="note">No account, or forgot the password? Ask the person who runs the website.</p>
</main>
</body>
</html>
`;
}

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** Stands for the editor's name in the parsed page (no HTML escaping changes it). */
const editorToken = "{{editor-name}}";

function appendHtml(parent: Element, html: string, before?: Element): void {
  for (const node of parseFragment(html).childNodes) {
    if (before) defaultTreeAdapter.insertBefore(parent, node, before);
    else defaultTreeAdapter.appendChild(parent, node);
  }
}

export const publishStatusPath = "/admin/publish-status.js";

/**
 * The publish status bar (cms/publish-status.js fills it in): a polite live region, in the page
 * from the start so that screen readers follow it, and a button to put a message away.
 */
const publishStatusHtml = `<div id="publish-status" class="publish-status" data-state=""><p role="status"></p><button type="button" aria-label="Dismiss" hidden>×</button></div><script src="${publishStatusPath}"></script>`;

/**
 * The editing screen from cms/index.html: Decap's bundle from /admin/decap-cms.js (it reads
 * config.yml beside the page, /admin/config.yml), who is signed in with a link to the visit counts
 * (/admin/insights) and a sign-out button, and
 * the publish status bar with its script, after Decap's so that it can listen to Decap's events.
 */
export function screenPage(indexHtml: string): (editor: Editor) => string {
  const document = parse(indexHtml);
  const elements = [...elementsOf(document)];
  const head = elements.find((element) => element.tagName === "head");
  const body = elements.find((element) => element.tagName === "body");
  const script = elements.find((element) => element.tagName === "script");
  const src = script?.attrs.find((attr) => attr.name === "src");
  if (!head || !body || !script || !src) throw new Error("cms/index.html: expected a head, a body and Decap's script");
  src.value = "/admin/decap-cms.js";
  appendHtml(head, `<link rel="stylesheet" href="${stylesheetPath}">`);
  appendHtml(
    body,
    `<form class="session" method="post" action="/admin/sign-out"><span><span class="session-label">Signed in as </span>${editorToken}</span><a href="/admin/insights">Visits and speed</a><button type="submit">Sign out</button></form>`,
    script,
  );
  appendHtml(body, publishStatusHtml);
  const [start, end] = serialize(document).split(editorToken);
  if (end === undefined) throw new Error("cms/index.html: the sign-out form was not placed");
  return (editor) => `${start}${escapeHtml(editor.name)}${end}`;
}
