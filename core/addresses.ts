/**
 * The addresses of the pages made from content entries (the routes in app/routes.ts that take an
 * entry's key), written once: the site's links, the prerender list and the admin area's report of
 * what a save put live all build them here.
 */
import type { CollectionData } from "./content-model/load.ts";
import type { CollectionName } from "./content-model/schemas.ts";

export const storyPath = (id: number | string): string => `/company/Newsdetail/${id}`;
export const openingPath = (slug: string): string => `/company/career/${slug}`;
export const samplesPath = (category: string): string => `/company/sample/${category}`;

type PagesOf = { [C in CollectionName]: (data: CollectionData<C>) => string[] };

const pagesOf: PagesOf = {
  // A story is on its page (once it has an id), the listing, and the home page's eight newest.
  news: (data) => [...(data.id === undefined ? [] : [storyPath(data.id)]), "/company/News", "/"],
  openings: (data) => [openingPath(data.slug), "/company/career"],
  samples: (data) => [samplesPath(data.category)],
  leaders: () => ["/company/Aboutus"],
  testimonials: () => ["/company/Aboutus"],
  // The offices also appear in every page's footer.
  offices: () => ["/company/offices", "/company/contactus"],
  clients: () => ["/"],
};

/** The addresses of the pages an entry shows on, its own page first. */
export function entryPages<C extends CollectionName>(collection: C, data: CollectionData<C>): string[] {
  return pagesOf[collection](data);
}
