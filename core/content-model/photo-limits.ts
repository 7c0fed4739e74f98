/**
 * The limits of an editor's photo, shared by the build (photos.ts) and the editing API
 * (server/admin/content/photo-check.ts). The pixel limits are checked on the header alone, before
 * a pixel is decoded: a small file can declare a picture that needs gigabytes of memory and many
 * seconds to decode (a one-colour PNG of 16,000 × 16,000 pixels weighs 750 KB).
 */

/** Larger files are camera originals or not photos at all. */
export const maxPhotoBytes = 20 * 1024 * 1024;

/** 40 megapixels: twice a 4000 × 3000 camera photo (about 120 MB once decoded), ten times what the largest rendition needs. */
export const maxPhotoPixels = 40_000_000;

/** The longer side: a wide panorama, not a strip of millions of pixels. */
export const maxPhotoSide = 12_000;

/** The limits in an editor's words. */
export const photoPixelLimit = `at most ${maxPhotoPixels / 1_000_000} megapixels and ${maxPhotoSide.toLocaleString("en")} pixels on its longer side`;

/** Why a picture of this size is refused, or undefined when it is within the limits. */
export function pixelProblem(width: number, height: number): string | undefined {
  if (width * height <= maxPhotoPixels && Math.max(width, height) <= maxPhotoSide) return undefined;
  const megapixels = ((width * height) / 1_000_000).toFixed(1);
  return `is ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels (${megapixels} megapixels); a photo may be ${photoPixelLimit}`;
}
