import { clsx } from "clsx";
import type { ComponentProps, MouseEvent } from "react";
import { SpriteIcon } from "./sprite-icon.tsx";

/** `value` kept within 0 … count - 1. */
export function clampIndex(value: number, count: number): number {
  return Math.min(Math.max(0, count - 1), Math.max(0, value));
}

interface StepControlsProps {
  index: number;
  count: number;
  /** What is stepped through, singular, e.g. "walkthrough". */
  noun: string;
  onPrevious: () => void;
  onNext: () => void;
  /** Makes the controls links to the neighbouring items (`#…`), which work without scripts. */
  href?: (index: number) => string;
  inverted?: boolean;
}

/**
 * Previous and next buttons with a position counter. At either end the button stays focusable
 * but is marked unavailable and says why, so it is not silently skipped.
 */
export function StepControls({ index, count, noun, onPrevious, onNext, href, inverted = false }: StepControlsProps) {
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
        href={href?.(index - 1)}
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
        href={href?.(index + 1)}
      />
    </div>
  );
}

/** Class names of a round previous or next button. */
export function stepButtonClass(inverted = false): string {
  return clsx(
    "flex size-11 items-center justify-center rounded-full border aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
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
  onStep: (event: MouseEvent<HTMLElement>) => void;
  /**
   * A link to the item it steps to, followed natively until the scripts arrive; then a click
   * calls `onStep` instead (no hash change, no jump of the page).
   */
  href?: string;
}

/** A previous or next button on its own (StepControls pairs two with a counter). */
export function StepButton({ className, direction, end, noun, atEnd, onStep, href, ...props }: StepButtonProps) {
  const common = {
    className,
    "aria-disabled": atEnd,
    title: atEnd ? `This is the ${end} ${noun}` : undefined,
    children: (
      <>
        <SpriteIcon name={direction === "Previous" ? "chevron-left" : "chevron-right"} className="size-5" />
        <span className="sr-only">
          {direction} {noun}
          {atEnd ? ` (unavailable: this is the ${end} ${noun})` : ""}
        </span>
      </>
    ),
  };
  if (href !== undefined) {
    const follow = (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      if (!atEnd) onStep(event);
    };
    return <a {...common} href={href} onClick={follow} />;
  }
  return <button {...props} {...common} type="button" onClick={atEnd ? undefined : onStep} />;
}
