/**
 * Words that several pages share through the same component: the breadcrumb, the legal pages'
 * frame, links that open a new tab, the scrolling strips and the walkthrough videos. Each page's
 * own words are in its module.
 */
export interface CommonCopy {
  breadcrumb: { label: string; home: { name: string; href: string } };
  newTab: string;
  contactTerms: { email: string; phone: string };
  nextSteps: string;
  marquee: { play: string; pause: string };
  walkthrough: { name: (product: string) => string; play: (product: string) => string };
  legal: { eyebrow: string; updated: string; contents: string; glance: string };
}

export const commonCopy = {
  /** The breadcrumb's accessible name and its first step. */
  breadcrumb: { label: "Breadcrumb", home: { name: "Home", href: "/" } },
  /** Read after a link that opens in a new tab (by screen readers only). */
  newTab: "opens in a new tab",
  /** What the icons before an e-mail address and a telephone number stand for. */
  contactTerms: { email: "E-mail", phone: "Telephone" },
  /** The heading of the steps that follow an application or a sent form. */
  nextSteps: "What happens next",
  /** The button that stops and restarts a scrolling strip (followed by the strip's name). */
  marquee: { play: "Play", pause: "Pause" },
  /** A product's walkthrough video: its accessible name and the poster's play button. */
  walkthrough: {
    name: (product: string) => `${product} walkthrough`,
    play: (product: string) => `Play the ${product} walkthrough`,
  },
  /** The frame of the privacy notice, imprint, accessibility statement and disclaimer. */
  legal: { eyebrow: "Legal", updated: "Last updated", contents: "Contents", glance: "At a glance" },
} satisfies CommonCopy;
