import { type ComponentType, lazy, memo, Suspense, useEffect, useLayoutEffect, useState } from "react";

/** The deferred parts on the page that have not hydrated yet. */
const pending = new Set<object>();
let waiting: (() => void)[] = [];

function settled(part: object) {
  pending.delete(part);
  if (pending.size > 0) return;
  for (const resolve of waiting) resolve();
  waiting = [];
}

/**
 * Resolves once every deferred part on the page has hydrated (or left the page). The root holds
 * client-side navigations on it, so that the parts that act on a navigation (the header's
 * navigation, the loading overlay, scrolling) are in place for the first one as for any other.
 */
export function deferredPartsHydrated(): Promise<void> {
  if (pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}

/** Rendered beside a deferred part, in its boundary: it hydrates with the part. */
function HydratedMark({ part }: { part: object }) {
  useEffect(() => settled(part), [part]);
  return null;
}

/**
 * A part of the page whose code is a chunk of its own: prerendered with the rest, fetched while
 * the page hydrates and hydrated when it arrives (meanwhile its HTML stays on screen and its
 * links work as plain links). Its own Suspense boundary, memoised: the shell's re-renders (a menu
 * opening) must not reach a boundary that has not hydrated yet, or React would render it again
 * from scratch.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Deferred(props: P) {
    const [part] = useState(() => ({}));
    useLayoutEffect(() => {
      pending.add(part);
      return () => settled(part);
    }, [part]);
    return (
      <Suspense>
        <Component {...props} />
        <HydratedMark part={part} />
      </Suspense>
    );
  });
}
