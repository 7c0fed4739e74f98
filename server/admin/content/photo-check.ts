/**
 * A photo is accepted only when it is what its name says: a JPEG, PNG or WebP of at most 20 MB
 * and 40 megapixels (the size read from its header before a pixel is decoded) that sharp
 * (libvips) decodes to the last pixel with no warning, the decoder the build's renditions use,
 * and that carries no markup a browser could run (an HTML or SVG document hidden in a comment or
 * after the image's end). What is saved is not the upload but a copy made from its pixels in the
 * decode queue (photo-queue.ts, photo-worker.ts): turned upright by its EXIF orientation, with its
 * ICC profile, and nothing else of its metadata (no GPS position, camera serial, XMP or comment
 * reaches git).
 */
import { extname } from "node:path";
import { maxPhotoBytes, pixelProblem } from "../../../core/content-model/photo-limits.ts";
import { photoFormats } from "./paths.ts";
import { readHeader, stripPhoto } from "./photo-queue.ts";
import { Refusal } from "./refusal.ts";

export { maxPhotoBytes };

/**
 * Markup that would make the file a script-carrying document if a browser ever sniffed it. Each
 * pattern is long enough that compressed pixel data matches it by chance about once in 10^5
 * photos of 20 MB (a bare "<svg" would match one in a thousand).
 */
const markup = /<(?:script|iframe|object|embed|!doctype|html[\s>]|body[\s>])|javascript:|\bon(?:load|error)\s*=/i;

function megabytes(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

/** Refuses a file over 20 MB (413) before it is decoded. */
export function checkPhotoSize(path: string, size: number): void {
  if (size > maxPhotoBytes) throw new Refusal(413, `"${path}" is ${megabytes(size)}; a photo may be at most 20 MB`);
}

/**
 * Refuses (413, 415, 503) anything but a whole JPEG, PNG or WebP within the limits whose format
 * matches its extension; resolves with the bytes to save, stripped of metadata.
 */
export async function acceptPhoto(path: string, bytes: Uint8Array): Promise<Buffer> {
  checkPhotoSize(path, bytes.byteLength);
  const expected = photoFormats[extname(path).toLowerCase()];
  if (!expected) throw new Refusal(415, `"${path}" must be a .jpg, .jpeg, .png or .webp photo`);
  if (markup.test(Buffer.from(bytes).toString("latin1"))) {
    throw new Refusal(415, `"${path}" holds HTML or script; only plain JPEG, PNG or WebP photos are accepted`);
  }
  const header = await readHeader(bytes);
  if (header === undefined) {
    throw new Refusal(415, `"${path}" is not a complete JPEG, PNG or WebP image (it could not be decoded)`);
  }
  if (header.format !== expected) {
    throw new Refusal(
      415,
      `"${path}" is ${header.format === "svg" ? "an SVG drawing" : `a ${header.format} file`}, not a ${expected}`,
    );
  }
  const tooLarge = pixelProblem(header.width, header.height);
  if (tooLarge) throw new Refusal(413, `"${path}" ${tooLarge}`);
  const saved = await stripPhoto(bytes, expected);
  if (saved === undefined) {
    throw new Refusal(415, `"${path}" is not a complete JPEG, PNG or WebP image (it could not be decoded)`);
  }
  if (saved.byteLength > maxPhotoBytes) {
    throw new Refusal(
      413,
      `"${path}" would be ${megabytes(saved.byteLength)} once its metadata is removed; a photo may be at most 20 MB (save it smaller or as JPEG)`,
    );
  }
  return saved;
}
