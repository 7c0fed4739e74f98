import type { PageHandle } from "../lib/page-handle.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { LazyNotFound } from "../not-found/lazy-not-found.tsx";
import { notFoundMeta } from "../not-found/not-found-meta.ts";

// The prerendered not-found page (/404), which the server answers unknown addresses with
// (app/not-found/not-found.tsx says how the page is put together).
export const loader = () => ({ meta: notFoundMeta() });

export const meta = routeMeta;

// Served at any address without a page of its own, where hydrating it would not match the address.
export const handle: PageHandle = { scripts: false };

export default function NotFoundPageRoute() {
  return <LazyNotFound />;
}
