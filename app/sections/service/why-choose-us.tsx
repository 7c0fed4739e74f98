import { servicePageCopy } from "../../../core/copy/service-page.ts";
import type { ServicePage } from "../../../core/copy/service-types.ts";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** 'Why choose us': title, description and numbered reasons over the section's background image. */
export function WhyChooseUs({ page }: { page: ServicePage }) {
  return (
    <section aria-labelledby="why-choose-us" className="relative isolate overflow-hidden bg-brand py-16 md:py-24">
      <ResponsiveImage
        image={page.whyBg}
        alt=""
        sizes="100vw"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-950/55" />
      <div className="container-page">
        <SectionHeading
          id="why-choose-us"
          eyebrow={servicePageCopy.whyEyebrow}
          title={page.why}
          lead={page.whyDesc}
          tone="dark"
        />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.reasons.map((reason, index) => (
            <li
              key={reason.heading}
              className="rounded-2xl border border-white/15 bg-white/[0.07] p-6 backdrop-blur-sm"
            >
              <span aria-hidden="true" className="font-display text-3xl font-semibold text-accent-500">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 font-display text-xl font-semibold text-white">{reason.heading}</h3>
              <p className="mt-2 leading-relaxed text-brand-100">{reason.desc}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
