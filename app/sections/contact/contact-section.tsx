import { contactCopy } from "../../../core/copy/contact.ts";
import { ContactFormLoader } from "../../forms/form-loader.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { GetInTouch } from "./get-in-touch.tsx";

/** The body of the contact page: the form beside (on phones: between) "Get in touch" and the other ways to reach us. */
export function ContactSection() {
  return (
    <section aria-label={contactCopy.sectionLabel} className="bg-surface py-14 md:py-20">
      <div className="container-page grid items-start gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-10">
        <GetInTouch />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ContactFormLoader title={contactCopy.form.title} intro={contactCopy.form.intro} />
        </div>
        <ContactDetails />
      </div>
    </section>
  );
}
