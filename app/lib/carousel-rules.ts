/**
 * The numbers behind the site's carousels (SPEC section 9), in one place: the swipe threshold
 * every carousel uses, the About page's year strip and the testimonials' Read More rule.
 */

/** A horizontal swipe longer than this moves a carousel to the next or previous item. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * What a finished touch gesture means: a mostly horizontal move longer than the threshold is a
 * swipe (to the left: +1, the next item; to the right: -1, the previous one); anything else, such
 * as scrolling the page, is not (0).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The timeline's year strip moves this far per period… */
export const TIMELINE_STEP_PX = 152;
/** …up to this period's position, and stays there for the later ones. */
export const TIMELINE_LAST_SHIFT_INDEX = 6;

/** A testimonial longer than this gets a Read More control… */
export const TESTIMONIAL_READ_MORE_OVER = 400;
/** …and shows this many characters until it is expanded. */
export const TESTIMONIAL_EXCERPT_LENGTH = 350;

/** How far left the year strip is moved (in px) when period `index` is selected. */
export function timelineShiftPx(index: number): number {
  return Math.min(Math.max(index, 0), TIMELINE_LAST_SHIFT_INDEX) * TIMELINE_STEP_PX;
}

/** Whether a testimonial is long enough to be cut, with a Read More control. */
export function needsReadMore(text: string): boolean {
  return text.length > TESTIMONIAL_READ_MORE_OVER;
}

/** The part of a testimonial shown before Read More: its first 350 characters. */
export function testimonialExcerpt(text: string): string {
  return needsReadMore(text) ? text.slice(0, TESTIMONIAL_EXCERPT_LENGTH) : text;
}
