import { CircleAlert, Mail, Phone } from "lucide-react";
import { type FormRefusedPage, refusalAdvice, refusalTokens } from "../../../core/copy/form-replies.ts";
import { site } from "../../../core/copy/site.ts";
import { buttonClass, textLinkClass } from "../../components/ui/button-link.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";

/**
 * The answer to a form sent without JavaScript that the server refused. Prerendered once per
 * form with two tokens that the server fills in: the reason, and the address of the form.
 */
export function FormRefused({ page }: { page: FormRefusedPage }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} />
      <section
        aria-label={refusalAdvice.label}
        className="container-page grid gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16"
      >
        <div>
          <div className="flex gap-4 rounded-2xl border border-red-700/30 bg-red-50 p-6">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
            <p className="text-lg font-semibold text-red-800" data-testid="refusal-reason">
              {refusalTokens.reason}
            </p>
          </div>
          <p className="mt-8 text-lg leading-relaxed text-muted">{refusalAdvice.back}</p>
          <a href={refusalTokens.back} className={`${buttonClass("secondary", "lg")} mt-6`}>
            {page.backLabel}
          </a>
        </div>
        <aside aria-labelledby="form-refused-other" className="self-start rounded-2xl bg-brand-50 p-6 md:p-8">
          <h2 id="form-refused-other" className="font-display text-xl font-semibold text-brand">
            {refusalAdvice.otherHeading}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{refusalAdvice.other}</p>
          <ul className="mt-4 space-y-2">
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              <a href={`mailto:${site.email}`} className={textLinkClass}>
                {site.email}
              </a>
            </li>
            {site.phones.map((phone) => (
              <li key={phone.tel} className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 text-brand-700" />
                <span className="w-20 text-sm text-muted">{phone.label}</span>
                <a href={`tel:${phone.tel}`} className={textLinkClass}>
                  {phone.display}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </section>
    </>
  );
}
