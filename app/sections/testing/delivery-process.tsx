import type { TestingPage } from "../../../core/copy/service-types.ts";
import { testingPageCopy } from "../../../core/copy/testing-page.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** The delivery process: numbered steps, a timeline across the page on large screens. */
export function DeliveryProcess({ process }: { process: TestingPage["process"] }) {
  return (
    <section aria-labelledby="delivery-process" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <SectionHeading
          id="delivery-process"
          eyebrow={testingPageCopy.processEyebrow}
          title={process.title}
          lead={process.intro}
        />
        <ol data-testid="delivery-process" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-5 lg:gap-5">
          {process.steps.map((step, index) => (
            <li key={step.heading} className="relative lg:pt-14">
              <span
                aria-hidden="true"
                className="hidden lg:absolute lg:top-5 lg:left-12 lg:block lg:h-px lg:w-[calc(100%-1.75rem)] lg:bg-brand-200 lg:last:hidden"
              />
              <span className="flex size-10 items-center justify-center rounded-full bg-brand font-display text-lg font-semibold text-white lg:absolute lg:top-0 lg:left-0">
                {index + 1}
              </span>
              <h3 className="mt-4 font-display text-xl font-semibold text-brand lg:mt-0">{step.heading}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.desc}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
