import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isTemplatePage } from "../app/content/form-replies.ts";
import { gonePaths } from "../app/prerender-paths.ts";
import { plainHtml, readPage } from "./page-html.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { buildFiles, loadStaticFiles, type StaticFile, sendStaticFile, withHeaders } from "./static-files.ts";

/** Paths without a screen of their own, sent to the natural listing (keys in lower case). */
export const parentRedirects: Record<string, string> = {
  "/products": "/all/products",
  "/content": "/all/content",
  "/digital": "/all/digital",
  "/company": "/company/Aboutus",
  "/company/sample": "/company/sample/Composition",
};

interface Page {
  file: string;
  csp: string;
}

export interface SiteIndex {
  /** Canonical route path -> prerendered page. */
  pages: Map<string, Page>;
  /** Addresses of removed stories and closed openings -> their page, answered with 410 Gone. */
  gone: Map<string, Page>;
  /** Lower-cased route path -> canonical route path. */
  caseless: Map<string, string>;
  /** The not-found page without scripts: it is served at any URL, where hydrating would mismatch. */
  notFoundHtml: string;
}

/** Hashes of the inline scripts a page runs (structured data and other JSON are not run). */
function inlineScriptHashes(html: string): string[] {
  return readPage(html).inlineScripts.map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
}

/** Reads the build's pages once at start-up: its routes, their CSPs and the not-found page. */
export function indexBuild(root: string): SiteIndex {
  const pages = new Map<string, Page>();
  const gone = new Map<string, Page>();
  const goneRoutes = new Set(gonePaths());
  const caseless = new Map<string, string>();
  let notFoundHtml = "";
  for (const { file, url } of buildFiles(root)) {
    if (!url.endsWith("/index.html")) continue;
    const route = url.slice(0, -"/index.html".length) || "/";
    const html = readFileSync(file, "utf8");
    // Served at any address, where its scripts would hydrate a page that does not match it: the
    // build writes it without them (its route's handle).
    if (route === "/404") notFoundHtml = plainHtml(html, `The not-found page in ${root}`);
    // Templates the server fills in (the not-found page, the form refusals) have no address.
    if (isTemplatePage(route)) continue;
    (goneRoutes.has(route) ? gone : pages).set(route, {
      file: url,
      csp: contentSecurityPolicy(inlineScriptHashes(html)),
    });
    caseless.set(route.toLowerCase(), route);
  }
  if (!notFoundHtml) throw new Error(`No prerendered 404 page in ${root}: run "npm run build" first`);
  return { pages, gone, caseless, notFoundHtml };
}

/** Where a request for `path` should be redirected, if anywhere. */
export function redirectTarget(index: SiteIndex, path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const lower = trimmed.toLowerCase();
  const target = index.caseless.get(lower) ?? parentRedirects[lower];
  return target && target !== path ? target : undefined;
}

const notFoundHeaders = {
  "cache-control": "no-cache",
  "content-security-policy": contentSecurityPolicy(),
  "content-type": "text/html; charset=utf-8",
};

function sendNotFound(body: Buffer, reply: FastifyReply): FastifyReply {
  return reply.code(404).headers(notFoundHeaders).send(body);
}

interface GonePage {
  body: Buffer;
  csp: string;
}

/**
 * Serves the prerendered build from memory (server/static-files.ts): HTML per route with its
 * CSP (revalidated), hashed assets (immutable), the precompressed brotli/gzip copies the build
 * wrote, 301 for case variants, trailing slashes and parent paths, the pages of removed stories
 * and closed openings with status 410, and the not-found page with status 404 for anything else.
 */
export async function registerSite(app: FastifyInstance, root: string): Promise<void> {
  const index = indexBuild(root);
  const files = loadStaticFiles(root);
  const notFound = Buffer.from(index.notFoundHtml);

  // What each path answers with: a page's index.html with its CSP, or a file of the build
  // (never an .html file by its name, nor a path that redirects).
  const served = new Map<string, StaticFile>();
  for (const [path, file] of files) {
    if (!path.endsWith(".html") && !redirectTarget(index, path)) served.set(path, file);
  }
  for (const [route, page] of index.pages) {
    const file = files.get(page.file);
    if (file) served.set(route, withHeaders(file, { "content-security-policy": page.csp }));
  }

  // A removed story's or a closed opening's address: its page, with 410 Gone.
  const gone = new Map<string, GonePage>();
  for (const [route, page] of index.gone) {
    const file = files.get(page.file);
    if (file) gone.set(route, { body: file.identity.body, csp: page.csp });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "Not found" });
    }
    return sendNotFound(notFound, reply);
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      // A path exactly as served (nothing to decode or normalise) is answered at once.
      const query = request.url.indexOf("?");
      const file = served.get(query === -1 ? request.url : request.url.slice(0, query));
      if (file) return sendStaticFile(request, reply, file);

      const url = new URL(request.url, "http://localhost");
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return reply.code(400).send({ error: "Malformed URL" });
      }
      const decoded = served.get(path);
      if (decoded) return sendStaticFile(request, reply, decoded);
      const gonePage = gone.get(path);
      if (gonePage) {
        return reply
          .code(410)
          .headers({ ...notFoundHeaders, "content-security-policy": gonePage.csp })
          .send(gonePage.body);
      }
      const target = redirectTarget(index, path);
      if (target) return reply.redirect(`${target}${url.search}`, 301);
      return sendNotFound(notFound, reply);
    },
  });
}
