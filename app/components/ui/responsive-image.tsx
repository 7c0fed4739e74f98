import type { ImgHTMLAttributes } from "react";
import type { RasterImage } from "../../../core/copy/media/types.ts";

interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> {
  image: RasterImage;
  /** Text alternative; "" for a decorative picture. */
  alt: string;
  /** The rendered width, for the browser's choice of file, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The largest paint of the page: load at once, with high priority. */
  priority?: boolean;
  /** Without `priority`: "lazy" (the default) or "eager" for a picture in the first screen. */
  loading?: "eager" | "lazy";
  /**
   * A media query under which the picture is not downloaded at all (an empty image is chosen
   * there); the caller hides the element on those screens.
   */
  skipMedia?: string;
  /** Another picture where `media` matches (a crop for phones, say), with the same `sizes`. */
  alternate?: { media: string; image: RasterImage };
}

/** A transparent pixel, chosen where a picture must not be downloaded. */
const EMPTY_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The first source of a `<picture>` that must not be downloaded where `media` matches (the
 * caller hides it there): the browser takes this inline pixel and fetches nothing. The pixel is
 * described by its width (1w, drawn 1px wide) as the picture's other sources are: the W3C checker
 * wants `sizes` on every source of a picture whose image is described by widths, and `sizes` goes
 * only with width descriptors.
 */
export function EmptySource({ media }: { media: string }) {
  return <source media={media} srcSet={`${EMPTY_IMAGE} 1w`} sizes="1px" />;
}

function srcSet(image: RasterImage, format: "avif" | "webp"): string {
  return image.widths.map((width) => `${image.base}-${width}.${format} ${width}w`).join(", ");
}

/** A picture from the media pipeline: AVIF with WebP fallback, every width, sized to avoid shifts. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  loading,
  skipMedia,
  alternate,
  ...props
}: ResponsiveImageProps) {
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <picture>
      {skipMedia && <EmptySource media={skipMedia} />}
      {alternate && (
        <>
          <source media={alternate.media} type="image/avif" srcSet={srcSet(alternate.image, "avif")} sizes={sizes} />
          <source media={alternate.media} srcSet={srcSet(alternate.image, "webp")} sizes={sizes} />
        </>
      )}
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <img
        {...props}
        src={`${image.base}-${largest}.webp`}
        srcSet={srcSet(image, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : (loading ?? "lazy")}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
