import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ComponentProps, type MouseEvent, useState } from "react";
import { type SwipeHandlers, useSwipe } from "../../lib/use-swipe.ts";

/** `value` kept within 0 … count - 1. */
export function clampIndex(value: number, count: number): number {
  return Math.min(Math.max(0, count - 1), Math.max(0, value));
}

export interface ClampedIndex {
  index: number;
  atStart: boolean;
  atEnd: boolean;
  previous: () => void;
  next: () => void;
  /** Goes straight to an item (clamped to the ends). */
  select: (index: number) => void;
  /** Touch handlers: a horizontal swipe steps to the next or previous item. */
  swipe: SwipeHandlers;
}

/** The position in a carousel: an index from 0 to count - 1 that stops at both ends (no wrap). */
export function useClampedIndex(count: number): ClampedIndex {
  const [index, setIndex] = useState(0);
  const previous = () => setIndex((value) => clampIndex(value - 1, count));
  const next = () => setIndex((value) => clampIndex(value + 1, count));
  const swipe = useSwipe(previous, next);
  return {
    index,
    atStart: index === 0,
    atEnd: index === clampIndex(count - 1, count),
    previous,
    next,
    select: (target) => setIndex(clampIndex(target, count)),
    swipe,
  };
}

interface StepControlsProps {
  index: number;
  count: number;
  /** What is stepped through, singular, e.g. "walkthrough". */
  noun: string;
  onPrevious: () => void;
  onNext: () => void;
  inverted?: boolean;
}

/**
 * Previous and next buttons with a position counter. At either end the button stays focusable
 * but is marked unavailable and says why, so it is not silently skipped.
 */
export function StepControls({ index, count, noun, onPrevious, onNext, inverted = false }: StepControlsProps) {
  const className = stepButtonClass(inverted);
  return (
    <div className="flex items-center gap-3">
      <StepButton
        className={className}
        direction="Previous"
        end="first"
        noun={noun}
        atEnd={index === 0}
        onStep={onPrevious}
      />
      <p className={clsx("min-w-14 text-center text-sm tabular-nums", inverted ? "text-brand-100" : "text-muted")}>
        <span aria-live="polite">
          <span className="sr-only">{noun} </span>
          {index + 1} / {count}
        </span>
      </p>
      <StepButton
        className={className}
        direction="Next"
        end="last"
        noun={noun}
        atEnd={index === count - 1}
        onStep={onNext}
      />
    </div>
  );
}

/** Class names of a round previous or next button. */
export function stepButtonClass(inverted = false): string {
  return clsx(
    "flex size-11 items-center justify-center rounded-full border transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
    inverted
      ? "border-white/30 text-white aria-[disabled=false]:hover:bg-white/10"
      : "border-brand/25 text-brand aria-[disabled=false]:hover:border-brand aria-[disabled=false]:hover:bg-brand-50",
  );
}

interface StepButtonProps extends Omit<ComponentProps<"button">, "className" | "onClick"> {
  className: string;
  direction: "Previous" | "Next";
  end: "first" | "last";
  noun: string;
  atEnd: boolean;
  onStep: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A previous or next button on its own (StepControls pairs two with a counter). */
export function StepButton({ className, direction, end, noun, atEnd, onStep, ...props }: StepButtonProps) {
  const Icon = direction === "Previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      {...props}
      type="button"
      className={className}
      aria-disabled={atEnd}
      onClick={atEnd ? undefined : onStep}
      title={atEnd ? `This is the ${end} ${noun}` : undefined}
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">
        {direction} {noun}
        {atEnd ? ` (unavailable: this is the ${end} ${noun})` : ""}
      </span>
    </button>
  );
}
