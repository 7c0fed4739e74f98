import { openingPath } from "../../../core/addresses.ts";
import { careersCopy } from "../../../core/copy/career-page.ts";
import { type Opening, openingFacts, openings as published } from "../../../core/copy/careers.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";

/** 'Opening positions / Current vacancy': one card per opening (or a preview's), each with 'Apply Now'. */
export function OpeningsGrid({ openings = published }: { openings?: readonly Opening[] | undefined }) {
  const { openings: copy, openApplication } = careersCopy;
  return (
    <section aria-labelledby="current-vacancy" className="bg-surface py-14 md:py-20">
      <div className="container-page">
        <p className="text-sm font-semibold tracking-[0.16em] text-accent-700 uppercase">{copy.eyebrow}</p>
        <h2 id="current-vacancy" className="mt-2 font-display text-3xl font-semibold text-brand md:text-4xl">
          {copy.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{copy.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {openings.map((opening) => (
            <li key={opening.slug} className="flex flex-col rounded-2xl bg-white p-7 shadow-card">
              <h3 className="font-display text-2xl font-semibold text-brand">{opening.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-muted">{opening.summary}</p>
              <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-5 text-sm">
                {openingFacts.map(({ key, term }) => (
                  <div key={key}>
                    <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
                    <dd className="mt-0.5 font-medium text-ink">{opening[key]}</dd>
                  </div>
                ))}
              </dl>
              <ButtonLink to={openingPath(opening.slug)} variant="secondary" className="mt-6 self-start">
                {copy.apply.label}
                <span className="sr-only">{copy.apply.context(opening.title)}</span>
              </ButtonLink>
            </li>
          ))}
          <li className="flex flex-col rounded-2xl border-2 border-dashed border-brand-200 p-7">
            <h3 className="font-display text-2xl font-semibold text-brand">{openApplication.heading}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-muted">{openApplication.desc}</p>
            <ButtonLink to={openApplication.cta.href} variant="outline" className="mt-6 self-start">
              {openApplication.cta.label}
            </ButtonLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
