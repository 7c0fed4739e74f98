import { useEffect, useState } from "react";
import { useService } from "./service-context.tsx";
import { useHydrating } from "./use-hydrating.ts";

/**
 * Tells the shared service context which service page is shown, so the loading overlay runs
 * again when it changes. Not on the page a visit starts on: that page is already on screen when
 * it hydrates, and the overlay never shows on a first load
 * (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
 * Use it in a component that renders nothing else: it renders once more after hydrating, and a
 * re-render above a section that has not hydrated yet would render that section from scratch.
 */
export function useCurrentService(slug: string): void {
  const { setService } = useService();
  const hydrating = useHydrating();
  const [prerendered] = useState(hydrating);
  useEffect(() => {
    if (!prerendered) setService(slug);
  }, [prerendered, slug, setService]);
}
