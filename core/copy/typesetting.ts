/** The /typesettingkpo page: composition, proofreading and indexing at production scale. */
import { serviceFigures, serviceHeaders } from "./media/services.ts";
import type { RasterImage } from "./media/types.ts";
import type { LandingCopy } from "./service-types.ts";

/** Spec: typesetting block (img, heading, para, optional points). */
export interface TypesettingBlock {
  img: RasterImage;
  alt: string;
  heading: string;
  para: string;
  points?: string[];
}

export interface TypesettingPage extends LandingCopy {
  blocks: [TypesettingBlock, TypesettingBlock, TypesettingBlock];
}

export const typesetting = {
  title: "Typesetting KPO",
  heading: [{ text: "Typesetting, proofreading and indexing " }, { text: "at production scale", em: true }],
  desc: "Our knowledge-process teams have set more than 8 million pages since 2002: journals, books and reference works composed to your design, proofread against copy and indexed by professionals, with first proofs within 24 hours for journals.",
  summary:
    "Typesetting KPO: composition in InDesign, LaTeX and XML workflows, professional proofreading and back-of-book indexing for publishers.",
  headerImg: serviceHeaders.typesetting,
  headerAlt: "A typeset page on an 18-point baseline grid beside a proof with marked corrections and an index excerpt.",
  cta: { label: "Send us a sample", href: "/company/contactus" },
  blocks: [
    {
      img: serviceFigures["typesetting-composition"],
      alt: "Two typeset textbook pages on a baseline grid: a chapter opening with a displayed equation, and a page with a figure and a worked example box.",
      heading: "Composition",
      para: "Pages composed to your design in InDesign, LaTeX or fully automated XML workflows, from single-column monographs to multi-column reference works with heavy mathematics, tables and figures.",
      points: [
        "Automated pagination from JATS and BITS XML, with designer-level finishing by hand",
        "Equations set from MathML and LaTeX, and chemistry, tables and music setting",
        "Print PDF/X, web PDF and EPUB 3 from the same source",
        "First proofs within 24 hours for journal articles",
      ],
    },
    {
      img: serviceFigures["typesetting-proofreading"],
      alt: "A first proof of a law book chapter with spelling and spacing corrections marked in the margin, and a proof-check card.",
      heading: "Proof Reading",
      para: "Professional proofreaders check every proof against copy and against itself: spelling, consistency, cross-references, running heads, pagination and layout, marked in the way your editors prefer.",
      points: [
        "Cold reads and read-against-copy, first and revised proofs",
        "Corrections marked in PDF, on paper with BS 5261 marks or in Xpert Proof",
        "Cross-references, citations and tables of contents verified",
      ],
    },
    {
      img: serviceFigures["typesetting-indexing"],
      alt: "A two-column back-of-book index with main and sub-entries, an embedded index term in XML and an index summary card.",
      heading: "Indexing",
      para: "Back-of-book and cumulative indexes written by trained indexers who read the text, not just its words, then embedded in the XML so the index stays right through every correction and links in the e-book.",
      points: [
        "Subject, author, case and statute indexes",
        "Embedded indexing in Word, InDesign and XML",
        "Fitted to the pages available, with cross-references checked",
      ],
    },
  ],
} satisfies TypesettingPage;
