/**
 * A JPEG of grey noise: the hardest photo to compress and to decode for its size, for tests and
 * benchmarks of the photo limits (sigma 60 at quality 100 is about 12 bytes a pixel: 19 MB at
 * 4400 x 3400).
 */
import sharp from "sharp";

export function noisePhoto(width: number, height: number, quality = 100): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}
