/**
 * A raster picture made by the media pipeline (npm run media). Its files are
 * `${base}-${w}.avif` and `${base}-${w}.webp` for every w in `widths`.
 */
export interface RasterImage {
  /** Public path without width suffix and extension, e.g. "/media/news/news-01". */
  base: string;
  /** Intrinsic size of the largest rendition, used for width/height attributes. */
  width: number;
  height: number;
  /** Widths rendered, ascending. */
  widths: readonly number[];
}

/** A looping or showcase video with its poster. */
export interface VideoAsset {
  webm: string;
  mp4: string;
  poster: RasterImage;
  /** Duration in seconds. */
  duration: number;
}
