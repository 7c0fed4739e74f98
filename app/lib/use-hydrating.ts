import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * True while a component renders from prerendered HTML (at build time, or hydrating it in the
 * browser, also when a lazy section hydrates late), false when it renders fresh in the browser.
 * Read it once on mount to keep hydration identical to the prerendered markup.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
