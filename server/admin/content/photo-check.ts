/**
 * A photo is accepted only when it is what its name says: a JPEG, PNG or WebP of at most 20 MB
 * that sharp (libvips) decodes to the last pixel with no warning, the same decoder and
 * strictness the build's renditions use, and that carries no markup a browser could run (an
 * HTML or SVG document hidden in a comment or after the image's end).
 */
import { extname } from "node:path";
import { photoFormats } from "./paths.ts";
import { Refusal } from "./refusal.ts";

/** The most a photo may weigh: the build's limit (maxPhotoBytes of scripts/content/photos.ts). */
export const maxPhotoBytes = 20 * 1024 * 1024;

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

async function decodedFormat(bytes: Uint8Array): Promise<string | undefined> {
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes);
    const { format } = await image.metadata();
    // stats() reads every pixel: a truncated or corrupt image fails here, not only its header.
    await image.stats();
    return format;
  } catch {
    return undefined;
  }
}

/** Refuses (413, 415) anything but a whole JPEG, PNG or WebP whose format matches its extension. */
export async function checkPhoto(path: string, bytes: Uint8Array): Promise<void> {
  checkPhotoSize(path, bytes.byteLength);
  const expected = photoFormats[extname(path).toLowerCase()];
  if (!expected) throw new Refusal(415, `"${path}" must be a .jpg, .jpeg, .png or .webp photo`);
  if (markup.test(Buffer.from(bytes).toString("latin1"))) {
    throw new Refusal(415, `"${path}" holds HTML or script; only plain JPEG, PNG or WebP photos are accepted`);
  }
  const format = await decodedFormat(bytes);
  if (format === undefined) {
    throw new Refusal(415, `"${path}" is not a complete JPEG, PNG or WebP image (it could not be decoded)`);
  }
  if (format !== expected) {
    throw new Refusal(
      415,
      `"${path}" is ${format === "svg" ? "an SVG drawing" : `a ${format} file`}, not a ${expected}`,
    );
  }
}
