/** The listing pages /all/{content,products,digital}: one record per category, links from the menu. */
import type { CategorySlug } from "./category-slugs.ts";
import { internalSectionLinks, type MenuLink } from "./menu.ts";

export interface Category {
  slug: CategorySlug;
  title: string;
  desc: string;
  items: MenuLink[];
}

export const categories: Category[] = [
  {
    slug: "content",
    title: "Content Services",
    desc: "Editorial and production services for journals and books, delivered by teams who have worked on scholarly, STM, education, trade and legal content for more than twenty years. Every service can be taken alone or as part of a managed end-to-end workflow.",
    items: internalSectionLinks("content"),
  },
  {
    slug: "products",
    title: "Publishing Platforms",
    desc: "Six platforms built on our own production floor and used on millions of pages: copyediting, LaTeX editing, peer review, integrity checks, proof correction and production tracking. Each runs in the browser and exports clean XML.",
    items: internalSectionLinks("products"),
  },
  {
    slug: "digital",
    title: "Digital Services",
    desc: "Digital editions, accessibility and conversion services that make a catalogue discoverable, compliant and ready for every channel, from EPUB 3 and accessible PDF to structured data for platforms and marketplaces.",
    items: internalSectionLinks("digital"),
  },
];

export function findCategory(slug: string | undefined): Category | undefined {
  return categories.find((category) => category.slug === slug);
}
