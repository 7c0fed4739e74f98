import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";
import { organization } from "../lib/structured-data.ts";

const ContactPageSections = lazyComponent(() => import("../sections/contact/contact-page.tsx"), "ContactPageSections");

export const loader = () =>
  withMeta(
    {},
    pageMeta({
      title: "Contact Us",
      description:
        "Ask Scriptoria for a quote, a sample edit, a test conversion or a platform demonstration. A production manager replies within one working day.",
      path: "/company/contactus",
      structuredData: [organization({ contacts: true })],
    }),
  );

export const meta = routeMeta;

export default function ContactRoute() {
  return <ContactPageSections />;
}
