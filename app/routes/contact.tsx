import { lazyComponent } from "../lib/lazy-component.ts";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";

const ContactPageSections = lazyComponent(() => import("../sections/contact/contact-page.tsx"), "ContactPageSections");

export const loader = () =>
  withMeta(
    {},
    pageMeta({
      title: "Contact Us",
      description:
        "Ask Scriptoria for a quote, a sample edit, a test conversion or a platform demonstration. A production manager replies within one working day.",
      path: "/company/contactus",
    }),
  );

export const meta = routeMeta;

export default function ContactRoute() {
  return <ContactPageSections />;
}
