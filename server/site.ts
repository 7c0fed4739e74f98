import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isTemplatePage } from "../core/copy/form-replies.ts";
import { plainHtml, readPage } from "./page-html.ts";
import { contentSecurityPolicy } from "./security-headers.ts";
import { buildFiles, loadStaticFiles, type StaticFile, sendStaticFile, withHeaders } from "./static-files.ts";
import { createSerialQueue } from "./work-queue.ts";

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

/**
 * What a build tells the server about itself (BUILD_ROOT/site.json, beside client/, written by
 * scripts/site-manifest.ts): what it cannot see in the files, so that a build switched in while
 * the server runs is served by its own content, not by the content the server started with.
 */
export interface BuildManifest {
  /** Addresses of removed stories and closed openings (their pages answer 410 Gone). */
  gone: string[];
  /** When the build was made (ISO 8601). */
  builtAt: string;
}

export const manifestName = "site.json";

/** The manifest beside the client folder `root`, if the build wrote one. */
export function readManifest(root: string): BuildManifest | undefined {
  const file = join(root, "..", manifestName);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as BuildManifest;
}

/** The gone addresses of the build at `root`, as its manifest lists them (a build without one has none). */
function goneRoutesOf(root: string): Set<string> {
  return new Set(readManifest(root)?.gone ?? []);
}

/** Adds one prerendered page (`url` is its index.html) to the index. */
function addPage(index: SiteIndex, goneRoutes: Set<string>, url: string, html: string, root: string): void {
  const route = url.slice(0, -"/index.html".length) || "/";
  // Served at any address, where its scripts would hydrate a page that does not match it: the
  // build writes it without them (its route's handle).
  if (route === "/404") index.notFoundHtml = plainHtml(html, `The not-found page in ${root}`);
  // Templates the server fills in (the not-found page, the form refusals) have no address.
  if (isTemplatePage(route)) return;
  (goneRoutes.has(route) ? index.gone : index.pages).set(route, {
    file: url,
    csp: contentSecurityPolicy(inlineScriptHashes(html)),
  });
  index.caseless.set(route.toLowerCase(), route);
}

const emptyIndex = (): SiteIndex => ({ pages: new Map(), gone: new Map(), caseless: new Map(), notFoundHtml: "" });

function checked(index: SiteIndex, root: string): SiteIndex {
  if (!index.notFoundHtml) throw new Error(`No prerendered 404 page in ${root}: run "npm run build" first`);
  return index;
}

/** Reads the build's pages from disk: its routes, their CSPs and the not-found page (the build scripts). */
export function indexBuild(root: string): SiteIndex {
  const index = emptyIndex();
  const goneRoutes = goneRoutesOf(root);
  for (const { file, url } of buildFiles(root)) {
    if (url.endsWith("/index.html")) addPage(index, goneRoutes, url, readFileSync(file, "utf8"), root);
  }
  return checked(index, root);
}

