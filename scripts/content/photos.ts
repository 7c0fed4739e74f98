/**
 * Editors' photos: a JPEG, PNG or WebP of any size beside its entry becomes AVIF and WebP renditions
 * at the widths the layout uses, in the RasterImage shape of the generated illustrations. A
 * rendition's name carries a hash of the photo and of the rendition's settings, so an unchanged
 * photo finds its files in place and is not encoded again.
 */

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative } from "node:path";
import sharp, { type Metadata } from "sharp";
import { ContentError, contentDir, repoRoot } from "../../core/content-model/load.ts";
import { maxPhotoBytes, pixelProblem } from "../../core/content-model/photo-limits.ts";
import {
  encodeRendition,
  type RenditionSpec,
  renditionImage,
  renditionPlan,
} from "../../core/content-model/photo-renditions.ts";
import type { RasterImage } from "../../core/copy/media/types.ts";

export { maxPhotoBytes };

/** Where the renditions go (served under /media/photos/), or CONTENT_OUT_DIR/photos (the tests' copies). */
export const photosDir = process.env.CONTENT_OUT_DIR
  ? join(process.env.CONTENT_OUT_DIR, "photos")
  : join(repoRoot, "public", "media", "photos");

export interface PhotoStats {
  encoded: number;
  cached: number;
}

/** The renditions of one photo, encoding only those not already made from the same bytes. */
export async function photoRenditions(
  source: string,
  collection: string,
  name: string,
  spec: RenditionSpec,
  stats: PhotoStats,
  used: Set<string>,
): Promise<RasterImage> {
  const shown = relative(dirname(contentDir), source);
  if (!existsSync(source)) throw new ContentError(`${shown}: the photo named in the entry does not exist`);
  const size = statSync(source).size;
  if (size > maxPhotoBytes) {
    throw new ContentError(`${shown}: the photo is ${(size / 1048576).toFixed(1)} MB; at most 20 MB is accepted`);
  }
  const bytes = readFileSync(source);
  let meta: Metadata;
  try {
    // The header only: the pixel limit holds before anything is decoded.
    meta = await sharp(bytes).metadata();
  } catch {
    throw new ContentError(`${shown}: not an image (a JPEG, PNG or WebP photo is expected)`);
  }
  if (meta.format !== "jpeg" && meta.format !== "png" && meta.format !== "webp") {
    throw new ContentError(
      `${shown}: the file is ${meta.format ?? "not an image"}; a JPEG, PNG or WebP photo is expected`,
    );
  }
  const tooLarge = pixelProblem(meta.width, meta.height);
  if (tooLarge) throw new ContentError(`${shown}: the photo ${tooLarge}`);
  // Upright size: orientations 5 to 8 turn the picture a quarter.
  const turned = (meta.orientation ?? 1) >= 5;
  const upright = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const plan = renditionPlan(bytes, upright, name, spec);
  const dir = join(photosDir, collection);
  mkdirSync(dir, { recursive: true });
  const missing = plan.widths.flatMap((width) =>
    (["avif", "webp"] as const).flatMap((format) => {
      const file = join(dir, `${plan.stem}-${width}.${format}`);
      used.add(file);
      if (!existsSync(file)) return [{ file, width, format }];
      stats.cached++;
      return [];
    }),
  );
  // One rendition per core at a time: each decodes the photo anew, so no more are held at once.
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      for (let next = missing.shift(); next; next = missing.shift()) {
        writeFileSync(next.file, await encodeRendition(bytes, next.width, plan.aspect, next.format));
        stats.encoded++;
      }
    }),
  );
  return renditionImage(`/media/photos/${collection}`, plan);
}

/** Removes renditions no entry names any more (a replaced or removed photo). */
export function pruneRenditions(used: Set<string>): number {
  if (!existsSync(photosDir)) return 0;
  let removed = 0;
  for (const collection of readdirSync(photosDir)) {
    for (const name of readdirSync(join(photosDir, collection))) {
      const file = join(photosDir, collection, name);
      if (!used.has(file)) {
        rmSync(file);
        removed++;
      }
    }
  }
  return removed;
}
