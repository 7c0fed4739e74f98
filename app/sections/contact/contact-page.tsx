import { Mail } from "lucide-react";
import { contactCopy } from "../../../core/copy/contact.ts";
import { site } from "../../../core/copy/site.ts";
import { buttonClass } from "../../components/ui/button-link.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { ContactSection } from "./contact-section.tsx";

/** The contact page: banner with the e-mail address, then the form beside the offices. */
export function ContactPageSections() {
  const { hero } = contactCopy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <a href={`mailto:${site.email}`} className={buttonClass("inverted", "lg")}>
          <Mail aria-hidden="true" className="size-5" />
          <span className="sr-only">{hero.emailLabel} </span>
          {site.email}
        </a>
      </PageHero>
      <ContactSection />
    </>
  );
}
