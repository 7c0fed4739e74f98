import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect } from "react";
import { partsWaiting } from "../../lib/page-hydration.ts";

/** Rendered after a boundary's content: its effect runs once that content's have. */
function Arrived() {
  useEffect(() => {
    partsWaiting(-1);
    return () => partsWaiting(1);
  }, []);
  return null;
}

/**
 * A Suspense boundary around a part of the page whose code arrives after the page's own: its
 * prerendered HTML stays on screen until then. While it waits, the page counts as not yet fully
 * hydrated (lib/page-hydration.ts).
 */
export function HydratingBoundary({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  useEffect(() => {
    partsWaiting(1);
    return () => partsWaiting(-1);
  }, []);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Arrived />
    </Suspense>
  );
}

/**
 * A part of the page whose code is a chunk of its own: prerendered with the rest, fetched while
 * the page hydrates and hydrated when it arrives (meanwhile its HTML stays on screen, its links
 * work as plain links and its <details> open and close by themselves). Its own boundary,
 * memoised: the shell's re-renders (a menu opening) must not reach a boundary that has not
 * hydrated yet, or React would render it again from scratch.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Deferred(props: P) {
    return (
      <HydratingBoundary>
        <Component {...props} />
      </HydratingBoundary>
    );
  });
}
