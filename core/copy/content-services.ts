/**
 * The eight content service pages, /content/{slug}. Read at build time by the route's loader,
 * so none of this text is shipped as JavaScript: the page receives its own record as route data.
 */
import { serviceIcons as icon, serviceFigures, serviceHeaders, whyBackgrounds } from "./media/services.ts";
import { sector } from "./sectors.ts";
import type { ContentServiceSlug, ServicePage } from "./service-types.ts";

const whyBg = whyBackgrounds.content;

export const contentServices = {
  peerreview: {
    contentTitle: "Peer Review",
    heading: [{ text: "Peer review that " }, { text: "keeps pace", em: true }, { text: " with your authors" }],
    desc: "Our review office runs your journal's peer review from submission to decision: reviewer discovery, invitations, chasing, reports and decision letters, on Xpert Review or inside the system you already use. Your editors keep every decision; we take the waiting out of it.",
    summary:
      "Managed peer review for journals: reviewer discovery, invitations and chasing, decision letters and COPE-aligned records, run on Xpert Review.",
    headerImg: serviceHeaders.peerreview,
    headerAlt:
      "A manuscript under double-blind review beside a panel of three reviewers, a reviewer-match count and a minor-revision recommendation.",
    services: {
      kind: "grid",
      title: [{ text: "What our review office " }, { text: "takes off your desk", em: true }],
      list: [
        {
          heading: "Reviewer discovery",
          icon: icon["user-search"],
          desc: "We shortlist qualified reviewers from publication records, ORCID profiles and your own database, screened for conflicts of interest and current load, so invitations go to people likely to accept.",
        },
        {
          heading: "Invitations and chasing",
          icon: icon["mail-check"],
          desc: "Invitations, reminders and escalations go out on the schedule you set. A named coordinator replaces a declining reviewer within one working day.",
        },
        {
          heading: "Technical pre-check",
          icon: icon["scan-search"],
          desc: "Each submission is checked for completeness, scope, ethics and data statements and similarity before review, so editors only read manuscripts that are ready.",
        },
        {
          heading: "Decision support",
          icon: icon.scale,
          desc: "We collate reports, flag where reviewers disagree and draft decision letters from your templates for the handling editor to approve, edit or send.",
        },
        {
          heading: "Every review model",
          icon: icon["eye-off"],
          desc: "Single-blind, double-blind, open and transparent review, registered reports and transferred reviews, configured per journal and written into your policy.",
        },
        {
          heading: "Integrity and records",
          icon: icon["shield-check"],
          desc: "Every action is time-stamped. We follow COPE guidance on suspected misconduct, keep reviewer identities confidential and report turnaround monthly.",
        },
      ],
    },
    platform: {
      contentTitle: "Xpert Review",
      title: [{ text: "Run on " }, { text: "Xpert Review", em: true }, { text: ", our own platform" }],
      desc: "Xpert Review is the peer review system we built for our own editorial office and now license to societies and publishers. Authors submit in minutes, reviewers respond from one link, and editors see every manuscript's status on a single screen.",
      features: {
        title: "Built for the review office",
        list: [
          {
            heading: "Configurable submission",
            desc: "Forms, checklists and file rules set per journal, with ORCID sign-in and automatic completeness checks.",
          },
          {
            heading: "Reviewer finder",
            desc: "Suggestions ranked by subject match, past performance and conflicts, drawn from your database and open records.",
          },
          {
            heading: "Automated reminders",
            desc: "Invitation, reminder and overdue e-mails sent on schedule, with escalation to the editor when a review stalls.",
          },
          {
            heading: "Decision workflows",
            desc: "Editor, associate editor and board routes per journal, with decision letters assembled from templates.",
          },
          {
            heading: "Live reporting",
            desc: "Time to first decision, acceptance rates and reviewer performance, exportable for your board and your annual report.",
          },
        ],
      },
      link: { label: "Explore Xpert Review", href: "/products/xpertreview" },
    },
    industry: [
      sector(
        "Stem",
        "Reviewers matched on method as well as subject, with statistical review for clinical and quantitative papers.",
      ),
      sector(
        "Scholarly",
        "Society journals run by volunteer editors get a dependable office behind them, without losing their voice.",
      ),
      sector(
        "Education",
        "Education research journals and conference proceedings reviewed to a published, predictable timetable.",
      ),
      sector(
        "Legal",
        "Law reviews and practitioner journals where reviewer confidentiality and a fast turnaround both matter.",
      ),
    ],
    why: [{ text: "Why editors " }, { text: "trust us", em: true }, { text: " with review" }],
    whyDesc:
      "For more than 20 years we have run editorial offices for society and commercial journals, on a platform we build and maintain ourselves.",
    whyBg,
    reasons: [
      {
        heading: "Faster first decisions",
        desc: "Structured chasing and same-day reviewer replacement shorten the longest part of publishing: waiting for reports.",
      },
      {
        heading: "Editors stay in charge",
        desc: "We prepare; your editors decide. Nothing goes out in the journal's name without the approvals you define.",
      },
      {
        heading: "Your system or ours",
        desc: "We work inside the submission system you already use, or move you to Xpert Review with your history intact.",
      },
      {
        heading: "Confidential by design",
        desc: "Role-based access, GDPR-compliant data handling and COPE-aligned procedures, documented for your board.",
      },
    ],
  },

  editorialoffice: {
    contentTitle: "Editorial Office",
    heading: [{ text: "An editorial office that " }, { text: "never closes", em: true }],
    desc: "Editorial assistants in Chennai, Frankfurt and Boston log every submission, run technical checks and answer authors within one working day, in your journal's voice. Your editors spend their time on editorial judgement, not on the inbox.",
    summary:
      "Outsourced editorial office for journals: submission intake, technical checks, author correspondence and editor support across three time zones.",
    headerImg: serviceHeaders.editorialoffice,
    headerAlt:
      "An editorial inbox of new submissions with status labels, beside a technical-check card and a note that every author is answered within one working day.",
    services: {
      kind: "grid",
      title: [{ text: "The office work, " }, { text: "handled", em: true }],
      list: [
        {
          heading: "Submission intake",
          icon: icon.inbox,
          desc: "New manuscripts are logged, numbered and acknowledged within hours, with files, metadata and author details checked against your guidelines.",
        },
        {
          heading: "Technical checks",
          icon: icon["list-checks"],
          desc: "Word counts, reference style, figure resolution, ethics approvals, funding and competing-interest statements: checked before an editor opens the paper.",
        },
        {
          heading: "Author correspondence",
          icon: icon["messages-square"],
          desc: "Queries, revision requests and status updates answered from a shared mailbox within one working day, in your journal's tone.",
        },
        {
          heading: "Editor and board support",
          icon: icon["user-cog"],
          desc: "Manuscripts assigned by expertise and load, board reports prepared and special issues kept on schedule with their guest editors.",
        },
        {
          heading: "Acceptance to production",
          icon: icon["package-check"],
          desc: "Accepted papers checked for final files, licences and copyright forms, then handed to production with clean metadata.",
        },
      ],
    },
    industry: [
      sector(
        "Stem",
        "Checklists that cover trial registration, data availability and reporting guidelines such as CONSORT.",
      ),
      sector(
        "Scholarly",
        "Humanities and social science journals with long articles, many languages and careful authors.",
      ),
      sector("Education", "Teacher-practitioner journals where many authors are publishing for the first time."),
      sector("Legal", "Law journals with strict citation rules, tight issue deadlines and practitioner authors."),
    ],
    why: [{ text: "Why journals " }, { text: "hand us the inbox", em: true }],
    whyDesc:
      "An editorial office is judged by the e-mails nobody notices. Ours are answered on time, consistently, across three time zones.",
    whyBg,
    reasons: [
      {
        heading: "Follow-the-sun cover",
        desc: "Teams in Asia, Europe and North America mean a submission made at midnight is logged before breakfast.",
      },
      {
        heading: "Your rules, written down",
        desc: "Every journal gets a playbook of its policies and templates, so answers stay consistent when people change.",
      },
      {
        heading: "Measured every month",
        desc: "Response times, backlog and turnaround reported monthly, with the same figures your board asks for.",
      },
      {
        heading: "Scales with your list",
        desc: "From a single society title to a portfolio of journals, with one team lead who knows them all.",
      },
    ],
  },

  copyediting: {
    contentTitle: "Copyediting",
    heading: [
      { text: "Copyediting that " },
      { text: "respects the author", em: true },
      { text: " and the style guide" },
    ],
    desc: "Subject-specialist copyeditors edit to your house style at the depth you choose, from light mechanical edits to full language polishing. Every change is tracked and every query is clear. We edit in Word or directly in XML on VEDAS, our copyediting platform.",
    summary:
      "Copyediting by subject specialists: light to substantive edits, language polishing and reference checking, in Word or XML on VEDAS.",
    headerImg: serviceHeaders.copyediting,
    headerAlt:
      "A monograph chapter with tracked deletions and insertions, an author query note, a style sheet and a count of changes tracked.",
    services: {
      kind: "grid",
      title: [{ text: "Editing at the " }, { text: "depth you need", em: true }],
      list: [
        {
          heading: "Three levels of edit",
          icon: icon["sliders-horizontal"],
          desc: "Light, medium or substantive, agreed per title, with a sample edit and a style sheet before the first chapter or article is done.",
        },
        {
          heading: "Language editing",
          icon: icon.languages,
          desc: "Grammar, clarity and flow for authors writing in English as an additional language, without changing their meaning or voice.",
        },
        {
          heading: "Reference checking",
          icon: icon["book-marked"],
          desc: "References restyled to APA, AMA, Chicago, Vancouver, OSCOLA or house style, checked against Crossref and PubMed, with DOIs added.",
        },
        {
          heading: "Style and terminology",
          icon: icon["spell-check"],
          desc: "Spelling, hyphenation, units, abbreviations and nomenclature made consistent across a book or a journal, from SI units to species names.",
        },
        {
          heading: "Author queries",
          icon: icon["message-circle-question"],
          desc: "Queries are short, specific and placed where the question arises, so authors can answer them in minutes.",
        },
        {
          heading: "Edit in XML on VEDAS",
          icon: icon["file-code"],
          desc: "Automated checks on VEDAS handle the mechanical edits, leaving copyeditors free for sense, structure and style.",
        },
      ],
    },
    industry: [
      sector(
        "Stem",
        "Editors with science degrees who know an SI unit from a typo, and when not to touch an equation.",
      ),
      sector("Scholarly", "Long-form humanities prose edited for clarity without flattening an argument or a voice."),
      sector("Education", "Textbook copy checked for reading level, consistency of features and accuracy of answers."),
      sector("Trade", "Fiction and narrative non-fiction edited for continuity, facts and the author's rhythm."),
      sector("Legal", "Citations to OSCOLA or Bluebook, defined terms kept consistent and legislation checked."),
    ],
    why: [{ text: "Why authors " }, { text: "notice the difference", em: true }],
    whyDesc:
      "Good copyediting is invisible to readers and obvious to authors. We aim for both, on every page of more than 8 million.",
    whyBg,
    reasons: [
      {
        heading: "Specialists, not generalists",
        desc: "Editors are matched to subject: medicine, engineering, law, economics, history. They edit what they have studied.",
      },
      {
        heading: "Consistent across a list",
        desc: "Shared style sheets and term lists keep a series, a journal or a whole imprint consistent from one title to the next.",
      },
      {
        heading: "Checked before you see it",
        desc: "A second editor samples every batch against your style sheet before it is returned, with findings fed back to the team.",
      },
      {
        heading: "Faster with VEDAS",
        desc: "Automation takes care of the mechanical edits, so the time you pay for goes on the edits that need judgement.",
      },
    ],
    related: { label: "See the VEDAS copyediting platform", href: "/products/vedas" },
  },

  projectmanagement: {
    contentTitle: "Project Management",
    heading: [{ text: "One manager, " }, { text: "every title", em: true }, { text: ", every deadline" }],
    desc: "A named project manager takes each journal or book from handover to delivery: schedules, suppliers, author contact and quality, reported in one place. You deal with one person who knows your list and answers within the working day.",
    summary:
      "Publishing project management: one named manager per title for schedules, suppliers, author liaison, quality and live reporting.",
    headerImg: serviceHeaders.projectmanagement,
    headerAlt:
      "A production schedule for a book over six weeks, with bars for copyediting, artwork, typesetting, proofs, index and print files, and a weekly task list.",
    services: {
      kind: "grid",
      title: [{ text: "Everything between " }, { text: "handover and delivery", em: true }],
      list: [
        {
          heading: "Scheduling",
          icon: icon["calendar-range"],
          desc: "Schedules built back from your publication date, with milestones for editing, proofs, corrections and print, tracked daily on Xpert Track.",
        },
        {
          heading: "Author and editor liaison",
          icon: icon.mail,
          desc: "Proofs, queries and corrections chased on your behalf, politely and persistently, with every exchange logged.",
        },
        {
          heading: "Supplier coordination",
          icon: icon.network,
          desc: "Indexers, illustrators, permissions researchers and printers briefed, scheduled and checked, whether they are ours or yours.",
        },
        {
          heading: "Quality control",
          icon: icon["badge-check"],
          desc: "Checklists at every handover and a final pre-flight of files and metadata before anything leaves for print or the platform.",
        },
        {
          heading: "Budget and scope",
          icon: icon.receipt,
          desc: "Extent, artwork and corrections tracked against the estimate, with any change agreed before it costs you money.",
        },
        {
          heading: "Reporting",
          icon: icon["chart-gantt"],
          desc: "A weekly status note per title or issue and a live dashboard showing where every manuscript is today.",
        },
      ],
    },
    industry: [
      sector("Stem", "Journals with continuous publication, where every article runs on its own schedule."),
      sector("Scholarly", "Monograph programmes and edited collections with many contributors to keep in step."),
      sector("Education", "Textbook programmes with fixed adoption dates, teacher editions and digital components."),
      sector("Trade", "Lead titles with immovable launch dates and late changes from authors and agents."),
      sector("Legal", "Looseleaf updates, new editions and practitioner works where currency is everything."),
    ],
    why: [{ text: "Why publishers " }, { text: "give us the schedule", em: true }],
    whyDesc:
      "Because a date agreed with us is a date kept: our managers run more than 2,000 titles a year between them.",
    whyBg,
    reasons: [
      {
        heading: "One point of contact",
        desc: "Your manager knows every title on your list and answers within the working day, whoever is doing the work.",
      },
      {
        heading: "Problems raised early",
        desc: "Slippage is flagged the day it appears, with options and costs, not at the end of the schedule.",
      },
      {
        heading: "Live visibility",
        desc: "Xpert Track shows every manuscript's stage and next deadline, so you never need to ask for a status report.",
      },
      {
        heading: "Independent of supplier",
        desc: "We manage your other suppliers as carefully as our own teams, to the same schedule and standards.",
      },
    ],
    related: { label: "How we run whole programmes", href: "/projectmanagement" },
  },

  journalproduction: {
    contentTitle: "Journal Production",
    heading: [{ text: "Journal production with " }, { text: "first proofs in 24 hours", em: true }],
    desc: "An XML-first workflow takes each accepted article to its version of record: copyediting, typesetting, proofs, corrections and delivery to your platform, PubMed Central and Crossref. First proofs reach authors within 24 hours of acceptance.",
    summary:
      "XML-first journal production: JATS typesetting, first proofs within 24 hours, online corrections and Crossref, ORCID and PMC deposits.",
    headerImg: serviceHeaders.journalproduction,
    headerAlt:
      "JATS XML of a research article beside its typeset page, a list of completed Crossref, PubMed Central and ORCID deposits, and a first-proofs-in-24-hours note.",
    services: {
      kind: "grid",
      title: [{ text: "From acceptance to " }, { text: "version of record", em: true }],
      list: [
        {
          heading: "XML-first typesetting",
          icon: icon["code-xml"],
          desc: "JATS 1.3 XML is created at the start, not the end, so print PDF, HTML and every feed come from one validated source.",
        },
        {
          heading: "First proofs in 24 hours",
          icon: icon.timer,
          desc: "Accepted manuscripts are edited, typeset and sent to authors as proofs within 24 hours, corrected online in Xpert Proof.",
        },
        {
          heading: "Mathematics and science",
          icon: icon["flask-conical"],
          desc: "Equations in MathML and LaTeX, chemical structures, complex tables and supplementary data, set by teams who work on STM journals every day.",
        },
        {
          heading: "Issue compilation",
          icon: icon["library-big"],
          desc: "Issues and continuous-publication volumes assembled with pagination, covers, tables of contents and front matter.",
        },
        {
          heading: "Metadata and deposits",
          icon: icon.database,
          desc: "Crossref DOIs, ORCID iDs, funder and licence data, PubMed and PMC deposits, validated and sent on release.",
        },
        {
          heading: "Online first",
          icon: icon.globe,
          desc: "Versions of record released to your platform as soon as corrections are in, with issue pagination added later.",
        },
        {
          heading: "Corrections and notices",
          icon: icon["file-pen-line"],
          desc: "Errata, corrigenda, expressions of concern and retraction notices produced and linked to the original article, to COPE and Crossmark practice.",
        },
      ],
    },
    industry: [
      sector("Stem", "Medicine, physics, chemistry and engineering journals with heavy mathematics and data."),
      sector("Scholarly", "Society journals moving from print issues to continuous, open-access publication."),
      sector("Education", "Research and practitioner journals that must reach indexes and repositories on time."),
      sector("Legal", "Law journals with dense footnotes, case tables and citation styles of their own."),
    ],
    why: [{ text: "Why journals " }, { text: "publish faster", em: true }, { text: " with us" }],
    whyDesc:
      "Speed matters to authors, and accuracy matters to readers. Our journal teams have delivered both for more than 20 years.",
    whyBg,
    reasons: [
      {
        heading: "24-hour first proofs",
        desc: "A production day that starts when your acceptance e-mail arrives, wherever you are in the world.",
      },
      {
        heading: "Validated every time",
        desc: "JATS schema, PMC Style Checker and Crossref validation run on every delivery, not just on samples.",
      },
      {
        heading: "8 million pages of practice",
        desc: "The styles, edge cases and special characters of thousands of journals are already in our templates.",
      },
      {
        heading: "Nothing lost in transit",
        desc: "Xpert Track moves files and sends e-mails automatically, and shows you every article's stage in real time.",
      },
    ],
  },

  bookproduction: {
    contentTitle: "Book Production",
    heading: [{ text: "Books produced " }, { text: "for print and digital", em: true }, { text: " at once" }],
    desc: "From manuscript to printer-ready PDF, EPUB 3 and ONIX metadata, our book teams produce monographs, textbooks, reference works and trade titles to your design and your date, with one project manager per title.",
    summary:
      "Book production for monographs, textbooks, reference and trade titles: design, typesetting, proofreading, indexing, EPUB 3 and ONIX.",
    headerImg: serviceHeaders.bookproduction,
    headerAlt:
      "An open book spread with a chapter opening and a river illustration, its cover, and notes on print PDF, EPUB 3 and ONIX outputs.",
    services: {
      kind: "grid",
      title: [{ text: "Every stage of " }, { text: "making a book", em: true }],
      list: [
        {
          heading: "Design and templates",
          icon: icon["layout-template"],
          desc: "Text designs and InDesign or LaTeX templates built to your series style, or created from a brief and sample pages.",
        },
        {
          heading: "Composition",
          icon: icon["book-open-text"],
          desc: "Complex layouts typeset with care: multi-column reference works, textbooks with features, critical editions and bilingual texts.",
        },
        {
          heading: "Proofreading and indexing",
          icon: icon["list-tree"],
          desc: "Proofreading against copy and back-of-book indexes by trained indexers, embedded in the XML and linked in the e-book.",
        },
        {
          heading: "Education titles",
          icon: icon["graduation-cap"],
          desc: "Pedagogical features, answer keys, teacher editions and image descriptions for schools and higher education.",
        },
        {
          heading: "E-book editions",
          icon: icon["tablet-smartphone"],
          desc: "EPUB 3 and Kindle editions produced alongside print, checked with EPUBCheck and Ace by DAISY before release.",
        },
        {
          heading: "Print files and metadata",
          icon: icon.printer,
          desc: "Printer-ready PDF/X files, covers with spine calculations and ONIX 3.0 metadata for distributors and retailers.",
        },
      ],
    },
    industry: [
      sector("Scholarly", "Monographs and edited volumes, open-access editions and BITS XML for book platforms."),
      sector(
        "Education",
        "K-12 and higher-education textbooks, workbooks and teacher resources to adoption deadlines.",
      ),
      sector("Trade", "Fiction, narrative non-fiction and illustrated books where the page must look right."),
      sector("Stem", "Handbooks and reference works with equations, tables and hundreds of figures."),
      sector("Legal", "Practitioner books and new editions with tables of cases and statutes generated from XML."),
    ],
    why: [{ text: "Why publishers " }, { text: "bring us their lists", em: true }],
    whyDesc:
      "We have produced books since 2002, for university presses, education publishers and trade houses on three continents.",
    whyBg,
    reasons: [
      {
        heading: "Print and digital together",
        desc: "One XML source for the printed book, the e-book and the platform edition, so corrections are made once.",
      },
      {
        heading: "Designers and typesetters",
        desc: "Our composition team sets type to the standard of a good design house, not just to a template.",
      },
      {
        heading: "Schedules that hold",
        desc: "Dates set with your project manager at handover and tracked daily, with problems raised the day they appear.",
      },
      {
        heading: "Accessible from the start",
        desc: "Alt text, semantic structure and accessibility metadata built in, not bolted on after publication.",
      },
    ],
  },

  graphics: {
    contentTitle: "Graphics",
    heading: [
      { text: "Artwork that is " },
      { text: "clear in print", em: true },
      { text: " and accessible on screen" },
    ],
    desc: "Our graphics studio redraws, relabels and corrects figures to your style, creates new illustrations and writes alt text, so every figure works at column width in print, on a phone and for a reader using a screen reader.",
    summary:
      "Artwork services for publishers: redrawing, relabelling, image correction, technical and medical illustration, and alt text.",
    headerImg: serviceHeaders.graphics,
    headerAlt:
      "An author's rough bar chart beside the same chart redrawn in the house palette, with the palette swatches and a note that alt text has been written.",
    services: {
      kind: "grid",
      title: [{ text: "A studio for " }, { text: "every figure", em: true }],
      list: [
        {
          heading: "Artwork redrawing",
          icon: icon["pen-tool"],
          desc: "Author sketches and low-resolution figures redrawn as clean vector art to your style sheet: fonts, line weights and palette.",
        },
        {
          heading: "Relabelling and translation",
          icon: icon.tags,
          desc: "Labels edited, corrected or translated in place for new editions and markets, keeping the layout legible.",
        },
        {
          heading: "Image correction",
          icon: icon.image,
          desc: "Colour correction, halftone clean-up, resolution checks and CMYK or RGB conversion for print and screen.",
        },
        {
          heading: "Technical and medical illustration",
          icon: icon.microscope,
          desc: "Charts, schematics and anatomical and scientific drawings made from a brief and checked by subject experts.",
        },
        {
          heading: "Alt text and descriptions",
          icon: icon.accessibility,
          desc: "Alt text and extended descriptions by trained describers, following DIAGRAM Center guidance for accessible EPUB and web.",
        },
      ],
    },
    industry: [
      sector("Stem", "Graphs, schematics, chemical structures and anatomy drawn accurately and consistently."),
      sector("Education", "Illustrations, maps and diagrams that teach, with descriptions for every learner."),
      sector("Scholarly", "Archival images restored and historical maps redrawn for monographs and journals."),
      sector("Trade", "Maps, family trees and decorative art that suit the book's design."),
    ],
    why: [{ text: "Why art directors " }, { text: "rely on our studio", em: true }],
    whyDesc:
      "Figures are where readers stop and look. Ours are drawn by illustrators who understand the science and the style sheet.",
    whyBg,
    reasons: [
      {
        heading: "One style across a list",
        desc: "Style sheets for each series keep type, rules and colour consistent across hundreds of figures.",
      },
      {
        heading: "Accuracy checked",
        desc: "Every redrawn figure is compared with the original by a second artist before it goes to proof.",
      },
      {
        heading: "Accessible by default",
        desc: "Alt text is written as the figure is drawn, by people who understand what it shows.",
      },
      {
        heading: "Ready for any output",
        desc: "Vector masters exported for print, web and e-book at the right resolution and colour space.",
      },
    ],
  },

  contenttransformation: {
    contentTitle: "Content Transformation",
    heading: [{ text: "Legacy content, " }, { text: "transformed", em: true }, { text: " into structured XML" }],
    desc: "We turn print archives, PDF, Word, InDesign and SGML into validated JATS, BITS, DocBook or custom XML, enriched with metadata, so decades of content can be searched, licensed, reused and published anywhere.",
    summary:
      "Content transformation to JATS, BITS, DocBook and custom XML: back-file conversion, MathML, metadata enrichment and multi-format output.",
    headerImg: serviceHeaders.contenttransformation,
    headerAlt:
      "A scanned 1968 journal page turning into BITS XML, with a conversion batch reporting pages keyed, equations converted and references linked.",
    services: {
      kind: "showcase",
      title: [{ text: "Two directions, " }, { text: "one validated source", em: true }],
      cards: [
        {
          img: serviceFigures["transformation-archive"],
          alt: "Three bound volumes of an old chemistry journal converted into JATS XML, with a back-file report of pages keyed and DOIs registered.",
          heading: "Archive to XML",
          desc: "Back files and backlist converted from scans, PDF, Quark, InDesign or SGML to JATS for journals and BITS for books, with equations in MathML, tables and linked references.",
          points: [
            "OCR or double keying to 99.95% character accuracy",
            "Validated against the DTD or schema and the PMC Style Checker",
            "Crossref DOIs registered for back content",
          ],
        },
        {
          img: serviceFigures["transformation-outputs"],
          alt: "One XML source feeding four outputs: print PDF, responsive HTML, EPUB 3 and feeds for aggregators.",
          heading: "XML to every output",
          desc: "From one XML source we generate print PDF, responsive HTML, EPUB 3 and feeds for aggregators, discovery services and text-mining licensees.",
          points: [
            "Automated pipelines with XSLT and Schematron rules",
            "Enrichment with taxonomies, keywords, funder and licence data",
            "Mapped to your platform's ingestion specification",
          ],
        },
      ],
    },
    industry: [
      sector("Stem", "Journal back files with equations, chemistry and data tables converted to JATS and MathML."),
      sector("Scholarly", "Monograph backlists to BITS XML for open-access and library platforms."),
      sector("Education", "Textbook content broken into reusable, tagged learning objects."),
      sector("Trade", "Out-of-print titles brought back as e-books and print-on-demand editions."),
      sector("Legal", "Case reports, statutes and commentary structured for search and citation linking."),
    ],
    why: [{ text: "Why archives " }, { text: "come to us", em: true }],
    whyDesc:
      "Transformation projects live or die on analysis and rules. We write both down before we convert the first page.",
    whyBg,
    reasons: [
      {
        heading: "Analysis before conversion",
        desc: "A content audit and a signed-off mapping specification before production starts, so there are no surprises.",
      },
      {
        heading: "Accuracy you can audit",
        desc: "Sampling plans, error logs and acceptance reports for every batch, to an agreed accuracy level.",
      },
      {
        heading: "Standards, not guesswork",
        desc: "JATS, BITS, DocBook, MathML and Crossref schemas, with Schematron rules for your house requirements.",
      },
      {
        heading: "Scale without shortcuts",
        desc: "Millions of pages converted since 2002, with the same checks on the last batch as on the first.",
      },
    ],
  },
} satisfies Record<ContentServiceSlug, ServicePage>;
