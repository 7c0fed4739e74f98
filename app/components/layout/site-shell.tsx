import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { shellCopy } from "../../../core/copy/shell.ts";
import { toastsRaised } from "../../forms/toasts-raised.ts";
import { shellHydrated, whenPageHydrated } from "../../lib/page-hydration.ts";
import { deferred } from "./deferred.tsx";
import { Header } from "./header.tsx";

// Not needed before the visitor acts, or below the first screen: each is a chunk of its own,
// hydrated when it arrives (deferred.tsx). The footer's accordion is made of <details> and its
// links are plain links until then; the back-to-top button is hidden until the visitor scrolls;
// scrolling and the loading overlay act on client-side navigations, which start once the page
// has hydrated (until then a link loads its page from the server).
const Footer = deferred(() => import("./footer.tsx").then((module) => module.Footer));
const ScrollToTop = deferred(() => import("./scroll-to-top.tsx").then((module) => module.ScrollToTop));
const ScrollManager = deferred(() => import("./scroll-manager.tsx").then((module) => module.ScrollManager));
const LoadingOverlay = deferred(() => import("./loading-overlay.tsx").then((module) => module.LoadingOverlay));

// Toasts are only raised by the forms; the Toaster and its code load with the first one.
const Toaster = lazy(() => import("react-hot-toast").then((module) => ({ default: module.Toaster })));

/** The layout on every page: header, page body, footer, scroll-to-top, loading overlay, toasts. */
export function SiteShell({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(false);
  const toasts = useSyncExternalStore(toastsRaised.subscribe, toastsRaised.get, toastsRaised.getServer);
  // The shell has hydrated, with each later part's boundary counted (deferred.tsx). Once every
  // part has, the document is marked `data-hydrated`: the one signal, for scripts and tests, that
  // the page is interactive.
  useEffect(() => {
    shellHydrated();
    whenPageHydrated(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return (
    <>
      <div id="top" tabIndex={-1} className="outline-none" />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {shellCopy.skipLink}
      </a>
      <div className="flex min-h-dvh flex-col" inert={loading}>
        <Header />
        {/* Dimmed while a menu is open (app.css). */}
        <main id="main" tabIndex={-1} className="relative flex-1 outline-none">
          {children}
        </main>
        <Footer />
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
