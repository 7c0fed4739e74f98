import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { contentSecurityPolicy } from "./security-headers.ts";

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
  /** Lower-cased route path -> canonical route path. */
  caseless: Map<string, string>;
  /** Every file of the build, as a URL path. */
  files: Set<string>;
  /** The not-found page without scripts: it is served at any URL, where hydrating would mismatch. */
  notFoundHtml: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.length > 0) hashes.push(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  return hashes;
}

function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Reads the build once at start-up: its routes, files and the not-found page. */
export function indexBuild(root: string): SiteIndex {
  const pages = new Map<string, Page>();
  const caseless = new Map<string, string>();
  const files = new Set<string>();
  let notFoundHtml = "";
  for (const file of walk(root)) {
    const url = `/${relative(root, file).split(sep).join("/")}`;
    if (/\.(br|gz)$/.test(url)) continue;
    files.add(url);
    if (!url.endsWith("/index.html")) continue;
    const route = url.slice(0, -"/index.html".length) || "/";
    const html = readFileSync(file, "utf8");
    if (route === "/404") {
      notFoundHtml = stripScripts(html);
      continue;
    }
    pages.set(route, { file: url, csp: contentSecurityPolicy(inlineScriptHashes(html)) });
    caseless.set(route.toLowerCase(), route);
  }
  if (!notFoundHtml) throw new Error(`No prerendered 404 page in ${root}: run "npm run build" first`);
  return { pages, caseless, files, notFoundHtml };
}

/** Where a request for `path` should be redirected, if anywhere. */
export function redirectTarget(index: SiteIndex, path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const lower = trimmed.toLowerCase();
  const target = index.caseless.get(lower) ?? parentRedirects[lower];
  return target && target !== path ? target : undefined;
}

function cacheControl(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html")) return "no-cache";
  return "public, max-age=86400, must-revalidate";
}

function sendNotFound(index: SiteIndex, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .header("cache-control", "no-cache")
    .header("content-security-policy", contentSecurityPolicy())
    .type("text/html; charset=utf-8")
    .send(index.notFoundHtml);
}

/**
 * Serves the prerendered build: HTML per route (revalidated), hashed assets (immutable),
 * precompressed brotli/gzip where the build wrote them, 301 for case variants, trailing
 * slashes and parent paths, and the not-found page with status 404 for anything else.
 */
export async function registerSite(app: FastifyInstance, root: string): Promise<void> {
  const index = indexBuild(root);

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, path) => {
      const url = `/${relative(root, path).split(sep).join("/")}`.replace(/\.(br|gz)$/, "");
      reply.header("cache-control", cacheControl(url));
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "Not found" });
    }
    return sendNotFound(index, reply);
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const url = new URL(request.url, "http://localhost");
      let path: string;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return reply.code(400).send({ error: "Malformed URL" });
      }
      const page = index.pages.get(path);
      if (page) {
        reply.header("content-security-policy", page.csp);
        return reply.sendFile(page.file.slice(1));
      }
      const target = redirectTarget(index, path);
      if (target) return reply.redirect(`${target}${url.search}`, 301);
      if (index.files.has(path) && !path.endsWith(".html")) return reply.sendFile(path.slice(1));
      return sendNotFound(index, reply);
    },
  });
}
