import { useSyncExternalStore } from "react";

const query = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** True when the visitor asked for reduced motion (false while prerendering). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Scroll behaviour that respects the visitor's motion preference. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(query).matches ? "instant" : "smooth";
}
