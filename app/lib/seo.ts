import type { MetaDescriptor } from "react-router";
import { headTags, type PageMetaInput } from "./head-tags.ts";
import type { WithMeta } from "./route-meta.ts";
import { breadcrumbList, breadcrumbTrail, service } from "./structured-data.ts";

export type { PageMetaInput } from "./head-tags.ts";

/**
 * Title, description, canonical link, Open Graph and Twitter tags and the structured data of one
 * page, with a BreadcrumbList for every indexed page below the home page. Built by the routes'
 * loaders at prerender time ({@link withMeta}), so none of this code, nor the content it reads,
 * is sent to the browser.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, path, noindex, structuredData = [] } = input;
  return headTags(input, [
    ...structuredData,
    ...(title && !noindex ? [breadcrumbList(breadcrumbTrail(path, title))] : []),
  ]);
}

/** Meta tags of a page that presents one of the company's services, with its Service JSON-LD. */
export function serviceMeta(
  input: PageMetaInput & { title: string; category: string; audience?: readonly string[] },
): MetaDescriptor[] {
  const { category, audience, ...meta } = input;
  return pageMeta({
    ...meta,
    structuredData: [
      service({ name: input.title, description: input.description, path: input.path, category, audience }),
    ],
  });
}

/** A route's loader data with its page's meta tags, which the route's `meta` (`routeMeta`) returns. */
export function withMeta<T extends object>(data: T, meta: MetaDescriptor[]): T & WithMeta {
  return { ...data, meta };
}
