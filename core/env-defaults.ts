/**
 * The defaults of the settings that the build and the server both read (core/env.ts). Plain
 * values without imports: the first-load bundle reads the site's origin from here.
 */

/** The public origin of canonical links, Open Graph, the sitemap, the feed and the server's origin checks. */
export const defaultSiteUrl = "https://www.scriptoria.example";

/** Days a delivered submission and a raw page view are kept: the privacy notice states it, the server applies it. */
export const defaultRetentionDays = 90;
