/**
 * The files of the build, read into memory (at start-up, and again for each build switched in)
 * with their brotli (.br) and gzip (.gz) siblings (written by scripts/precompress.ts), and
 * answered from there: the headers of every answer are computed once, so a request costs a map
 * lookup, the Accept-Encoding choice and the conditional and range checks (RFC 9110), and no
 * file system call.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";

type Headers = Record<string, string>;

/** One representation of a file: as it is, or brotli or gzip compressed. */
export interface Representation {
  body: Buffer;
  /** A strong validator: a hash of these very bytes, with the coding as a suffix. */
  etag: string;
  /** Headers of a 200 answer (also to HEAD). */
  headers: Headers;
  /** Headers of a 304 answer: the validators and what a cache updates from it. */
  notModified: Headers;
}

export interface StaticFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  /** The file's modification time in milliseconds, whole seconds (as Last-Modified says it). */
  modified: number;
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".atom": "application/atom+xml",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/vnd.microsoft.icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};

/** Hashed assets never change; HTML is revalidated on every use; anything else after a day. */
function cacheControl(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html")) return "no-cache";
  return "public, max-age=86400, must-revalidate";
}

/** Every file of the build, with its path in the site ("/assets/app.js"). */
export function buildFiles(root: string): { file: string; url: string }[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, url: `/${relative(root, file).split(sep).join("/")}` }));
}

const codings = { identity: "", br: "br", gzip: "gz" } as const;
type Coding = keyof typeof codings;

function representation(
  body: Buffer,
  coding: Coding,
  common: Headers,
  revalidation: Headers,
  vary: boolean,
): Representation {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const etag = `"${hash}${coding === "identity" ? "" : `-${codings[coding]}`}"`;
  const varying: Headers = vary ? { vary: "Accept-Encoding" } : {};
  const encoding: Headers = coding === "identity" ? {} : { "content-encoding": coding };
  return {
    body,
    etag,
    headers: {
      ...common,
      ...revalidation,
      etag,
      ...varying,
      ...encoding,
      "accept-ranges": "bytes",
      "content-length": String(body.length),
    },
    notModified: { ...revalidation, etag, ...varying },
  };
}

/** A file's bytes, or undefined when it does not exist. */
async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Reads one file and its compressed siblings; `url` is its path in the site. A file with the same
 * bytes as in the build served before keeps that entry (its validators and compressed copies):
 * nothing to hash again, and a browser's copy stays current across a publish.
 */
async function loadFile(file: string, url: string, earlier: StaticFile | undefined): Promise<StaticFile> {
  const identity = await readFile(file);
  if (earlier?.identity.body.equals(identity)) return earlier;
  const modified = Math.floor((await stat(file)).mtimeMs / 1000) * 1000;
  const common: Headers = {
    "content-type": contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream",
  };
  const revalidation: Headers = {
    "cache-control": cacheControl(url),
    "last-modified": new Date(modified).toUTCString(),
  };
  const [br, gzip] = await Promise.all([readIfPresent(`${file}.br`), readIfPresent(`${file}.gz`)]);
  const vary = br !== undefined || gzip !== undefined;
  return {
    identity: representation(identity, "identity", common, revalidation, vary),
    br: br && representation(br, "br", common, revalidation, vary),
    gzip: gzip && representation(gzip, "gzip", common, revalidation, vary),
    modified,
  };
}

/**
 * Every file of the build by its URL path (the .br and .gz copies are variants, not files).
 * Read one file at a time, so that a server that is answering requests while it loads a new
 * build keeps answering them between files. `earlier` is the build served until now.
 */
export async function loadStaticFiles(
  root: string,
  earlier?: ReadonlyMap<string, StaticFile>,
): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  for (const { file, url } of buildFiles(root)) {
    if (/\.(br|gz)$/.test(url)) continue;
    files.set(url, await loadFile(file, url, earlier?.get(url)));
  }
  return files;
}

/** The same file with more headers on its answers (a page's Content-Security-Policy). */
export function withHeaders(file: StaticFile, extra: Headers): StaticFile {
  const add = (variant: Representation): Representation => ({
    ...variant,
    headers: { ...variant.headers, ...extra },
    notModified: { ...variant.notModified, ...extra },
  });
  return {
    ...file,
    identity: add(file.identity),
    br: file.br && add(file.br),
    gzip: file.gzip && add(file.gzip),
  };
}

