import { Link } from "react-router";
import { NumberedSteps } from "../../components/ui/numbered-steps.tsx";
import { applyCopy, type Opening, positionsFor } from "../../content/careers.ts";
import { site } from "../../content/site.ts";
import { CareerFormLoader } from "../../forms/form-loader.tsx";

interface ApplySectionProps {
  /** The opening the route names; none for the open application. */
  opening: Opening | undefined;
}

/** The application form beside the opening's summary and what happens next. */
export function ApplySection({ opening }: ApplySectionProps) {
  const copy = applyCopy;
  return (
    <section aria-label="Application" className="bg-surface py-14 md:py-20">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-14">
        <CareerFormLoader
          key={opening?.url ?? "apply"}
          title={copy.formTitle}
          intro={copy.formIntro}
          positions={positionsFor(opening)}
          position={opening?.title}
        />
        <aside aria-label="About this application" className="space-y-8">
          {opening && (
            <div className="rounded-2xl bg-white p-6 shadow-card">
              <p className="text-sm font-semibold tracking-[0.16em] text-accent-700 uppercase">You are applying for</p>
              <h2 className="mt-2 font-display text-2xl font-semibold text-brand">{opening.title}</h2>
              <p className="mt-3 leading-relaxed text-muted">{opening.para}</p>
              <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="font-semibold text-brand">Experience</dt>
                <dd>{opening.year}</dd>
                <dt className="font-semibold text-brand">Hours</dt>
                <dd>{opening.time}</dd>
                <dt className="font-semibold text-brand">Salary</dt>
                <dd>{opening.disclose}</dd>
                <dt className="font-semibold text-brand">Location</dt>
                <dd>{opening.location}</dd>
              </dl>
            </div>
          )}
          <div>
            <h2 className="font-display text-2xl font-semibold text-brand">What happens next</h2>
            <NumberedSteps steps={copy.steps} className="mt-5" />
          </div>
          <div className="border-t border-line pt-6 text-muted">
            <p>
              Questions about a role?{" "}
              <a href={`mailto:${site.careersEmail}`} className="font-semibold text-brand hover:underline">
                {site.careersEmail}
              </a>
            </p>
            <Link
              to="/company/career"
              className="mt-4 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
            >
              <span aria-hidden="true">←</span> All open positions
            </Link>
          </div>
        </aside>
      </div>
    </section>
  );
}
