import { clsx } from "clsx";
import { lazy, Suspense, useState } from "react";
import type { ViewerItem } from "./image-viewer.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

// The viewer's code is fetched when the visitor first points at or focuses a thumbnail, so it
// is there by the time one is chosen; no page loads it up front.
const loadViewer = () => import("./image-viewer.tsx");
const ImageViewer = lazy(() => loadViewer().then((module) => ({ default: module.ImageViewer })));

interface ImageGalleryProps {
  items: readonly ViewerItem[];
  /** Title of the viewer, e.g. "Composition samples". */
  title: string;
  /** What one picture is called, singular, e.g. "sample". */
  noun: string;
  /** Classes of the grid: its columns at each width. */
  className: string;
  /** The rendered width of a thumbnail, for the browser's choice of file. */
  sizes: string;
  /** How many thumbnails (the first row on a phone) load at once; the rest load as they come near. */
  eager?: number;
}

/**
 * A grid of thumbnails, each a button named by its caption, that open the pictures in the
 * modal {@link ImageViewer}.
 */
export function ImageGallery({ items, title, noun, className, sizes, eager = 0 }: ImageGalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const [viewerUsed, setViewerUsed] = useState(false);
  const prepare = () => void loadViewer();
  return (
    <>
      <ul className={clsx("grid", className)} onPointerOver={prepare} onFocus={prepare}>
        {items.map((item, position) => (
          <li key={item.image.base} className="flex">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                setViewerUsed(true);
                setIndex(position);
              }}
              className="group flex w-full flex-col overflow-hidden rounded-xl bg-white text-left shadow-card ring-1 ring-line transition-shadow hover:shadow-panel hover:ring-brand-200"
            >
              {/* Skipped while far from the screen, so that its lazy picture waits for the visitor
                  rather than loading with the first screen; the ratio keeps its place meanwhile. */}
              <span
                className="block overflow-hidden border-b border-line bg-brand-50 [content-visibility:auto]"
                style={{ aspectRatio: `${item.image.width} / ${item.image.height}` }}
              >
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  sizes={sizes}
                  loading={position < eager ? "eager" : "lazy"}
                  className="block h-auto w-full transition-transform duration-300 group-hover:scale-[1.03]"
                />
              </span>
              <span className="flex-1 px-3 py-2.5 text-[0.8125rem] leading-snug font-medium text-ink group-hover:text-brand-700 sm:px-4 sm:py-3 sm:text-sm">
                {item.caption}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {viewerUsed && (
        <Suspense>
          <ImageViewer
            title={title}
            items={items}
            index={index}
            noun={noun}
            onIndexChange={setIndex}
            onClose={() => setIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
