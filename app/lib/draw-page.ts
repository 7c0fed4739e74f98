/**
 * A page's blocks below its first screen, and the footer, start undrawn (`content-visibility:
 * auto`, app.css): the first layout covers the first screen only. Once the page has settled they
 * are drawn one block per frame, so that no task lays out the whole page, and the document is
 * then marked `data-drawn`. From then on every block is drawn as usual: a checker reading the
 * page's colours sees them styled (a skipped block has no boxes), and later pages start whole.
 * The stylesheet names the same blocks (app.css).
 */

/** The blocks of the page: the children of <main>, then the footer (the selector app.css uses). */
export function pageBlocks(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("#main > *, #main ~ footer")];
}

/** Draws the page's blocks after the first two, one per frame; returns a function that stops. */
export function drawPage(): () => void {
  const root = document.documentElement;
  if (root.dataset.drawn) return () => {};
  const pending = pageBlocks().slice(2);
  let frame = 0;
  const step = () => {
    const block = pending.shift();
    if (!block) {
      drawAll();
      return;
    }
    block.dataset.drawn = "true";
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

/** Draws every block now (a jump to a place further down the page). */
export function drawAll(): void {
  document.documentElement.dataset.drawn = "true";
}
