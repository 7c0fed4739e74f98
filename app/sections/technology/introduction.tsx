import type { TechnologyPage } from "../../../core/copy/technology.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** Why the technology exists, beside the numbers it was proven on. */
export function Introduction({ intro, stats }: { intro: TechnologyPage["intro"]; stats: TechnologyPage["stats"] }) {
  return (
    <section aria-labelledby="introduction" className="bg-white py-16 md:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading id="introduction" eyebrow={intro.eyebrow} title={intro.title} />
          {intro.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid content-center gap-px self-center overflow-hidden rounded-3xl bg-line shadow-card sm:grid-cols-3 lg:grid-cols-1">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col bg-surface p-6">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="order-first font-display text-4xl font-semibold text-brand">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
