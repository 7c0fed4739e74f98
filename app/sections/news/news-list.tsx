import { clsx } from "clsx";
import { Link } from "react-router";
import { storyPath } from "../../../core/addresses.ts";
import type { NewsItem } from "../../../core/copy/news.ts";
import { newsPage } from "../../../core/copy/news-page.ts";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** What a card shows of a story. */
export type NewsCard = Pick<NewsItem, "id" | "img" | "alt" | "date" | "isoDate" | "headline" | "summary" | "event">;

/** The listing: the newest story as a wide card, then the others in a grid. */
export function NewsList({ items }: { items: readonly NewsCard[] }) {
  const [latest, ...earlier] = items;
  return (
    <section aria-label={newsPage.listing.listLabel} className="bg-surface py-12 md:py-16">
      <ul className="container-page grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {latest && (
          <li className="md:col-span-2 lg:col-span-3">
            <NewsCardView item={latest} featured />
          </li>
        )}
        {earlier.map((item) => (
          <li key={item.id} className="flex">
            <NewsCardView item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One story: picture, date, headline, summary and READ NEWS; the whole card follows the link. */
function NewsCardView({ item, featured = false }: { item: NewsCard; featured?: boolean }) {
  return (
    <article
      data-testid="news-card"
      className={clsx(
        "group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line transition-shadow focus-within:shadow-panel hover:shadow-panel",
        featured && "lg:grid lg:grid-cols-2",
      )}
    >
      <div className={clsx("aspect-[16/10] overflow-hidden bg-brand-100", featured && "lg:aspect-auto lg:min-h-80")}>
        <ResponsiveImage
          image={item.img}
          alt={item.alt}
          sizes={
            featured
              ? "(min-width: 80rem) 608px, (min-width: 48rem) 50vw, 100vw"
              : "(min-width: 80rem) 384px, (min-width: 64rem) 30vw, (min-width: 48rem) 50vw, 100vw"
          }
          priority={featured}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className={clsx("flex flex-1 flex-col p-6", featured && "md:p-8 lg:justify-center lg:p-10")}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <SpriteIcon name="calendar-days" className="size-4" />
            <time dateTime={item.isoDate}>{item.date}</time>
          </span>
          {item.event && (
            <span className="font-semibold tracking-[0.08em] text-accent-700 uppercase">{item.event}</span>
          )}
        </p>
        <h2
          className={clsx(
            "mt-3 font-display font-semibold text-brand",
            featured ? "text-2xl md:text-3xl" : "text-xl leading-snug",
          )}
        >
          {item.headline}
        </h2>
        <p className={clsx("mt-3 flex-1 leading-relaxed text-muted", featured && "md:text-lg")}>{item.summary}</p>
        <Link
          to={storyPath(item.id)}
          aria-label={newsPage.listing.read.name(item.headline)}
          className="mt-6 inline-flex items-center gap-1.5 self-start text-sm font-semibold tracking-[0.1em] text-accent-700 uppercase after:absolute after:inset-0 hover:underline"
        >
          {newsPage.listing.read.label}
          <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
