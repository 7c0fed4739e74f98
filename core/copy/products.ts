/**
 * The six publishing platforms, each written once. The short entries feed the Products menu,
 * the footer, /all/products and the home carousel (menu.ts and home.ts derive from them); the
 * page records are the product pages (/products/{slug}), read at build time as route data.
 */
import type { SpriteIcon } from "./media/icons.ts";
import { productIcons, productImages, productOgImages } from "./media/products.ts";
import type { RasterImage } from "./media/types.ts";
import { isProductSlug, type ProductSlug } from "./product-slugs.ts";
import type { RichText } from "./rich-text.ts";
import { site } from "./site.ts";

export { isProductSlug, type ProductSlug, productAliases, productSlugs } from "./product-slugs.ts";

/** What menus, the footer, /all/products and the home carousel show of a product. */
export interface ProductSummary {
  name: string;
  /** What it is, in a few words: "copyediting platform". */
  kind: string;
  href: string;
  /** One line for the menus and the listing page. */
  menuDesc: string;
  /** Two sentences for the home carousel's card. */
  cardDesc: string;
  /** Line icon of the menus and the listing page. */
  icon: SpriteIcon;
  /** The product's own coloured icon (home carousel). */
  cardIcon: SpriteIcon;
}

export const productSummaries = {
  vedas: {
    name: "VEDAS",
    kind: "copyediting platform",
    href: "/products/vedas",
    menuDesc: "Copyediting platform with automated style and reference checks.",
    cardDesc:
      "Copyediting in the browser: house style, reference and citation checks run automatically, so editors spend their time on the language.",
    icon: "file-check",
    cardIcon: "product-vedas",
  },
  editlatex: {
    name: "EditLaTeX",
    kind: "online LaTeX editing platform",
    href: "/products/editlatex",
    menuDesc: "Online LaTeX editing and proofing for authors and editors.",
    cardDesc:
      "Authors and editors correct LaTeX proofs online: queries, tracked changes and a live PDF side by side, no local TeX installation.",
    icon: "sigma",
    cardIcon: "product-editlatex",
  },
  xpertreview: {
    name: "Xpert Review",
    kind: "peer review platform",
    href: "/products/xpertreview",
    menuDesc: "Peer review management from submission to decision.",
    cardDesc:
      "Peer review from submission to decision: reviewer search, invitations, reminders and decision letters in one editorial office.",
    icon: "users",
    cardIcon: "product-xpertreview",
  },
  xpertxpress: {
    name: "Xpert Xpress",
    kind: "content integrity check platform",
    href: "/products/xpertxpress",
    menuDesc: "Content integrity checks before a manuscript goes to review.",
    cardDesc:
      "Integrity checks at submission: duplicate text, tortured phrases, reference anomalies and image reuse in a single report.",
    icon: "shield-check",
    cardIcon: "product-xpertxpress",
  },
  xpertproof: {
    name: "Xpert Proof",
    kind: "proof correction platform",
    href: "/products/xpertproof",
    menuDesc: "Proof correction online or offline, straight back into XML.",
    cardDesc:
      "Proof correction online or offline. Every change goes straight back into the XML, so corrected files are ready the same day.",
    icon: "file-pen",
    cardIcon: "product-xpertproof",
  },
  xperttrack: {
    name: "Xpert Track",
    kind: "production tracking system",
    href: "/products/xperttrack",
    menuDesc: "Production tracking with automatic file movement and e-mail.",
    cardDesc:
      "Production tracking with automatic file movement and e-mailing: every title, stage and deadline on one dashboard.",
    icon: "chart-gantt",
    cardIcon: "product-xperttrack",
  },
} as const satisfies Record<ProductSlug, ProductSummary>;

/** The hosted Xpert Review service: the Products menu's one external site. */
export const scholarlyXpert = {
  name: "Scholarly Xpert",
  href: site.liveSites.xpertreview,
  desc: "Our hosted peer review service for societies and small presses.",
  icon: "graduation-cap",
} as const satisfies { name: string; href: string; desc: string; icon: SpriteIcon };

/**
 * The opening sentence of a contact message sent from a product page
 * (/company/contactus?product={slug}); undefined for anything that is not a product.
 */
export function demoRequestMessage(product: string | null | undefined): string | undefined {
  const slug = product?.toLowerCase();
  if (!isProductSlug(slug)) return undefined;
  const { name, kind } = productSummaries[slug];
  return `I would like a demonstration of ${name}, your ${kind}, for our team. `;
}

