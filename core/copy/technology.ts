/** The /technology page: what the platforms are built with, and the testing services. */
import { serviceHeaders, serviceIcons } from "./media/services.ts";
import type { RichText } from "./rich-text.ts";
import type { LandingCopy } from "./service-types.ts";
import { type TestingLink, testingCatalogue } from "./testing-catalogue.ts";

export interface Stat {
  value: string;
  label: string;
}

export interface TechnologyItem {
  heading: string;
  desc: string;
  /** Public path of an SVG icon from the media pipeline. */
  icon: string;
}

/** Spec: technology record (heading, intro, stack title, four items, closing text) and its hero. */
export interface TechnologyPage extends LandingCopy {
  intro: { eyebrow: string; title: RichText; paragraphs: string[] };
  stats: Stat[];
  stackEyebrow: string;
  stackTitle: RichText;
  items: [TechnologyItem, TechnologyItem, TechnologyItem, TechnologyItem];
  closing: { title: string; text: string };
  testing: { eyebrow: string; title: RichText; desc: string };
  /** Links to the testing pages, which no menu lists. */
  testingLinks: (TestingLink & { href: string })[];
}

export const technology = {
  title: "Technology",
  heading: [{ text: "Publishing technology, " }, { text: "proven on our own floor", em: true }],
  desc: "Every tool we offer publishers was first built for our own production teams and tested on millions of pages: artificial intelligence that triages and checks, machine learning that predicts, language processing that structures, and automation that moves the work along.",
  summary:
    "AI, machine learning, language processing and automation behind Scriptoria's publishing platforms, plus software testing services.",
  headerImg: serviceHeaders.technology,
  headerAlt:
    "A neural network diagram beside a manuscript triage card with a subject score and checks, and an automated pipeline that tags references and validates XML.",
  cta: { label: "Get Started Now", href: "/company/contactus" },
  intro: {
    eyebrow: "Introduction",
    title: [{ text: "Technology in service of " }, { text: "the page", em: true }],
    paragraphs: [
      "Publishing runs on deadlines, standards and details. Our engineers sit with the editors, typesetters and project managers who use what they build, so every feature starts with a real problem on a real title.",
      "The result is a set of platforms, from VEDAS for copyediting to Xpert Track for production tracking, that share one XML backbone and one principle: automate the repetitive work, and give people better information for the work that needs judgement.",
    ],
  },
  stats: [
    { value: "20+", label: "years building for publishers" },
    { value: "8M", label: "pages through our platforms" },
    { value: "6", label: "platforms in daily production" },
  ],
  stackEyebrow: "Our technology",
  stackTitle: [{ text: "The stack behind " }, { text: "our platforms", em: true }],
  items: [
    {
      heading: "Artificial intelligence",
      icon: serviceIcons["brain-circuit"],
      desc: "AI classifies manuscripts by subject, suggests reviewers, flags integrity risks and drafts alt text, with people checking every result before it reaches a reader.",
    },
    {
      heading: "Machine learning",
      icon: serviceIcons.network,
      desc: "Models trained on 20 years and 8 million pages of our production data predict turnaround, spot layout problems and route work to the right specialist.",
    },
    {
      heading: "Language processing",
      icon: serviceIcons.languages,
      desc: "Natural language processing tags references, extracts metadata, checks terminology and style, and structures manuscripts into JATS and BITS XML.",
    },
    {
      heading: "Automation",
      icon: serviceIcons.workflow,
      desc: "Rule-based pipelines move files, start typesetting, validate XML and send e-mails on their own, so Xpert Track always knows where every title is.",
    },
  ],
  closing: {
    title: "Built with publishers, for publishers",
    text: "We release nothing to clients that our own teams have not used in production. If a tool saves our copyeditors an hour, it will save yours one too; if it gets in their way, it never leaves the building. Tell us where your workflow slows down, and we will show you what we have built for it.",
  },
  testing: {
    eyebrow: "Quality engineering",
    title: [{ text: "Software " }, { text: "testing services", em: true }],
    desc: "The engineers who test our platforms also test software for publishers, platforms and product teams: in your sprints, in your pipeline and on real devices.",
  },
  testingLinks: Object.entries(testingCatalogue).map(([slug, link]) => ({ ...link, href: `/${slug}` })),
} satisfies TechnologyPage;
