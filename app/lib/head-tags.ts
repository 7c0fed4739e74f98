import type { MetaDescriptor } from "react-router";
import { brand, siteUrl } from "../../core/copy/brand.ts";
import type { StructuredData } from "./structured-data.ts";

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
 * Title, description, canonical link, Open Graph and Twitter tags of one page, and the given
 * structured data. `pageMeta` (seo.ts) adds the page's breadcrumb trail.
 */
export function headTags(
  { title, description, path, image, noindex }: PageMetaInput,
  structuredData: readonly StructuredData[],
): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${brand.name}` : `${brand.name} | ${brand.tagline}`;
  const url = `${siteUrl}${path === "/" ? "" : path}`;
  const imageUrl = `${siteUrl}${image ?? "/media/brand/og-default.png"}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : [{ tagName: "link", rel: "canonical", href: url }]),
    { property: "og:site_name", content: brand.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    // X reads the title, description and image from the og: tags when no twitter: tag names them.
    { name: "twitter:card", content: "summary_large_image" },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}
