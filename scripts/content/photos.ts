/**
 * Editors' photos: a JPEG, PNG or WebP of any size beside its entry becomes AVIF and WebP renditions
 * at the widths the layout uses, in the RasterImage shape of the generated illustrations. A
 * rendition's name carries a hash of the photo and of the rendition's settings, so an unchanged
 * photo finds its files in place and is not encoded again.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import sharp, { type Metadata } from "sharp";
import { ContentError, contentDir, repoRoot } from "../../core/content-model/load.ts";
import { maxPhotoBytes, maxPhotoPixels, pixelProblem } from "../../core/content-model/photo-limits.ts";
import type { RasterImage } from "../../core/copy/media/types.ts";

export { maxPhotoBytes };

/** Where the renditions go (served under /media/photos/), or CONTENT_OUT_DIR/photos (the tests' copies). */
export const photosDir = process.env.CONTENT_OUT_DIR
  ? join(process.env.CONTENT_OUT_DIR, "photos")
  : join(repoRoot, "public", "media", "photos");

/** The widths a layout slot uses and, if it crops, its aspect ratio (width / height). */
export interface RenditionSpec {
  widths: readonly number[];
  aspect?: number;
}

const quality = { avif: 55, webp: 78 } as const;

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
  const sourceWidth = turned ? meta.height : meta.width;
  const sourceHeight = turned ? meta.width : meta.height;
  const aspect = spec.aspect ?? sourceWidth / sourceHeight;
  const fitting = spec.widths.filter((width) => width <= sourceWidth && Math.round(width / aspect) <= sourceHeight);
  const widths = fitting.length > 0 ? fitting : [Math.min(sourceWidth, Math.floor(sourceHeight * aspect))];

  const hash = createHash("sha256").update(bytes).update(JSON.stringify({ widths, aspect, quality })).digest("hex");
  const stem = `${name}-${hash.slice(0, 10)}`;
  const dir = join(photosDir, collection);
  mkdirSync(dir, { recursive: true });
  for (const width of widths) {
    const height = Math.round(width / aspect);
    for (const format of ["avif", "webp"] as const) {
      const file = join(dir, `${stem}-${width}.${format}`);
      used.add(file);
      if (existsSync(file)) {
        stats.cached++;
        continue;
      }
      const resized = sharp(bytes, { limitInputPixels: maxPhotoPixels })
        .rotate()
        .resize({ width, height, fit: "cover", position: "attention" });
      await (format === "avif"
        ? resized.avif({ quality: quality.avif })
        : resized.webp({ quality: quality.webp })
      ).toFile(file);
      stats.encoded++;
    }
  }
  const largest = widths.at(-1) ?? 0;
  return { base: `/media/photos/${collection}/${stem}`, width: largest, height: Math.round(largest / aspect), widths };
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
