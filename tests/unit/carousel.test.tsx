import { describe, expect, it } from "vitest";
import { clampIndex } from "../../app/components/ui/step-controls.tsx";
import {
  needsReadMore,
  SWIPE_THRESHOLD_PX,
  swipeStep,
  TESTIMONIAL_EXCERPT_LENGTH,
  TIMELINE_STEP_PX,
  testimonialExcerpt,
  timelineShiftPx,
} from "../../app/lib/carousel-rules.ts";

describe("clampIndex", () => {
  it("keeps an index within the items, at both ends", () => {
    expect(clampIndex(-1, 7)).toBe(0);
    expect(clampIndex(3, 7)).toBe(3);
    expect(clampIndex(7, 7)).toBe(6);
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("needs more than the threshold, mostly sideways", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(-51, 0)).toBe(1);
    expect(swipeStep(51, 0)).toBe(-1);
    expect(swipeStep(50, 10)).toBe(0);
    // A vertical scroll with some sideways drift is not a swipe.
    expect(swipeStep(-80, 120)).toBe(0);
    expect(swipeStep(0, -300)).toBe(0);
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
