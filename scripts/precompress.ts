/**
 * Writes brotli (.br) and gzip (.gz) siblings for every compressible file of the client build,
 * so the server sends them without compressing per request. With PRECOMPRESS_REUSE naming an
 * earlier build's client folder (a publish names the build being served), a file whose bytes
 * are the same there takes that build's copies instead of being compressed again.
 */
import { copyFile, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { clientDir } from "./build-paths.ts";

const root = clientDir;
const reuse = process.env.PRECOMPRESS_REUSE || undefined;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressible = /\.(html|js|mjs|css|svg|json|webmanifest|xml|atom|txt|ico|data)$/;

async function bytesOrNothing(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

/** Copies the earlier build's .br and .gz of the same file if its bytes are the same; false otherwise. */
async function reused(name: string, data: Buffer): Promise<boolean> {
  if (!reuse) return false;
  const earlier = join(reuse, name);
  const same = (await bytesOrNothing(earlier))?.equals(data) ?? false;
  if (!same) return false;
  try {
    await copyFile(`${earlier}.br`, join(root, `${name}.br`));
    await copyFile(`${earlier}.gz`, join(root, `${name}.gz`));
    return true;
  } catch {
    return false;
  }
}

let count = 0;
let copied = 0;
let before = 0;
let after = 0;

async function precompress(name: string): Promise<void> {
  const file = join(root, name);
  const info = await stat(file);
  if (!info.isFile() || info.size < 256) return;
  const data = await readFile(file);
  count += 1;
  before += data.length;
  if (await reused(name, data)) {
    copied += 1;
    after += (await stat(`${file}.br`)).size;
    return;
  }
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gzipped(data, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  after += br.length;
}

// Compression runs on libuv's thread pool: one file per core at a time keeps every core busy.
const names = (await readdir(root, { recursive: true, encoding: "utf8" })).filter((name) => compressible.test(name));
let next = 0;
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    while (next < names.length) await precompress(names[next++] as string);
  }),
);
const reusedNote = reuse ? ` (${copied} unchanged, their copies taken from ${reuse})` : "";
console.log(
  `precompress: ${count} files${reusedNote}, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