/** The same from the files already in memory, yielding between pages (a running server keeps answering). */
async function indexFiles(root: string, files: Map<string, StaticFile>): Promise<SiteIndex> {
  const index = emptyIndex();
  const goneRoutes = goneRoutesOf(root);
  for (const [url, file] of files) {
    if (!url.endsWith("/index.html")) continue;
    addPage(index, goneRoutes, url, file.identity.body.toString("utf8"), root);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return checked(index, root);
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

/** One build as the server answers from it, wholly in memory. */
interface LoadedSite {
  root: string;
  builtAt: number;
  /** When the server began to serve it (ms since the epoch). */
  since: number;
  index: SiteIndex;
  /** The build's own files by path. */
  files: Map<string, StaticFile>;
  /** What each path answers with: a page's index.html with its CSP, or a file of the build. */
  served: Map<string, StaticFile>;
  /** A removed story's or a closed opening's address: its page, with 410 Gone. */
  gone: Map<string, GonePage>;
  notFound: Buffer;
}

/** When the build at `root` was made: its manifest says, or its not-found page's time. */
function builtAtOf(root: string): number {
  const stated = readManifest(root)?.builtAt;
  return stated ? Date.parse(stated) : statSync(join(root, "404", "index.html")).mtimeMs;
}

/**
 * Reads and indexes the whole build at `root`. The hashed assets of `previous` that the new
 * build lacks are kept (they never change under a name): a visitor whose page came from the
 * previous build still gets the scripts it asks for after a switch.
 */
export async function loadSite(root: string, previous?: LoadedSite): Promise<LoadedSite> {
  const files = await loadStaticFiles(root, previous?.files);
  const index = await indexFiles(root, files);
  const served = new Map<string, StaticFile>();
  for (const [path, file] of previous?.files ?? []) if (path.startsWith("/assets/")) served.set(path, file);
  // Never an .html file by its name, nor a path that redirects.
  for (const [path, file] of files) {
    if (!path.endsWith(".html") && !redirectTarget(index, path)) served.set(path, file);
  }
  for (const [route, page] of index.pages) {
    const file = files.get(page.file);
    if (file) served.set(route, withHeaders(file, { "content-security-policy": page.csp }));
  }
  const gone = new Map<string, GonePage>();
  for (const [route, page] of index.gone) {
    const file = files.get(page.file);
    if (file) gone.set(route, { body: file.identity.body, csp: page.csp });
  }
  const notFound = Buffer.from(index.notFoundHtml);
  return { root, builtAt: builtAtOf(root), since: Date.now(), index, files, served, gone, notFound };
}

/** The build being served, and the one way to change it. */
export interface LiveSite {
  /** The client folder being served. */
  readonly root: string;
  /** When the served build was made (ms since the epoch). */
  readonly builtAt: number;
  /** When the server began to serve it (ms since the epoch). */
  readonly since: number;
  /**
   * Reads the whole build at `root` into memory and indexes it, then serves it from the next
   * request on (one reference swapped: a request is answered wholly by one build). A build that
   * cannot be read throws, and the one served stays. Switches run one at a time.
   */
  switchTo(root: string): Promise<void>;
  /** Calls `listener` with the new root after each switch (what else follows the served build). */
  onSwitch(listener: (root: string) => void): void;
}

/** Answers GET or HEAD from one build. */
function answer(site: LoadedSite, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const url = request.url;
  // A path exactly as served (nothing to decode or normalise) is answered at once.
  const query = url.indexOf("?");
  const file = site.served.get(query === -1 ? url : url.slice(0, query));
  if (file) return sendStaticFile(request, reply, file);

  const parsed = new URL(url, "http://localhost");
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return reply.code(400).send({ error: "Malformed URL" });
  }
  const decoded = site.served.get(path);
  if (decoded) return sendStaticFile(request, reply, decoded);
  const gonePage = site.gone.get(path);
  if (gonePage) {
    return reply
      .code(410)
      .headers({ ...notFoundHeaders, "content-security-policy": gonePage.csp })
      .send(gonePage.body);
  }
  const target = redirectTarget(site.index, path);
  if (target) return reply.redirect(`${target}${parsed.search}`, 301);
  return sendNotFound(site.notFound, reply);
}

/**
 * Serves the prerendered build from memory (server/static-files.ts): HTML per route with its
 * CSP (revalidated), hashed assets (immutable), the precompressed brotli/gzip copies the build
 * wrote, 301 for case variants, trailing slashes and parent paths, the pages of removed stories
 * and closed openings with status 410, and the not-found page with status 404 for anything else.
 * Returns the handle that switches to another build without a restart.
 */
export async function registerSite(app: FastifyInstance, root: string): Promise<LiveSite> {
  let site = await loadSite(root);
  // One switch at a time, in the order asked for.
  const switches = createSerialQueue();
  const listeners: ((root: string) => void)[] = [];

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "Not found" });
    }
    return sendNotFound(site.notFound, reply);
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => answer(site, request, reply),
  });

  return {
    get root() {
      return site.root;
    },
    get builtAt() {
      return site.builtAt;
    },
    get since() {
      return site.since;
    },
    switchTo(next) {
      return switches.run(async () => {
        if (next === site.root) return;
        site = await loadSite(next, site);
        for (const listener of listeners) listener(next);
      });
    },
    onSwitch(listener) {
      listeners.push(listener);
    },
  };
}
