/**
 * How an editor's photo becomes the files a page shows: the widths and shape of each layout slot,
 * which widths a photo of a given size gets, the files' names (a hash of the photo and of the
 * settings, so an unchanged photo keeps its files) and the encoding. `npm run content` makes
 * every published photo's renditions so (scripts/content/photos.ts); the editing screen's preview
 * makes a draft's the same way, so that its crop is the site's.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { RasterImage } from "../copy/media/types.ts";
import { maxPhotoPixels } from "./photo-limits.ts";

/** The widths a layout slot uses and, if it crops, its aspect ratio (width / height). */
export interface RenditionSpec {
  widths: readonly number[];
  aspect?: number;
}

/** The widths and shapes the layout shows each kind of picture at (as the illustrations are made). */
export const photoSlots = {
  news: { widths: [400, 800, 1200], aspect: 16 / 10 },
  gallery: { widths: [400, 800, 1200], aspect: 4 / 3 },
  leaders: { widths: [320, 640], aspect: 1 },
  samples: { widths: [400, 640, 800, 1280] },
} satisfies Record<string, RenditionSpec>;

export type RenditionFormat = "avif" | "webp";

const quality = { avif: 55, webp: 78 } as const;
/**
 * libvips' AVIF effort (0 to 9; its default is 4). At 2 a 1200 px rendition takes 0.4 to 0.5 s
 * instead of 3.5 to 4 s for a picture of the site, and 9.4 s for a 12 MP photo of pure grain, for
 * files about 15 % larger: an editor's photo is live in seconds (ADR 0178).
 */
const avifEffort = 2;

/** The renditions a photo of this upright size gets in `spec`'s slot, and their common name. */
export interface RenditionPlan {
  stem: string;
  widths: number[];
  aspect: number;
}

/**
 * The renditions of `bytes` (upright `width` x `height`) for the entry `name`: the slot's widths
 * that fit, or the largest the photo allows; the name carries a hash of the photo and of the settings.
 */
export function renditionPlan(
  bytes: Uint8Array,
  size: { width: number; height: number },
  name: string,
  spec: RenditionSpec,
): RenditionPlan {
  const aspect = spec.aspect ?? size.width / size.height;
  const fitting = spec.widths.filter((width) => width <= size.width && Math.round(width / aspect) <= size.height);
  const widths = fitting.length > 0 ? fitting : [Math.min(size.width, Math.floor(size.height * aspect))];
  const hash = createHash("sha256").update(bytes).update(JSON.stringify({ widths, aspect, quality })).digest("hex");
  return { stem: `${name}-${hash.slice(0, 10)}`, widths, aspect };
}

/** The picture the pages name: files `${base}-${width}.avif` and `.webp` under `folder`. */
export function renditionImage(folder: string, plan: RenditionPlan): RasterImage {
  const largest = plan.widths.at(-1) ?? 0;
  return {
    base: `${folder}/${plan.stem}`,
    width: largest,
    height: Math.round(largest / plan.aspect),
    widths: plan.widths,
  };
}

/** One rendition: turned upright, cut to the slot's shape where libvips finds the subject, encoded. */
export function encodeRendition(
  bytes: Uint8Array,
  width: number,
  aspect: number,
  format: RenditionFormat,
): Promise<Buffer> {
  const resized = sharp(bytes, { limitInputPixels: maxPhotoPixels })
    .rotate()
    .resize({ width, height: Math.round(width / aspect), fit: "cover", position: "attention" });
  return (
    format === "avif"
      ? resized.avif({ quality: quality.avif, effort: avifEffort })
      : resized.webp({ quality: quality.webp })
  ).toBuffer();
}
