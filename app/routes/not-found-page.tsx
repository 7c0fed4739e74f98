import { NotFoundLoader } from "../components/layout/not-found-loader.tsx";
import { notFoundMeta } from "../lib/not-found-meta.ts";
import type { PageHandle } from "../lib/page-handle.ts";
import { routeMeta } from "../lib/route-meta.ts";

// The prerendered not-found page (/404), which the server answers unknown addresses with.
// Runs at build time only: the page's meta tags.
export const loader = () => ({ meta: notFoundMeta() });

export const meta = routeMeta;

// Served at any address without a page of its own, where hydrating it would not match the address.
export const handle: PageHandle = { scripts: false };

export default function NotFoundPageRoute() {
  return <NotFoundLoader />;
}
