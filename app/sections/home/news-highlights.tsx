import { Link } from "react-router";
import { storyPath } from "../../../core/addresses.ts";
import { storyDate } from "../../../core/content-model/story.ts";
import { newsIntro } from "../../../core/copy/home.ts";
import type { NewsHighlight } from "../../../core/copy/news.ts";
import { NewsDateline } from "../../components/ui/news-dateline.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SnapControls, SnapList, useSnapCarousel } from "../../components/ui/snap-carousel.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** The eight latest news items (or a preview's), one per view in a list that scrolls sideways. */
export default function NewsHighlights({ items }: { items: readonly NewsHighlight[] }) {
  const carousel = useSnapCarousel(items.map((item) => `news-${item.id}`));
  return (
    <section aria-labelledby="news-heading" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="news-heading" title={newsIntro.title} lead={newsIntro.lead} />
          <SnapControls carousel={carousel} noun="news item" />
        </div>
        <SnapList
          carousel={carousel}
          items={items}
          label="News highlights"
          className="mt-10 rounded-2xl shadow-card"
          itemClassName="scroll-mt-64 md:scroll-mt-48"
        >
          {(item) => <Highlight item={item} />}
        </SnapList>
      </div>
    </section>
  );
}

/** One news item: its picture, headline, dateline, summary and a link to the story. */
function Highlight({ item }: { item: NewsHighlight }) {
  return (
    <article className="grid h-full grid-cols-1 grid-rows-[auto_1fr] bg-white md:grid-cols-2 md:grid-rows-1">
      <div className="aspect-[16/10] bg-brand-100 md:aspect-auto">
        <ResponsiveImage
          image={item.img}
          alt={item.alt}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-col p-7 md:p-10">
        {item.event && (
          <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase">{item.event}</p>
        )}
        <h3 className="mt-2 font-display text-2xl font-semibold text-brand md:text-3xl">{item.headline}</h3>
        <NewsDateline
          date={storyDate(item.isoDate)}
          isoDate={item.isoDate}
          place={item.place}
          className="mt-3 text-muted"
        />
        <div className="mt-5 flex-1 space-y-3 leading-relaxed text-muted">
          {item.highlights.map((line) => (
            <p key={line.slice(0, 32)}>{line}</p>
          ))}
        </div>
        <Link
          to={storyPath(item.id)}
          className="group mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:underline"
        >
          Read the full story<span className="sr-only">: {item.headline}</span>
          <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
