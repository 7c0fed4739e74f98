/**
 * Whether every part of the prerendered page has hydrated: the shell, and each part whose code
 * arrives later (the page's sections, the header's menus, the footer…), counted by
 * HydratingBoundary (components/layout/deferred.tsx) while it waits for its code. The count may
 * pass through odd values during one commit; it is read between commits. Plain functions rather
 * than an object's methods: their names are minified away in the first-load code.
 */
let shellDone = false;
let waiting = 0;
const listeners: (() => void)[] = [];

export const pageHydrated = () => shellDone && waiting === 0;

function settle(): void {
  queueMicrotask(() => {
    if (pageHydrated()) for (const listener of listeners.splice(0)) listener();
  });
}

/** Calls `listener` once every part has hydrated (soon after if they have). */
export function whenPageHydrated(listener: () => void): void {
  listeners.push(listener);
  settle();
}

export function shellHydrated(): void {
  shellDone = true;
  settle();
}

/** One more part waits for its code (1), or one fewer (-1). */
export function partsWaiting(change: number): void {
  waiting += change;
  settle();
}
