/**
 * Writes brotli (.br) and gzip (.gz) siblings for every compressible file of the client build,
 * so the server sends them without compressing per request.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientDir } from "./build-paths.ts";

const root = clientDir;
const compressible = /\.(html|js|mjs|css|svg|json|webmanifest|xml|atom|txt|ico|data)$/;

let count = 0;
let before = 0;
let after = 0;
for (const name of await readdir(root, { recursive: true, encoding: "utf8" })) {
  if (!compressible.test(name)) continue;
  const file = join(root, name);
  const info = await stat(file);
  if (!info.isFile() || info.size < 256) continue;
  const data = await readFile(file);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  before += data.length;
  after += br.length;
}
console.log(`precompress: ${count} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
