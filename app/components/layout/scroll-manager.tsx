import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollBehavior } from "../../lib/use-reduced-motion.ts";

/** How long a link to an anchor waits for its target to appear. */
export const HASH_SCROLL_TIMEOUT_MS = 10_000;

/**
 * Scroll on client-side navigation: a new page starts at the top; a link to an anchor scrolls
 * to its target once it exists (giving up after 10 s); back and forward restore the position.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const firstRender = useRef(true);
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => positions.current.set(currentKey.current, window.scrollY);
    // The visitor may have scrolled before this code arrived.
    save();
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (firstRender.current) {
      // The browser already placed the prerendered page (and any #anchor) on first load.
      firstRender.current = false;
      return;
    }
    if (location.hash) return scrollToHash(location.hash);
    const saved = positions.current.get(location.key);
    window.scrollTo({ top: navigationType === "POP" && saved !== undefined ? saved : 0, behavior: "instant" });
  }, [location.key, location.hash, navigationType]);

  return null;
}

/** Scrolls to the element named by the hash as soon as it exists; returns a cancel function. */
export function scrollToHash(hash: string, timeoutMs = HASH_SCROLL_TIMEOUT_MS): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const attempt = () => {
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    return target !== null;
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
