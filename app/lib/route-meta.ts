import type { MetaDescriptor } from "react-router";

/** Route data that carries its page's meta tags. */
export interface WithMeta {
  meta: MetaDescriptor[];
}

/**
 * The `meta` export of every route whose loader returns its page's tags. The loader builds them
 * at prerender time with `pageMeta` (seo.ts), so the SEO code and the content it reads (menu,
 * categories, offices) stay out of the browser's code; a client-side navigation reads the tags
 * with the page's data.
 */
export function routeMeta({ loaderData }: { loaderData?: WithMeta | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
