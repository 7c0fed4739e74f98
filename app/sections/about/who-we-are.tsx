import type { AboutPage } from "../../../core/copy/about.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** Who we are, beside the three figures the company is known by (under the heading on phones). */
export function WhoWeAre({ content }: { content: AboutPage["whoWeAre"] }) {
  return (
    <section aria-labelledby="who-we-are" className="bg-white py-16 md:py-24">
      <div className="container-page grid gap-x-16 gap-y-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <SectionHeading id="who-we-are" eyebrow={content.eyebrow} title={content.title} />
        <dl
          data-testid="about-stats"
          className="grid content-center gap-4 sm:grid-cols-3 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:grid-cols-1"
        >
          {content.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex items-center gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:flex-col sm:items-start sm:gap-2 sm:p-6 lg:flex-row lg:items-center lg:gap-6"
            >
              <dt className="order-2">
                <span className="block font-semibold text-ink">{stat.label}</span>
                <span className="mt-1 block text-sm text-muted">{stat.note}</span>
              </dt>
              <dd className="order-1 w-20 shrink-0 font-display text-4xl font-semibold text-accent-700 sm:w-auto sm:text-5xl lg:w-28">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="space-y-5">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="text-lg leading-relaxed text-muted">
              {paragraph}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
