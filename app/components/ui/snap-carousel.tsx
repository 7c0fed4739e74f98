import { clsx } from "clsx";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { swipeStep } from "../../lib/carousel-rules.ts";
import { scrollBehavior } from "../../lib/use-reduced-motion.ts";
import { visitorInputs } from "../../lib/visitor-inputs.ts";
import { clampIndex, StepControls } from "./step-controls.tsx";

export interface SnapCarousel {
  /** The scrollable list (give it to {@link SnapList}). */
  list: RefObject<HTMLUListElement | null>;
  /** The item in view, read from the list's scroll position. */
  index: number;
  count: number;
  /** The anchor of item `i` (clamped to the ends): "#testimonial-3". */
  href: (i: number) => string;
  /** The element id of item `i`. */
  id: (i: number) => string;
  /** Scrolls the list to item `i` (clamped), smoothly unless the visitor asked for less motion. */
  go: (i: number) => void;
}

/** The item whose start is nearest the list's scroll position. */
function itemInView(box: HTMLElement, count: number): number {
  return clampIndex(Math.round(Math.abs(box.scrollLeft) / Math.max(1, box.clientWidth)), count);
}

/**
 * Starts a move of `box` to item `to`, or ends the move under way (`null`). The list says where it
 * is going (`data-moving-to`) until it is there: a state a script or a test can wait for.
 */
function moveTo(box: HTMLElement, target: RefObject<number | null>, to: number | null): void {
  target.current = to;
  if (to === null) delete box.dataset.movingTo;
  else box.dataset.movingTo = String(to);
}

/**
 * The position in an HTML-first carousel: a horizontally scrolling, snapping list whose items are
 * all in the page and reachable by anchor links. The scroll position is the source of truth, so a
 * swipe, a keyboard scroll or an anchor jump made before the scripts arrived is kept; `go`
 * scrolls the list itself, without a hash change or a vertical jump of the page.
 */
