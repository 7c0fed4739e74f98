import { type TouchEvent, useRef } from "react";
import { SWIPE_THRESHOLD_PX } from "./carousel-rules.ts";

export type SwipeDirection = "next" | "previous";

/**
 * What a finished touch gesture means: a mostly horizontal move longer than the threshold is a
 * swipe (to the left: next; to the right: previous); anything else, such as scrolling the page,
 * is not.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? "next" : "previous";
}

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onTouchCancel: () => void;
}

/**
 * Touch handlers for an element that steps through items: a horizontal swipe calls `onNext` or
 * `onPrevious`. The page still scrolls vertically as usual (the handlers never prevent it); give
 * the element `touch-action: pan-y` so a horizontal swipe does not scroll the page sideways.
 */
export function useSwipe(onPrevious: () => void, onNext: () => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      // A second finger (pinch zoom) is not a swipe.
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction === "next") onNext();
      if (direction === "previous") onPrevious();
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
