/**
 * The five digital service pages, /digital/{slug}. Read at build time by the route's loader,
 * so none of this text is shipped as JavaScript: the page receives its own record as route data.
 */
import { serviceIcons as icon, serviceHeaders, whyBackgrounds } from "./media/services.ts";
import { sector } from "./sectors.ts";
import type { DigitalServiceSlug, ServicePage } from "./service-types.ts";

const whyBg = whyBackgrounds.digital;

export const digitalServices = {
  ebooks: {
    contentTitle: "E-books",
    heading: [{ text: "E-books that " }, { text: "pass every store", em: true }, { text: " and suit every reader" }],
    desc: "We produce reflowable and fixed-layout EPUB 3, Kindle and accessible editions from print files, XML or manuscripts, validated with EPUBCheck and Ace by DAISY and delivered with ONIX metadata, ready for retailers, aggregators and library platforms.",
    summary:
      "EPUB 3, fixed-layout and Kindle e-book production, validated with EPUBCheck and Ace by DAISY, with ONIX 3.0 metadata for every channel.",
    headerImg: serviceHeaders.ebooks,
    headerAlt:
      "A novel open on a tablet and a phone, with a validation card showing EPUBCheck, Ace by DAISY and store checks passed.",
    services: {
      kind: "grid",
      title: [{ text: "Every kind of " }, { text: "digital edition", em: true }],
      list: [
        {
          heading: "Reflowable EPUB 3",
          icon: icon.tablet,
          desc: "Semantic, styled EPUB 3 with navigation, page lists and linked notes, validated with EPUBCheck before delivery.",
        },
        {
          heading: "Fixed layout",
          icon: icon["layout-panel-top"],
          desc: "Picture books, cookbooks and textbooks whose layout must not move, as fixed-layout EPUB 3 and KF8.",
        },
        {
          heading: "Born accessible",
          icon: icon.accessibility,
          desc: "Alt text, reading order and accessibility metadata to EPUB Accessibility 1.1 and WCAG 2.2 AA, checked with Ace by DAISY.",
        },
        {
          heading: "Enhanced e-books",
          icon: icon["circle-play"],
          desc: "Audio, video, read-aloud with media overlays and interactive questions for education and children's publishers.",
        },
        {
          heading: "Backlist conversion",
          icon: icon.archive,
          desc: "Out-of-print titles turned into new e-book editions from scans or PDF, at scale, with covers and metadata.",
        },
        {
          heading: "Distribution-ready",
          icon: icon.store,
          desc: "ONIX 3.0 records, cover files and store-specific packages for marketplaces, library vendors and your own shop.",
        },
      ],
    },
    industry: [
      sector("Publishing", "Trade, academic and education publishers releasing print and digital on the same day."),
      sector(
        "Marketplace",
        "Packages that meet each e-book store's and subscription service's ingestion rules first time.",
      ),
      sector("Ecommerce", "DRM-free EPUB and web-reader editions for publishers selling direct to readers."),
      sector("Medical", "Clinical handbooks and drug references with linked tables and searchable indexes."),
    ],
    why: [{ text: "Why publishers " }, { text: "ship e-books with us", em: true }],
    whyDesc:
      "Our e-books pass validation at the first attempt, because the checks run on every file before it leaves us.",
    whyBg,
    reasons: [
      {
        heading: "Right first time",
        desc: "EPUBCheck, Ace by DAISY and store-specific checks run on every file, so retailers accept it without a loop.",
      },
      {
        heading: "Print and e-book together",
        desc: "Produced from the same XML as the printed book, so corrections never need to be made twice.",
      },
      {
        heading: "Accessibility included",
        desc: "Every e-book we make is ready for the European Accessibility Act, with its accessibility summary.",
      },
      {
        heading: "Turnaround you can plan",
        desc: "Reflowable titles in five working days, and backlist batches of hundreds of titles a month.",
      },
    ],
  },

  accessibility: {
    contentTitle: "Accessibility",
    heading: [{ text: "Accessible content, " }, { text: "by default", em: true }],
    desc: "We audit and remediate EPUB, PDF, web pages and documents to WCAG 2.2 AA, EPUB Accessibility 1.1 and PDF/UA, write alt text for complex images and document conformance, so readers using screen readers, magnifiers or keyboards get the same content as everyone else.",
    summary:
      "Accessibility audits and remediation for EPUB, PDF and web to WCAG 2.2 AA, EPUB Accessibility 1.1 and PDF/UA, with alt text and reports.",
    headerImg: serviceHeaders.accessibility,
    headerAlt:
      "An annual report PDF with its tags and a chart's alt text shown, beside a WCAG 2.2 AA checklist and notes on screen reader and keyboard testing.",
    services: {
      kind: "grid",
      title: [{ text: "From audit to " }, { text: "conformance", em: true }],
      list: [
        {
          heading: "Accessibility audits",
          icon: icon["scan-eye"],
          desc: "Automated and manual testing with screen readers, with a prioritised report of WCAG 2.2 AA failures and how to fix each one.",
        },
        {
          heading: "EPUB remediation",
          icon: icon["book-check"],
          desc: "Semantic structure, reading order, page lists and accessibility metadata added, validated with Ace by DAISY.",
        },
        {
          heading: "PDF/UA remediation",
          icon: icon["file-check"],
          desc: "Tagged PDFs with the right reading order, table headers, bookmarks and language, checked against PDF/UA and the Matterhorn Protocol.",
        },
        {
          heading: "Alt text and descriptions",
          icon: icon.image,
          desc: "Alt text, extended descriptions and MathML for charts, diagrams and equations, by describers who know the subject.",
        },
        {
          heading: "Conformance reporting",
          icon: icon["badge-check"],
          desc: "Accessibility summaries, VPATs and conformance statements that customers and procurement teams can rely on.",
        },
      ],
    },
    industry: [
      sector("Publishing", "Backlists made ready for the European Accessibility Act and library procurement rules."),
      sector("Finance", "Statements, annual reports and disclosures that every customer and shareholder can read."),
      sector("Insurance", "Policy documents, forms and letters remediated to PDF/UA at volume."),
      sector("Medical", "Patient information and clinical guidance accessible to people with low vision."),
      sector("Pharma", "Product leaflets and labelling content in accessible formats for patients."),
    ],
    why: [{ text: "Why compliance teams " }, { text: "choose us", em: true }],
    whyDesc: "Accessibility is tested by people who use assistive technology every day, not only by a checker.",
    whyBg,
    reasons: [
      {
        heading: "Tested by people",
        desc: "Every audit includes manual testing with NVDA, JAWS, VoiceOver and TalkBack, keyboard only and magnification.",
      },
      {
        heading: "Standards you can cite",
        desc: "Findings mapped to WCAG 2.2 success criteria, EPUB Accessibility 1.1 and PDF/UA clauses.",
      },
      {
        heading: "Remediation at scale",
        desc: "Thousands of pages of PDF and EPUB a week, with the same checks on every file.",
      },
      {
        heading: "Evidence for regulators",
        desc: "Conformance reports and accessibility statements ready for the European Accessibility Act and Section 508.",
      },
    ],
  },

  contentdigitization: {
    contentTitle: "Content Digitization",
    heading: [{ text: "Print archives, " }, { text: "digitized to 99.95%", em: true }, { text: " accuracy" }],
    desc: "We scan, OCR, key and proofread print archives, microfilm and forms into searchable PDF, XML and structured data, at up to 99.95% character accuracy through double keying and QA sampling, and return your originals safely.",
    summary:
      "Content digitization: archival scanning, OCR and double keying to 99.95% accuracy, XML tagging and searchable PDF for archives and records.",
    headerImg: serviceHeaders.contentdigitization,
    headerAlt:
      "A scanned 1931 newspaper page under an OCR highlight, its keyed text with one correction, and a 99.95% character accuracy figure.",
    services: {
      kind: "grid",
      title: [{ text: "From paper to " }, { text: "searchable data", em: true }],
      list: [
        {
          heading: "Scanning and imaging",
          icon: icon["scan-line"],
          desc: "Books, journals, newspapers, microfilm and fragile documents imaged at archival resolution, with deskewing, cropping and colour calibration.",
        },
        {
          heading: "OCR and double keying",
          icon: icon.keyboard,
          desc: "OCR with manual correction, or double keying and comparison where accuracy matters most, up to 99.95% per character.",
        },
        {
          heading: "Structuring and tagging",
          icon: icon.brackets,
          desc: "Articles, sections, tables and footnotes identified and tagged in XML, with metadata extracted for search and discovery.",
        },
        {
          heading: "Searchable archives",
          icon: icon.search,
          desc: "Searchable PDF, full text and page images delivered ready for your platform, repository or document system.",
        },
      ],
    },
    industry: [
      sector(
        "Publishing",
        "Journal back files, newspaper archives and out-of-print books made searchable and sellable.",
      ),
      sector("Insurance", "Policy archives and claim files digitized and indexed for fast retrieval."),
      sector("Finance", "Ledgers, statements and customer records captured with field-level validation."),
      sector("Medical", "Patient records and clinical archives digitized under strict confidentiality."),
      sector("Pharma", "Batch records, study reports and regulatory archives converted for e-submission."),
    ],
    why: [{ text: "Why archives " }, { text: "trust us with originals", em: true }],
    whyDesc: "Digitization is only as good as its accuracy and its care for the originals. We are measured on both.",
    whyBg,
    reasons: [
      {
        heading: "Accuracy you can measure",
        desc: "Agreed accuracy levels up to 99.95%, checked by statistical sampling on every batch.",
      },
      {
        heading: "Careful handling",
        desc: "Fragile and bound originals scanned on cradle scanners, tracked item by item and returned intact.",
      },
      {
        heading: "Secure processing",
        desc: "Restricted production floors, encrypted transfer and access on a need-to-know basis.",
      },
      {
        heading: "Volume without delay",
        desc: "Millions of pages a year, with batches delivered on a schedule you can plan around.",
      },
    ],
  },

  contentconversion: {
    contentTitle: "Content Conversion",
    heading: [{ text: "Any format in, " }, { text: "the right format", em: true }, { text: " out" }],
    desc: "We convert Word, PDF, InDesign, QuarkXPress, LaTeX, SGML and HTML into XML, HTML5, EPUB 3, DITA or structured data for your platform, with automated pipelines, documented mapping rules and validation of every file.",
    summary:
      "Content conversion from Word, PDF, InDesign, LaTeX and SGML to XML, HTML5, EPUB 3, DITA and data feeds, validated file by file.",
    headerImg: serviceHeaders.contentconversion,
    headerAlt:
      "Five source formats feeding a conversion hub, DITA XML output, a batch progress card and a note that mapping rules are documented.",
    services: {
      kind: "grid",
      title: [{ text: "Conversions we " }, { text: "run every day", em: true }],
      list: [
        {
          heading: "Word and PDF to XML",
          icon: icon["file-text"],
          desc: "Manuscripts and typeset PDFs to JATS, BITS, DocBook or your own DTD, tagged to the depth your platform needs.",
        },
        {
          heading: "LaTeX to XML and MathML",
          icon: icon["code-xml"],
          desc: "TeX and LaTeX sources converted with equations as MathML, keeping cross-references and bibliographies intact.",
        },
        {
          heading: "HTML5 for the web",
          icon: icon.globe,
          desc: "Semantic, responsive HTML for websites, learning platforms and knowledge bases, with images optimised for the web.",
        },
        {
          heading: "EPUB and digital editions",
          icon: icon.tablet,
          desc: "Reflowable and fixed-layout EPUB 3 from any source, validated and ready for distribution.",
        },
        {
          heading: "DITA and technical content",
          icon: icon.component,
          desc: "Manuals and product documentation split into DITA topics and maps for reuse in a component content system.",
        },
        {
          heading: "Catalogue and data feeds",
          icon: icon.database,
          desc: "Product catalogues, price lists and metadata converted to CSV, JSON or ONIX for marketplaces and online shops.",
        },
        {
          heading: "Legacy format migration",
          icon: icon["archive-restore"],
          desc: "SGML, QuarkXPress, PageMaker and older XML migrated to current standards without losing structure.",
        },
        {
          heading: "Validation and QA",
          icon: icon["shield-check"],
          desc: "Schema and Schematron validation, visual comparison with the source and sampling QA on every batch.",
        },
      ],
    },
    industry: [
      sector("Marketplace", "Catalogues and product content normalised to each marketplace's feed specification."),
      sector("Ecommerce", "Product data, descriptions and images converted for storefronts and search."),
      sector("Publishing", "Books and journals converted for platforms, aggregators and new editions."),
      sector("Finance", "Reports and disclosures converted to accessible HTML and structured data."),
      sector("Pharma", "Labelling and regulatory content structured for reuse across markets."),
    ],
    why: [{ text: "Why content teams " }, { text: "convert with us", em: true }],
    whyDesc:
      "We have converted content from nearly every format published since the 1980s, and kept the rules we learnt.",
    whyBg,
    reasons: [
      {
        heading: "Rules agreed first",
        desc: "A mapping specification signed off before production, so every file is converted the same way.",
      },
      {
        heading: "Automated, then checked",
        desc: "Pipelines do the repetitive work; people check the results against the source.",
      },
      {
        heading: "Validation on every file",
        desc: "Nothing is delivered that fails its schema, its Schematron rules or its visual comparison.",
      },
      {
        heading: "Any volume",
        desc: "From a pilot of ten files to ongoing feeds of thousands a week, on the same pipeline.",
      },
    ],
  },

  healthops: {
    contentTitle: "HealthOps",
    heading: [{ text: "Healthcare operations, " }, { text: "accurate and compliant", em: true }],
    desc: "Our HealthOps teams handle medical coding, clinical data abstraction, records review and medical writing support for providers, payers and life-science companies, with certified coders, two-level quality review and HIPAA- and GDPR-compliant processes.",
    summary:
      "HealthOps: medical coding, clinical data abstraction, records review and pharmacovigilance support, with certified coders and HIPAA compliance.",
    headerImg: serviceHeaders.healthops,
    headerAlt:
      "A de-identified outpatient encounter coded in ICD-10-CM and CPT, beside a quality-review card and a 97.8% coding-accuracy figure.",
    services: {
      kind: "grid",
      title: [{ text: "Operations support for " }, { text: "healthcare and life sciences", em: true }],
      list: [
        {
          heading: "Medical coding",
          icon: icon.stethoscope,
          desc: "ICD-10-CM, CPT and HCPCS coding by certified coders, with audit trails and agreed accuracy targets.",
        },
        {
          heading: "Clinical data abstraction",
          icon: icon["clipboard-list"],
          desc: "Registry, quality-measure and research data abstracted from records to your specification and definitions.",
        },
        {
          heading: "Medical records review",
          icon: icon["file-search"],
          desc: "Chronologies and summaries of medical records for insurance claims, utilisation review and legal cases.",
        },
        {
          heading: "Pharmacovigilance support",
          icon: icon.pill,
          desc: "Case intake, literature screening and data entry for adverse-event reporting, following your safety procedures.",
        },
        {
          heading: "Medical writing support",
          icon: icon["pen-line"],
          desc: "Patient information, clinical summaries and regulatory documents edited for accuracy, plain language and style.",
        },
        {
          heading: "Revenue cycle support",
          icon: icon.receipt,
          desc: "Charge entry, claim scrubbing and denial analysis that shorten the revenue cycle for provider groups.",
        },
        {
          heading: "Data protection",
          icon: icon.lock,
          desc: "Secure facilities, need-to-know access, encrypted transfer and regular audits against HIPAA and GDPR.",
        },
      ],
    },
    industry: [
      sector("Medical", "Hospitals, physician groups and clinics that need coding and abstraction they can audit."),
      sector("Insurance", "Payers and insurers reviewing claims and medical records at volume."),
      sector("Pharma", "Safety and regulatory teams that need trained hands for case intake and literature review."),
      sector("Finance", "Healthcare finance teams shortening the revenue cycle with cleaner claims."),
    ],
    why: [{ text: "Why healthcare teams " }, { text: "work with us", em: true }],
    whyDesc: "Healthcare data leaves no room for error. Our processes are built around accuracy, privacy and audit.",
    whyBg,
    reasons: [
      {
        heading: "Certified people",
        desc: "Coders certified by recognised professional bodies, and abstractors trained on your definitions.",
      },
      {
        heading: "Two levels of review",
        desc: "Every chart coded is sampled by a senior auditor, with findings fed back within the week.",
      },
      {
        heading: "Privacy first",
        desc: "HIPAA and GDPR controls, de-identified data where possible and secure, monitored workspaces.",
      },
      {
        heading: "Flexible capacity",
        desc: "Teams that grow with seasonal peaks and backlogs, without a drop in accuracy.",
      },
    ],
  },
} satisfies Record<DigitalServiceSlug, ServicePage>;
