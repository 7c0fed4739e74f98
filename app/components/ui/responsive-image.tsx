import type { ImgHTMLAttributes } from "react";
import type { RasterImage } from "../../content/media/types.ts";

interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> {
  image: RasterImage;
  /** Text alternative; "" for a decorative picture. */
  alt: string;
  /** The rendered width, for the browser's choice of file, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The largest paint of the page: load at once, with high priority. */
  priority?: boolean;
}

function srcSet(image: RasterImage, format: "avif" | "webp"): string {
  return image.widths.map((width) => `${image.base}-${width}.${format} ${width}w`).join(", ");
}

/** A picture from the media pipeline: AVIF with WebP fallback, every width, sized to avoid shifts. */
export function ResponsiveImage({ image, alt, sizes, priority = false, ...props }: ResponsiveImageProps) {
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <img
        {...props}
        src={`${image.base}-${largest}.webp`}
        srcSet={srcSet(image, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
