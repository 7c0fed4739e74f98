import type { NewsItem } from "../../core/copy/news.ts";
import { newsPage } from "../../core/copy/news-page.ts";
import { lazyComponent } from "../lib/lazy-component.ts";
import { storiesIn } from "../lib/preview.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import type { NewsCard } from "../sections/news/news-list.tsx";
import type { Route } from "./+types/news";

const copy = newsPage.listing;

const NewsListingSections = lazyComponent(() => import("../sections/news/news-listing.tsx"), "NewsListingSections");

// Runs at build time only: the cards are prerendered as route data, not bundled as code. (And on
// the editing server for a preview, with the draft in the context.)
export const loader = ({ context }: Route.LoaderArgs) =>
  withMeta(
    {
      items: storiesIn(context).map(
        (item: NewsItem): NewsCard => ({
          id: item.id,
          img: item.img,
          alt: item.alt,
          date: item.date,
          isoDate: item.isoDate,
          headline: item.headline,
          summary: item.summary,
          event: item.event,
        }),
      ),
    },
    pageMeta({ title: copy.title, description: copy.description, path: "/company/News" }),
  );

export const meta = routeMeta;

export default function NewsRoute({ loaderData: { items } }: Route.ComponentProps) {
  return <NewsListingSections items={items} />;
}
