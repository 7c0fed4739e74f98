/**
 * The brand's name and line, and the site's public origin: the part of the site configuration
 * (site.ts) that the header and the head of every page need, small enough for the first load.
 */
import { defaultSiteUrl } from "../env-defaults.ts";

export const brand = {
  name: "Scriptoria",
  tagline: "Publishing services and content technology since 2002",
} as const;

/** Canonical origin for canonical links, Open Graph and the sitemap (set SITE_URL at build time). */
export const siteUrl: string = import.meta.env?.VITE_SITE_URL ?? defaultSiteUrl;
