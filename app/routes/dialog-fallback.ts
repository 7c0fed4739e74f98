import { dialogFallbackScript } from "../lib/dialog-fallback.ts";

/**
 * The dialogs' fallback for browsers without invoker commands, as a script file of its own:
 * prerendered to /dialog-fallback.js, so every page loads it from the cache rather than
 * carrying it inline.
 */
export const loader = () =>
  new Response(dialogFallbackScript(), { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
