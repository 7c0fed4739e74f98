/**
 * The page that answers a form sent without JavaScript when the server refuses it: the
 * prerendered template of that form (site header, footer and styles, no scripts) with the reason
 * and the address of the form filled in. Without a build (the server tests) a plain page says
 * the same.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type FormKind, formRefusedPages, refusalTokens } from "../../core/copy/form-replies.ts";
import { escapeHtml } from "../html.ts";
import { plainHtml } from "../page-html.ts";

export type RenderRefusal = (kind: FormKind, reason: string, back: string) => string;

function fallback(kind: FormKind): string {
  const page = formRefusedPages[kind];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${page.title}</title></head><body><main><h1>${page.heading}</h1><p>${refusalTokens.reason}</p><p><a href="${refusalTokens.back}">${page.backLabel}</a></p></main></body></html>`;
}

export function loadRefusalPages(buildDir: string): RenderRefusal {
  const templates = Object.fromEntries(
    Object.entries(formRefusedPages).map(([kind, page]) => {
      const file = join(buildDir, page.path, "index.html");
      const html = existsSync(file) ? plainHtml(readFileSync(file, "utf8"), file) : fallback(kind as FormKind);
      return [kind, html];
    }),
  ) as Record<FormKind, string>;
  return (kind, reason, back) =>
    templates[kind]
      .replaceAll(refusalTokens.reason, escapeHtml(reason))
      .replaceAll(refusalTokens.back, escapeHtml(back));
}
