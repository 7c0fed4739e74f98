import { clsx } from "clsx";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { commonCopy } from "../../../core/copy/common-copy.ts";
import { whenSettled } from "../../lib/settled.ts";
import { SpriteIcon } from "./sprite-icon.tsx";

interface MarqueeProps<T> {
  items: readonly T[];
  /** Accessible name of the list, e.g. "Our products". */
  label: string;
  /** Seconds for one full pass. */
  duration: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  /** Classes of each list item (width, spacing). */
  itemClassName?: string;
  /**
   * The items hold nothing to focus (logos): the row itself takes focus, so that the keyboard can
   * scroll it while it stands still and pause it while it moves.
   */
  focusableRow?: boolean;
}

/**
 * A continuously scrolling row. The list is drawn twice so the loop is seamless; assistive
 * technology and the keyboard meet the first copy only. It starts once the page has settled (a
 * second after the row hydrates), and the copy is laid out only from then on, which keeps it out
 * of the page's first layout; it pauses on hover, on keyboard focus and with its pause button;
 * under prefers-reduced-motion it stands still, wrapped in rows. Until it moves (and without
 * scripts) it is a row to scroll by swipe, wheel or keyboard, and its pause button keeps its place
 * unseen, as there is nothing to pause.
 */
export function Marquee<T>({
  items,
  label,
  duration,
  renderItem,
  itemKey,
  itemClassName,
  focusableRow = false,
}: MarqueeProps<T>) {
  const [paused, setPaused] = useState(false);
  const [moving, setMoving] = useState(false);
  useEffect(() => whenSettled(() => setMoving(true)), []);
  // The items are made once: starting, pausing and resuming the row change its classes only, and
  // React leaves the items (two copies of every card) as they are.
  const rendered = useMemo(
    () =>
      items.map((item) => (
        <li key={itemKey(item)} className={clsx("shrink-0", itemClassName)}>
          {renderItem(item)}
        </li>
      )),
    [items, itemKey, itemClassName, renderItem],
  );
  const list = (copy: boolean) => (
    <ul
      aria-label={copy ? undefined : label}
      aria-hidden={copy || undefined}
      inert={copy}
      className={clsx(
        "flex shrink-0 gap-6 pr-6 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0",
        copy && (moving ? "motion-reduce:hidden" : "hidden"),
      )}
    >
      {rendered}
    </ul>
  );
  return (
    <div className="relative">
      <div
        className={clsx(
          "group/marquee",
          // No scrollbar, so the row keeps its height when it starts to move.
          moving ? "overflow-hidden" : "overflow-x-auto [scrollbar-width:none]",
        )}
        data-paused={paused}
        {...(focusableRow && { tabIndex: 0, role: "region", "aria-label": label })}
      >
        <div
          data-moving={moving}
          className={clsx(
            "flex w-max animate-marquee motion-reduce:w-auto group-hover/marquee:[animation-play-state:paused] group-focus-within/marquee:[animation-play-state:paused] motion-reduce:animate-none",
            (paused || !moving) && "[animation-play-state:paused]",
          )}
          style={{ animationDuration: `${duration}s` }}
        >
          {list(false)}
          {list(true)}
        </div>
      </div>
      {/* The control lines up with the page content, whatever the width of the strip. */}
      <div className={clsx("container-page mt-4 motion-reduce:hidden", !moving && "invisible")}>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-brand hover:border-brand"
        >
          <SpriteIcon name={paused ? "play" : "pause"} className="size-4" />
          {paused ? commonCopy.marquee.play : commonCopy.marquee.pause}
          <span className="sr-only"> {label}</span>
        </button>
      </div>
    </div>
  );
}
