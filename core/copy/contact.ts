/** Copy of the contact page (/company/contactus). */
import { commonCopy } from "./common-copy.ts";

export interface ContactCopy {
  hero: { eyebrow: string; title: string; lead: string; emailLabel: string };
  getInTouch: { heading: string; intro: string; topics: string[] };
  form: { title: string; intro: string };
  /** The box that lists the offices (from site.ts) and links to their page. */
  offices: { heading: string; link: { label: string; href: string } };
  response: string;
  /** The accessible name of the section under the banner. */
  sectionLabel: string;
  /** What the icons before each way to reach us stand for, and the words before the careers address. */
  terms: { email: string; careers: string; phone: string; response: string };
}

export const contactCopy = {
  hero: {
    eyebrow: "Contact us",
    title: "Talk to the people who will do the work",
    lead: "Ask for a quote, a sample edit, a test conversion or a demonstration of our platforms. A production manager, not a call centre, answers within one working day.",
    emailLabel: "Write to us at",
  },
  getInTouch: {
    heading: "Get in touch",
    intro:
      "Tell us what you publish and where you need help. For a quote it helps to know the kind of content (journal articles, books, legacy archives), the approximate volume per year, the formats you receive and deliver, and your schedule.",
    topics: [
      "Editorial, copyediting and production services",
      "Accessibility, e-books and content conversion",
      "Licences and demonstrations of VEDAS, EditLaTeX and the Xpert platforms",
      "Partnerships, press and supplier enquiries",
    ],
  },
  form: {
    title: "Contact Our Team",
    intro: "All fields are required. We use your details only to answer this message.",
  },
  offices: {
    heading: "Three offices, one team",
    link: { label: "See our offices", href: "/company/offices" },
  },
  response: "We reply within one working day, Monday to Friday.",
  sectionLabel: "Contact",
  terms: { ...commonCopy.contactTerms, careers: "Careers:", response: "Response time" },
} satisfies ContactCopy;
