/**
 * The About page (/company/Aboutus): who we are, vision and mission, the timeline from 2002, the
 * leadership and what clients say. The offices are in site.ts; the carousels' numbers (152 px
 * per period, the 350/400-character rule, the 50 px swipe) in lib/carousel-rules.ts. Pictures are
 * made by `npm run media -- about` (scripts/media/tasks/about.ts).
 */
import type { clients } from "./clients.ts";
import { aboutHero, aboutOgImages, leaderPortraits } from "./media/about.ts";
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
  yearstart: number;
  yearend: number;
  icon: TimelineIcon;
  /** What the period is remembered for, a few words. */
  title: string;
  achievements: string[];
}

export interface Leader {
  /** Key of the portrait, also the dialog's anchor. */
  id: keyof typeof leaderPortraits;
  img: RasterImage;
  name: string;
  /** Designation. */
  desig: string;
  /** The full bio, one string per paragraph. */
  Detail: string[];
}

export interface Testimonial {
  /** What the client says. */
  view: string;
  /** The person's name. */
  Name: string;
  role: string;
  /** Their publisher, one of the clients in the home page's logo strip. */
  publisher: (typeof clients)[number]["name"];
  /** Chooses the illustrated avatar. */
  gender: "male" | "female";
}

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
    yearstart: 2002,
    yearend: 2003,
    icon: "Flag",
    title: "Founded in Chennai",
    achievements: [
      "Scriptoria founded in Chennai in 2002 by a small team of typesetters and copyeditors",
      "First journal typesetting contracts with STM publishers in the United Kingdom and the USA",
      "LaTeX typesetting of mathematics and physics journals from the first year",
    ],
  },
  {
    yearstart: 2004,
    yearend: 2006,
    icon: "FileCode",
    title: "XML-first production",
    achievements: [
      "Journal production moved to an XML-first workflow: copyediting, typesetting and conversion from one source",
      "A copyediting team formed to edit to each publisher's house style",
      "Halden University Press became our first university press client",
    ],
  },
  {
    yearstart: 2007,
    yearend: 2008,
    icon: "Tablet",
    title: "From print to digital",
    achievements: [
      "E-book conversion and content digitization services launched for publishers' backlists",
      "A second production floor in Chennai for scanning, OCR and keying",
      "Book production extended from monographs to textbooks and reference works",
    ],
  },
  {
    yearstart: 2009,
    yearend: 2010,
    icon: "FileCheck",
    title: "Our first platform",
    achievements: [
      "VEDAS, our copyediting platform, built for our own editors, with automated style and reference checks",
      "A graphics studio opened for artwork redrawing, relabelling and colour correction",
      "Journal production for the Pellham Mathematical Society began",
    ],
  },
  {
    yearstart: 2011,
    yearend: 2012,
    icon: "Building2",
    title: "An office in Boston",
    achievements: [
      "Our Boston office opened in 2011 to serve publishers and societies in the Americas",
      "Project management offered as a service: one accountable manager per title",
      "VEDAS licensed to publishers for their in-house copyeditors",
    ],
  },
  {
    yearstart: 2013,
    yearend: 2014,
    icon: "ClipboardCheck",
    title: "Peer review and proofs online",
    achievements: [
      "Editorial office and peer review services launched for society journals",
      "Xpert Proof released: authors and editors correct proofs online or offline, straight back into XML",
      "Sixty volunteers set up four school libraries near our India office in November 2013",
    ],
  },
  {
    yearstart: 2015,
    yearend: 2016,
    icon: "Users",
    title: "Peer review at scale",
    achievements: [
      "Exhibited at the Frankfurt Book Fair 2015, meeting publishers from Germany, the United Kingdom and the Nordic countries",
      "Xpert Review, our peer review platform, went live with its first society journals",
      "E-book production moved to EPUB 3 with MathML and image descriptions",
    ],
  },
  {
    yearstart: 2017,
    yearend: 2018,
    icon: "Gauge",
    title: "Faster journal production",
    achievements: [
      "Presented results of our XML-first workflow at the SSP 39th Annual Meeting in Boston in 2017",
      "First proofs within 24 hours became our standard for journal production",
      "EditLaTeX piloted with two mathematics and physics societies in 2018",
    ],
  },
  {
    yearstart: 2019,
    yearend: 2020,
    icon: "Landmark",
    title: "A home in Europe",
    achievements: [
      "EditLaTeX released in February 2019: LaTeX proof correction in the browser",
      "Our European office opened in Frankfurt in June 2019, with fourteen colleagues on the first day",
      "Every team moved to secure remote working in 2020 without a missed publication date",
    ],
  },
  {
    yearstart: 2021,
    yearend: 2022,
    icon: "PartyPopper",
    title: "Twenty years",
    achievements: [
      "Xpert Track launched in September 2021, with automatic file movement and e-mailing",
      "A five-year agreement to produce the Northmoor Society of Chemistry's eleven journals, signed in July 2022",
      "Our twentieth anniversary celebrated in every office in December 2022, with more than 8 million pages produced",
    ],
  },
  {
    yearstart: 2023,
    yearend: 2024,
    icon: "ShieldCheck",
    title: "Integrity and accessibility",
    achievements: [
      "E-book production certified against EPUB Accessibility 1.1 and WCAG 2.1 level AA in March 2023",
      "Teams from all three offices at Frankfurter Buchmesse 2023, and Xpert Xpress integrity checks at STM Week in London",
      "Backlist accessibility programmes for publishers preparing for the European Accessibility Act",
    ],
  },
];