export function useSnapCarousel(ids: readonly string[]): SnapCarousel {
  const count = ids.length;
  const list = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // While `go` scrolls smoothly to an item, the items passed on the way are not "in view".
  const target = useRef<number | null>(null);
  // Arms the check that a move under way has ended (set by the effect below).
  const moved = useRef(() => {});

  useEffect(() => {
    const box = list.current;
    if (!box) return;
    let settle: number | undefined;
    const read = () => {
      const at = itemInView(box, count);
      if (target.current !== null && at !== target.current) return;
      setIndex(at);
    };
    // A move ends where the list comes to rest on its item, or where the visitor takes the list
    // over. A scroll that ends short of the item was not the visitor's: the browser's own snap at
    // the end of a gesture, a scroll into view, a layout that moved the list. The move goes on,
    // however often that happens: counting such stops left the list where it started when the
    // browser stopped it twice.
    const onScrollEnd = () => {
      window.clearTimeout(settle);
      const to = target.current;
      if (to !== null && itemInView(box, count) !== to) {
        box.scrollTo({ left: to * box.clientWidth, behavior: scrollBehavior() });
        return;
      }
      moveTo(box, target, null);
      read();
    };
    const visitorTakesOver = () => moveTo(box, target, null);
    // Without `scrollend` (WebKit), a move ends 400 ms after its last scroll. A move whose smooth
    // scroll the browser dropped before its first frame (WebKit re-snapping the list after a
    // layout, under load) sends no scroll at all: so `go` arms the same check, which starts such a
    // move again rather than leaving the list where it was, waiting for a scroll that never comes.
    const hasScrollEnd = "onscrollend" in window;
    const checkLater = () => {
      window.clearTimeout(settle);
      settle = window.setTimeout(onScrollEnd, 400);
    };
    moved.current = checkLater;
    const onScroll = () => {
      if (!hasScrollEnd || target.current !== null) checkLater();
      read();
    };
    // A swipe follows the site's own rule rather than the browser's fling, which decides by the
    // finger's speed: over 50 px moves one item either way, anything shorter (or a scroll of the
    // page) moves nothing. So once the scripts are here the list leaves horizontal panning to this
    // code; before, the browser's own scrolling and snapping move it.
    box.style.touchAction = "pan-y pinch-zoom";
    let touch: { x: number; y: number; from: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const [finger] = event.touches;
      touch =
        finger && event.touches.length === 1
          ? { x: finger.clientX, y: finger.clientY, from: itemInView(box, count) }
          : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const [finger] = event.changedTouches;
      const start = touch;
      touch = null;
      if (!finger || !start) return;
      const step = swipeStep(finger.clientX - start.x, finger.clientY - start.y);
      if (step !== 0) goRef.current(start.from + step);
    };
    const listeners = [
      ["scroll", onScroll],
      ["scrollend", onScrollEnd],
      ["touchstart", onTouchStart],
      ["touchend", onTouchEnd],
      [
        "touchcancel",
        () => {
          touch = null;
        },
      ],
    ] as const;
    // The position a swipe or an anchor jump gave the list before the scripts arrived is read
    // once the list is on the screen, when the browser has laid it out anyway: read at once, it
    // would make the browser lay out a part it skips away from the screen (content-visibility:
    // auto) only to skip it again, the longest task of the home page's start on a slow phone.
    const inView = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      inView.disconnect();
      read();
    });
    inView.observe(box);
    for (const [type, listener] of listeners) box.addEventListener(type, listener as EventListener, { passive: true });
    for (const type of visitorInputs) box.addEventListener(type, visitorTakesOver, { passive: true, capture: true });
    return () => {
      moved.current = () => {};
      inView.disconnect();
      box.style.touchAction = "";
      window.clearTimeout(settle);
      for (const [type, listener] of listeners) box.removeEventListener(type, listener as EventListener);
      for (const type of visitorInputs) box.removeEventListener(type, visitorTakesOver, { capture: true });
    };
  }, [count]);

  const go = (i: number) => {
    const box = list.current;
    if (!box) return;
    const to = clampIndex(i, count);
    moveTo(box, target, to === itemInView(box, count) ? null : to);
    setIndex(to);
    box.scrollTo({ left: to * box.clientWidth, behavior: scrollBehavior() });
    if (target.current !== null) moved.current();
  };
  const goRef = useRef(go);
  goRef.current = go;
  const id = (i: number) => ids[clampIndex(i, count)] ?? "";
  return { list, index, count, id, href: (i) => `#${id(i)}`, go };
}

interface SnapListProps<T> {
  carousel: SnapCarousel;
  items: readonly T[];
  /** The list's accessible name: "Testimonials". */
  label: string;
  /** Classes of every item, such as its `scroll-margin-top`. */
  itemClassName?: string;
  className?: string;
  children: (item: T, index: number) => ReactNode;
}

/**
 * The items of a carousel, one per view, in a focusable list that scrolls and snaps horizontally:
 * touch, trackpad and arrow keys move it natively, and every item has an id for anchor links.
 */
export function SnapList<T>({ carousel, items, label, itemClassName, className, children }: SnapListProps<T>) {
  return (
    <ul
      ref={carousel.list}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={clsx(
        "flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-500",
        className,
      )}
    >
      {items.map((item, i) => (
        <li
          key={carousel.id(i)}
          id={carousel.id(i)}
          data-current={i === carousel.index || undefined}
          // `relative`: absolutely positioned content (a screen-reader-only label) stays inside the
          // list's scrolling box instead of widening the page.
          className={clsx("relative w-full shrink-0 snap-start snap-always", itemClassName)}
        >
          {children(item, i)}
        </li>
      ))}
    </ul>
  );
}

/** A carousel's previous and next links with its position counter ("2 / 7"). */
export function SnapControls({ carousel, noun }: { carousel: SnapCarousel; noun: string }) {
  const { index, count, go, href } = carousel;
  return (
    <StepControls
      index={index}
      count={count}
      noun={noun}
      onPrevious={() => go(index - 1)}
      onNext={() => go(index + 1)}
      href={href}
    />
  );
}
