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

/** One file of a video, for a `<source>` element. */
export interface VideoSource {
  src: string;
  /** MIME type with codecs, e.g. `video/webm; codecs="av01.0.08M.08"`: a browser skips a file it cannot play. */
  type: string;
}

/** A video at one frame size: its files and its first frame as a picture. */
export interface VideoRendition {
  width: number;
  height: number;
  /** Best first: the browser plays the first whose type it supports. */
  sources: readonly VideoSource[];
  poster: RasterImage;
}

/** A looping or showcase video with its poster. */
export interface VideoAsset extends VideoRendition {
  /** Duration in seconds. */
  duration: number;
  /**
   * The middle of the frame at its full height and the same scale, for a box narrower than this
   * for its height (the home hero on a phone): covering the box, it shows the same picture as
   * the whole frame from a much smaller file.
   */
  centre?: VideoRendition;
}
