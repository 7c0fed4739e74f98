/**
 * Decap CMS's bundle, served from cms/node_modules/decap-cms/dist (the editing screen's own
 * package, cms/package.json, installed by the site's npm ci) at /admin/ to signed-in editors
 * only: decap-cms.js, the chunks it loads beside itself (N.decap-cms.js) and its WebAssembly
 * files. Each file is read and gzipped once, when first asked for, and revalidated by an ETag
 * (the package's version and the file's size): an upgrade of the package changes them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const compress = promisify(gzip);

interface Asset {
  path: string;
  type: string;
  etag: string;
  loaded?: Promise<{ identity: Buffer; gzip: Buffer }>;
}

const servedName = /^(\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$/;

/** The bundle's files by their address (/admin/decap-cms.js …). */
export function decapAssets(): Map<string, Asset> {
  const manifest = createRequire(new URL("../../cms/package.json", import.meta.url)).resolve("decap-cms/package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  const dist = join(dirname(manifest), "dist");
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(dist).filter((file) => servedName.test(file))) {
    const path = join(dist, name);
    assets.set(`/admin/${name}`, {
      path,
      type: name.endsWith(".wasm") ? "application/wasm" : "application/javascript; charset=utf-8",
      etag: `"decap-${version}-${statSync(path).size.toString(36)}"`,
    });
  }
  return assets;
}

async function load(path: string): Promise<{ identity: Buffer; gzip: Buffer }> {
  const identity = await readFile(path);
  return { identity, gzip: await compress(identity) };
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");

export async function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset): Promise<FastifyReply> {
  reply.headers({ "cache-control": "private, no-cache", etag: asset.etag, vary: "Accept-Encoding, Cookie" });
  if (request.headers["if-none-match"] === asset.etag) return reply.code(304).send();
  asset.loaded ??= load(asset.path);
  const { identity, gzip: compressed } = await asset.loaded;
  reply.type(asset.type);
  if (acceptsGzip(request)) return reply.header("content-encoding", "gzip").send(compressed);
  return reply.send(identity);
}
