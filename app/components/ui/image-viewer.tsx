import type { ComponentProps } from "react";
import type { RasterImage } from "../../../core/copy/media/types.ts";
import { DialogCloseButton } from "./dialog.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";
import { StepButton, stepButtonClass } from "./step-controls.tsx";

/** A picture shown in the viewer: the image, its text alternative and its caption. */
export interface ViewerItem {
  image: RasterImage;
  alt: string;
  caption: string;
}

/** Ids of the viewer's dialogs: one per picture. */
export const viewerDialogId = (gallery: string, index: number) => `${gallery}-picture-${index + 1}`;

/**
 * The picture's rendered width: the window's width less the margins, or the height left by the
 * title, caption and controls times the picture's aspect ratio, whichever is smaller.
 */
const pictureWidth = ({ width, height }: RasterImage) =>
  `min(calc(100vw - 2rem), calc((100dvh - 15rem) * ${(width / height).toFixed(3)}))`;

interface ViewerDialogProps extends Omit<ComponentProps<"dialog">, "id" | "title"> {
  /** The gallery's id, the prefix of its dialogs' ids. */
  gallery: string;
  /** Title of the viewer, e.g. "Composition samples". */
  title: string;
  items: readonly ViewerItem[];
  /** The picture this dialog shows. */
  index: number;
  /** What is stepped through, singular, e.g. "sample". */
  noun: string;
  /** Called with the picture to show, when a previous or next button is used. */
  onStep: (to: number, direction: StepDirection) => void;
}

export type StepDirection = "previous" | "next";

/**
 * One picture of the viewer as a modal `<dialog>` in the page's HTML: the title and Close, the
 * large picture (loaded when the dialog first shows) with its caption, and previous and next
 * (unavailable at the ends). Without scripts, previous and next open the neighbour's dialog over
 * this one, or close this one when the neighbour is the dialog underneath (app.css picks the
 * button); with them, `onStep` swaps the dialogs.
 */
export function ViewerDialog({ gallery, title, items, index, noun, onStep, ...props }: ViewerDialogProps) {
  const item = items[index];
  if (!item) return null;
  const id = viewerDialogId(gallery, index);
  const titleId = `${id}-title`;
  const stepButton = (direction: StepDirection) => {
    const to = direction === "previous" ? index - 1 : index + 1;
    const label = direction === "previous" ? "Previous" : "Next";
    if (to < 0 || to >= items.length) {
      return (
        <StepButton
          className={stepButtonClass(true)}
          direction={label}
          end={direction === "previous" ? "first" : "last"}
          noun={noun}
          atEnd
          onStep={() => {}}
          data-direction={direction}
        />
      );
    }
    const step = (event: { preventDefault: () => void }) => {
      event.preventDefault();
      onStep(to, direction);
    };
    // Opens the neighbour over this dialog, or (the neighbour already open underneath) closes this one.
    const commands = [
      { step: "open", target: viewerDialogId(gallery, to), command: "show-modal" },
      { step: "back", target: id, command: "close" },
    ] as const;
    return commands.map(({ step: kind, target, command }) => (
      <StepButton
        key={kind}
        className={stepButtonClass(true)}
        direction={label}
        end="first"
        noun={noun}
        atEnd={false}
        onStep={step}
        commandfor={target}
        command={command}
        data-step={`${kind}-${direction}`}
        data-direction={direction}
      />
    ));
  };

  return (
    <dialog
      {...props}
      id={id}
      data-viewer=""
      closedby="any"
      aria-labelledby={titleId}
      style={{ width: `max(${pictureWidth(item.image)}, min(calc(100vw - 2rem), 36rem))` }}
      className="m-auto max-h-dvh max-w-none touch-pan-y overflow-y-auto bg-transparent p-0 text-white backdrop:bg-brand-950/95"
    >
      <div className="flex items-center justify-between gap-4 py-3">
        <h2 id={titleId} className="font-display text-lg font-semibold text-white sm:text-xl">
          {title}
        </h2>
        <DialogCloseButton dialogId={id} label="Close" className="border-white/30 text-white hover:bg-white/10" />
      </div>
      <figure className="flex flex-col items-center gap-4">
        <ResponsiveImage
          image={item.image}
          alt={item.alt}
          sizes={pictureWidth(item.image)}
          loading="lazy"
          data-testid="viewer-image"
          style={{ width: pictureWidth(item.image) }}
          className="h-auto rounded-lg bg-white shadow-panel"
        />
        <figcaption className="max-w-3xl text-center leading-relaxed text-brand-100">{item.caption}</figcaption>
      </figure>
      <div className="flex items-center justify-center gap-3 pt-3 pb-5">
        {stepButton("previous")}
        <p className="min-w-14 text-center text-sm text-brand-100 tabular-nums">
          <span className="sr-only">{noun} </span>
          {index + 1} / {items.length}
        </p>
        {stepButton("next")}
      </div>
    </dialog>
  );
}
