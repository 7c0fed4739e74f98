import { whenPageHydrated } from "./page-hydration.ts";

/**
 * Motion (the hero's background video, the scrolling rows) starts once the page has settled: a
 * second after every part of the page has hydrated (page-hydration.ts). A phone's processor first
 * finishes preparing the page, rather than decoding video and drawing moving rows at the same time.
 */
const settleDelay = 1000;

/** Calls `run` once the page has settled; returns a function that cancels it. */
export function whenSettled(run: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  whenPageHydrated(() => {
    if (!cancelled) timer = window.setTimeout(run, settleDelay);
  });
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
  };
}
