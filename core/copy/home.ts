/** Copy of the home page, section by section. */
import { serviceImages } from "./media/home-images.ts";
import type { SpriteIcon } from "./media/icons.ts";
import type { RasterImage } from "./media/types.ts";
import { productSlugs, productSummaries } from "./products.ts";
import type { RichText } from "./rich-text.ts";

/** The heading and introduction that open a home page section. */
export interface SectionIntro {
  title: RichText;
  lead: string;
}

export interface HomeHeroContent {
  eyebrow: string;
  heading: string;
  text: string;
  cta: { label: string; href: string };
  /** Names of the button that plays and pauses the background video. */
  video: { play: string; pause: string };
}

export const homeHero = {
  eyebrow: "Publishing services · Content technology",
  heading: "From manuscript to published page, without the wait",
  text: "For twenty years scholarly, STM, education, trade and legal publishers have trusted us with editing, typesetting, peer review and digital editions, with first proofs within 24 hours.",
  cta: { label: "Get started now", href: "/company/contactus" },
  video: { play: "Play background video", pause: "Pause background video" },
} satisfies HomeHeroContent;

export interface Stat {
  value: string;
  label: string;
}

export const homeStats = [
  { value: "20+", label: "years in publishing" },
  { value: "8M", label: "pages produced" },
  { value: "24 h", label: "to first proofs" },
] satisfies Stat[];

/** A card of the product carousel. */
export interface ProductCard {
  producttitle: string;
  productdesc: string;
  /** The product's icon in the icon sprite. */
  icon: SpriteIcon;
  url: string;
}

/** The carousel's cards, one per product (core/copy/products.ts). */
export const productCards: ProductCard[] = productSlugs.map((slug) => {
  const product = productSummaries[slug];
  return { producttitle: product.name, productdesc: product.cardDesc, icon: product.cardIcon, url: product.href };
});

/** A card of the three services (Content, Digital, Technology). */
export interface HomeServiceCard {
  title: string;
  bgimg: RasterImage;
  /** Text alternative of the illustration. */
  alt: string;
  heading: string;
  desc: string;
  linkto: string;
}

export const homeServices = [
  {
    title: "Content",
    bgimg: serviceImages.content,
    alt: "Manuscript pages with editorial marks and proof corrections",
    heading: "Editorial and production services",
    desc: "Peer review support, copyediting, typesetting and project management for journals and books, in Word, LaTeX or XML.",
    linkto: "/all/content",
  },
  {
    title: "Digital",
    bgimg: serviceImages.digital,
    alt: "An e-reader and a tablet showing an accessible digital edition",
    heading: "Digital editions and accessibility",
    desc: "EPUB 3, accessible PDF and conversion of whole backlists, checked against WCAG 2.2 and the European Accessibility Act.",
    linkto: "/all/digital",
  },
  {
    title: "Technology",
    bgimg: serviceImages.technology,
    alt: "Code and data flowing between publishing systems",
    heading: "AI and automation with editors in control",
    desc: "Machine learning, language processing and workflow automation that take the routine out of production.",
    linkto: "/technology",
  },
] satisfies HomeServiceCard[];

export const enquirePrompt = "Enquire Now";
/** Read after Enquire Now on a service card (by screen readers only). */
export const enquireContext = (service: string) => ` about ${service}`;

/** Icons of the 'business target' cards, by their lucide-react names. */
export type TargetIcon = "Target" | "Compass" | "Workflow";

/** A card of the 'business target' section. */
export interface TargetCard {
  title: string;
  icon: TargetIcon;
  text: string;
}

export const businessTarget = {
  title: [{ text: "Our business " }, { text: "target", em: true }],
  lead: "What we set out to do for every publisher we work with, and how we hold ourselves to it.",
  cards: [
    {
      title: "Scope",
      icon: "Target",
      text: "Everything between an accepted manuscript and a published, discoverable article or book: editing, composition, XML, artwork, accessibility and the platforms that track it all. One partner, one schedule, one point of contact.",
    },
    {
      title: "Competitive Advantage",
      icon: "Compass",
      text: "Twenty years on scholarly and STM content, our own production software, and teams in India, the USA and Germany working across time zones. First proofs within 24 hours are a routine, not a promise.",
    },
    {
      title: "How/Logic",
      icon: "Workflow",
      text: "Structure first: we capture content as validated XML at the start, automate every check a machine can make, and put skilled editors where judgement matters. Quality is measured on every title and reported to you.",
    },
  ],
} satisfies SectionIntro & { cards: TargetCard[] };

export const productsIntro = {
  title: [{ text: "Platforms built on our own " }, { text: "production floor", em: true }],
  lead: "Six products that run millions of pages a year, for our teams and for publishers who license them.",
  /** The name of the scrolling list of cards. */
  listLabel: "Our products",
  /** Each card's link ends with this word and the product's name. */
  explore: "Explore",
} satisfies SectionIntro & { listLabel: string; explore: string };

export const servicesIntro = {
  title: [{ text: "What we " }, { text: "do", em: true }],
  lead: "One partner from accepted manuscript to accessible, discoverable publication.",
} satisfies SectionIntro;

export const showcaseIntro = {
  title: [{ text: "Publishing solutions " }, { text: "in action", em: true }],
  lead: "Short walkthroughs of the platforms our production teams and clients use every day.",
} satisfies SectionIntro;

export const newsIntro = {
  title: [{ text: "News " }, { text: "highlights", em: true }],
  lead: "Launches, conferences and milestones from the past decade.",
} satisfies SectionIntro;

export const clientsIntro = {
  title: [{ text: "Trusted by " }, { text: "greatest companies", em: true }],
  lead: "University presses, learned societies and publishers in education, law and medicine.",
  /** The name of the scrolling list of logos. */
  listLabel: "Our clients",
} satisfies SectionIntro & { listLabel: string };
