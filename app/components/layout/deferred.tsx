import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A part of the page whose code is a chunk of its own: prerendered with the rest, fetched while
 * the page hydrates and hydrated when it arrives (meanwhile its HTML stays on screen, its links
 * work as plain links and its <details> open and close by themselves). Its own Suspense
 * boundary, memoised: the shell's re-renders (a menu opening) must not reach a boundary that has
 * not hydrated yet, or React would render it again from scratch.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return memo(function Deferred(props: P) {
    return (
      <Suspense>
        <Component {...props} />
      </Suspense>
    );
  });
}
