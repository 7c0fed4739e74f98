import type { ProjectManagementPage } from "../../../core/copy/project-management.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** The project-management blurb and the six specialist services it coordinates, as chips. */
export function ProjectBlurb({ blurb }: { blurb: ProjectManagementPage["blurb"] }) {
  return (
    <section aria-labelledby="project-blurb" className="bg-brand-50 py-16 md:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
        <SectionHeading id="project-blurb" eyebrow={blurb.eyebrow} title={blurb.title} lead={blurb.text} />
        <ul data-testid="project-chips" className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {blurb.chips.map((chip) => (
            <li key={chip.title} className="flex items-center gap-3 rounded-2xl bg-white p-3 pr-4 shadow-card">
              <img
                src={chip.logo}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                fetchPriority="low"
                decoding="async"
                className="size-11 shrink-0"
              />
              <span className="font-semibold text-brand">{chip.title}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