/** The contact page, asked for a demonstration of one product. */
export function demoRequestHref(slug: ProductSlug): string {
  return `/company/contactus?product=${slug}`;
}

// --- The product pages --------------------------------------------------------------------

export interface ProductPageCopy {
  /** The hero's call to action, and the closing invitation's button (both ask for a demonstration). */
  explore: string;
  demo: string;
  /** The small lines above the sections' headings. */
  featuresEyebrow: string;
  integrityEyebrow: string;
  walkthroughEyebrow: string;
  /** The walkthrough's heading, after the product's name. */
  walkthroughTitle: (product: string) => RichText;
  /** Read before each step of the process flow (by screen readers only). */
  step: (number: number) => string;
}

/** The words every product page shares; each product's own copy is in its page record below. */
export const productPageCopy = {
  explore: "Explore The Platform",
  demo: "Ask for a demonstration",
  featuresEyebrow: "Key features",
  integrityEyebrow: "Integrity checks",
  walkthroughEyebrow: "Walkthrough",
  walkthroughTitle: (product) => [{ text: `${product} ` }, { text: "at work", em: true }],
  step: (number) => `Step ${number}: `,
} satisfies ProductPageCopy;

/** A key feature (spec: Section4 Features {Title, desc}). */
export interface ProductFeature {
  Title: string;
  desc: string;
  /** Public path of a line icon from the media pipeline. */
  icon: string;
  /** Xpert Xpress: the checks of an integrity-check group. */
  items?: string[];
}

/** A step of the process-flow diagram, also given as text. */
export interface FlowStep {
  title: string;
  desc: string;
}

/** A block of an overview: EditLaTeX's panes and overview, Xpert Proof's two modes. */
export interface OverviewBlock {
  title: string;
  desc: string;
  /** Public path of a line icon from the media pipeline. */
  icon: string;
  points?: string[];
}

export interface OverviewSection {
  eyebrow: string;
  title: RichText;
  desc: string;
  blocks: OverviewBlock[];
}

/** Xpert Xpress: what every article is checked for, and what the report tells authors and editors. */
export interface IntegrityReport {
  article: { eyebrow: string; title: RichText; desc: string; bullets: string[] };
  benefits: {
    eyebrow: string;
    title: RichText;
    desc: string;
    audiences: { name: string; desc: string }[];
    topicsTitle: string;
    topics: string[];
  };
}

/** A product page (spec: product record, Section1 and Section4, with images and the live site). */
export interface ProductPage {
  slug: ProductSlug;
  /** Page title. */
  title: string;
  /** Meta description, at most about 160 characters. */
  summary: string;
  /** Open Graph image, 1200x630. */
  ogImage: string;
  Section1: {
    Title: string;
    Heading: RichText;
    desc: string;
    img: RasterImage;
    /** Below 769 px: a narrower picture of the same screen. */
    mobileImg: RasterImage;
    alt: string;
  };
  /** The process-flow diagram and its steps as text. */
  flow: { eyebrow: string; title: RichText; desc: string; img: RasterImage; steps: FlowStep[] };
  Section4: { Title: RichText; desc: string; Features: ProductFeature[] };
  liveSite?: { label: string; href: string };
  /** EditLaTeX: the three panes. */
  panes?: OverviewSection;
  /** EditLaTeX: three overview blocks; Xpert Proof: its offline and online modes. */
  overview?: OverviewSection;
  /** Xpert Xpress. */
  report?: IntegrityReport;
  /** The closing invitation. */
  closing: { title: string; text: string };
}

const icon = productIcons;

