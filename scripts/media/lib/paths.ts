/**
 * Well-known folders of the repository, resolved from this file so tasks work from any cwd.
 */
import { mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/** Absolute path of the repository root. */
export const repoRoot = resolve(import.meta.dirname, "../../..");

/** Absolute path of `public/`, the web root. */
export const publicDir = join(repoRoot, "public");

/** Absolute path of `scripts/media/sources/` (HTML/SVG templates and other inputs). */
export const sourcesDir = join(repoRoot, "scripts/media/sources");

/** Absolute path of `core/copy/media/`, where generated TypeScript modules go. */
export const contentMediaDir = join(repoRoot, "core/copy/media");

/** Absolute path of `node_modules/`. */
export const nodeModulesDir = join(repoRoot, "node_modules");

/** Maps a public URL path such as "/media/news/news-01-800.webp" to its file under public/. */
export function publicFile(urlPath: string): string {
  return join(publicDir, urlPath.replace(/^\/+/, ""));
}

/** Creates the folder that will hold `file` (and its parents) if missing. */
export async function ensureDirFor(file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
}
