/**
 * The URLs of dynamic routes, enumerated from the content modules for the prerender list of
 * react-router.config.ts (static routes come from routes.ts itself), and the addresses of removed
 * stories and closed openings, prerendered as the pages the server answers 410 Gone with.
 */
import { closedOpenings, openApplicationSlug, openings } from "./content/careers.ts";
import { categories } from "./content/categories.ts";
import { formRefusedPages } from "./content/form-replies.ts";
import { news, removedNews } from "./content/news.ts";
import { productAliases, productSlugs } from "./content/products.ts";
import { sampleCategorySlugs } from "./content/samples.ts";
import { contentServiceSlugs, digitalServiceSlugs, testingSlugs } from "./content/service-types.ts";

export function dynamicPaths(): string[] {
  return [
    ...categories.map((category) => `/all/${category.slug}`),
    ...[openApplicationSlug, ...openings.map((opening) => opening.url)].map((slug) => `/company/career/${slug}`),
    ...contentServiceSlugs.map((slug) => `/content/${slug}`),
    ...digitalServiceSlugs.map((slug) => `/digital/${slug}`),
    ...testingSlugs.map((slug) => `/${slug}`),
    ...[...productSlugs, ...Object.keys(productAliases)].map((slug) => `/products/${slug}`),
    ...news.map((item) => `/company/Newsdetail/${item.id}`),
    ...sampleCategorySlugs.map((slug) => `/company/sample/${slug}`),
    ...Object.values(formRefusedPages).map((page) => page.path),
    ...gonePaths(),
  ];
}

/** Addresses that once had a page: a removed story's, a closed opening's. They answer 410 Gone. */
export function gonePaths(): string[] {
  return [
    ...removedNews.map((item) => `/company/Newsdetail/${item.id}`),
    ...closedOpenings.map((opening) => `/company/career/${opening.url}`),
  ];
}
