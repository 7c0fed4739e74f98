import type { WithMeta } from "../lib/route-meta.ts";

/** The data of a route for an address the site does not have: it renders the not-found page. */
export interface NotFoundData extends WithMeta {
  notFound: true;
}

/** The not-found page's data, its tags built on demand (a chunk of their own in the browser). */
export async function notFoundData(): Promise<NotFoundData> {
  const { notFoundMeta } = await import("./not-found-meta.ts");
  return { notFound: true, meta: notFoundMeta() };
}
