/**
 * The navigation tree: desktop mega menu, mobile menu, footer columns, the /all/* category
 * pages and the prerender list are all read from here. A link is written once. The top bar's
 * items and the sections' names are in menu-bar.ts, which this module builds on.
 */

import type { SpriteIcon } from "./media/icons.ts";
import { type SectionHead, type SectionId, sectionHeads } from "./menu-bar.ts";
import { productSlugs, productSummaries, scholarlyXpert } from "./products.ts";
import { officeCities } from "./site.ts";

export interface MenuLink {
  name: string;
  href: string;
  desc: string;
  /** An icon of the sprite (npm run media -- icons). */
  icon: SpriteIcon;
  /** Opens an external site in a new tab. */
  external?: boolean;
}

export interface MenuGroup {
  id: string;
  title: string;
  items: MenuLink[];
}

export {
  isActive,
  isSectionActive,
  quoteLink,
  type SectionId,
  topMenu,
} from "./menu-bar.ts";

export interface MenuSection extends SectionHead {
  id: SectionId;
  /** Heading of the panel's introduction. */
  heading: string;
  blurb: string;
  groups: MenuGroup[];
  /** Sectors served, shown beside the links (display only). */
  industry?: string[];
}

const content: MenuSection = {
  id: "content",
  ...sectionHeads.content,
  heading: "Content services",
  blurb:
    "Editorial and production teams that take a manuscript from submission to a published, indexed article or book.",
  industry: ["Stem", "Scholarly", "Education", "Trade", "Legal"],
  groups: [
    {
      id: "content-services",
      title: "Services",
      items: [
        {
          name: "Peer Review",
          href: "/content/peerreview",
          icon: "clipboard-check",
          desc: "Reviewer search, invitations and chasing, run on Xpert Review.",
        },
        {
          name: "Editorial Office",
          href: "/content/editorialoffice",
          icon: "inbox",
          desc: "Manuscript intake, technical checks and author correspondence.",
        },
        {
          name: "Copyediting",
          href: "/content/copyediting",
          icon: "spell-check",
          desc: "Light to substantive editing to your house style, in Word or XML.",
        },
        {
          name: "Project Management",
          href: "/content/projectmanagement",
          icon: "square-kanban",
          desc: "One accountable manager per title, from handover to delivery.",
        },
        {
          name: "Journal Production",
          href: "/content/journalproduction",
          icon: "book-open-text",
          desc: "XML-first workflows with first proofs within 24 hours.",
        },
        {
          name: "Book Production",
          href: "/content/bookproduction",
          icon: "book-copy",
          desc: "Monographs, textbooks and reference works, print and digital.",
        },
        {
          name: "Graphics",
          href: "/content/graphics",
          icon: "pen-tool",
          desc: "Artwork redrawing, relabelling, colour correction and alt text.",
        },
        {
          name: "Content Transformation",
          href: "/content/contenttransformation",
          icon: "file-code",
          desc: "Legacy content to JATS, BITS and clean, validated XML.",
        },
      ],
    },
  ],
};

const products: MenuSection = {
  id: "products",
  ...sectionHeads.products,
  heading: "Publishing platforms",
  blurb: "Software we built for our own production floor and now license to publishers and societies.",
  groups: [
    {
      id: "products-platforms",
      title: "Platforms",
      items: [
        ...productSlugs.map((slug): MenuLink => {
          const product = productSummaries[slug];
          return { name: product.name, href: product.href, icon: product.icon, desc: product.menuDesc };
        }),
        { ...scholarlyXpert, external: true },
      ],
    },
  ],
};

const digital: MenuSection = {
  id: "digital",
  ...sectionHeads.digital,
  heading: "Digital services",
  blurb: "Accessible, discoverable digital editions of everything you have ever published.",
  industry: ["Marketplace", "Ecommerce", "Medical", "Finance", "Insurance", "Pharma", "Publishing"],
  groups: [
    {
      id: "digital-services",
      title: "Services",
      items: [
        {
          name: "E-books",
          href: "/digital/ebooks",
          icon: "tablet",
          desc: "EPUB 3 and Kindle editions that pass Ace and store validation.",
        },
        {
          name: "Accessibility",
          href: "/digital/accessibility",
          icon: "accessibility",
          desc: "WCAG 2.2 remediation, alt text and accessible PDF and EPUB.",
        },
        {
          name: "Content Digitization",
          href: "/digital/contentdigitization",
          icon: "scan-line",
          desc: "Scanning, OCR and keying of print archives, proofread to 99.95%.",
        },
        {
          name: "Content Conversion",
          href: "/digital/contentconversion",
          icon: "arrow-left-right",
          desc: "Any source format to XML, HTML, EPUB or structured data.",
        },
        {
          name: "HealthOps",
          href: "/digital/healthops",
          icon: "heart-pulse",
          desc: "Medical content operations: coding, abstraction and review.",
        },
      ],
    },
  ],
};

const company: MenuSection = {
  id: "company",
  ...sectionHeads.company,
  heading: "About Scriptoria",
  blurb: "Two decades of publishing work, three offices and one team.",
  groups: [
    {
      id: "company-know-us",
      title: "Get to Know Us",
      items: [
        {
          name: "About Us",
          href: "/company/Aboutus",
          icon: "building-2",
          desc: "Our story since 2002, our leadership and our clients.",
        },
        {
          name: "Contact Us",
          href: "/company/contactus",
          icon: "mail",
          desc: "Ask for a quote, a sample edit or a platform demo.",
        },
        {
          name: "Our Offices",
          href: "/company/offices",
          icon: "map-pin",
          desc: `${officeCities}.`,
        },
      ],
    },
    {
      id: "company-opportunities",
      title: "Opportunities",
      items: [
        {
          name: "Careers",
          href: "/company/career",
          icon: "briefcase",
          desc: "Open positions in production, editorial and engineering.",
        },
      ],
    },
    {
      id: "company-whats-new",
      title: "What's New",
      items: [
        {
          name: "News & Events",
          href: "/company/News",
          icon: "newspaper",
          desc: "Launches, conferences and milestones.",
        },
        {
          name: "Samples",
          href: "/company/sample/Composition",
          icon: "images",
          desc: "Pages, artwork and conversions from our production floor.",
        },
      ],
    },
  ],
};

export const sections: Record<SectionId, MenuSection> = { content, products, digital, company };

/** Every link of a section, in menu order. */
export function sectionLinks(id: SectionId): MenuLink[] {
  return sections[id].groups.flatMap((group) => group.items);
}

/** Links inside the site only (external product sites left out). */
export function internalSectionLinks(id: SectionId): MenuLink[] {
  return sectionLinks(id).filter((link) => !link.external);
}
