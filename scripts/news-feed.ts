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
import { clientDir, siteOrigin } from "./build-paths.ts";
import { escapeXml } from "./lib/xml.ts";

const { feed } = newsPage;
const url = (path: string) => `${siteOrigin}${path}`;
/** News dates are days; the feed states them as midnight UTC. */
const timestamp = (isoDate: string) => `${isoDate}T00:00:00Z`;

/** The story as HTML for feed readers: its picture, venue and every paragraph. */
function contentHtml(item: NewsItem): string {
  const image = newsShareImage(item);
  return [
    `<p><img src="${escapeXml(url(image.src))}" width="${image.width}" height="${image.height}" alt="${escapeXml(item.alt)}"></p>`,
    `<p><em>${escapeXml(item.place)}</em></p>`,
    ...item.body.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`),
  ].join("\n");
}

function entry(item: NewsItem): string {
  const link = url(`/company/Newsdetail/${item.id}`);
  return `  <entry>
    <title>${escapeXml(item.headline)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>
    <id>${escapeXml(link)}</id>
    <published>${timestamp(item.isoDate)}</published>
    <updated>${timestamp(item.isoDate)}</updated>
${item.event ? `    <category term="${escapeXml(item.event)}"/>\n` : ""}    <summary>${escapeXml(item.summary)}</summary>
    <content type="html">${escapeXml(contentHtml(item))}</content>
  </entry>`;
}

const newest =
  news
    .map((item) => item.isoDate)
    .sort()
    .at(-1) ?? "2002-01-01";
const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <title>${escapeXml(feed.title)}</title>
  <subtitle>${escapeXml(feed.subtitle)}</subtitle>
  <id>${escapeXml(url("/company/News"))}</id>
  <link rel="self" type="application/atom+xml" href="${escapeXml(url(feed.path))}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(url("/company/News"))}"/>
  <updated>${timestamp(newest)}</updated>
  <author>
    <name>${escapeXml(site.name)}</name>
    <uri>${escapeXml(url("/"))}</uri>
  </author>
  <icon>${escapeXml(url("/media/brand/icon-192.png"))}</icon>
${news.map(entry).join("\n")}
</feed>
`;

const file = join(clientDir, feed.path);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, xml);
console.log(`news feed: ${news.length} entries at ${url(feed.path)}`);
