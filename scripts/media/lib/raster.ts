/**
 * Encodes rendered PNGs into the responsive AVIF/WebP renditions the site serves, and writes
 * plain PNG files (icons, Open Graph images).
 */
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { ensureDirFor, publicFile } from "./paths.ts";

/** Options of {@link encodeRaster}. */
export interface EncodeOptions {
  /** Public path without width suffix and extension, e.g. "/media/news/news-01". */
  base: string;
  /** Widths to write, any order; each must not exceed the source width. */
  widths: readonly number[];
  /** AVIF quality, default 50. */
  avifQuality?: number;
  /** WebP quality, default 72. */
  webpQuality?: number;
}

/**
 * Writes `${base}-${w}.avif` and `${base}-${w}.webp` under public/ for every width, scaling the
 * source PNG down with its aspect ratio kept, and returns the {@link RasterImage} record.
 */
export async function encodeRaster(png: Buffer, opts: EncodeOptions): Promise<RasterImage> {
  const meta = await sharp(png).metadata();
  const srcWidth = meta.width;
  const srcHeight = meta.height;
  if (!srcWidth || !srcHeight) throw new Error(`encodeRaster(${opts.base}): source has no size`);
  const widths = [...opts.widths].sort((a, b) => a - b);
  const largest = widths.at(-1);
  if (largest === undefined) throw new Error(`encodeRaster(${opts.base}): no widths`);
  if (largest > srcWidth) {
    throw new Error(`encodeRaster(${opts.base}): width ${largest} exceeds source width ${srcWidth}`);
  }
  for (const w of widths) {
    const resized = sharp(png).resize({ width: w, kernel: "lanczos3" });
    const avifFile = publicFile(`${opts.base}-${w}.avif`);
    await ensureDirFor(avifFile);
    await resized
      .clone()
      .avif({ quality: opts.avifQuality ?? 50, effort: 4, chromaSubsampling: "4:2:0" })
      .toFile(avifFile);
    await resized
      .clone()
      .webp({ quality: opts.webpQuality ?? 72, effort: 5, smartSubsample: true })
      .toFile(publicFile(`${opts.base}-${w}.webp`));
  }
  return {
    base: opts.base,
    width: largest,
    height: Math.round((srcHeight * largest) / srcWidth),
    widths,
  };
}

/** Options of {@link writePng}. */
export interface PngOptions {
  /** Resize to this square or rectangle first (contain, transparent padding). */
  width?: number;
  height?: number;
  /** Reduce to a palette PNG (smaller; fine for flat artwork). Default false. */
  palette?: boolean;
}

/** Writes a PNG to a public URL path (e.g. "/apple-touch-icon.png"), optionally resized. */
export async function writePng(png: Buffer, urlPath: string, opts: PngOptions = {}): Promise<void> {
  let img = sharp(png);
  if (opts.width || opts.height) {
    img = img.resize({
      width: opts.width,
      height: opts.height,
      fit: "contain",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      kernel: "lanczos3",
    });
  }
  const file = publicFile(urlPath);
  await ensureDirFor(file);
  await img
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: opts.palette ?? false, quality: 90 })
    .toFile(file);
}

/** Writes a text file (SVG, manifest) to a public URL path, creating folders as needed. */
export async function writePublicText(urlPath: string, text: string): Promise<void> {
  const file = publicFile(urlPath);
  await ensureDirFor(file);
  await writeFile(file, text);
}

/**
 * Packs PNG images into one ICO file (PNG-compressed entries, understood by every current
 * browser and by Windows Vista and later). Each PNG must be square and at most 256 px.
 */
export async function encodeIco(pngs: readonly Buffer[]): Promise<Buffer> {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const png of pngs) {
    const { width = 0, height = 0 } = await sharp(png).metadata();
    if (width !== height || width > 256) throw new Error(`encodeIco: ${width}x${height} not allowed`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width === 256 ? 0 : width, 0);
    entry.writeUInt8(height === 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    entries.push(entry);
    offset += png.length;
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}
