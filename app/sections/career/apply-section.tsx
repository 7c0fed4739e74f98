import { Fragment } from "react";
import { Link } from "react-router";
import { applyCopy, type Opening, openingFacts, positionsFor } from "../../../core/copy/careers.ts";
import { commonCopy } from "../../../core/copy/common-copy.ts";
import { site } from "../../../core/copy/site.ts";
import { NumberedSteps } from "../../components/ui/numbered-steps.tsx";
import { CareerFormLoader } from "../../forms/form-loader.tsx";

interface ApplySectionProps {
  /** The opening the route names; none for the open application. */
  opening: Opening | undefined;
}

/** The application form beside the opening's summary and what happens next. */
export function ApplySection({ opening }: ApplySectionProps) {
  const copy = applyCopy;
  return (
    <section aria-label={copy.sectionLabel} className="bg-surface py-14 md:py-20">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-14">
        <CareerFormLoader
          key={opening?.slug ?? "apply"}
          title={copy.formTitle}
          intro={copy.formIntro}
          positions={positionsFor(opening)}
          position={opening?.title}
        />
        <aside aria-label={copy.asideLabel} className="space-y-8">
          {opening && (
            <div className="rounded-2xl bg-white p-6 shadow-card">
              <p className="text-sm font-semibold tracking-[0.16em] text-accent-700 uppercase">{copy.applyingFor}</p>
              <h2 className="mt-2 font-display text-2xl font-semibold text-brand">{opening.title}</h2>
              <p className="mt-3 leading-relaxed text-muted">{opening.summary}</p>
              <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {openingFacts.map(({ key, term }) => (
                  <Fragment key={key}>
                    <dt className="font-semibold text-brand">{term}</dt>
                    <dd>{opening[key]}</dd>
                  </Fragment>
                ))}
              </dl>
            </div>
          )}
          <div>
            <h2 className="font-display text-2xl font-semibold text-brand">{commonCopy.nextSteps}</h2>
            <NumberedSteps steps={copy.steps} className="mt-5" />
          </div>
          <div className="border-t border-line pt-6 text-muted">
            <p>
              {copy.questions}{" "}
              <a href={`mailto:${site.careersEmail}`} className="font-semibold text-brand hover:underline">
                {site.careersEmail}
              </a>
            </p>
            <Link
              to={copy.back.href}
              className="mt-4 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
            >
              <span aria-hidden="true">←</span> {copy.back.label}
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}
