import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { NewsItem } from "../../../core/copy/news.ts";
import { newsPage } from "../../../core/copy/news-page.ts";
import { ImageGallery } from "../../components/ui/image-gallery.tsx";
import type { ViewerItem } from "../../components/ui/image-viewer.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { type RelatedItem, RelatedNews } from "./related-news.tsx";

/** What the detail page shows of its story. */
export type NewsStory = Pick<NewsItem, "id" | "img" | "alt" | "headline" | "body">;

interface NewsArticleProps {
  story: NewsStory;
  /** The story's gallery (items 8, 11 and 12), or null. */
  gallery: readonly ViewerItem[] | null;
  related: readonly RelatedItem[];
}

/** The story under its banner: picture, full text, gallery and GO BACK, beside Related News. */
export function NewsArticle({ story, gallery, related }: NewsArticleProps) {
  const copy = newsPage.detail;
  return (
    <div className="container-page grid gap-14 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
      <article aria-label={story.headline}>
        <div className="overflow-hidden rounded-2xl bg-brand-100 shadow-card">
          <ResponsiveImage
            image={story.img}
            alt={story.alt}
            sizes="(min-width: 80rem) 832px, (min-width: 64rem) calc(100vw - 28rem), 100vw"
            priority
            className="block h-auto w-full"
          />
        </div>
        <div className="mt-10 max-w-3xl space-y-5 text-lg leading-relaxed text-ink">
          {story.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        {gallery && (
          <section aria-labelledby="gallery-heading" className="mt-14">
            <h2 id="gallery-heading" className="font-display text-2xl font-semibold text-brand md:text-3xl">
              {copy.gallery}
            </h2>
            <p className="mt-2 text-muted">{copy.galleryLead}</p>
            <ImageGallery
              items={gallery}
              title={`${copy.gallery}: ${story.headline}`}
              noun={copy.galleryNoun}
              className="mt-6 gap-5 sm:grid-cols-2"
              sizes="(min-width: 80rem) 408px, (min-width: 64rem) calc(50vw - 14rem), (min-width: 40rem) 50vw, 100vw"
            />
          </section>
        )}
        <Link
          to={copy.back.href}
          aria-label={copy.back.name}
          className="group mt-14 inline-flex items-center gap-2 rounded-full border border-brand/25 px-5 py-2.5 text-sm font-semibold tracking-[0.1em] text-brand uppercase hover:border-brand hover:bg-brand-50"
        >
          <ArrowLeft className="size-4 transition-transform group-hover:-translate-x-1" aria-hidden="true" />
          {copy.back.label}
        </Link>
      </article>
      <RelatedNews items={related} currentId={story.id} />
    </div>
  );
}
