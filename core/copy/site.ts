/** The one place that names the company: brand, contact details, offices, social profiles. */
import { brand } from "./brand.ts";
import { officeFiles } from "./generated/offices.ts";
import { officeViews } from "./media/about.ts";

export { siteUrl } from "./brand.ts";

export interface Phone {
  label: string;
  /** As displayed. */
  display: string;
  /** E.164, for tel: links. */
  tel: string;
}

export interface SocialLink {
  network: "LinkedIn" | "X" | "YouTube";
  href: string;
}

/** A postal address in parts (schema.org PostalAddress). */
export interface PostalAddress {
  /** Building, street and district, as written on an envelope. */
  street: string;
  locality: string;
  region?: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: "IN" | "US" | "DE";
}

/** One of the company's offices: the offices page, the contact page and the footer read these. */
export interface Office {
  id: "india" | "usa" | "germany";
  country: string;
  city: string;
  /** What the office does, one sentence. */
  role: string;
  /** A flat view of the city (decorative; the country and city are written beside it). */
  view: { src: string; width: number; height: number };
  address: PostalAddress;
  /** The office's telephone; its label is the country. */
  phone: Omit<Phone, "label">;
  /** Office hours in the office's own time zone. */
  hours: string;
}

/**
 * A detail that only the company can supply, such as a registration number. Leave it
 * `undefined` until it is known: the imprint then says the details are available on request,
 * and never shows an invented value.
 */
export type OwnerToFill = string | undefined;

/** The company's representative and registration details, shown in the imprint once filled in. */
export interface LegalDetails {
  /**
   * Name and role of the person who represents the company and is responsible for the content
   * of the website, e.g. "Jane Doe, Managing Director".
   */
  representative: OwnerToFill;
  /** Corporate Identity Number from India's Ministry of Corporate Affairs, e.g. "U72200TN2002PTC000000". */
  corporateIdentityNumber: OwnerToFill;
  /** Where the company is registered, e.g. "Registrar of Companies, Chennai". */
  registrar: OwnerToFill;
  /** The German branch's commercial register entry, e.g. "Amtsgericht Frankfurt am Main, HRB 00000". */
  commercialRegister: OwnerToFill;
  /** VAT identification number under section 27a of the German VAT Act, e.g. "DE000000000". */
  vatId: OwnerToFill;
}

export interface SiteConfig {
  name: string;
  legalName: string;
  foundedYear: number;
  tagline: string;
  description: string;
  email: string;
  careersEmail: string;
  offices: Office[];
  /** One per office, labelled with its country. */
  phones: Phone[];
  social: SocialLink[];
  codeOfEthicsPdf: string;
  /** Public sites of the products that have one, by product slug (opened in a new tab). */
  liveSites: { editlatex: string; xpertreview: string };
  legal: LegalDetails;
}

// Addresses are fictional, like the brand.
const offices: Office[] = officeFiles.map(({ order: _order, view, ...office }) => ({
  ...office,
  view: officeViews[view],
}));

export const site = {
  name: brand.name,
  legalName: "Scriptoria Content Technologies Pvt. Ltd.",
  foundedYear: 2002,
  tagline: brand.tagline,
  description:
    "Scriptoria supports scholarly, STM, education, trade and legal publishers with editorial, production and digital services and the platforms that run them: peer review, copyediting, typesetting, accessibility and e-books.",
  email: "info@scriptoria.example",
  careersEmail: "careers@scriptoria.example",
  offices,
  phones: offices.map((office) => ({ label: office.country, ...office.phone })),
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/scriptoria-example" },
    { network: "X", href: "https://x.com/scriptoria_example" },
    { network: "YouTube", href: "https://www.youtube.com/@scriptoria-example" },
  ],
  codeOfEthicsPdf: "/documents/scriptoria-code-of-ethics.pdf",
  liveSites: {
    editlatex: "https://editlatex.scriptoria.example",
    // Scholarly Xpert: the hosted Xpert Review service.
    xpertreview: "https://scholarlyxpert.scriptoria.example",
  },
  // OWNER TO FILL: the representative and registration details for the imprint. Unset fields
  // are not shown; the imprint says instead that the details are available on request.
  legal: {
    representative: undefined,
    corporateIdentityNumber: undefined,
    registrar: undefined,
    commercialRegister: undefined,
    vatId: undefined,
  } as LegalDetails,
} satisfies SiteConfig;

/** How each country writes the line with the town and postcode. */
const localityLine: Record<PostalAddress["countryCode"], (address: PostalAddress) => string> = {
  IN: (address) => `${address.locality} ${address.postalCode}, ${address.region}`,
  US: (address) => `${address.locality}, ${address.region} ${address.postalCode}`,
  DE: (address) => `${address.postalCode} ${address.locality}`,
};

/** An office's postal address as it is written on an envelope, the country last. */
export function addressLines(office: Office): string[] {
  return [office.address.street, localityLine[office.address.countryCode](office.address), office.country];
}

/** A Google Maps search for an office's full postal address (opened on request, never embedded). */
export function mapsSearchUrl(office: Office): string {
  const query = addressLines(office).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The offices' cities as a phrase, e.g. "Chennai, Boston and Frankfurt". */
export const officeCities: string = site.offices
  .map((office) => office.city)
  .join(", ")
  .replace(/, ([^,]*)$/, " and $1");