export const productPages = {
  vedas: {
    slug: "vedas",
    title: "VEDAS copyediting platform",
    summary:
      "VEDAS runs house style, reference and citation checks before the editor starts, tracks every change and delivers validated JATS or BITS XML.",
    ogImage: productOgImages.vedas,
    Section1: {
      Title: "VEDAS",
      Heading: [{ text: "Copyediting with the " }, { text: "routine already done", em: true }],
      desc: "VEDAS runs every mechanical check before an editor opens the manuscript: house style, spelling variants, reference structure, citation matching and equations. Your copyeditors then work on sense and language in the browser, every change is tracked for the author, and the article leaves as validated JATS or BITS XML, ready for first proofs within 24 hours.",
      img: productImages.vedas.header,
      mobileImg: productImages.vedas.mobile,
      alt: "The VEDAS editor: a manuscript paragraph with tracked insertions and deletions, an author query, and a panel of automated style and reference checks.",
    },
    flow: {
      eyebrow: "Workflow",
      title: [{ text: "From Word file to " }, { text: "validated XML", em: true }],
      desc: "One pass through VEDAS replaces the hand-offs between pre-editing, copyediting, author review and XML conversion.",
      img: productImages.vedas.flow,
      steps: [
        {
          title: "Ingest",
          desc: "The Word or LaTeX manuscript is converted to structured XML, with headings, lists, tables, figures and MathML equations recognised.",
        },
        {
          title: "Pre-edit",
          desc: "House style, spelling variants and punctuation are applied automatically; references are parsed, checked against Crossref and matched to their citations.",
        },
        {
          title: "Copyedit",
          desc: "The copyeditor works in the browser on language, sense and consistency, with every change tracked and queries raised where the text needs the author.",
        },
        {
          title: "Author review",
          desc: "The author sees the edited article online, answers queries and accepts or rejects changes, without installing anything.",
        },
        {
          title: "XML delivery",
          desc: "Validated JATS or BITS XML goes to typesetting, and first proofs follow within 24 hours.",
        },
      ],
    },
    Section4: {
      Title: [{ text: "Five features that " }, { text: "save the editor's day", em: true }],
      desc: "Built with our own copyeditors, who have used VEDAS on millions of pages of journal and book content.",
      Features: [
        {
          Title: "Automated pre-editing",
          desc: "Spelling variants, hyphenation, number and unit formatting, abbreviations and punctuation are normalised to your style sheet before a person reads a line.",
          icon: icon["wand-sparkles"],
        },
        {
          Title: "Reference and citation checks",
          desc: "References are structured, DOIs confirmed against Crossref and PubMed, and every citation matched to its entry; missing and uncited references are queried.",
          icon: icon["book-check"],
        },
        {
          Title: "House styles per journal",
          desc: "APA, AMA, Chicago, Vancouver or your own: each journal and series keeps its rules, word lists and exceptions, maintained by our style team.",
          icon: icon["spell-check"],
        },
        {
          Title: "Tracked changes and author queries",
          desc: "Every edit is recorded with its editor, and queries sit beside the text they concern, so authors review changes rather than re-read the article.",
          icon: icon["message-square-text"],
        },
        {
          Title: "Structured XML output",
          desc: "Articles and chapters leave as JATS or BITS XML with MathML, validated against the DTD and your Schematron rules, ready for typesetting and hosting.",
          icon: icon["file-code"],
        },
      ],
    },
    closing: {
      title: "See VEDAS on one of your own articles",
      text: "Send us a recent manuscript and your style sheet. We will copyedit it in VEDAS and walk your team through the result.",
    },
  },
  editlatex: {
    slug: "editlatex",
    title: "EditLaTeX online LaTeX editing",
    summary:
      "EditLaTeX lets authors and editors correct LaTeX proofs in the browser: queries, the LaTeX source and the compiled PDF side by side, no TeX installation.",
    ogImage: productOgImages.editlatex,
    Section1: {
      Title: "EditLaTeX",
      Heading: [{ text: "LaTeX proofs corrected online, " }, { text: "in hours not days", em: true }],
      desc: "Authors who write in LaTeX correct their proofs where the source lives. EditLaTeX puts the queries, the LaTeX source and the compiled PDF in one browser window: no local TeX installation, no annotated PDFs to decode, and every correction goes straight into the file the typesetter compiles.",
      img: productImages.editlatex.header,
      mobileImg: productImages.editlatex.mobile,
      alt: "The EditLaTeX window: author queries on the left, the LaTeX source with a highlighted line in the middle, and the compiled PDF proof with query markers on the right.",
    },
    liveSite: { label: "Visit Live Site", href: site.liveSites.editlatex },
    panes: {
      eyebrow: "One window, three panes",
      title: [{ text: "Everything a proof needs, " }, { text: "side by side", em: true }],
      desc: "The author never has to switch between an e-mail, a PDF and an editor: the whole correction round happens in one place.",
      blocks: [
        {
          title: "Queries and corrections",
          desc: "The editorial office's queries and the co-authors' corrections, each pinned to its line. Answer, accept or reject, and watch the open count fall to zero.",
          icon: icon["message-circle-question"],
        },
        {
          title: "Editing window",
          desc: "The LaTeX source with syntax colouring, line numbers and the journal's class file. Edits are saved as you type and tracked against the issued proof.",
          icon: icon["file-code"],
        },
        {
          title: "PDF viewer",
          desc: "The compiled proof, exactly as it will be published. Recompile in seconds and see each correction on the page before you approve.",
          icon: icon["file-text"],
        },
      ],
    },
    overview: {
      eyebrow: "Overview",
      title: [{ text: "Made for LaTeX authors, " }, { text: "controlled for production", em: true }],
      desc: "Mathematics, physics, computer science and engineering journals receive much of their content in LaTeX. EditLaTeX keeps it there from proof to publication.",
      blocks: [
        {
          title: "For authors",
          desc: "Open the link in the proof e-mail and start correcting. The source, the bibliography and the figures are already loaded, and co-authors can work in the same proof.",
          icon: icon.users,
          points: ["No TeX installation or upload", "Co-authors online together", "Approve with one click"],
        },
        {
          title: "For editors and production",
          desc: "Every change is tracked against the issued proof, so production reviews a short list of differences rather than a whole article.",
          icon: icon.history,
          points: [
            "Full correction history",
            "Unanswered queries block approval",
            "Corrected source returned the same day",
          ],
        },
        {
          title: "For publishers",
          desc: "Your journal class files, BibTeX styles and templates are installed once; authors cannot break the layout, and the XML is regenerated from the corrected source.",
          icon: icon["layout-template"],
          points: ["Journal classes and templates", "BibTeX and BibLaTeX", "JATS XML with MathML"],
        },
      ],
    },
    flow: {
      eyebrow: "Workflow",
      title: [{ text: "A correction round " }, { text: "without the round trip", em: true }],
      desc: "From issued proof to approved source, every step happens in EditLaTeX.",
      img: productImages.editlatex.flow,
      steps: [
        {
          title: "Proof issued",
          desc: "Production loads the typeset LaTeX source, bibliography and figures, adds its author queries and issues the proof.",
        },
        {
          title: "Author notified",
          desc: "The corresponding author receives a secure link; co-authors can be invited to the same proof.",
        },
        {
          title: "Corrections made",
          desc: "Authors answer queries and correct the source directly, each change tracked against the issued proof.",
        },
        {
          title: "PDF recompiled",
          desc: "The proof recompiles in seconds and is checked for errors, overfull lines and unresolved references.",
        },
        {
          title: "Approved",
          desc: "The author approves, and the corrected source and PDF go back to production with a list of every change.",
        },
      ],
    },
    Section4: {
      Title: [{ text: "Eight features behind " }, { text: "faster proofs", em: true }],
      desc: "Everything an author needs to correct a LaTeX proof, and everything production needs to trust the result.",
      Features: [
        {
          Title: "Editing in the browser",
          desc: "A full LaTeX editor with syntax colouring and line numbers on any computer, with nothing to install and nothing to configure.",
          icon: icon.globe,
        },
        {
          Title: "Author query management",
          desc: "Queries are pinned to their line in the source and on the PDF; authors answer them in place, and unanswered queries are flagged before approval.",
          icon: icon["message-circle-question"],
        },
        {
          Title: "Live PDF compilation",
          desc: "The proof recompiles on our servers in seconds, with the journal's own class file, fonts and bibliography style.",
          icon: icon["refresh-cw"],
        },
        {
          Title: "Tracked changes and history",
          desc: "Every edit is recorded against the issued proof with its author and time, and any earlier state can be restored.",
          icon: icon.history,
        },
        {
          Title: "Co-author collaboration",
          desc: "Co-authors work in the same proof at the same time and see who is online; each correction carries its author's name.",
          icon: icon.users,
        },
        {
          Title: "Journal classes and templates",
          desc: "Publisher class files, BibTeX and BibLaTeX styles and custom macros are installed once per journal and used on every proof.",
          icon: icon["layout-template"],
        },
        {
          Title: "Compile checks",
          desc: "Errors, overfull boxes, missing figures and unresolved citations or cross-references are listed before the author can approve.",
          icon: icon["badge-check"],
        },
        {
          Title: "Approval and handover",
          desc: "One click approves the proof and returns the corrected source, the PDF and the change list to production, with an audit record.",
          icon: icon.send,
        },
      ],
    },
    closing: {
      title: "Try EditLaTeX on a proof of your own",
      text: "We will load one of your typeset LaTeX articles with your class file, so your editors can see an author's correction round from both sides.",
    },
  },
  xpertreview: {
    slug: "xpertreview",
    title: "Xpert Review peer review platform",
    summary:
      "Xpert Review runs peer review from submission to decision: ORCID sign-in, reviewer search, automatic reminders and decision letters, following COPE guidance.",
    ogImage: productOgImages.xpertreview,
    Section1: {
      Title: "Xpert Review",
      Heading: [{ text: "Peer review, from submission " }, { text: "to decision", em: true }],
      desc: "Xpert Review runs the whole review cycle for journals and conference proceedings: submission with ORCID sign-in, technical checks, reviewer search with conflict-of-interest screening, invitations and reminders on a schedule, and decision letters drafted from the reports. Single-blind, double-blind or open review, in line with COPE guidance.",
      img: productImages.xpertreview.header,
      mobileImg: productImages.xpertreview.mobile,
      alt: "The Xpert Review editor dashboard: manuscripts by review stage, a manuscript's three reviewers with their status, and a recommendation of minor revision.",
    },
    liveSite: { label: "Visit Live Site", href: site.liveSites.xpertreview },
    flow: {
      eyebrow: "Workflow",
      title: [{ text: "One editorial office for " }, { text: "every round of review", em: true }],
      desc: "Editors decide; Xpert Review does the chasing, the checking and the paperwork in between.",
      img: productImages.xpertreview.flow,
      steps: [
        {
          title: "Submission",
          desc: "Authors sign in with ORCID and submit through a form configured for each journal and article type.",
        },
        {
          title: "Technical check",
          desc: "Files, declarations, word counts and a similarity check are verified before the manuscript reaches an editor.",
        },
        {
          title: "Reviewer assignment",
          desc: "The editor picks reviewers suggested by subject match and publication record, with conflicts of interest screened.",
        },
        {
          title: "Review",
          desc: "Invitations, reminders and extensions run on the journal's schedule; reports arrive on a structured form.",
        },
        {
          title: "Decision",
          desc: "The editor reads the reports side by side and sends a decision letter drafted from them; accepted papers move to production.",
        },
      ],
    },
    Section4: {
      Title: [{ text: "Five features that " }, { text: "shorten review times", em: true }],
      desc: "Used by our own editorial office teams on hundreds of journals, and licensed to societies and publishers.",
      Features: [
        {
          Title: "Configurable submission",
          desc: "Forms, article types, required declarations and file rules per journal, with ORCID sign-in and metadata that flows through to production.",
          icon: icon.inbox,
        },
        {
          Title: "Reviewer finder",
          desc: "Reviewers suggested by subject, publication record and past performance, with co-authorship and institutional conflicts screened out.",
          icon: icon["user-search"],
        },
        {
          Title: "Automatic reminders",
          desc: "Invitations, reminders and overdue notices go out on the journal's schedule, so editors stop chasing and review times fall.",
          icon: icon["bell-ring"],
        },
        {
          Title: "Structured reports",
          desc: "Review forms designed per journal, with reports, scores and confidential comments shown side by side for the editor.",
          icon: icon["clipboard-list"],
        },
        {
          Title: "Decision letters and handover",
          desc: "Letters drafted from the reports and the journal's templates; accepted manuscripts go to production with Crossref-ready metadata.",
          icon: icon["mail-check"],
        },
      ],
    },
    closing: {
      title: "Run a review round with us",
      text: "We will set up a demonstration journal with your submission form and review criteria, and walk your editors through a manuscript from submission to decision.",
    },
  },
  xpertxpress: {
    slug: "xpertxpress",
    title: "Xpert Xpress content integrity checks",
    summary:
      "Xpert Xpress screens every manuscript at submission: similarity, generated text, references, images, authorship and ethics, in one report within minutes.",
    ogImage: productOgImages.xpertxpress,
    Section1: {
      Title: "Xpert Xpress",
      Heading: [{ text: "Integrity checks at submission, " }, { text: "in one report", em: true }],
      desc: "Xpert Xpress screens every manuscript before it reaches an editor: similarity and generated text, reference anomalies, image reuse, author identity and the ethics statements. The report arrives within minutes and ranks what needs a person's judgement, so research integrity teams and editors act on evidence, following COPE guidance.",
      img: productImages.xpertxpress.header,
      mobileImg: productImages.xpertxpress.mobile,
      alt: "An Xpert Xpress integrity report: an overall risk rating, a similarity score with matched sources, flagged references and an image comparison.",
    },
    flow: {
      eyebrow: "Workflow",
      title: [{ text: "Screened before " }, { text: "anyone reads it", em: true }],
      desc: "Xpert Xpress sits between submission and the editor's desk, in your submission system or ours.",
      img: productImages.xpertxpress.flow,
      steps: [
        {
          title: "Submission",
          desc: "The manuscript arrives from Xpert Review or your own submission system, through our connector.",
        },
        {
          title: "Automated screening",
          desc: "Text, references, images, authors and declarations are checked in parallel against literature, Crossref and ORCID.",
        },
        {
          title: "Integrity report",
          desc: "Findings are ranked by risk, each with its evidence: the matching passage, the retracted reference, the reused figure.",
        },
        {
          title: "Editor's judgement",
          desc: "The editor or integrity team reviews the flagged items and records a decision, following COPE guidance.",
        },
        {
          title: "Feedback to authors",
          desc: "Authors receive a clear list of what to fix, such as a missing ethics statement, before the manuscript goes to review.",
        },
      ],
    },
    Section4: {
      Title: [{ text: "Six groups of " }, { text: "integrity checks", em: true }],
      desc: "Open a group to see what Xpert Xpress looks for. Every check can be switched on per journal, with thresholds you set.",
      Features: [
        {
          Title: "Text similarity and originality",
          desc: "Overlap with published and preprint literature, and the signs of text that was not written by the authors.",
          icon: icon["scan-search"],
          items: [
            "Similarity check against published literature and preprints",
            "Duplicate submission across your journals",
            "Tortured phrases and paraphrasing tools",
            "Indicators of machine-generated text",
          ],
        },
        {
          Title: "References",
          desc: "The reference list checked entry by entry against Crossref and retraction data.",
          icon: icon["book-check"],
          items: [
            "Retracted and corrected works cited",
            "DOIs and metadata verified with Crossref",
            "Citation stacking and unusual self-citation",
            "References never cited in the text",
          ],
        },
        {
          Title: "Images and figures",
          desc: "Figures compared within the manuscript and with earlier publications.",
          icon: icon.image,
          items: [
            "Duplicated or rotated panels within a figure",
            "Figures reused from earlier papers",
            "Signs of splicing in blots and gels",
            "Resolution and format for production",
          ],
        },
        {
          Title: "Authorship and identity",
          desc: "Who the authors are, and whether the list changed along the way.",
          icon: icon["user-check"],
          items: [
            "ORCID iDs verified against the authors' records",
            "Institutional e-mail addresses and affiliations",
            "Authors added or removed between versions",
            "Known paper-mill patterns in author groups",
          ],
        },
        {
          Title: "Ethics and declarations",
          desc: "The statements every journal requires, present and complete.",
          icon: icon.scale,
          items: [
            "Ethics approval and informed consent",
            "Competing interests and funding",
            "Data availability statement",
            "Clinical trial registration",
          ],
        },
        {
          Title: "Scope and format",
          desc: "Whether the manuscript belongs in the journal and is ready for review.",
          icon: icon["clipboard-check"],
          items: [
            "Fit with the journal's aims and scope",
            "Article type, word count and required sections",
            "Figure and table permissions",
            "Language quality score",
          ],
        },
      ],
    },
    report: {
      article: {
        eyebrow: "Every article",
        title: [{ text: "What every article " }, { text: "is checked for", em: true }],
        desc: "Minutes after submission, and again at each revision, every manuscript goes through the same checks, so no paper depends on who happened to screen it.",
        bullets: [
          "Text overlap with published work, preprints and your own archive",
          "Tortured phrases and indicators of machine-generated text",
          "Retracted, unverifiable or uncited references",
          "Duplicated, manipulated or reused images",
          "Unverified authors, changed author lists and paper-mill patterns",
          "Missing ethics, consent, funding and data statements",
        ],
      },
      benefits: {
        eyebrow: "For authors and editors",
        title: [{ text: "One report, " }, { text: "read by both sides", em: true }],
        desc: "The report is written for people, not for software: every finding comes with its evidence and what to do about it.",
        audiences: [
          {
            name: "Authors",
            desc: "learn before review what to correct, from a missing statement to an unclear figure, and resubmit once.",
          },
          {
            name: "Editors",
            desc: "see at a glance which manuscripts are clean and which need a closer look, with the evidence already gathered.",
          },
        ],
        topicsTitle: "What the report covers",
        topics: [
          "Similarity score with the matching sources",
          "Generated-text and tortured-phrase findings",
          "Reference health, including retractions",
          "Image findings with side-by-side comparisons",
          "Author and affiliation verification",
          "Declarations present or missing, and an overall risk rating",
        ],
      },
    },
    closing: {
      title: "Screen a sample of your submissions",
      text: "Send us a batch of recent manuscripts. We will return an Xpert Xpress report for each and talk your integrity team through the findings.",
    },
  },
  xpertproof: {
    slug: "xpertproof",
    title: "Xpert Proof proof correction",
    summary:
      "Xpert Proof takes author corrections online or from an annotated PDF and writes them straight back into the XML, so corrected proofs are ready the same day.",
    ogImage: productOgImages.xpertproof,
    Section1: {
      Title: "Xpert Proof",
      Heading: [{ text: "Proof corrections that go " }, { text: "straight into the XML", em: true }],
      desc: "Authors and editors correct proofs in the browser, or annotate a PDF offline, and every correction lands in the XML source as a tracked change. No retyping from marked-up PDFs, no comments lost between rounds, and corrected proofs go back to the author the same day.",
      img: productImages.xpertproof.header,
      mobileImg: productImages.xpertproof.mobile,
      alt: "Xpert Proof: a typeset journal page with an inserted word and a deleted phrase marked in place, and a list of the author's corrections beside it.",
    },
    overview: {
      eyebrow: "Two ways to correct",
      title: [{ text: "Online or offline, " }, { text: "the same clean result", em: true }],
      desc: "Authors choose how they work; production receives the same structured corrections either way.",
      blocks: [
        {
          title: "Online mode",
          desc: "The author opens the proof in the browser and edits the typeset page itself: click a word to change it, insert, delete, comment and answer queries.",
          icon: icon.globe,
          points: [
            "Edit on the typeset page, not in a form",
            "Queries answered beside the text",
            "Changes written to the XML as they are made",
          ],
        },
        {
          title: "Offline mode",
          desc: "The author downloads the PDF and marks it up with the standard annotation tools of any PDF reader, on a plane or a train, then uploads it.",
          icon: icon["file-down"],
          points: [
            "Any PDF reader's comment tools",
            "Annotations read and mapped to the XML",
            "Unclear marks queried, never guessed",
          ],
        },
      ],
    },
    flow: {
      eyebrow: "Workflow",
      title: [{ text: "From proof to corrected XML " }, { text: "the same day", em: true }],
      desc: "Xpert Proof sits between typesetting and publication and closes the loop in one round.",
      img: productImages.xpertproof.flow,
      steps: [
        {
          title: "Proof generated",
          desc: "The typeset PDF is generated from the XML, with the author's queries attached.",
        },
        {
          title: "Author corrects",
          desc: "Online in the browser or offline in an annotated PDF, as the author prefers.",
        },
        {
          title: "Mapped to XML",
          desc: "Every correction is applied to the XML source as a tracked change, with its author and comment.",
        },
        {
          title: "Production review",
          desc: "Our team reviews the short list of changes, resolves anything unclear and checks the layout.",
        },
        {
          title: "Revised proof",
          desc: "The corrected proof and XML are ready the same day, for approval or publication.",
        },
      ],
    },
    Section4: {
      Title: [{ text: "Four features that " }, { text: "close the loop", em: true }],
      desc: "What makes a correction round with Xpert Proof shorter, cleaner and easier to audit.",
      Features: [
        {
          Title: "Edit on the page",
          desc: "Authors click into the typeset text to insert, delete or replace, and see the page reflow as it will be published.",
          icon: icon["mouse-pointer-click"],
        },
        {
          Title: "Queries in context",
          desc: "Author queries sit beside the passage they concern, and none can be left unanswered at approval.",
          icon: icon["message-circle-question"],
        },
        {
          Title: "PDF annotations read",
          desc: "Offline comments, insertions and strike-throughs from any PDF reader are turned into XML corrections.",
          icon: icon["file-down"],
        },
        {
          Title: "History and approval",
          desc: "Every correction is kept with its author and time; editors approve the round with a full audit trail.",
          icon: icon["list-checks"],
        },
      ],
    },
    closing: {
      title: "Correct a proof with Xpert Proof",
      text: "We will set up one of your articles in Xpert Proof so your authors and editors can try both modes before you decide.",
    },
  },
  xperttrack: {
    slug: "xperttrack",
    title: "Xpert Track production tracking",
    summary:
      "Xpert Track tracks every title, stage and deadline on one dashboard, moves files and e-mails the next team automatically when a stage is signed off.",
    ogImage: productOgImages.xperttrack,
    Section1: {
      Title: "Xpert Track",
      Heading: [{ text: "Every title, stage and deadline " }, { text: "on one board", em: true }],
      desc: "Xpert Track is the production tracking system behind our own floor, where it follows more than 8 million pages of journals and books. When a stage is signed off, the files move to the next team's folder and the right people are e-mailed automatically, so production managers plan instead of chasing.",
      img: productImages.xperttrack.header,
      mobileImg: productImages.xperttrack.mobile,
      alt: "The Xpert Track production board: titles in columns for copyediting, typesetting and author proof, with on-schedule figures and a title's stages and due dates.",
    },
    flow: {
      eyebrow: "Workflow",
      title: [{ text: "Production that " }, { text: "moves itself along", em: true }],
      desc: "Each sign-off triggers the next step: files, e-mails and deadlines follow without anyone chasing.",
      img: productImages.xperttrack.flow,
      steps: [
        {
          title: "Title registered",
          desc: "A journal article or book enters production with its schedule, from the submission system or a spreadsheet.",
        },
        {
          title: "Stage assigned",
          desc: "Copyediting, typesetting, proofing and corrections are assigned to teams with due dates.",
        },
        {
          title: "Stage signed off",
          desc: "The team marks its stage complete; Xpert Track moves the files to the next team's folder.",
        },
        {
          title: "People notified",
          desc: "The next team, the author or the publisher is e-mailed automatically, with links and deadlines.",
        },
        {
          title: "Delivered",
          desc: "Final files reach the publisher's platform, and the title's history is kept for reporting.",
        },
      ],
    },
    Section4: {
      Title: [{ text: "Ten features for " }, { text: "on-time production", em: true }],
      desc: "Everything a production manager needs to see, and everything they no longer need to do by hand.",
      Features: [
        {
          Title: "Auto file movement",
          desc: "When a stage is signed off, its files move to the next team's folder, named and versioned, with nothing dragged by hand.",
          icon: icon["folder-sync"],
        },
        {
          Title: "Auto emailing",
          desc: "Authors, editors and suppliers receive the right message at the right stage, from proof-ready notices to overdue reminders.",
          icon: icon["mail-check"],
        },
        {
          Title: "Real-time tracking",
          desc: "Every title's stage, owner and due date update the moment work is signed off, for every journal and book.",
          icon: icon.activity,
        },
        {
          Title: "Centralized dashboard",
          desc: "One board for every title in production, filtered by journal, stage, team or risk, with on-schedule figures at the top.",
          icon: icon["layout-dashboard"],
        },
        {
          Title: "Automated workflow",
          desc: "Stages, rules and deadlines defined once per journal or series, and applied to every title that enters production.",
          icon: icon.workflow,
        },
        {
          Title: "Collaboration",
          desc: "Comments, hand-over notes and questions stay with the title, visible to in-house staff, suppliers and freelancers.",
          icon: icon["messages-square"],
        },
        {
          Title: "Customizable reports",
          desc: "Turnaround times, on-time rates and volumes by journal, stage or supplier, scheduled to your inbox or exported.",
          icon: icon["chart-column"],
        },
        {
          Title: "Resource management",
          desc: "Workload per team and person, so managers balance assignments before a backlog builds.",
          icon: icon["user-cog"],
        },
        {
          Title: "Risk management",
          desc: "Titles likely to miss their date are flagged early, with the stage that is holding them up.",
          icon: icon["triangle-alert"],
        },
        {
          Title: "Integrations",
          desc: "Connects to Xpert Review, VEDAS, Xpert Proof, submission systems and hosting platforms, and to your FTP or cloud storage.",
          icon: icon.plug,
        },
      ],
    },
    closing: {
      title: "Put your production on one board",
      text: "Send us a list of titles in production. We will load them into Xpert Track and show your team their own board.",
    },
  },
} satisfies Record<ProductSlug, ProductPage>;
