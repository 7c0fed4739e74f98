/** Poster renditions of one rendered frame: AVIF and WebP at each width, as a RasterImage. */
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { RasterImage } from "../../../core/copy/media/types.ts";

/**
 * Writes `${base}-${w}.avif` and `.webp` for every width; with `cropWidth`, of the middle of the
 * frame that wide (full height) only, as the video's centre rendition crops it.
 */
export async function writePoster(
  png: string,
  publicRoot: string,
  base: string,
  widths: readonly number[],
  cropWidth?: number,
): Promise<RasterImage> {
  const meta = await sharp(png).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const frame = cropWidth
    ? await sharp(png)
        .extract({ left: Math.round((width - cropWidth) / 2), top: 0, width: cropWidth, height })
        .png()
        .toBuffer()
    : png;
  await mkdir(dirname(join(publicRoot, base)), { recursive: true });
  for (const w of [...widths].sort((a, b) => a - b)) {
    const resized = sharp(frame).resize({ width: w, kernel: "lanczos3" });
    await resized
      .clone()
      .avif({ quality: 58, effort: 5, chromaSubsampling: "4:2:0" })
      .toFile(join(publicRoot, `${base}-${w}.avif`));
    await resized
      .clone()
      .webp({ quality: 80, effort: 5, smartSubsample: true })
      .toFile(join(publicRoot, `${base}-${w}.webp`));
  }
  return describePoster(publicRoot, base, widths);
}

/** The record of a poster already written: its widths and the size of the largest. */
export async function describePoster(
  publicRoot: string,
  base: string,
  widths: readonly number[],
): Promise<RasterImage> {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1];
  if (largest === undefined) throw new Error(`${base}: no poster widths`);
  const meta = await sharp(join(publicRoot, `${base}-${largest}.webp`)).metadata();
  return { base, width: meta.width ?? largest, height: meta.height ?? 0, widths: sorted };
}
