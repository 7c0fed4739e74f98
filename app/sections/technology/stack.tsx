import type { TechnologyPage } from "../../../core/copy/technology.ts";
import { IconTile } from "../../components/ui/icon-tile.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

interface StackProps {
  eyebrow: TechnologyPage["stackEyebrow"];
  title: TechnologyPage["stackTitle"];
  items: TechnologyPage["items"];
}

/** The four technologies behind the platforms. */
export function Stack({ eyebrow, title, items }: StackProps) {
  return (
    <section aria-labelledby="stack" className="bg-surface py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="stack" eyebrow={eyebrow} title={title} />
        <ul data-testid="technology-cards" className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.heading} className="flex flex-col rounded-2xl border border-line bg-white p-7 shadow-card">
              <IconTile icon={item.icon} />
              <h3 className="mt-5 font-display text-2xl font-semibold text-brand">{item.heading}</h3>
              <p className="mt-2 leading-relaxed text-muted">{item.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
