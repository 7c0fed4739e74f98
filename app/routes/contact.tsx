import { Mail } from "lucide-react";
import { buttonClass } from "../components/ui/button-link.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { contactCopy } from "../content/contact.ts";
import { site } from "../content/site.ts";
import { pageMeta } from "../lib/seo.ts";
import { ContactSection } from "../sections/contact/contact-section.tsx";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description:
      "Ask Scriptoria for a quote, a sample edit, a test conversion or a platform demonstration. A production manager replies within one working day.",
    path: "/company/contactus",
  });

export default function ContactRoute() {
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
