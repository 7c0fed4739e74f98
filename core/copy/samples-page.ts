/** Copy of the sample pages (/company/sample/{category}); the works themselves are in samples.ts. */

export interface SamplesPageCopy {
  eyebrow: string;
  /** The page's h1 and title: "<category> samples". */
  titleSuffix: string;
  /** Label of the tab list and of the dropdown that stands in for it on small screens. */
  categoriesLabel: string;
  /** Under the tabs: how to use the grid. */
  hint: string;
  /** What one work is called in the viewer's controls. */
  noun: string;
  closing: { heading: string; desc: string; cta: { label: string; href: string } };
}

export const samplesPage = {
  eyebrow: "Samples",
  titleSuffix: "samples",
  categoriesLabel: "Sample categories",
  hint: "Select a sample to see it larger; use the arrow keys to move between samples.",
  noun: "sample",
  closing: {
    heading: "See your own pages done this way",
    desc: "Send us a chapter, an article or a course module: we return a free sample in your style, usually within five working days, with a quote for the full project.",
    cta: { label: "Ask for a free sample", href: "/company/contactus" },
  },
} satisfies SamplesPageCopy;
