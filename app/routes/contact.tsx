import { lazy } from "react";
import { routeMeta } from "../lib/route-meta.ts";
import { pageMeta, withMeta } from "../lib/seo.ts";

// The page itself is a chunk of its own: prerendered in full, hydrated when its code arrives
// (docs/adr/0010-the-shell-first-every-other-part-its-own-chunk.md).
const ContactPageSections = lazy(() =>
  import("../sections/contact/contact-page.tsx").then((module) => ({ default: module.ContactPageSections })),
);

// Runs at build time only: the page's meta tags.
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
