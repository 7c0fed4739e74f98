import type { SummaryColumn } from "../../../core/copy/service-types.ts";
import { testingPageCopy } from "../../../core/copy/testing-page.ts";

/** The banner under a testing page's hero: Service Type, Model and (mostly) Tool Matrix. */
export function SummaryBanner({ columns }: { columns: SummaryColumn[] }) {
  return (
    <section aria-label={testingPageCopy.summaryLabel} className="bg-surface">
      <div className="container-page relative -mt-px py-10 md:py-14">
        <dl
          data-testid="summary-banner"
          className={`grid gap-px overflow-hidden rounded-3xl bg-line shadow-card ${columns.length === 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}
        >
          {columns.map((column) => (
            <div key={column.title} className="bg-white p-7 md:p-8">
              <dt className="text-sm font-semibold tracking-[0.16em] text-accent-700 uppercase">{column.title}</dt>
              <dd className="mt-4">
                <ul className="space-y-2.5">
                  {column.items.map((item) => (
                    <li key={item} className="flex items-start gap-3 font-medium text-brand">
                      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-500" />
                      {item}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
