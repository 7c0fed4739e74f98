/**
 * The legal pages (privacy notice, imprint, accessibility statement, disclaimer): where they
 * live, what the footer calls them, and the shape of their text. The pages' copy is in
 * privacy.ts, imprint.ts, accessibility.ts and disclaimer.ts.
 */

export interface LegalLinkInfo {
  /** The page's title, also its name in the footer and the breadcrumb. */
  name: string;
  href: string;
}

/** The legal pages, in the order the footer lists them. */
export const legalPages = {
  privacy: { name: "Privacy notice", href: "/privacy" },
  imprint: { name: "Imprint", href: "/imprint" },
  accessibility: { name: "Accessibility statement", href: "/accessibility" },
  disclaimer: { name: "Disclaimer", href: "/disclaimer" },
} as const satisfies Record<string, LegalLinkInfo>;

export type LegalPageId = keyof typeof legalPages;

/** A link inside legal text: a page of the site, a mailto: or tel: address, or another site. */
export interface LegalLink {
  text: string;
  href: string;
}

/** A run of text: plain words, or words and links. */
export type LegalLine = string | readonly (string | LegalLink)[];

/** One block of a section: a paragraph, a bulleted list, or a list of terms and their details. */
export type LegalBlock =
  | LegalLine
  | { list: readonly LegalLine[] }
  | { facts: readonly { term: string; lines: readonly LegalLine[] }[] };

export interface LegalSection {
  heading: string;
  body: readonly LegalBlock[];
}

export interface LegalPage {
  /** The h1, the page title and the breadcrumb's last step. */
  title: LegalLinkInfo["name"];
  path: LegalLinkInfo["href"];
  /** The meta description. */
  summary: string;
  /** When the text last changed, as displayed ("1 April 2024"). */
  updated: string;
  intro: string;
  /** The main points in one glance, shown above the sections. */
  highlights?: readonly string[];
  sections: readonly LegalSection[];
}

export function mailLink(address: string): LegalLink {
  return { text: address, href: `mailto:${address}` };
}

export function phoneLink(phone: { display: string; tel: string }): LegalLink {
  return { text: phone.display, href: `tel:${phone.tel}` };
}

export function pageLink(id: LegalPageId): LegalLink {
  return { text: legalPages[id].name.toLowerCase(), href: legalPages[id].href };
}
