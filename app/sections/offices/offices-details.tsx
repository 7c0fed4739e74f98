import { Mail } from "lucide-react";
import type { OfficesPage } from "../../../core/copy/offices-page.ts";
import { site } from "../../../core/copy/site.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** Under the office cards: how the offices share the day, and the way to write to us. */
export function OfficesDetails({ page }: { page: OfficesPage }) {
  const { together, contact } = page;
  return (
    <section aria-labelledby="offices-together" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="offices-together" eyebrow={together.eyebrow} title={together.title} lead={together.lead} />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {together.steps.map((step, i) => (
            <li key={step.heading} className="rounded-3xl border border-line bg-surface p-7">
              <span className="font-display text-4xl font-semibold text-accent-700">{i + 1}</span>
              <h3 className="mt-3 font-display text-xl font-semibold text-brand">{step.heading}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.desc}</p>
            </li>
          ))}
        </ol>
        <div className="mt-14 flex flex-col items-start gap-6 rounded-3xl bg-brand p-8 text-white md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 className="font-display text-2xl font-semibold">{contact.heading}</h2>
            <p className="mt-2 text-brand-100">{contact.text}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={contact.link.href} variant="inverted" size="lg">
              {contact.link.label}
              <SpriteIcon name="arrow-right" className="size-5" />
            </ButtonLink>
            <a
              href={`mailto:${site.email}`}
              className="inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-5" />
              {site.email}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
