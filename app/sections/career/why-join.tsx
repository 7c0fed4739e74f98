import { careersCopy } from "../../../core/copy/career-page.ts";

/** Three reasons to work here, under the careers hero. */
export function WhyJoin() {
  return (
    <section aria-labelledby="why-join" className="py-14 md:py-20">
      <div className="container-page">
        <h2 id="why-join" className="font-display text-3xl font-semibold text-brand md:text-4xl">
          {careersCopy.reasonsTitle}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {careersCopy.reasons.map((reason, index) => (
            <li key={reason.heading} className="border-t-2 border-accent-500 pt-5">
              <span aria-hidden="true" className="font-display text-sm font-semibold text-accent-700">
                0{index + 1}
              </span>
              <h3 className="mt-2 font-display text-xl font-semibold text-brand">{reason.heading}</h3>
              <p className="mt-2 leading-relaxed text-muted">{reason.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
