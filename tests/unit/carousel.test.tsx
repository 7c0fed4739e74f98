// @vitest-environment happy-dom
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import type { TouchEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { clampIndex, useClampedIndex } from "../../app/components/ui/step-controls.tsx";
import {
  needsReadMore,
  SWIPE_THRESHOLD_PX,
  TESTIMONIAL_EXCERPT_LENGTH,
  TIMELINE_STEP_PX,
  testimonialExcerpt,
  timelineShiftPx,
} from "../../app/lib/carousel-rules.ts";
import { swipeDirection, useSwipe } from "../../app/lib/use-swipe.ts";

describe("clampIndex", () => {
  it("keeps an index within the items, at both ends", () => {
    expect(clampIndex(-1, 7)).toBe(0);
    expect(clampIndex(3, 7)).toBe(3);
    expect(clampIndex(7, 7)).toBe(6);
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe("useClampedIndex", () => {
  it("steps, selects and stops at both ends without wrapping", () => {
    const { result } = renderHook(() => useClampedIndex(3));
    expect(result.current).toMatchObject({ index: 0, atStart: true, atEnd: false });
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 2, atStart: false, atEnd: true });
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    act(() => result.current.select(1));
    expect(result.current.index).toBe(1);
    act(() => result.current.select(99));
    expect(result.current.index).toBe(2);
    act(() => result.current.select(-5));
    expect(result.current.index).toBe(0);
  });
});

describe("swipeDirection", () => {
  it("needs more than the threshold, mostly sideways", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(-51, 0)).toBe("next");
    expect(swipeDirection(51, 0)).toBe("previous");
    expect(swipeDirection(50, 10)).toBeNull();
    // A vertical scroll with some sideways drift is not a swipe.
    expect(swipeDirection(-80, 120)).toBeNull();
    expect(swipeDirection(0, -300)).toBeNull();
  });
});

/** A box that steps through three items with the shared helper, as the carousels do. */
function Carousel() {
  const { index, swipe } = useClampedIndex(3);
  return (
    <div data-testid="box" {...swipe}>
      item {index}
    </div>
  );
}

function touch(target: Element, from: [number, number], to: [number, number]) {
  fireEvent.touchStart(target, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(target, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
}

describe("swipes on a carousel", () => {
  it("move to the next and previous item and stop at the ends", () => {
    render(<Carousel />);
    const box = screen.getByTestId("box");
    touch(box, [200, 100], [160, 100]);
    expect(box).toHaveTextContent("item 0");
    touch(box, [200, 100], [140, 100]);
    expect(box).toHaveTextContent("item 1");
    touch(box, [200, 100], [100, 110]);
    expect(box).toHaveTextContent("item 2");
    touch(box, [200, 100], [100, 100]);
    expect(box).toHaveTextContent("item 2");
    touch(box, [100, 100], [100, 400]);
    expect(box).toHaveTextContent("item 2");
    touch(box, [100, 100], [180, 100]);
    expect(box).toHaveTextContent("item 1");
  });

  it("ignore a two-finger gesture and a cancelled touch", () => {
    const onNext = vi.fn();
    const { result } = renderHook(() => useSwipe(() => {}, onNext));
    const { onTouchStart, onTouchEnd, onTouchCancel } = result.current;
    const event = (touches: object[], changedTouches: object[] = []) =>
      ({ touches, changedTouches }) as unknown as TouchEvent;
    onTouchStart(
      event([
        { clientX: 200, clientY: 0 },
        { clientX: 300, clientY: 0 },
      ]),
    );
    onTouchEnd(event([], [{ clientX: 0, clientY: 0 }]));
    onTouchStart(event([{ clientX: 200, clientY: 0 }]));
    onTouchCancel();
    onTouchEnd(event([], [{ clientX: 0, clientY: 0 }]));
    expect(onNext).not.toHaveBeenCalled();
    onTouchStart(event([{ clientX: 200, clientY: 0 }]));
    onTouchEnd(event([], [{ clientX: 0, clientY: 0 }]));
    expect(onNext).toHaveBeenCalledOnce();
  });
});

describe("timeline and testimonial rules", () => {
  it("moves the year strip 152 px per period up to the seventh, then stays at 912 px", () => {
    expect(TIMELINE_STEP_PX).toBe(152);
    expect([0, 1, 3, 6, 7, 10].map(timelineShiftPx)).toEqual([0, 152, 456, 912, 912, 912]);
  });

  it("cuts a text over 400 characters to its first 350, and leaves 400 or fewer alone", () => {
    const long = "x".repeat(401);
    const limit = "y".repeat(400);
    expect(needsReadMore(long)).toBe(true);
    expect(testimonialExcerpt(long)).toBe("x".repeat(TESTIMONIAL_EXCERPT_LENGTH));
    expect(needsReadMore(limit)).toBe(false);
    expect(testimonialExcerpt(limit)).toBe(limit);
  });
});
