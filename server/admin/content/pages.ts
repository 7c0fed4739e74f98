/**
 * The addresses of the pages an entry shows on, its own page first: what the publisher reports
 * as live after a save. They follow the routes of app/routes.ts and the dynamic paths of
 * app/prerender-paths.ts.
 */
import type { CollectionName } from "../../../app/content/collections/schemas.ts";
import type { CollectionData } from "../../../scripts/content/load.ts";

type PagesOf = { [C in CollectionName]: (data: CollectionData<C>) => string[] };

const pagesOf: PagesOf = {
  // A story is on its page, the listing, and the home page's eight newest.
  news: (data) => [`/company/Newsdetail/${data.id}`, "/company/News", "/"],
  openings: (data) => [`/company/career/${data.slug}`, "/company/career"],
  samples: (data) => [`/company/sample/${data.category}`],
  leaders: () => ["/company/Aboutus"],
  testimonials: () => ["/company/Aboutus"],
  // The offices also appear in every page's footer.
  offices: () => ["/company/offices", "/company/contactus"],
  clients: () => ["/"],
};

export function pagePaths<C extends CollectionName>(collection: C, data: CollectionData<C>): string[] {
  return pagesOf[collection](data);
}
