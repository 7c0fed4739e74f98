import { clsx } from "clsx";
import { Link } from "react-router";
import { storyPath } from "../../../core/addresses.ts";
import type { NewsItem } from "../../../core/copy/news.ts";
import { newsPage } from "../../../core/copy/news-page.ts";

/** What the side list shows of each story. */
export type RelatedItem = Pick<NewsItem, "id" | "date" | "isoDate" | "headline">;

interface RelatedNewsProps {
  items: readonly RelatedItem[];
  /** The story on the page, marked as the current one. */
  currentId: string;
}

/** Related News: every story, newest first, the one on the page highlighted. */
export function RelatedNews({ items, currentId }: RelatedNewsProps) {
  return (
    <aside aria-labelledby="related-news-heading" className="lg:border-l lg:border-line lg:pl-10">
      <h2 id="related-news-heading" className="font-display text-2xl font-semibold text-brand">
        {newsPage.detail.related}
      </h2>
      <ul className="mt-5 space-y-1">
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id}>
              <Link
                to={storyPath(item.id)}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "block rounded-lg border-l-4 px-4 py-3",
                  current ? "border-accent-600 bg-brand-50" : "border-transparent hover:bg-surface",
                )}
              >
                <time dateTime={item.isoDate} className="text-xs font-medium tracking-wide text-muted uppercase">
                  {item.date}
                </time>
                <span className={clsx("mt-1 block leading-snug", current ? "font-semibold text-brand" : "text-ink")}>
                  {item.headline}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
