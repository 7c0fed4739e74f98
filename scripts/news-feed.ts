/**
 * Writes the Atom feed of the news (build/client/company/News/feed.atom) from the same module
 * as the news pages, with SITE_URL as the origin of every link. Run after `react-router build`.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type NewsItem, news } from "../core/copy/news.ts";
import { newsPage } from "../core/copy/news-page.ts";
import { newsShareImage } from "../core/copy/news-share-image.ts";
import { site } from "../core/copy/site.ts";
import { escapeMarkup } from "../core/escape-markup.ts";
import { clientDir, siteOrigin } from "./build-paths.ts";

const { feed } = newsPage;
const url = (path: string) => `${siteOrigin}${path}`;
/** News dates are days; the feed states them as midnight UTC. */
const timestamp = (isoDate: string) => `${isoDate}T00:00:00Z`;

/** The story as HTML for feed readers: its picture, venue and every paragraph. */
function contentHtml(item: NewsItem): string {
  const image = newsShareImage(item);
  return [
    `<p><img src="${escapeMarkup(url(image.src))}" width="${image.width}" height="${image.height}" alt="${escapeMarkup(item.alt)}"></p>`,
    `<p><em>${escapeMarkup(item.place)}</em></p>`,
    ...item.body.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`),
  ].join("\n");
}

function entry(item: NewsItem): string {
  const link = url(`/company/Newsdetail/${item.id}`);
  return `  <entry>
    <title>${escapeMarkup(item.headline)}</title>
    <link rel="alternate" type="text/html" href="${escapeMarkup(link)}"/>
    <id>${escapeMarkup(link)}</id>
    <published>${timestamp(item.isoDate)}</published>
    <updated>${timestamp(item.isoDate)}</updated>
${item.event ? `    <category term="${escapeMarkup(item.event)}"/>\n` : ""}    <summary>${escapeMarkup(item.summary)}</summary>
    <content type="html">${escapeMarkup(contentHtml(item))}</content>
  </entry>`;
}

const newest =
  news
    .map((item) => item.isoDate)
    .sort()
    .at(-1) ?? "2002-01-01";
const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <title>${escapeMarkup(feed.title)}</title>
  <subtitle>${escapeMarkup(feed.subtitle)}</subtitle>
  <id>${escapeMarkup(url("/company/News"))}</id>
  <link rel="self" type="application/atom+xml" href="${escapeMarkup(url(feed.path))}"/>
  <link rel="alternate" type="text/html" href="${escapeMarkup(url("/company/News"))}"/>
  <updated>${timestamp(newest)}</updated>
  <author>
    <name>${escapeMarkup(site.name)}</name>
    <uri>${escapeMarkup(url("/"))}</uri>
  </author>
  <icon>${escapeMarkup(url("/media/brand/icon-192.png"))}</icon>
${news.map(entry).join("\n")}
</feed>
`;

const file = join(clientDir, feed.path);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, xml);
console.log(`news feed: ${news.length} entries at ${url(feed.path)}`);
