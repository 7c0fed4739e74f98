import { Quote } from "lucide-react";
import { useId, useState } from "react";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { StepControls, useClampedIndex } from "../../components/ui/step-controls.tsx";
import type { AboutPage, Testimonial } from "../../content/about.ts";
import { testimonialAvatars } from "../../content/media/about.ts";
import { needsReadMore, testimonialExcerpt } from "../../lib/carousel-rules.ts";

/** Clients' words, one at a time: previous and next stop at the ends, a swipe steps too. */
export function Testimonials({ content }: { content: AboutPage["testimonials"] }) {
  const { items } = content;
  const { index, previous, next, swipe } = useClampedIndex(items.length);
  const item = items[index];
  if (!item) return null;
  return (
    <section aria-labelledby="testimonials" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="testimonials" eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
          <StepControls index={index} count={items.length} noun="testimonial" onPrevious={previous} onNext={next} />
        </div>
        <div {...swipe} className="mt-10 touch-pan-y">
          {/* A new card for each testimonial, so moving on collapses an expanded one. */}
          <TestimonialCard key={index} item={item} />
        </div>
      </div>
    </section>
  );
}

/** One testimonial; a text over 400 characters shows its first 350 until Read More. */
function TestimonialCard({ item }: { item: Testimonial }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = needsReadMore(item.view);
  const shown = expanded || !long ? item.view : testimonialExcerpt(item.view);
  return (
    <figure
      data-testid="testimonial"
      className="relative grid gap-8 rounded-3xl bg-white p-7 shadow-card md:grid-cols-[minmax(0,1fr)_16rem] md:p-12"
    >
      <div>
        <Quote aria-hidden="true" className="size-10 text-accent-500" strokeWidth={1.5} />
        <blockquote id={textId} className="mt-4 text-lg leading-relaxed text-ink md:text-xl md:leading-relaxed">
          <p data-testid="testimonial-text">
            {shown}
            {shown !== item.view && <span aria-hidden="true">…</span>}
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
          image={testimonialAvatars[item.gender]}
          alt=""
          sizes="(min-width: 768px) 96px, 64px"
          className="size-16 shrink-0 md:size-24"
        />
        <span>
          <span className="block font-display text-xl font-semibold text-brand">{item.Name}</span>
          <span className="mt-1 block text-muted">{item.role}</span>
          <span className="block text-muted">{item.publisher}</span>
        </span>
      </figcaption>
    </figure>
  );
}
