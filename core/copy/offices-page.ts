/**
 * Copy of the offices page (/company/offices). The offices themselves (addresses, telephones,
 * hours) are in site.ts, which the footer and the contact page read too.
 */
import { commonCopy } from "./common-copy.ts";
import { aboutOgImages } from "./media/about.ts";
import type { RichText } from "./rich-text.ts";
import { officeCities } from "./site.ts";

export interface OfficesPage {
  title: string;
  summary: string;
  ogImage: string;
  hero: { eyebrow: string; title: string; lead: string };
  /** Labels of each office card. */
  /** The accessible name of the list of offices. */
  listLabel: string;
  /** What each office's icons stand for; the Maps link, and what screen readers hear after it and the city. */
  labels: { address: string; phone: string; hours: string; maps: string; mapsContext: string };
  together: { eyebrow: string; title: RichText; lead: string; steps: { heading: string; desc: string }[] };
  contact: { heading: string; text: string; link: { label: string; href: string } };
}

export const officesPage = {
  title: "Our Offices",
  summary: `Scriptoria's offices in ${officeCities}: postal addresses, telephone numbers, office hours and directions.`,
  ogImage: aboutOgImages.offices,
  hero: {
    eyebrow: "Our offices",
    title: "Three offices, one team",
    lead: "Our production and development centre in India and our client services teams in the USA and Germany work as one, in our clients' own time zones. Call, write or visit us.",
  },
  listLabel: "Office addresses",
  labels: {
    address: "Address",
    phone: commonCopy.contactTerms.phone,
    hours: "Office hours",
    maps: "View on Google Maps",
    mapsContext: `office, ${commonCopy.newTab}`,
  },
  together: {
    eyebrow: "Working across time zones",
    title: [{ text: "Your working day, " }, { text: "and ours after it", em: true }],
    lead: "Every client has one project manager in or near their own time zone, and the production teams in Chennai pick up where the day in Europe and the Americas ends.",
    steps: [
      {
        heading: "Plan in your time zone",
        desc: "Your project manager in Boston or Frankfurt joins your production meetings, agrees schedules and answers your questions during your working day.",
      },
      {
        heading: "Produced overnight",
        desc: "Manuscripts accepted in the afternoon in Europe or the Americas are copyedited and typeset in Chennai while your office is closed.",
      },
      {
        heading: "Proofs the next morning",
        desc: "First proofs are waiting for authors and editors within 24 hours, with every query and correction tracked in Xpert Proof and Xpert Track.",
      },
    ],
  },
  contact: {
    heading: "Prefer to write?",
    text: "Send us a message and the right office will answer within one working day.",
    link: { label: "Contact our team", href: "/company/contactus" },
  },
} satisfies OfficesPage;
