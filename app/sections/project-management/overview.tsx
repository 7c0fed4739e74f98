import type { ProjectManagementPage } from "../../../core/copy/project-management.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** The four services of a managed programme. */
export function Overview({ overview }: { overview: ProjectManagementPage["overview"] }) {
  return (
    <section aria-labelledby="overview" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="overview" eyebrow={overview.eyebrow} title={overview.title} />
        <ol data-testid="pm-overview" className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {overview.cards.map((card, index) => (
            <li key={card.heading} className="rounded-2xl border border-line bg-white p-7 shadow-card">
              <span aria-hidden="true" className="font-display text-3xl font-semibold text-accent-600">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 font-display text-xl font-semibold text-brand md:text-2xl">{card.heading}</h3>
              <p className="mt-2 leading-relaxed text-muted">{card.desc}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
