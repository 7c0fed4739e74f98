/**
 * The products' addresses: which /products/{slug} pages exist. A module of its own, so that the
 * product route can tell a known address in the browser without the products' content.
 */

/** Product slugs, in menu order: /products/{slug}. */
export const productSlugs = ["vedas", "editlatex", "xpertreview", "xpertxpress", "xpertproof", "xperttrack"] as const;
export type ProductSlug = (typeof productSlugs)[number];

export function isProductSlug(value: string | undefined): value is ProductSlug {
  return value !== undefined && (productSlugs as readonly string[]).includes(value);
}

/**
 * Addresses that show another product's page: /products/scholarlyxpert is Xpert Review's page
 * (Scholarly Xpert is its hosted service), with its canonical link on /products/xpertreview.
 */
export const productAliases: Readonly<Record<string, ProductSlug>> = { scholarlyxpert: "xpertreview" };
