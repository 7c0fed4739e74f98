import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { shellCopy } from "../../../core/copy/shell.ts";
import { VisitReporter } from "../../insights/visit-reporter.tsx";
import { scrollBehavior } from "../../lib/use-reduced-motion.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";

/** A floating button that appears after one viewport height of scrolling and returns to the top. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // Keyboard users continue from the top of the page, not from a button that is about to hide.
    document.getElementById("top")?.focus({ preventScroll: true });
  };

  return (
    <>
      {/* The visit counter rides in this chunk, which every page loads while it hydrates but
          after its first-load scripts: it costs the first load nothing (see app/insights/). */}
      <VisitReporter />
      <button
        type="button"
        onClick={toTop}
        aria-label={shellCopy.backToTop}
        tabIndex={visible ? 0 : -1}
        aria-hidden={!visible}
        className={clsx(
          "fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-brand text-white shadow-panel transition-all duration-300 hover:bg-accent-700 md:right-6 md:bottom-6",
          visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-3 opacity-0",
        )}
      >
        <SpriteIcon name="arrow-up" className="size-5" />
      </button>
    </>
  );
}
