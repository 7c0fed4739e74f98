/**
 * The About page (/company/Aboutus): who we are, vision and mission, the timeline from 2002, the
 * leadership and what clients say. The offices are in site.ts; the carousels' numbers (152 px
 * per period, the 350/400-character rule, the 50 px swipe) in lib/carousel-rules.ts. Pictures are
 * made by `npm run media -- about` (scripts/media/tasks/about.ts). The leaders and the
 * testimonials are files under content/ (read by `npm run content`).
 */
import type { LeaderData, TestimonialData } from "../content-model/types.ts";
import { leaderFiles, testimonialFiles } from "./generated/about.ts";
import { aboutHero, aboutOgImages } from "./media/about.ts";
import type { RasterImage } from "./media/types.ts";
import type { RichText } from "./rich-text.ts";

/** Icons of the timeline, by their lucide-react names. */
export type TimelineIcon =
  | "Flag"
  | "FileCode"
  | "Tablet"
  | "FileCheck"
  | "Building2"
  | "ClipboardCheck"
  | "Users"
  | "Gauge"
  | "Landmark"
  | "PartyPopper"
  | "ShieldCheck";

export interface TimelinePeriod {
  yearStart: number;
  yearEnd: number;
  icon: TimelineIcon;
  /** What the period is remembered for, a few words. */
  title: string;
  achievements: string[];
}

export type Leader = LeaderData;
export type Testimonial = TestimonialData;

export interface Stat {
  value: string;
  label: string;
  /** A line under the label that says what the number counts. */
  note: string;
}

export interface AboutPage {
  title: string;
  /** For the description meta tag. */
  summary: string;
  ogImage: string;
  hero: {
    eyebrow: string;
    heading: RichText;
    desc: string;
    image: RasterImage;
    alt: string;
    action: { label: string; href: string };
    secondary: { label: string; href: string };
  };
  whoWeAre: { eyebrow: string; title: RichText; paragraphs: string[]; stats: Stat[] };
  purpose: { eyebrow: string; title: RichText; vision: string; mission: string };
  timeline: { eyebrow: string; title: RichText; lead: string; periods: TimelinePeriod[] };
  leadership: { eyebrow: string; title: RichText; lead: string; leaders: Leader[] };
  testimonials: { eyebrow: string; title: RichText; lead: string; items: Testimonial[] };
}

const timeline: TimelinePeriod[] = [
  {
    yearStart: 2002,
    yearEnd: 2003,
    icon: "Flag",
    title: "Founded in Chennai",
    achievements: [
      "Scriptoria founded in Chennai in 2002 by a small team of typesetters and copyeditors",
      "First journal typesetting contracts with STM publishers in the United Kingdom and the USA",
      "LaTeX typesetting of mathematics and physics journals from the first year",
    ],
  },
  {
    yearStart: 2004,
    yearEnd: 2006,
    icon: "FileCode",
    title: "XML-first production",
    achievements: [
      "Journal production moved to an XML-first workflow: copyediting, typesetting and conversion from one source",
      "A copyediting team formed to edit to each publisher's house style",
      "Halden University Press became our first university press client",
    ],
  },
  {
    yearStart: 2007,
    yearEnd: 2008,
    icon: "Tablet",
    title: "From print to digital",
    achievements: [
      "E-book conversion and content digitization services launched for publishers' backlists",
      "A second production floor in Chennai for scanning, OCR and keying",
      "Book production extended from monographs to textbooks and reference works",
    ],
  },
  {
    yearStart: 2009,
    yearEnd: 2010,
    icon: "FileCheck",
    title: "Our first platform",
    achievements: [
      "VEDAS, our copyediting platform, built for our own editors, with automated style and reference checks",
      "A graphics studio opened for artwork redrawing, relabelling and colour correction",
      "Journal production for the Pellham Mathematical Society began",
    ],
  },
  {
    yearStart: 2011,
    yearEnd: 2012,
    icon: "Building2",
    title: "An office in Boston",
    achievements: [
      "Our Boston office opened in 2011 to serve publishers and societies in the Americas",
      "Project management offered as a service: one accountable manager per title",
      "VEDAS licensed to publishers for their in-house copyeditors",
    ],
  },
  {
    yearStart: 2013,
    yearEnd: 2014,
    icon: "ClipboardCheck",
    title: "Peer review and proofs online",
    achievements: [
      "Editorial office and peer review services launched for society journals",
      "Xpert Proof released: authors and editors correct proofs online or offline, straight back into XML",
      "Sixty volunteers set up four school libraries near our India office in November 2013",
    ],
  },
  {
    yearStart: 2015,
    yearEnd: 2016,
    icon: "Users",
    title: "Peer review at scale",
    achievements: [
      "Exhibited at the Frankfurt Book Fair 2015, meeting publishers from Germany, the United Kingdom and the Nordic countries",
      "Xpert Review, our peer review platform, went live with its first society journals",
      "E-book production moved to EPUB 3 with MathML and image descriptions",
    ],
  },
  {
    yearStart: 2017,
    yearEnd: 2018,
    icon: "Gauge",
    title: "Faster journal production",
    achievements: [
      "Presented results of our XML-first workflow at the SSP 39th Annual Meeting in Boston in 2017",
      "First proofs within 24 hours became our standard for journal production",
      "EditLaTeX piloted with two mathematics and physics societies in 2018",
    ],
  },
  {
    yearStart: 2019,
    yearEnd: 2020,
    icon: "Landmark",
    title: "A home in Europe",
    achievements: [
      "EditLaTeX released in February 2019: LaTeX proof correction in the browser",
      "Our European office opened in Frankfurt in June 2019, with fourteen colleagues on the first day",
      "Every team moved to secure remote working in 2020 without a missed publication date",
    ],
  },
  {
    yearStart: 2021,
    yearEnd: 2022,
    icon: "PartyPopper",
    title: "Twenty years",
    achievements: [
      "Xpert Track launched in September 2021, with automatic file movement and e-mailing",
      "A five-year agreement to produce the Northmoor Society of Chemistry's eleven journals, signed in July 2022",
      "Our twentieth anniversary celebrated in every office in December 2022, with more than 8 million pages produced",
    ],
  },
  {
    yearStart: 2023,
    yearEnd: 2024,
    icon: "ShieldCheck",
    title: "Integrity and accessibility",
    achievements: [
      "E-book production certified against EPUB Accessibility 1.1 and WCAG 2.1 level AA in March 2023",
      "Teams from all three offices at Frankfurter Buchmesse 2023, and Xpert Xpress integrity checks at STM Week in London",
      "Backlist accessibility programmes for publishers preparing for the European Accessibility Act",
    ],
  },
];

