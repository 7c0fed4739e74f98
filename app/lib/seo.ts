import type { MetaDescriptor } from "react-router";
import { site, siteUrl } from "../content/site.ts";

export interface PageMetaInput {
  /** Page title without the brand; omit for the home page. */
  title?: string;
  description: string;
  /** Canonical path, e.g. "/all/content". */
  path: string;
  /** Absolute path of a 1200x630 image. */
  image?: string;
  noindex?: boolean;
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description, path, image, noindex }: PageMetaInput): MetaDescriptor[] {
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
  ];
}
