import { CircleCheck } from "lucide-react";
import type { TestingPage } from "../../../core/copy/service-types.ts";
import { testingPageCopy } from "../../../core/copy/testing-page.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { FormattedText } from "../../components/ui/formatted-text.tsx";

/** The title box: a title with bullet paragraphs, then a second title and paragraph. */
export function TitleBox({ box }: { box: TestingPage["titleBox"] }) {
  return (
    <section aria-labelledby="approach" className="bg-surface pb-16 md:pb-24">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-12">
        <div className="rounded-3xl border-t-4 border-accent-500 bg-white p-7 shadow-card md:p-10">
          <h2
            id="approach"
            className="font-display text-3xl leading-tight font-semibold text-brand md:text-4xl [&_em]:text-accent-700 [&_em]:italic"
          >
            <FormattedText value={box.title} />
          </h2>
          <ul className="mt-7 space-y-4">
            {box.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3.5 leading-relaxed text-ink">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" strokeWidth={2} />
                {bullet}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center lg:py-6">
          <h2 className="font-display text-2xl leading-tight font-semibold text-brand md:text-3xl">{box.title2}</h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{box.para2}</p>
          <div className="mt-8">
            <ButtonLink to={testingPageCopy.contact.href} variant="secondary">
              {testingPageCopy.contact.label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
