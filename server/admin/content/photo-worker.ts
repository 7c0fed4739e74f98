/**
 * The process that decodes editors' photos, started by photo-queue.ts (their checks, thumbnails
 * and the preview's renditions, hashing included): what libvips does with an
 * upload (its memory, its processor time, a crash on a malicious file) happens here, at the lowest
 * priority, not in the server. It answers each message `{id, op, bytes, format}` with
 * `{id, result}` (null when the bytes do not decode within the limits) or `{id, error}`.
 */
import sharp from "sharp";
import { maxPhotoPixels } from "../../../core/content-model/photo-limits.ts";
import {
  encodeRendition,
  type RenditionFormat,
  type RenditionPlan,
  type RenditionSpec,
  renditionPlan,
} from "../../../core/content-model/photo-renditions.ts";

export type PhotoFormat = "jpeg" | "png" | "webp";

export type WorkerJob =
  | { op: "header"; bytes: Uint8Array }
  | { op: "strip"; bytes: Uint8Array; format: PhotoFormat }
  | { op: "thumbnail"; bytes: Uint8Array; side: number }
  | { op: "plan"; bytes: Uint8Array; name: string; spec: RenditionSpec }
  | { op: "rendition"; bytes: Uint8Array; width: number; aspect: number; format: RenditionFormat };

export type WorkerRequest = WorkerJob & { id: number };

export interface Header {
  format: string;
  width: number;
  height: number;
}

export type WorkerResult = Header | RenditionPlan | Uint8Array | null;

export type WorkerAnswer = { id: number; result: WorkerResult } | { id: number; error: string };

// No decoded images kept between requests; one thread per image (the server runs one at a time).
sharp.cache(false);
sharp.concurrency(1);

function open(bytes: Uint8Array) {
  // The header was checked already; limitInputPixels holds whatever the header claimed.
  return sharp(bytes, { limitInputPixels: maxPhotoPixels, failOn: "warning" });
}

/**
 * The photo decoded whole and encoded again in its own format: JPEG and WebP at quality 92 (a
 * second generation no one sees), PNG losslessly. rotate() applies the EXIF orientation and drops
 * the tag; keepIccProfile() keeps the colours as shot; nothing else of the metadata is written.
 */
function strip(bytes: Uint8Array, format: PhotoFormat): Promise<Buffer> {
  const upright = open(bytes).rotate().keepIccProfile();
  // Without optimised Huffman tables the JPEG encoder streams: 21 MB rather than 245 MB for 40 megapixels.
  if (format === "jpeg") return upright.jpeg({ quality: 92, mozjpeg: false, optimiseCoding: false }).toBuffer();
  if (format === "png") return upright.png({ compressionLevel: 6 }).toBuffer();
  return upright.webp({ quality: 92 }).toBuffer();
}

function thumbnail(bytes: Uint8Array, side: number): Promise<Buffer> {
  return open(bytes)
    .rotate()
    .resize(side, side, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}

async function header(bytes: Uint8Array): Promise<Header | null> {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

/** The renditions the build makes of the photo (their widths and name), from its upright size. */
async function plan(bytes: Uint8Array, name: string, spec: RenditionSpec): Promise<RenditionPlan> {
  const { width, height, orientation } = await sharp(bytes).metadata();
  // Orientations 5 to 8 turn the picture a quarter.
  const upright = (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  return renditionPlan(bytes, upright, name, spec);
}

async function run(request: WorkerRequest): Promise<WorkerResult> {
  try {
    if (request.op === "header") return await header(request.bytes);
    if (request.op === "strip") return await strip(request.bytes, request.format);
    if (request.op === "plan") return await plan(request.bytes, request.name, request.spec);
    if (request.op === "rendition") {
      return await encodeRendition(request.bytes, request.width, request.aspect, request.format);
    }
    return await thumbnail(request.bytes, request.side);
  } catch {
    return null;
  }
}

process.on("message", (request: WorkerRequest) => {
  run(request).then(
    (result) => process.send?.({ id: request.id, result } satisfies WorkerAnswer),
    (error: unknown) => process.send?.({ id: request.id, error: String(error) } satisfies WorkerAnswer),
  );
});
// The server went away: nothing more will come.
process.on("disconnect", () => process.exit(0));
