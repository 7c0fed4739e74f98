import { Rss } from "lucide-react";
import { newsPage } from "../../../core/copy/news-page.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { type NewsCard, NewsList } from "./news-list.tsx";

/** The news listing: banner with the feed link, then the stories' cards. */
export function NewsListingSections({ items }: { items: readonly NewsCard[] }) {
  const copy = newsPage.listing;
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