const leaders: Leader[] = [
  {
    id: "meenakshi-raghavan",
    img: leaderPortraits["meenakshi-raghavan"],
    name: "Meenakshi Raghavan",
    desig: "Founder and Managing Director",
    Detail: [
      "Meenakshi founded Scriptoria in Chennai in 2002 with a team of typesetters and copyeditors who had worked together on mathematics and physics journals. She had spent the previous decade as a production editor and LaTeX typesetter, and started the company on a simple promise to publishers: every page checked by someone who understands it.",
      "Over twenty years she has led Scriptoria from a single production floor to three offices serving scholarly, STM, education, trade and legal publishers. She championed the move to XML-first production in the mid-2000s and the decision to build our own platforms, beginning with VEDAS, so that editors and typesetters would have tools made for their work.",
      "Meenakshi still reads proofs. She chairs the quality board that reviews every new client workflow before it goes live, and she is a regular speaker on production standards and accessible publishing at industry meetings.",
      "She holds a master's degree in mathematics from the University of Madras and started the community programme through which our volunteers have set up school libraries near our India office since 2013.",
    ],
  },
  {
    id: "arvind-subramanian",
    img: leaderPortraits["arvind-subramanian"],
    name: "Arvind Subramanian",
    desig: "Chief Technology Officer",
    Detail: [
      "Arvind leads the engineering teams that build and run Scriptoria's platforms: VEDAS, EditLaTeX, Xpert Review, Xpert Xpress, Xpert Proof and Xpert Track. He joined in 2008 as the first developer on the production floor, writing the scripts that became the automated checks in VEDAS.",
      "His teams sit beside the editors, typesetters and project managers who use what they build. Every feature starts from a real problem on a real title, and nothing ships until the production floor has run it on live content. That principle shaped the launch of EditLaTeX in 2019 and of Xpert Track in 2021.",
      "Arvind also leads our work on artificial intelligence and language processing: manuscript triage, reviewer suggestions, integrity screening and draft image descriptions, always with a person checking every result before it reaches a reader.",
      "He holds a degree in computer science from Anna University and is a member of the JATS and BITS user communities.",
    ],
  },
  {
    id: "rebecca-lawson",
    img: leaderPortraits["rebecca-lawson"],
    name: "Rebecca Lawson",
    desig: "Vice President, Client Services, Americas",
    Detail: [
      "Rebecca heads our Boston office, which serves publishers and learned societies across North and South America. She joined Scriptoria when the office opened in 2011, after twelve years in journal production at university presses and society publishers in New England.",
      "Her team of client managers and project managers is the first call for our clients in the Americas, from the first sample edit to the day-to-day running of their production. She led the transition of the Northmoor Society of Chemistry's eleven journals in 2023, completed on schedule with no change to publication dates.",
      "Rebecca speaks often on production planning for open access growth and on accessible publishing. She represents Scriptoria at the Society for Scholarly Publishing's annual meeting and serves on one of its program committees.",
    ],
  },
  {
    id: "jonas-albrecht",
    img: leaderPortraits["jonas-albrecht"],
    name: "Jonas Albrecht",
    desig: "Managing Director, Scriptoria Europe",
    Detail: [
      "Jonas leads Scriptoria Europe from our Frankfurt office, which he opened in June 2019. Before joining Scriptoria he spent fifteen years in publishing in Germany, as a production manager for scientific journals and later as head of digital publishing at an education publisher.",
      "European publishers asked us for project managers who could join their production meetings in person, for German-language copyediting by native speakers, and for the personal data of authors and reviewers to stay within the European Union. Jonas built the Frankfurt team around those three needs.",
      "Today his team manages production for journal, book and education publishers in Germany, Austria, Switzerland, the Netherlands and the Nordic countries, working closely with our production teams in Chennai. He is currently leading our backlist accessibility programmes for publishers preparing for the European Accessibility Act.",
    ],
  },
];

