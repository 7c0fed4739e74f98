import { pageHydrated, whenPageHydrated } from "./page-hydration.ts";

/**
 * Holds the browser's history changes back from the router until every part of the page has
 * hydrated, then hands it the latest as a popstate event of its own.
 *
 * An in-page link (the skip link, a carousel's arrow, a timeline year) or Back and Forward is a
 * `popstate` the router turns into a new location for the whole tree. React cannot keep the
 * server HTML of a part whose code has not arrived when such an update reaches it: a transition
 * started in a popstate event is rendered synchronously (react#35966), and a transition that
 * React renders together with the page's pending hydration work is committed too; either way the
 * part is thrown away and shows its empty fallback until its code arrives. On a slow phone that
 * emptied <main> and the header's navigation for up to two seconds. Held back, the change costs
 * nothing a visitor sees: the browser has already scrolled to the link's target and moved the
 * focus, and the router catches up (the scroll manager lands on the target again) once every part
 * can take it.
 *
 * Registered when the page's first module runs, before the router exists, for the capture phase:
 * it runs before the router's listener in every engine.
 */
export function holdPopstateUntilHydrated(target: Window): void {
  let holding = false;
  target.addEventListener(
    "popstate",
    (event) => {
      if (!event.isTrusted || pageHydrated()) return;
      event.stopImmediatePropagation();
      if (holding) return;
      holding = true;
      whenPageHydrated(() => {
        holding = false;
        target.dispatchEvent(new PopStateEvent("popstate", { state: target.history.state }));
      });
    },
    true,
  );
}
