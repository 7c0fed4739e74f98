import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundMeta } from "../not-found/not-found-meta.ts";

// Any other address, met on a client-side navigation: nothing was prerendered for it, so its tags
// are built here (app/not-found/not-found.tsx says how the page is put together).
export const meta = notFoundMeta;

export default function NotFoundRoute() {
  return <LazyNotFound />;
}
