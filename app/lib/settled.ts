/**
 * Motion (the hero's background video, the scrolling rows) starts once the page has settled: a
 * second after the moving part has hydrated. A phone's processor first finishes preparing the page,
 * rather than decoding video and drawing moving rows at the same time.
 */
const settleDelay = 1000;

/** Calls `run` once the page has settled; returns a function that cancels it. */
export function whenSettled(run: () => void): () => void {
  const timer = window.setTimeout(run, settleDelay);
  return () => window.clearTimeout(timer);
}
