import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";

/** An index from 0 to count - 1 that stops at both ends (no wrap). */
export function useClampedIndex(count: number) {
  const [index, setIndex] = useState(0);
  const last = Math.max(0, count - 1);
  return {
    index,
    atStart: index === 0,
    atEnd: index === last,
    previous: () => setIndex((value) => Math.max(0, value - 1)),
    next: () => setIndex((value) => Math.min(last, value + 1)),
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
  const atStart = index === 0;
  const atEnd = index === count - 1;
  const button = clsx(
    "flex size-11 items-center justify-center rounded-full border transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
    inverted
      ? "border-white/30 text-white enabled:hover:bg-white/10 aria-[disabled=false]:hover:bg-white/10"
      : "border-brand/25 text-brand aria-[disabled=false]:hover:border-brand aria-[disabled=false]:hover:bg-brand-50",
  );
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        className={button}
        aria-disabled={atStart}
        onClick={atStart ? undefined : onPrevious}
        title={atStart ? `This is the first ${noun}` : undefined}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
        <span className="sr-only">
          Previous {noun}
          {atStart ? ` (unavailable: this is the first ${noun})` : ""}
        </span>
      </button>
      <p className={clsx("min-w-14 text-center text-sm tabular-nums", inverted ? "text-brand-100" : "text-muted")}>
        <span aria-live="polite">
          <span className="sr-only">{noun} </span>
          {index + 1} / {count}
        </span>
      </p>
      <button
        type="button"
        className={button}
        aria-disabled={atEnd}
        onClick={atEnd ? undefined : onNext}
        title={atEnd ? `This is the last ${noun}` : undefined}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
        <span className="sr-only">
          Next {noun}
          {atEnd ? ` (unavailable: this is the last ${noun})` : ""}
        </span>
      </button>
    </div>
  );
}
