import type { ProjectManagementPage } from "../../../core/copy/project-management.ts";
import { IconTile } from "../../components/ui/icon-tile.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** Final Delivery, Coordinating, Handling and Tracking of manuscripts. */
export function ManuscriptStages({ stages }: { stages: ProjectManagementPage["stages"] }) {
  return (
    <section aria-labelledby="manuscript-stages" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="manuscript-stages" eyebrow={stages.eyebrow} title={stages.title} lead={stages.intro} />
        <ul data-testid="manuscript-stages" className="mt-10 grid gap-5 sm:grid-cols-2">
          {stages.items.map((item) => (
            <li key={item.heading} className="flex gap-5 rounded-2xl border border-line p-6 md:p-7">
              <IconTile icon={item.icon} />
              <div>
                <h3 className="font-display text-xl font-semibold text-brand md:text-2xl">{item.heading}</h3>
                <p className="mt-2 leading-relaxed text-muted">{item.desc}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
