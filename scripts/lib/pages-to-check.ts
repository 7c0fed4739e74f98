/**
 * What the outside checkers look at: every page the build prerendered, as the server sends it.
 * Most are files served as they are. The not-found page answers any unknown address. The two
 * refusal pages are templates the server fills in with the reason and the form's address
 * (server/forms/refusal-page.ts): the HTML checker reads them filled in the same way, and pa11y
 * receives them from the server as a browser does, by sending a form the server refuses.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type FormKind, formRefusedPages } from "../../core/copy/form-replies.ts";
import { careerEndpoint } from "../../core/protocols/career-schema.ts";
import { contactEndpoint } from "../../core/protocols/contact-schema.ts";
import { loadRefusalPages } from "../../server/forms/refusal-page.ts";
import type { PageRequest } from "./accessibility-checker.ts";
import { prerenderedFiles } from "./prerendered.ts";

const endpoints: Record<FormKind, string> = { contact: contactEndpoint, career: careerEndpoint };
const refusals = Object.entries(formRefusedPages) as [FormKind, (typeof formRefusedPages)[FormKind]][];
/** A reason as the server words one. */
const sampleReason = "Name is required; Email is required.";

export interface PagesToCheck {
  /** HTML files for the Nu checker, with the page each one is. */
  files: Map<string, string>;
  /** Requests for pa11y, against the server at `origin`. */
  requests: (origin: string) => PageRequest[];
}

/** The build's pages; the filled-in refusal pages are written under `workDir`. */
export function pagesToCheck(clientDir: string, workDir: string): PagesToCheck {
  const render = loadRefusalPages(clientDir);
  const refusalFiles = new Map<string, string>(
    refusals.map(([kind, page]) => {
      const file = join(workDir, "form-refused", kind, "index.html");
      mkdirSync(join(workDir, "form-refused", kind), { recursive: true });
      writeFileSync(file, render(kind, sampleReason, page.formPath));
      return [page.path, file];
    }),
  );
  const pages = prerenderedFiles(clientDir);
  return {
    files: new Map(pages.map(({ path, file }) => [refusalFiles.get(path) ?? file, path])),
    requests: (origin) =>
      pages.map(({ path }): PageRequest => {
        if (path === "/404") return { page: path, url: `${origin}/check-pages/no-such-page` };
        const refusal = refusals.find(([, page]) => page.path === path);
        if (!refusal) return { page: path, url: `${origin}${path}` };
        // An empty form, which the server refuses with the filled-in page.
        const headers = { accept: "text/html", "content-type": "application/x-www-form-urlencoded", origin };
        return { page: path, url: `${origin}${endpoints[refusal[0]]}`, post: { body: "", headers } };
      }),
  };
}
