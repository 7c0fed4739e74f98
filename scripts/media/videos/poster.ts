/** Poster renditions of one rendered frame: AVIF and WebP at each width, as a RasterImage. */
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import type { RasterImage } from "../../../app/content/media/types.ts";

export async function writePoster(
  png: string,
  publicRoot: string,
  base: string,
  widths: readonly number[],
): Promise<RasterImage> {
  const meta = await sharp(png).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1] ?? width;
  await mkdir(dirname(join(publicRoot, base)), { recursive: true });
  for (const w of sorted) {
    const resized = sharp(png).resize({ width: w, kernel: "lanczos3" });
    await resized
      .clone()
      .avif({ quality: 58, effort: 5, chromaSubsampling: "4:2:0" })
      .toFile(join(publicRoot, `${base}-${w}.avif`));
    await resized
      .clone()
      .webp({ quality: 80, effort: 5, smartSubsample: true })
      .toFile(join(publicRoot, `${base}-${w}.webp`));
  }
  return { base, width: largest, height: Math.round((height * largest) / width), widths: sorted };
}
