import type { ComponentProps } from "react";
import type { NewsItem } from "../../../core/copy/news.ts";
import { newsPage } from "../../../core/copy/news-page.ts";
import { NewsDateline } from "../../components/ui/news-dateline.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { NewsArticle } from "./news-article.tsx";

interface NewsStorySectionsProps extends ComponentProps<typeof NewsArticle> {
  banner: Pick<NewsItem, "event" | "date" | "isoDate" | "place">;
}

/** A news story's page: banner with its dateline, then the article beside related news. */
export function NewsStorySections({ banner, story, gallery, related }: NewsStorySectionsProps) {
  return (
    <>
      <PageHero
        eyebrow={banner.event ?? newsPage.detail.eyebrow}
        title={story.headline}
        lead={<NewsDateline date={banner.date} isoDate={banner.isoDate} place={banner.place} size="lg" />}
      />
      <NewsArticle story={story} gallery={gallery} related={related} />
    </>
  );
}