const testimonials: Testimonial[] = [
  {
    view: "Moving eleven journals to a new production partner is the kind of project that keeps a publisher awake at night. Scriptoria planned the transition with us title by title, ran both workflows side by side for the first issues, and kept every publication date. Our authors now correct their proofs online in Xpert Proof, our production editors follow every article in Xpert Track, and our copyediting queries are fewer and clearer than before.",
    Name: "Dr Helen Marsh",
    role: "Director of Publishing",
    publisher: "Northmoor Society of Chemistry",
    gender: "female",
  },
  {
    view: "Our monographs are long, heavily referenced and full of non-Latin scripts. Scriptoria's book team handles them with care, and the project manager knows every title on our list by name.",
    Name: "Thomas Avery",
    role: "Production Manager",
    publisher: "Halden University Press",
    gender: "male",
  },
  {
    view: "Our authors write in LaTeX and expect their mathematics to come back exactly as they wrote it. With EditLaTeX they correct proofs in the browser, with the source and the PDF side by side, and the typesetter receives a clean file. Proof corrections that used to take a week of e-mails now take a day, and our editors can spend their time on the mathematics, not on the files.",
    Name: "Professor Daniel Okafor",
    role: "Managing Editor",
    publisher: "Pellham Mathematical Society",
    gender: "male",
  },
  {
    view: "We asked Scriptoria to make our whole clinical reference list accessible: more than nine hundred titles with complex tables, drug dosage charts and thousands of images. Their subject specialists wrote image descriptions that our clinicians could not fault, every EPUB came back with a conformance report, and the programme finished two months early. We now publish every new title accessible from day one, and our library customers have noticed the difference.",
    Name: "Sarah Whitcombe",
    role: "Head of Digital Publishing",
    publisher: "Brackenfield Medical Press",
    gender: "female",
  },
  {
    view: "Scriptoria runs our editorial office in Xpert Review: they check every submission, find and chase reviewers and keep our editors informed. Time to first decision fell from nine weeks to five in the first year, and our authors tell us the correspondence is the most helpful they receive.",
    Name: "Dr Priya Natarajan",
    role: "Editor-in-Chief",
    publisher: "Society for Coastal Ecology",
    gender: "female",
  },
  {
    view: "Our case reports go back to 1890, in print volumes that had never been digitised. Scriptoria scanned, keyed and converted more than two hundred thousand pages into structured XML, with every citation, footnote and page number preserved for our lawyers and researchers. Their quality checks caught errors in the printed originals that we had never noticed. The archive is now searchable online, and the same team converts every new volume within a week of publication.",
    Name: "Richard Ellison",
    role: "Director of Content",
    publisher: "Ledgerwood Legal Publishing",
    gender: "male",
  },
  {
    view: "The project managers in Frankfurt understand German school publishing and join our planning meetings in person, while the teams in Chennai deliver our textbooks and accessible e-books on time, every term.",
    Name: "Katharina Brandt",
    role: "Head of Production",
    publisher: "Fernleigh Education",
    gender: "female",
  },
];

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
