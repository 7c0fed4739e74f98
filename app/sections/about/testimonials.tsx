import { useEffect, useId, useState } from "react";
import type { AboutPage, Testimonial } from "../../../core/copy/about.ts";
import { testimonialAvatars } from "../../../core/copy/media/about.ts";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SnapControls, SnapList, useSnapCarousel } from "../../components/ui/snap-carousel.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { needsReadMore, testimonialExcerpt } from "../../lib/carousel-rules.ts";

/**
 * Clients' words, one per view in a list that scrolls sideways: previous and next (links to the
 * neighbouring testimonial) stop at the ends, a swipe steps too.
 */
export function Testimonials({ content }: { content: AboutPage["testimonials"] }) {
  const { items } = content;
  const carousel = useSnapCarousel(items.map((_, i) => `testimonial-${i + 1}`));
  const { index } = carousel;
  return (
    <section aria-labelledby="testimonials" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="testimonials" eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
          <SnapControls carousel={carousel} noun="testimonial" />
        </div>
        <SnapList
          carousel={carousel}
          items={items}
          label="Testimonials"
          className="mt-10 shadow-card"
          itemClassName="scroll-mt-80 md:scroll-mt-60"
        >
          {(item, i) => <TestimonialCard item={item} current={i === index} />}
        </SnapList>
      </div>
    </section>
  );
}

/**
 * One testimonial; a text over 400 characters shows its first 350 until Read More, and collapses
 * again when the carousel moves on.
 */
function TestimonialCard({ item, current }: { item: Testimonial; current: boolean }) {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!current) setExpanded(false);
  }, [current]);
  const textId = useId();
  const long = needsReadMore(item.quote);
  const shown = expanded || !long ? item.quote : testimonialExcerpt(item.quote);
  return (
    <figure
      data-testid="testimonial"
      className="relative grid h-full gap-8 bg-white p-7 md:grid-cols-[minmax(0,1fr)_16rem] md:p-12"
    >
      <div>
        <SpriteIcon name="quote" className="size-10 text-accent-500" />
        <blockquote id={textId} className="mt-4 text-lg leading-relaxed text-ink md:text-xl md:leading-relaxed">
          <p data-testid="testimonial-text">
            {shown}
            {shown !== item.quote && <span aria-hidden="true">…</span>}
          </p>
        </blockquote>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={textId}
            onClick={() => setExpanded((value) => !value)}
            className="mt-4 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            {expanded ? "Read Less" : "Read More"}
          </button>
        )}
      </div>
      <figcaption className="flex items-center gap-4 border-t border-line pt-6 md:flex-col md:items-start md:justify-end md:border-t-0 md:border-l md:pt-0 md:pl-8">
        <ResponsiveImage
          image={testimonialAvatars[item.avatar]}
          alt=""
          sizes="(min-width: 768px) 96px, 64px"
          className="size-16 shrink-0 md:size-24"
        />
        <span>
          <span className="block font-display text-xl font-semibold text-brand">{item.name}</span>
          <span className="mt-1 block text-muted">{item.role}</span>
          <span className="block text-muted">{item.publisher}</span>
        </span>
      </figcaption>
    </figure>
  );
}
