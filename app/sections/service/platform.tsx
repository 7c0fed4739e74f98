import { CircleCheck } from "lucide-react";
import type { PlatformSection } from "../../../core/copy/service-types.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** The platform a service runs on (peer review: Xpert Review), with its features. */
export function Platform({ platform }: { platform: PlatformSection }) {
  return (
    <section aria-labelledby="platform" data-testid="platform-section" className="bg-brand-50 py-16 md:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
        <div>
          <SectionHeading id="platform" eyebrow={platform.contentTitle} title={platform.title} lead={platform.desc} />
          <ButtonLink to={platform.link.href} variant="secondary" className="mt-8">
            {platform.link.label}
          </ButtonLink>
        </div>
        <div className="rounded-3xl bg-white p-7 shadow-card md:p-9">
          <h3 className="font-display text-2xl font-semibold text-brand">{platform.features.title}</h3>
          <ul className="mt-6 divide-y divide-line">
            {platform.features.list.map((feature) => (
              <li key={feature.heading} className="flex gap-4 py-4 first:pt-0 last:pb-0">
                <CircleCheck className="mt-0.5 size-6 shrink-0 text-accent-600" aria-hidden="true" strokeWidth={1.75} />
                <div>
                  <p className="font-semibold text-brand">{feature.heading}</p>
                  <p className="mt-1 leading-relaxed text-muted">{feature.desc}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