/** The compressed codings a client accepts, best first (q=0 refuses; ties go to brotli). */
function acceptedCodings(header: string): ("br" | "gzip")[] {
  const quality = { br: -1, gzip: -1, any: 0 };
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const coding = name.trim().toLowerCase();
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter);
      if (match) q = Number(match[1]) || 0;
    }
    if (coding === "br") quality.br = q;
    else if (coding === "gzip" || coding === "x-gzip") quality.gzip = q;
    else if (coding === "*") quality.any = q;
  }
  const br = quality.br < 0 ? quality.any : quality.br;
  const gzip = quality.gzip < 0 ? quality.any : quality.gzip;
  const ranked: ("br" | "gzip")[] = gzip > br ? ["gzip", "br"] : ["br", "gzip"];
  return ranked.filter((coding) => (coding === "br" ? br : gzip) > 0);
}

/** Clients send few distinct Accept-Encoding values: each is parsed once. */
const acceptedCache = new Map<string, ("br" | "gzip")[]>();

function negotiate(file: StaticFile, header: string | undefined): Representation {
  if (!header || (file.br === undefined && file.gzip === undefined)) return file.identity;
  let accepted = acceptedCache.get(header);
  if (accepted === undefined) {
    if (acceptedCache.size >= 256) acceptedCache.clear();
    accepted = acceptedCodings(header);
    acceptedCache.set(header, accepted);
  }
  for (const coding of accepted) {
    const variant = file[coding];
    if (variant) return variant;
  }
  return file.identity;
}

/** Whether an If-Match / If-None-Match list names `etag` ("*" names any); `weak` ignores W/. */
function listed(header: string, etag: string, weak: boolean): boolean {
  if (header.trim() === "*") return true;
  for (const item of header.split(",")) {
    let tag = item.trim();
    if (tag.startsWith("W/")) {
      if (!weak) continue;
      tag = tag.slice(2);
    }
    if (tag === etag) return true;
  }
  return false;
}

/** A valid HTTP date in milliseconds, or NaN. */
function httpDate(header: string | undefined): number {
  return header === undefined ? Number.NaN : Date.parse(header);
}

/** The single byte range asked for: the range, "unsatisfiable", or undefined to send it all. */
function byteRange(header: string, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? Number.POSITIVE_INFINITY : Number(match[2]);
  if (end < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Answers GET or HEAD for `file`: the representation the client accepts, 304 when its copy is
 * current (If-None-Match, else If-Modified-Since), 412 when If-Match or If-Unmodified-Since
 * fail, 206 or 416 for a single byte range (unless If-Range names an older version).
 */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  const headers = request.headers;
  const chosen = negotiate(file, headers["accept-encoding"]);

  const ifMatch = headers["if-match"];
  if (
    ifMatch !== undefined
      ? !listed(ifMatch, chosen.etag, false)
      : file.modified > httpDate(headers["if-unmodified-since"])
  ) {
    return reply.code(412).headers(chosen.notModified).send();
  }
  const ifNoneMatch = headers["if-none-match"];
  if (
    ifNoneMatch !== undefined
      ? listed(ifNoneMatch, chosen.etag, true)
      : file.modified <= httpDate(headers["if-modified-since"])
  ) {
    return reply.code(304).headers(chosen.notModified).send();
  }

  // If-Range: the range only of the version the client has, else the whole file.
  const ifRange = headers["if-range"];
  const current =
    ifRange === undefined ||
    ifRange === chosen.etag ||
    (typeof ifRange === "string" && httpDate(ifRange) === file.modified);
  const range = headers.range !== undefined && current ? byteRange(headers.range, chosen.body.length) : undefined;
  if (range === "unsatisfiable") {
    return reply.code(416).headers(chosen.notModified).header("content-range", `bytes */${chosen.body.length}`).send();
  }
  reply.headers(chosen.headers);
  if (range !== undefined) {
    reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${chosen.body.length}`)
      .header("content-length", String(range.end - range.start + 1));
  }
  if (request.method === "HEAD") return reply.send();
  return reply.send(range === undefined ? chosen.body : chosen.body.subarray(range.start, range.end + 1));
}
