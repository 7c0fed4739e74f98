/**
 * The URLs of dynamic routes, enumerated from the content modules for the prerender list of
 * react-router.config.ts (static routes come from routes.ts itself), and the addresses of removed
 * stories and closed openings, prerendered as the pages the server answers 410 Gone with.
 */
import { openingPath, samplesPath, storyPath } from "../core/addresses.ts";
import { closedOpenings, openApplicationSlug, openings } from "../core/copy/careers.ts";
import { categories } from "../core/copy/categories.ts";
import { formRefusedPages } from "../core/copy/form-replies.ts";
import { news, removedNews } from "../core/copy/news.ts";
import { productAliases, productSlugs } from "../core/copy/products.ts";
import { sampleCategorySlugs } from "../core/copy/samples.ts";
import { contentServiceSlugs, digitalServiceSlugs, testingSlugs } from "../core/copy/service-types.ts";

export function dynamicPaths(): string[] {
  return [
    ...categories.map((category) => `/all/${category.slug}`),
    ...[openApplicationSlug, ...openings.map((opening) => opening.slug)].map((slug) => openingPath(slug)),
    ...contentServiceSlugs.map((slug) => `/content/${slug}`),
    ...digitalServiceSlugs.map((slug) => `/digital/${slug}`),
    ...testingSlugs.map((slug) => `/${slug}`),
    ...[...productSlugs, ...Object.keys(productAliases)].map((slug) => `/products/${slug}`),
    ...news.map((item) => storyPath(item.id)),
    ...sampleCategorySlugs.map((slug) => samplesPath(slug)),
    ...Object.values(formRefusedPages).map((page) => page.path),
    ...gonePaths(),
  ];
}

/** Addresses that once had a page: a removed story's, a closed opening's. They answer 410 Gone. */
export function gonePaths(): string[] {
  return [
    ...removedNews.map((item) => storyPath(item.id)),
    ...closedOpenings.map((opening) => openingPath(opening.slug)),
  ];
}
