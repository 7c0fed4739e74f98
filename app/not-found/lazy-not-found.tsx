import { deferred } from "../components/layout/deferred.tsx";

/** The not-found page as routes render it: its HTML stays on screen until its code arrives. */
export const LazyNotFound = deferred(() => import("./not-found.tsx").then((module) => module.NotFound));
