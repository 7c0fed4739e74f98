/** The /projectmanagement page: how Scriptoria manages whole journal and book programmes. */
import { projectChipLogos, serviceHeaders, serviceIcons } from "./media/services.ts";
import type { RichText } from "./rich-text.ts";
import type { LandingCopy } from "./service-types.ts";

/** Spec: service overview card. */
export interface OverviewCard {
  heading: string;
  desc: string;
}

/** Spec: project chip. */
export interface ProjectChip {
  /** Public path of the chip's SVG logo. */
  logo: string;
  title: string;
}

export interface ManuscriptStage {
  heading: string;
  desc: string;
  icon: string;
}

export interface ProjectManagementPage extends LandingCopy {
  /** Page title in the browser and search results (the content service page is "Project Management"). */
  metaTitle: string;
  overview: { eyebrow: string; title: RichText; cards: [OverviewCard, OverviewCard, OverviewCard, OverviewCard] };
  categories: {
    eyebrow: string;
    title: RichText;
    /** The headings of the two lists. */
    journalsTitle: string;
    booksTitle: string;
    journals: string[];
    books: string[];
  };
  blurb: { eyebrow: string; title: RichText; text: string; chips: ProjectChip[] };
  stages: {
    eyebrow: string;
    title: RichText;
    intro: string;
    items: [ManuscriptStage, ManuscriptStage, ManuscriptStage, ManuscriptStage];
  };
}

export const projectManagement = {
  title: "Project Management",
  metaTitle: "Project Management for Journals and Books",
  heading: [{ text: "Publishing programmes, " }, { text: "managed end to end", em: true }],
  desc: "From a single journal to a list of hundreds of books a year, our project managers plan, coordinate and deliver every title on schedule, with one accountable contact for you and a live view of every manuscript.",
  summary:
    "End-to-end project management for journal and book programmes: planning, coordination, manuscript handling, tracking and final delivery.",
  headerImg: serviceHeaders.programme,
  headerAlt:
    "A programme dashboard of titles in production with progress bars, milestones on time, and a manuscript's stages from received to delivered.",
  cta: { label: "Plan your programme", href: "/company/contactus" },
  related: { label: "Project management for a single title", href: "/content/projectmanagement" },
  overview: {
    eyebrow: "What we manage",
    title: [{ text: "Four services, " }, { text: "one plan", em: true }],
    cards: [
      {
        heading: "Programme planning",
        desc: "Annual and seasonal schedules for your whole list, built back from publication dates and balanced across suppliers.",
      },
      {
        heading: "Editorial coordination",
        desc: "Authors, editors, reviewers and contributors kept in step, with queries and approvals chased on your behalf.",
      },
      {
        heading: "Production management",
        desc: "Copyediting, typesetting, artwork, proofs and indexing commissioned, checked and delivered to specification.",
      },
      {
        heading: "Quality and reporting",
        desc: "Checks at every handover, a monthly quality review and a live dashboard for every title.",
      },
    ],
  },
  categories: {
    eyebrow: "Categories we serve",
    title: [{ text: "Journals and books " }, { text: "we manage", em: true }],
    journalsTitle: "Journals",
    booksTitle: "Books",
    journals: [
      "Medicine and life sciences",
      "Physical sciences and engineering",
      "Mathematics and computing",
      "Social sciences and economics",
      "Humanities and the arts",
      "Law and policy",
    ],
    books: [
      "Academic monographs",
      "Higher-education textbooks",
      "School and K-12 programmes",
      "Reference works and handbooks",
      "Professional and legal titles",
      "Trade non-fiction",
    ],
  },
  blurb: {
    eyebrow: "Project management",
    title: [{ text: "Every specialist, " }, { text: "one project manager", em: true }],
    text: "A book or an issue passes through many hands before it is published. Your project manager commissions each of them, holds them to the schedule and checks their work, so you see one plan, one report and one invoice.",
    chips: [
      { logo: projectChipLogos.copyediting, title: "Copyediting" },
      { logo: projectChipLogos.copyright, title: "Copyright" },
      { logo: projectChipLogos.proofreading, title: "Proofreading" },
      { logo: projectChipLogos.artworks, title: "Artworks" },
      { logo: projectChipLogos.typesetting, title: "Typesetting" },
      { logo: projectChipLogos.indexing, title: "Indexing" },
    ],
  },
  stages: {
    eyebrow: "For every manuscript",
    title: [{ text: "Every manuscript, " }, { text: "accounted for", em: true }],
    intro:
      "Four responsibilities your project manager carries for each manuscript, from the day it arrives to the day it is published.",
    items: [
      {
        heading: "Final Delivery",
        icon: serviceIcons["package-check"],
        desc: "Print files, e-books, XML and metadata checked against your specification and delivered to printers, platforms and distributors on the agreed date.",
      },
      {
        heading: "Coordinating",
        icon: serviceIcons.network,
        desc: "Authors, editors, freelancers and suppliers briefed and scheduled, with every query and approval followed up until it is closed.",
      },
      {
        heading: "Handling",
        icon: serviceIcons.inbox,
        desc: "Manuscripts and files received, logged and checked for completeness, permissions and specification before any work begins.",
      },
      {
        heading: "Tracking of manuscripts",
        icon: serviceIcons.radar,
        desc: "Each manuscript's stage, owner and next deadline visible in Xpert Track, with automatic alerts when anything is at risk.",
      },
    ],
  },
} satisfies ProjectManagementPage;
