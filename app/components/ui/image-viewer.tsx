import { X } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useId } from "react";
import type { RasterImage } from "../../content/media/types.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import { StepControls } from "./step-controls.tsx";
import { useModalDialog } from "./use-modal-dialog.ts";

/** A picture shown in the viewer: the image, its text alternative and its caption. */
export interface ViewerItem {
  image: RasterImage;
  alt: string;
  caption: string;
}

export interface ImageViewerProps {
  /** Title of the dialog, e.g. "Composition samples". */
  title: string;
  items: readonly ViewerItem[];
  /** The picture shown, or null while the viewer is closed. */
  index: number | null;
  /** What is stepped through, singular, e.g. "sample". */
  noun: string;
  onIndexChange: (index: number) => void;
  /** Called once the dialog has closed (close button, Escape or a click outside the picture). */
  onClose: () => void;
}

/**
 * The picture's rendered width: the window's width less the margins, or the height left by the
 * title, caption and controls times the picture's aspect ratio, whichever is smaller.
 */
const sizes = ({ width, height }: RasterImage) =>
  `min(calc(100vw - 3rem), calc((100vh - 15rem) * ${(width / height).toFixed(3)}))`;

/**
 * A modal viewer on the native `<dialog>`: the large picture with its caption, previous and
 * next (they stop at the ends), the arrow keys, Home and End. Escape, the close button and a
 * click outside the picture close it, and focus goes back to the control that opened it. The
 * pictures either side of the current one are loaded ahead, so stepping shows them at once.
 */
export function ImageViewer({ title, items, index, noun, onIndexChange, onClose }: ImageViewerProps) {
  const { ref: dialogRef, restoreFocus } = useModalDialog(index !== null);
  const titleId = useId();

  const close = () => dialogRef.current?.close();
  const step = (to: number) => {
    if (index === null) return;
    const target = Math.min(Math.max(to, 0), items.length - 1);
    if (target !== index) onIndexChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (index === null || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    step(to);
  };

  // The dialog fills the window; everything but the picture, its caption and the controls is
  // backdrop, marked data-backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof HTMLElement && event.target.dataset.backdrop !== undefined) close();
  };

  const current = index === null ? undefined : items[index];
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-backdrop=""
      onClose={() => {
        onClose();
        restoreFocus();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className="m-0 size-full max-h-none max-w-none overflow-hidden bg-transparent p-0 text-white backdrop:bg-brand-950/95"
    >
      {index !== null && current && (
        <div data-backdrop="" className="flex h-full flex-col">
          <div data-backdrop="" className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <h2 id={titleId} className="font-display text-lg font-semibold text-white sm:text-xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex items-center gap-2 rounded-full border border-white/30 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
            >
              <X className="size-4" aria-hidden="true" />
              Close
            </button>
          </div>
          <figure data-backdrop="" className="flex min-h-0 flex-1 flex-col items-center gap-4 px-4 sm:px-6">
            <div data-backdrop="" className="relative min-h-0 w-full flex-1">
              {[index - 1, index, index + 1].map((position) => {
                const item = items[position];
                if (!item) return null;
                const shown = position === index;
                return (
                  <div key={item.image.base} hidden={!shown}>
                    <ResponsiveImage
                      image={item.image}
                      alt={shown ? item.alt : ""}
                      sizes={sizes(item.image)}
                      loading="eager"
                      aria-hidden={shown ? undefined : true}
                      data-testid={shown ? "viewer-image" : undefined}
                      className="absolute inset-0 m-auto h-auto max-h-full w-auto max-w-full rounded-lg bg-white shadow-panel"
                    />
                  </div>
                );
              })}
            </div>
            <figcaption className="max-w-3xl text-center leading-relaxed text-brand-100">{current.caption}</figcaption>
          </figure>
          <div data-backdrop="" className="flex justify-center px-4 pt-3 pb-5">
            <StepControls
              index={index}
              count={items.length}
              noun={noun}
              onPrevious={() => step(index - 1)}
              onNext={() => step(index + 1)}
              inverted
            />
          </div>
        </div>
      )}
    </dialog>
  );
}
