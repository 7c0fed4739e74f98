import { useEffect } from "react";
import { useLocation } from "react-router";

type Reporter = typeof import("./reporter.ts");

let reporter: Promise<Reporter> | undefined;

/** Whether the visitor asked not to be followed: Global Privacy Control, or Do Not Track. */
function optedOut(): boolean {
  const signals = navigator as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || navigator.doNotTrack === "1";
}

/** Resolves once the browser is idle (or after two seconds where it cannot say). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 10_000 });
    else setTimeout(resolve, 2000);
  });
}

/** The reporter's chunk, fetched once, when the page is idle. */
function loadReporter(): Promise<Reporter> {
  reporter ??= idle().then(() => import("./reporter.ts"));
  return reporter;
}

/**
 * Renders nothing; reports each page view, the first load and every client-side navigation (the
 * route's path only). The reporting code is a chunk of its own, loaded after the page is idle;
 * nothing is loaded or sent when the visitor has asked not to be followed, nor by the
 * development server.
 */
export function VisitReporter() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (import.meta.env.DEV || optedOut()) return;
    loadReporter().then(
      (module) => module.reportView(pathname),
      () => {},
    );
  }, [pathname]);
  return null;
}
