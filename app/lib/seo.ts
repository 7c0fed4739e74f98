import type { MetaDescriptor } from "react-router";
import { site, siteUrl } from "../content/site.ts";
import { breadcrumbList, breadcrumbTrail, type StructuredData, service } from "./structured-data.ts";

export interface PageMetaInput {
  /** Page title without the brand; omit for the home page. */
  title?: string;
  description: string;
  /** Canonical path, e.g. "/all/content". */
  path: string;
  /** Absolute path of a 1200x630 image. */
  image?: string;
  noindex?: boolean;
  /** JSON-LD about the page's subject; a BreadcrumbList is added for every page below the home page. */
  structuredData?: readonly StructuredData[];
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags, the news feed link and the
 * structured data of one page.
 */
export function pageMeta({
  title,
  description,
  path,
  image,
  noindex,
  structuredData = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.tagline}`;
  const url = `${siteUrl}${path === "/" ? "" : path}`;
  const imageUrl = `${siteUrl}${image ?? "/media/brand/og-default.png"}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...[...structuredData, ...(title && !noindex ? [breadcrumbList(breadcrumbTrail(path, title))] : [])].map(
      (data) => ({ "script:ld+json": data }),
    ),
  ];
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
