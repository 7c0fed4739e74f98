/**
 * Writes what deploy/nginx.conf includes into BUILD_ROOT/nginx/, from the build and from the
 * code the Node server answers with, so nginx in front of the build answers like the server:
 *   maps.conf           (http)     canonical spelling of every route and parent path (for the
 *                                  case, trailing-slash and parent redirects), the addresses
 *                                  that answer 410 Gone, each page's CSP with the hashes of its
 *                                  inline scripts, HSTS for https only
 *   headers.conf        (server)   the security headers, the page's CSP, the cache policy
 *   proxy-headers.conf  (location) drops Node's copies of those headers from proxied answers
 *   not-found.html      the script-free not-found page (with .br and .gz copies)
 * nginx cannot know a route's canonical spelling or a page's script hashes by itself, and
 * writing them here keeps a single source: server/site.ts and server/security-headers.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { contentSecurityPolicy, staticHeaders, strictTransportSecurity } from "../server/security-headers.ts";
import { indexBuild, parentRedirects } from "../server/site.ts";
import { buildRoot, clientDir } from "./build-paths.ts";

const outDir = join(buildRoot, "nginx");
const index = indexBuild(clientDir);

/** A double-quoted nginx string (the values never contain a double quote or a backslash). */
function quoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`cannot quote ${value} for nginx`);
  return `"${value}"`;
}

function map(source: string, variable: string, entries: [string, string][]): string {
  const lines = entries.map(([key, value]) => `  ${key === "default" ? key : quoted(key)} ${quoted(value)};`);
  return [`map ${source} ${variable} {`, ...lines, "}"].join("\n");
}

const canonical: [string, string][] = [
  ...[...index.caseless].filter(([lower]) => lower !== "/"),
  ...Object.entries(parentRedirects),
];
const csp: [string, string][] = [
  ["default", contentSecurityPolicy()],
  ...[...index.pages.values(), ...index.gone.values()].map((page): [string, string] => [page.file, page.csp]),
];
const gone: [string, string][] = [...index.gone.keys()].map((route) => [route, "1"]);

const header = "# Written by scripts/nginx-config.ts at build time; do not edit.";
const maps = [
  header,
  "# $scriptoria_path: the request path without trailing slashes (deploy/nginx.conf). String keys match in any case.",
  map("$scriptoria_path", "$scriptoria_canonical", canonical),
  "# Removed stories and closed openings: their page with status 410 (deploy/nginx.conf).",
  map("$scriptoria_path", "$scriptoria_gone", [...gone, ["default", ""]]),
  "# $uri is the file served: a page's index.html, or not-found.html.",
  map("$uri", "$scriptoria_csp", csp),
  map("$scheme", "$scriptoria_hsts", [
    ["https", strictTransportSecurity],
    ["default", ""],
  ]),
  "",
].join("\n\n");

const added: [string, string][] = [
  ...Object.entries(staticHeaders).map(([name, value]): [string, string] => [name, quoted(value)]),
  ["content-security-policy", "$scriptoria_csp"],
  ["strict-transport-security", "$scriptoria_hsts"],
];
const headers = [
  header,
  "# Empty values are not sent: HSTS on https only, Cache-Control as deploy/nginx.conf decides.",
  ...added.map(([name, value]) => `add_header ${name} ${value} always;`),
  "add_header cache-control $scriptoria_cache_control always;",
  "",
].join("\n");
const proxyHeaders = [
  header,
  "# nginx adds these itself (headers.conf): Node's copies would be sent twice.",
  ...added.map(([name]) => `proxy_hide_header ${name};`),
  "",
].join("\n");

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "maps.conf"), maps);
writeFileSync(join(outDir, "headers.conf"), headers);
writeFileSync(join(outDir, "proxy-headers.conf"), proxyHeaders);
const notFound = Buffer.from(index.notFoundHtml);
writeFileSync(join(outDir, "not-found.html"), notFound);
writeFileSync(
  join(outDir, "not-found.html.br"),
  brotliCompressSync(notFound, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
);
writeFileSync(join(outDir, "not-found.html.gz"), gzipSync(notFound, { level: 9 }));
console.log(
  `nginx: ${canonical.length} canonical paths, ${gone.length} gone, ${csp.length - 1} page policies and the not-found page in ${outDir}`,
);
