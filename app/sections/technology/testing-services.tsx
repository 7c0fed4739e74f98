import { Link } from "react-router";
import type { TechnologyPage } from "../../../core/copy/technology.ts";
import { IconTile } from "../../components/ui/icon-tile.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** Links to the six testing pages, which no menu lists. */
export function TestingServices({
  intro,
  links,
}: {
  intro: TechnologyPage["testing"];
  links: TechnologyPage["testingLinks"];
}) {
  return (
    <section id="testing-services" aria-labelledby="testing-services-title" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="testing-services-title" eyebrow={intro.eyebrow} title={intro.title} lead={intro.desc} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="group flex h-full gap-5 rounded-2xl border border-line bg-white p-6 transition-shadow hover:shadow-card"
              >
                <IconTile icon={item.icon} size="md" />
                <span>
                  <span className="font-display text-xl font-semibold text-brand">
                    {item.name}
                    <SpriteIcon
                      name="arrow-right"
                      className="ml-2 inline size-4 align-[-0.1em] text-accent-700 transition-transform group-hover:translate-x-1"
                    />
                  </span>
                  <span className="mt-1.5 block leading-relaxed text-muted">{item.blurb}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
