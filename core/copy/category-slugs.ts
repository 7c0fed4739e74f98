/**
 * The listing pages' addresses: which /all/{slug} pages exist. A module of its own, so that the
 * listing route can tell a known address in the browser without the listings' content.
 */
export const categorySlugs = ["content", "products", "digital"] as const;
export type CategorySlug = (typeof categorySlugs)[number];

export function isCategorySlug(value: string | undefined): value is CategorySlug {
  return value !== undefined && (categorySlugs as readonly string[]).includes(value);
}
