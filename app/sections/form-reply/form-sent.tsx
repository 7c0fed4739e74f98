import { CircleCheck, Mail } from "lucide-react";
import { commonCopy } from "../../../core/copy/common-copy.ts";
import type { FormSentPage } from "../../../core/copy/form-replies.ts";
import { ButtonLink, textLinkClass } from "../../components/ui/button-link.tsx";
import { NumberedSteps } from "../../components/ui/numbered-steps.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";

/** The confirmation after a form was sent without JavaScript: what happens next, where to go on. */
export function FormSent({ page }: { page: FormSentPage }) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={
          <span className="flex items-start gap-4">
            <CircleCheck aria-hidden="true" className="mt-1.5 size-9 shrink-0 text-accent-100 md:size-11" />
            {page.heading}
          </span>
        }
        lead={page.lead}
      />
      <section
        aria-label={commonCopy.nextSteps}
        className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16"
      >
        <div>
          <h2 className="font-display text-2xl font-semibold text-brand md:text-3xl">{commonCopy.nextSteps}</h2>
          <NumberedSteps steps={page.steps} className="mt-6" />
          <div className="mt-10 flex flex-wrap gap-3">
            {page.links.map((link, index) => (
              <ButtonLink key={link.href} to={link.href} variant={index === 0 ? "secondary" : "outline"} size="lg">
                {link.label}
              </ButtonLink>
            ))}
          </div>
        </div>
        <aside aria-labelledby="form-sent-help" className="self-start rounded-2xl bg-brand-50 p-6 md:p-8">
          <h2 id="form-sent-help" className="font-display text-xl font-semibold text-brand">
            {page.help.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{page.help.text}</p>
          <a href={`mailto:${page.help.email}`} className={`${textLinkClass} mt-4 inline-flex items-center gap-2`}>
            <Mail aria-hidden="true" className="size-4" />
            {page.help.email}
          </a>
        </aside>
      </section>
    </>
  );
}
