/** The words every content and digital service page shares; each page's own copy is in content-services.ts and digital-services.ts. */
import { quoteLink } from "./menu-bar.ts";
import type { RichText } from "./rich-text.ts";

export interface ServicePageCopy {
  /** The banner's call to action. */
  quote: { label: string; href: string };
  /** The small lines above the sections' headings. */
  servicesEyebrow: string;
  industriesEyebrow: string;
  whyEyebrow: string;
  /** The industries section's heading, after the service's name. */
  industriesTitle: (service: string) => RichText;
}

export const servicePageCopy = {
  quote: { label: "Request a quote", href: quoteLink.href },
  servicesEyebrow: "Our services",
  industriesEyebrow: "Industries we serve",
  whyEyebrow: "Why choose us",
  industriesTitle: (service) => [{ text: `${service} for ` }, { text: "your sector", em: true }],
} satisfies ServicePageCopy;
