import { Rss } from "lucide-react";
import { PageHero } from "../components/ui/page-hero.tsx";
import { type NewsItem, news } from "../content/news.ts";
import { newsPage } from "../content/news-page.ts";
import { pageMeta } from "../lib/seo.ts";
import { type NewsCard, NewsList } from "../sections/news/news-list.tsx";
import type { Route } from "./+types/news";

const copy = newsPage.listing;

// Runs at build time only: the cards are prerendered as route data, not bundled as code.
export const loader = () =>
  news.map(
    (item: NewsItem): NewsCard => ({
      id: item.id,
      img: item.img,
      alt: item.alt,
      date: item.date,
      isoDate: item.isoDate,
      shortnews: item.shortnews,
      para: item.para,
      title: item.title,
    }),
  );

export const meta = () => pageMeta({ title: copy.title, description: copy.description, path: "/company/News" });

export default function NewsRoute({ loaderData: items }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        {/* A file, not a page of the app: a plain link that the router leaves alone. */}
        <a
          href={newsPage.feed.path}
          type="application/atom+xml"
          className="inline-flex items-center gap-2 rounded-full border border-white/30 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
        >
          <Rss className="size-4" aria-hidden="true" />
          {newsPage.feed.linkLabel}
        </a>
      </PageHero>
      <NewsList items={items} />
    </>
  );
}
