import { Check } from "lucide-react";
import type { IntegrityReport as Report } from "../../../core/copy/products.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ProductSection } from "./product-section.tsx";

/**
 * Xpert Xpress: the article block (what every article is checked for, six points) beside the
 * authors and editors panel (what the report gives each, and its six topics).
 */
export function IntegrityReport({ report, shaded }: { report: Report; shaded: boolean }) {
  const { article, benefits } = report;
  return (
    <ProductSection id="product-article" shaded={shaded} testId="product-report">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="product-article" eyebrow={article.eyebrow} title={article.title} lead={article.desc} />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2" data-testid="article-checks">
            {article.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 rounded-xl border border-line bg-white p-4 text-ink shadow-card">
                <Check className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" strokeWidth={2.5} />
                {bullet}
              </li>
            ))}
          </ul>
        </div>
        <div
          data-testid="report-benefits"
          className="relative overflow-hidden rounded-3xl bg-brand p-7 text-white shadow-panel md:p-10"
        >
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_100%_0%,rgb(47_90_158/0.7),transparent_60%)]"
          />
          <div className="relative">
            <SectionHeading
              id="product-benefits"
              eyebrow={benefits.eyebrow}
              title={benefits.title}
              lead={benefits.desc}
              tone="dark"
            />
            <dl className="mt-8 grid gap-4 sm:grid-cols-2">
              {benefits.audiences.map((audience) => (
                <div key={audience.name} className="rounded-2xl border border-white/15 bg-white/[0.07] p-5">
                  <dt className="font-display text-xl font-semibold">{audience.name}</dt>
                  <dd className="mt-2 leading-relaxed text-brand-100">{audience.desc}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-8 font-sans text-sm font-semibold tracking-[0.16em] text-accent-100 uppercase">
              {benefits.topicsTitle}
            </h3>
            <ol className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="report-topics">
              {benefits.topics.map((topic, index) => (
                <li key={topic} className="flex gap-3">
                  <span aria-hidden="true" className="font-display text-lg font-semibold text-accent-100">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <span className="text-brand-100">{topic}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </ProductSection>
  );
}
