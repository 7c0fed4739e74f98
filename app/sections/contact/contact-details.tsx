import { Clock, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { contactCopy } from "../../../core/copy/contact.ts";
import { site } from "../../../core/copy/site.ts";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** Other ways to reach us and the link to the offices (below the form on phones). */
export function ContactDetails() {
  const { offices, response, terms } = contactCopy;
  return (
    <div>
      <dl className="space-y-5 border-t border-line pt-8">
        <div className="flex gap-4">
          <dt className="shrink-0">
            <Mail aria-hidden="true" className="size-5 text-brand-700" />
            <span className="sr-only">{terms.email}</span>
          </dt>
          <dd>
            <a href={`mailto:${site.email}`} className="font-semibold text-brand underline-offset-4 hover:underline">
              {site.email}
            </a>
            <span className="block text-sm text-muted">
              {terms.careers}{" "}
              <a href={`mailto:${site.careersEmail}`} className="underline-offset-4 hover:underline">
                {site.careersEmail}
              </a>
            </span>
          </dd>
        </div>
        <div className="flex gap-4">
          <dt className="shrink-0">
            <Phone aria-hidden="true" className="size-5 text-brand-700" />
            <span className="sr-only">{terms.phone}</span>
          </dt>
          <dd>
            <ul className="space-y-1">
              {site.phones.map((phone) => (
                <li key={phone.tel}>
                  <span className="inline-block w-20 text-sm text-muted">{phone.label}</span>
                  <a href={`tel:${phone.tel}`} className="font-medium text-ink underline-offset-4 hover:underline">
                    {phone.display}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="flex gap-4">
          <dt className="shrink-0">
            <Clock aria-hidden="true" className="size-5 text-brand-700" />
            <span className="sr-only">{terms.response}</span>
          </dt>
          <dd className="text-muted">{response}</dd>
        </div>
      </dl>
      <div className="mt-9 rounded-2xl bg-brand-50 p-6">
        <h3 className="font-display text-xl font-semibold text-brand">{offices.heading}</h3>
        <ul className="mt-3 space-y-1 text-muted">
          {site.offices.map((office) => (
            <li key={office.id}>
              <span className="font-semibold text-ink">{office.city}</span>, {office.country}
            </li>
          ))}
        </ul>
        <Link
          to={offices.link.href}
          className="group mt-4 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
        >
          {offices.link.label}
          <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
        </Link>
      </div>
    </div>
  );
}
