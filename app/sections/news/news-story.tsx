import type { ComponentProps } from "react";
import type { NewsItem } from "../../../core/copy/news.ts";
import { newsPage } from "../../../core/copy/news-page.ts";
import { NewsDateline } from "../../components/ui/news-dateline.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { NewsArticle } from "./news-article.tsx";

interface NewsStorySectionsProps extends ComponentProps<typeof NewsArticle> {
  banner: Pick<NewsItem, "title" | "date" | "isoDate" | "destination">;
}

/** A news story's page: banner with its dateline, then the article beside related news. */
export function NewsStorySections({ banner, story, gallery, related }: NewsStorySectionsProps) {
  return (
    <>
      <PageHero
        eyebrow={banner.title ?? newsPage.detail.eyebrow}
        title={story.shortnews}
        lead={<NewsDateline date={banner.date} isoDate={banner.isoDate} place={banner.destination} size="lg" />}
      />
      <NewsArticle story={story} gallery={gallery} related={related} />
    </>
  );
}
