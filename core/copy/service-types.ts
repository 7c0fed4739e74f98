/**
 * The shapes of the service pages (/content/*, /digital/*, /{testing}) and their slugs.
 * Small on purpose: route modules import it in the browser to validate a slug before asking
 * for the page's data; the records themselves live in content-services.ts, digital-services.ts
 * and testing-services.ts and reach the browser as route data, not as code.
 */
import type { RasterImage } from "./media/types.ts";
import type { RichText } from "./rich-text.ts";

export const contentServiceSlugs = [
  "peerreview",
  "editorialoffice",
  "copyediting",
  "projectmanagement",
  "journalproduction",
  "bookproduction",
  "graphics",
  "contenttransformation",
] as const;
export type ContentServiceSlug = (typeof contentServiceSlugs)[number];

export const digitalServiceSlugs = [
  "ebooks",
  "accessibility",
  "contentdigitization",
  "contentconversion",
  "healthops",
] as const;
export type DigitalServiceSlug = (typeof digitalServiceSlugs)[number];

export const testingSlugs = [
  "agiletesting",
  "automationtesting",
  "functionaltesting",
  "devopstesting",
  "manualtesting",
  "webdevelopmenttesting",
] as const;
export type TestingSlug = (typeof testingSlugs)[number];

function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

export const isContentServiceSlug = (value: string | undefined) => isOneOf(contentServiceSlugs, value);
export const isDigitalServiceSlug = (value: string | undefined) => isOneOf(digitalServiceSlugs, value);
export const isTestingSlug = (value: string | undefined) => isOneOf(testingSlugs, value);

export type ContentSector = "Stem" | "Scholarly" | "Education" | "Trade" | "Legal";
export type DigitalSector = "Marketplace" | "Ecommerce" | "Medical" | "Finance" | "Insurance" | "Pharma" | "Publishing";

/** A sector served (spec: an entry of `industry`), with what the service means for it. */
export interface IndustryNote {
  name: ContentSector | DigitalSector;
  /** Public path of the sector's SVG icon. */
  icon: string;
  desc: string;
}

/** A card of the services grid. */
export interface ServiceCard {
  heading: string;
  /** Public path of an SVG icon from the media pipeline. */
  icon: string;
  desc: string;
}

/** The services card grid (spec: services {title, list}). */
export interface ServiceGridContent {
  kind: "grid";
  title: RichText;
  list: ServiceCard[];
}

/** One card of the two-card layout (spec: an entry of desc1 {img, heading, desc}). */
export interface ShowcaseCard {
  img: RasterImage;
  alt: string;
  heading: string;
  desc: string;
  points: string[];
}

/** The two-card layout with images that replaces the grid (spec: title and desc1). */
export interface ServiceShowcaseContent {
  kind: "showcase";
  title: RichText;
  cards: [ShowcaseCard, ShowcaseCard];
}

export interface Reason {
  heading: string;
  desc: string;
}

/** The section on the platform a service runs on (spec: section2). */
export interface PlatformSection {
  contentTitle: string;
  title: RichText;
  desc: string;
  features: { title: string; list: Reason[] };
  link: { label: string; href: string };
}

/** A content or digital service page (spec: service page record). */
export interface ServicePage {
  /** Small title above the heading and the page title (spec: contenttitle). */
  contentTitle: string;
  heading: RichText;
  desc: string;
  /** Meta description, at most about 160 characters. */
  summary: string;
  headerImg: RasterImage;
  headerAlt: string;
  services: ServiceGridContent | ServiceShowcaseContent;
  platform?: PlatformSection;
  industry: IndustryNote[];
  /** Heading of the 'why choose us' section (spec: why). */
  why: RichText;
  whyDesc: string;
  whyBg: RasterImage;
  reasons: Reason[];
  /** Optional pointer to a related page, shown under the hero text. */
  related?: { label: string; href: string };
}

/** The banner copy shared by /technology, /projectmanagement and /typesettingkpo. */
export interface LandingCopy {
  title: string;
  heading: RichText;
  desc: string;
  /** Meta description, at most about 160 characters. */
  summary: string;
  headerImg: RasterImage;
  headerAlt: string;
  cta: { label: string; href: string };
  related?: { label: string; href: string };
}

/** A service page's record and its canonical address, as route data. */
export interface ServicePageData {
  path: string;
  slug: string;
  page: ServicePage;
}

/** One column of a testing page's summary banner. */
export interface SummaryColumn {
  title: "Service Type" | "Model" | "Tool Matrix";
  items: string[];
}

/** A step of a testing page's delivery process. */
export interface ProcessStep {
  heading: string;
  desc: string;
}

/** A testing service page, /{testing} (spec: title-box page chosen by key). */
export interface TestingPage {
  name: string;
  heading: RichText;
  desc: string;
  /** Meta description, at most about 160 characters. */
  summary: string;
  headerImg: RasterImage;
  headerAlt: string;
  /** Service Type, Model and, except for web development, Tool Matrix. */
  banner: SummaryColumn[];
  /** The title box: a title, bullet paragraphs, a second title and a closing paragraph. */
  titleBox: { title: RichText; bullets: string[]; title2: string; para2: string };
  process: { title: RichText; intro: string; steps: ProcessStep[] };
}

/** A testing page's record and its canonical address, as route data. */
export interface TestingPageData {
  path: string;
  slug: TestingSlug;
  page: TestingPage;
}