// The leaders and the testimonials are files under content/leaders/ and content/testimonials/.
const leaders: Leader[] = [...leaderFiles];
const testimonials: Testimonial[] = [...testimonialFiles];

export const about = {
  title: "About Us",
  summary:
    "Scriptoria since 2002: who we are, our vision and mission, our timeline from Chennai to Boston and Frankfurt, our leadership and what publishers say about working with us.",
  ogImage: aboutOgImages.about,
  hero: {
    eyebrow: "About us",
    heading: [{ text: "Twenty years of care " }, { text: "over every page", em: true }],
    desc: "Scriptoria began in Chennai in 2002 as a small team of typesetters and copyeditors. Today our teams in India, the USA and Germany edit, produce and convert content for scholarly, STM, education, trade and legal publishers, and build the platforms that run the work.",
    image: aboutHero,
    alt: "A first proof with a highlighted correction, a timeline from 2002 in Chennai through Boston and Frankfurt to today, the three offices' local times, the leadership team and the figure of 8 million pages.",
    action: { label: "Work with us", href: "/company/contactus" },
    secondary: { label: "Our offices", href: "/company/offices" },
  },
  whoWeAre: {
    eyebrow: "Who we are",
    title: [{ text: "Publishing people who " }, { text: "build their own tools", em: true }],
    paragraphs: [
      "We are editors, typesetters, project managers, accessibility specialists and engineers. We take a manuscript from submission to a published, indexed article or book: peer review and editorial office, copyediting, journal and book production, graphics and content transformation, then e-books, accessibility, digitization and conversion for everything a publisher has ever printed.",
      "Our platforms began on our own production floor and are now licensed to publishers: VEDAS for copyediting, EditLaTeX for LaTeX proofs, Xpert Review for peer review, Xpert Xpress for integrity checks, Xpert Proof for proof correction and Xpert Track for production tracking.",
      "University presses such as Halden and Tarrow, societies such as the Northmoor Society of Chemistry and the Pellham Mathematical Society, and education, medical and legal publishers such as Fernleigh Education, Brackenfield Medical Press and Ledgerwood Legal Publishing trust us with their content, many of them for more than a decade.",
    ],
    stats: [
      { value: "20+", label: "Years of experience", note: "in publishing services since 2002" },
      { value: "20", label: "Satisfied clients", note: "publishers and societies on long-term contracts" },
      { value: "8M", label: "Successful pages", note: "edited, typeset and converted" },
    ],
  },
  purpose: {
    eyebrow: "Vision and mission",
    title: [{ text: "Why we " }, { text: "do this work", em: true }],
    vision:
      "Research and learning that reach every reader accurately, quickly and in a form they can use, whatever their device and whatever their abilities.",
    mission:
      "To be the production partner publishers never have to worry about: careful people and dependable platforms, first proofs within 24 hours, accessibility built in from the first page, and the same quality on the last title of the year as on the first.",
  },
  timeline: {
    eyebrow: "Our journey",
    title: [{ text: "From one production floor " }, { text: "to three offices", em: true }],
    lead: "Twenty-two years in eleven chapters. Choose a period, or swipe on a phone.",
    periods: timeline,
  },
  leadership: {
    eyebrow: "Leadership",
    title: [{ text: "The people who " }, { text: "lead the work", em: true }],
    lead: "Each of them has worked on the production floor, and each can still read a proof.",
    leaders,
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: [{ text: "What our " }, { text: "clients say", em: true }],
    lead: "Publishers and societies on working with our teams and our platforms.",
    items: testimonials,
  },
} satisfies AboutPage;
