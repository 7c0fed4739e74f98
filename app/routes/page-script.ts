import { dialogFallbackScript } from "../lib/dialog-fallback.ts";
import { startHydrationScript } from "../lib/start-hydration.ts";

/**
 * The pages' own small script, as a file of its own: prerendered to /page.js, which every page
 * loads with `defer` (root.tsx) and then from the cache, rather than carrying it inline. It opens
 * the dialogs where the browser lacks invoker commands (app/lib/dialog-fallback.ts) and starts the
 * page's scripts after the first paint (app/lib/start-hydration.ts).
 */
export const loader = () =>
  new Response(`${dialogFallbackScript()};\n${startHydrationScript()};\n`, {
    headers: { "Content-Type": "text/javascript; charset=utf-8" },
  });
