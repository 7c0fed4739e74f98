import { useEffect } from "react";
import { useService } from "./service-context.tsx";

/**
 * Tells the shared service context which service page is shown, so the loading overlay runs
 * again when it changes. Not on the page a visit starts on: that page is already on screen
 * when it hydrates, and the overlay never shows on a first load (DESIGN.md, "Loading overlay").
 * While the first page hydrates the shell has not yet marked the document as hydrated (its
 * effect runs after the page's), so the first call is skipped without re-rendering the page,
 * which would make its not-yet-hydrated lazy sections render again from scratch.
 */
export function useCurrentService(slug: string): void {
  const { setService } = useService();
  useEffect(() => {
    if (document.documentElement.dataset.hydrated === "true") setService(slug);
  }, [slug, setService]);
}
