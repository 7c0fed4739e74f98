import { clsx } from "clsx";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useSwipe } from "../../lib/use-swipe.ts";
import { opensDialog } from "./dialog.tsx";
import { type StepDirection, ViewerDialog, type ViewerItem, viewerDialogId } from "./image-viewer.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";
import { clampIndex } from "./step-controls.tsx";

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
 * A grid of thumbnails, each a button named by its caption that opens its picture in the viewer:
 * one modal {@link ViewerDialog} per picture, in the page's HTML, so a thumbnail, Close, a click
 * outside and previous and next all work before (and without) the page's scripts. Once they have
 * arrived, previous and next swap one dialog for the other (whatever was left open is taken over),
 * the arrow keys, Home, End and a swipe step too, the pictures either side are loaded ahead, and
 * focus goes back to the thumbnail that opened the viewer.
 */
export function ImageGallery({ items, title, noun, className, sizes, eager = 0 }: ImageGalleryProps) {
  const gallery = useId().replace(/[^\w-]/g, "");
  const dialogs = useRef<HTMLDivElement>(null);
  const thumbnails = useRef<HTMLUListElement>(null);
  // The thumbnail that opened the viewer: focus goes back to it when the viewer closes.
  const origin = useRef<number | null>(null);
  const current = useRef(0);

  const dialogList = () => [...(dialogs.current?.querySelectorAll<HTMLDialogElement>(":scope > dialog") ?? [])];
  const shown = (index: number) => {
    current.current = index;
    // Lazy pictures in closed dialogs wait; the neighbours load now, so stepping shows them at once.
    for (const dialog of dialogList().slice(Math.max(0, index - 1), index + 2)) {
      for (const img of dialog.querySelectorAll("img")) img.loading = "eager";
    }
  };

  // Scripts that arrive while the viewer is open take over the dialog in front (focus is in it).
  useEffect(() => {
    const open = dialogList().filter((dialog) => dialog.open);
    const front = open.find((dialog) => dialog.contains(document.activeElement)) ?? open.at(-1);
    if (!front) return;
    const index = dialogList().indexOf(front);
    origin.current ??= index;
    shown(index);
  });

  const step = (to: number, direction?: StepDirection) => {
    // A previous or next button steps from its own dialog.
    if (direction) current.current = direction === "next" ? to - 1 : to + 1;
    const target = clampIndex(to, items.length);
    const list = dialogList();
    const next = list[target];
    if (!next || target === current.current) return;
    // Without scripts, stepping stacks the dialogs: close them from the top (nearest the one in front).
    const from = current.current;
    const open = list.filter((dialog) => dialog.open);
    open.sort((a, b) => Math.abs(list.indexOf(a) - from) - Math.abs(list.indexOf(b) - from));
    for (const dialog of open) dialog.close();
    next.showModal();
    shown(target);
    if (direction) {
      const button = [...next.querySelectorAll<HTMLElement>(`[data-direction=${direction}]`)].find(
        (element) => element.getClientRects().length > 0,
      );
      button?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = dialogList().indexOf(event.currentTarget);
    current.current = index;
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

  const swipe = useSwipe(
    () => step(current.current - 1),
    () => step(current.current + 1),
  );

  const onClose = () => {
    if (dialogList().some((dialog) => dialog.open)) return;
    const thumbnail = origin.current === null ? null : thumbnails.current?.querySelectorAll("button")[origin.current];
    origin.current = null;
    // Browsers put focus back on the opener themselves; where they did not, do it here.
    if (thumbnail && (document.activeElement === document.body || document.activeElement === null)) thumbnail.focus();
  };

  return (
    <>
      <ul ref={thumbnails} className={clsx("grid", className)}>
        {items.map((item, position) => (
          <li key={item.image.base} className="flex">
            <button
              type="button"
              {...opensDialog(viewerDialogId(gallery, position))}
              onClick={() => {
                origin.current = position;
                shown(position);
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
      <div ref={dialogs}>
        {items.map((item, position) => (
          <ViewerDialog
            key={item.image.base}
            gallery={gallery}
            title={title}
            items={items}
            index={position}
            noun={noun}
            onStep={step}
            onKeyDown={onKeyDown}
            onClose={onClose}
            {...swipe}
          />
        ))}
      </div>
    </>
  );
}
