import { clsx } from "clsx";
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { toastsRaised } from "../../forms/notify.ts";
import { whenSettled } from "../../lib/settled.ts";
import { Header } from "./header.tsx";
import { LoadingOverlay } from "./loading-overlay.tsx";
import { ScrollManager } from "./scroll-manager.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";

// The footer is prerendered; its code loads and hydrates once the page is interactive (its
// accordion is made of <details>, which works before that).
const Footer = lazy(() => import("./footer.tsx").then((module) => ({ default: module.Footer })));

// Toasts are only raised by the forms; the Toaster and its code load with the first one.
const Toaster = lazy(() => import("react-hot-toast").then((module) => ({ default: module.Toaster })));

/**
 * Renders nothing; marks the document once the page body around it has hydrated, so that tests
 * (and scripts) know the page is interactive, and again once it has settled, when the scrolling
 * rows start (app.css). Place it last in the page body.
 */
export function HydrationMark() {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.hydrated = "true";
    return whenSettled(() => {
      root.dataset.settled = "true";
    });
  }, []);
  return null;
}

/** The layout on every page: header, page body, footer, scroll-to-top, loading overlay, toasts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const toasts = useSyncExternalStore(toastsRaised.subscribe, toastsRaised.get, toastsRaised.getServer);
  return (
    <>
      <div id="top" tabIndex={-1} className="outline-none" />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col" inert={loading}>
        <Header onMenuOpenChange={setMenuOpen} />
        <main
          id="main"
          tabIndex={-1}
          data-backdrop={menuOpen}
          className={clsx(
            "relative flex-1 outline-none",
            menuOpen && "after:fixed after:inset-0 after:z-30 after:bg-brand-950/45",
          )}
        >
          {children}
        </main>
        <Suspense>
          <Footer />
        </Suspense>
      </div>
      <ScrollToTop />
      <ScrollManager />
      <LoadingOverlay containerId="main" onActiveChange={setLoading} />
      {toasts && (
        <Suspense>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
