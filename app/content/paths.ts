/**
 * The URLs of dynamic routes, enumerated from the content modules for the prerender list
 * (static routes come from routes.ts itself).
 */
import { openApplicationSlug, openings } from "./careers.ts";
import { categories } from "./categories.ts";
import { formRefusedPages } from "./form-replies.ts";
import { news } from "./news.ts";
import { productAliases, productSlugs } from "./products.ts";
import { sampleCategorySlugs } from "./samples.ts";
import { contentServiceSlugs, digitalServiceSlugs, testingSlugs } from "./service-types.ts";

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
  ];
}
