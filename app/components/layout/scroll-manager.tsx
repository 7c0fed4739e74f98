import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { whenSettled } from "../../lib/settled.ts";
import { scrollBehavior } from "../../lib/use-reduced-motion.ts";
import { visitorInputs } from "../../lib/visitor-inputs.ts";

/** How long a link to an anchor waits for its target to appear. */
export const HASH_SCROLL_TIMEOUT_MS = 10_000;

/** The blocks of the page: the children of <main>, then the footer. */
function pageBlocks(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("#main > *, #main ~ footer")];
}

/**
 * Where the visitor is on a page: the first of its blocks that reaches below the top of the
 * window, and how far the window's top is into it. A section whose code arrives later may change
 * the height of those above the place, so a pixel offset from the top of the page would not name
 * the same place on the next visit.
 */
interface Position {
  block: number;
  offset: number;
}

function currentPosition(): Position {
  const blocks = pageBlocks();
  const block = blocks.findIndex((element) => element.getBoundingClientRect().bottom > 0);
  const top = blocks[block]?.getBoundingClientRect().top;
  return top === undefined ? { block: -1, offset: window.scrollY } : { block, offset: -top };
}

/** Returns to a place. */
function scrollToPosition({ block, offset }: Position) {
  const element = pageBlocks()[block];
  const top = element ? element.getBoundingClientRect().top + window.scrollY + offset : offset;
  window.scrollTo({ top, behavior: "instant" });
}

/**
 * Returns to a place, and again once the browser has rendered the parts of the new page near it:
 * parts away from the screen are rendered only when they come near it (content-visibility: auto,
 * app.css), and until the browser has decided which are near, each has an estimated height.
 */
function restorePosition(position: Position): () => void {
  scrollToPosition(position);
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => scrollToPosition(position));
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * Scroll on client-side navigation: a new page starts at the top; a link to an anchor scrolls
 * to its target once it exists (giving up after 10 s); back and forward return to where the
 * visitor was.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, Position>());
  const firstRender = useRef(true);
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => positions.current.set(currentKey.current, currentPosition());
    // The visitor may have scrolled before this code arrived.
    save();
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (firstRender.current) {
      // The browser already placed the prerendered page (and any #anchor) on first load. A link
      // to an anchor followed while the page was starting can be left undone, or cut short by a
      // part of the page that arrives later: finish it now, and again once the page has settled,
      // unless the visitor has scrolled, tapped or typed since (a carousel arrow, reading on).
      firstRender.current = false;
      const hash = location.hash;
      if (!hash) return;
      const finish = () => {
        if (!landed(hash)) scrollToHash(hash, { behavior: "instant" });
      };
      finish();
      return unlessVisitorActs(whenSettled, finish);
    }
    if (location.hash) return scrollToHash(location.hash);
    const saved = positions.current.get(location.key);
    if (navigationType === "POP" && saved !== undefined) return restorePosition(saved);
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [location.key, location.hash, navigationType]);

  return null;
}

/**
 * Runs `run` when `schedule` calls it, unless the visitor acts first: a late correction must not
 * undo what they did since. Returns a function that cancels it.
 */
function unlessVisitorActs(schedule: (run: () => void) => () => void, run: () => void): () => void {
  const stop = () => {
    cancel();
    for (const type of visitorInputs) window.removeEventListener(type, stop, true);
  };
  for (const type of visitorInputs) window.addEventListener(type, stop, { capture: true, passive: true });
  const cancel = schedule(() => {
    stop();
    run();
  });
  return stop;
}

/** The element a hash ("#id", percent-encoded) names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  return document.getElementById(decodeURIComponent(hash.slice(1)));
}

/**
 * Whether the element named by the hash is where a jump to it puts it: at the top of the window,
 * below the sticky header (the root's `scroll-padding-top`), or as near as the end of the page
 * lets it come.
 */
function landed(hash: string): boolean {
  const top = hashTarget(hash)?.getBoundingClientRect().top;
  if (top === undefined) return false;
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
  return Math.abs(top - padding) <= 2 || (atEnd && top > padding);
}

/**
 * Scrolls to the element named by the hash as soon as it exists (smoothly unless the visitor
 * prefers reduced motion); returns a cancel function.
 */
export function scrollToHash(
  hash: string,
  {
    timeoutMs = HASH_SCROLL_TIMEOUT_MS,
    behavior = scrollBehavior(),
  }: { timeoutMs?: number; behavior?: ScrollBehavior } = {},
): () => void {
  const attempt = () => {
    const target = hashTarget(hash);
    if (!target) return false;
    target.scrollIntoView({ behavior, block: "start" });
    // A smooth scroll heads for where the target was when it started; the parts it passes are
    // rendered on the way (content-visibility: auto) and may move the target: finish the jump.
    if (behavior === "smooth" && !landed(hash)) {
      window.addEventListener("scrollend", () => landed(hash) || target.scrollIntoView({ block: "start" }), {
        once: true,
      });
    }
    return true;
  };
  if (attempt()) return () => {};
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
