import { deferred } from "./deferred.tsx";

/**
 * The not-found page's body. Only an unknown address needs it: its code (and the menu's blurbs it
 * quotes) is a chunk of its own, and the prerendered not-found page keeps its HTML until it arrives.
 */
export const NotFoundLoader = deferred(() => import("./not-found.tsx").then((module) => module.NotFound));
