/** Copy of the careers page (/company/career); the openings themselves are in careers.ts. */

export interface CareersCopy {
  hero: { eyebrow: string; title: string; lead: string; cta: { label: string; href: string } };
  reasonsTitle: string;
  reasons: { heading: string; desc: string }[];
  /** The openings' heading and intro, and each card's button (with what screen readers hear after it). */
  openings: {
    eyebrow: string;
    heading: string;
    intro: string;
    apply: { label: string; context: (title: string) => string };
  };
  openApplication: { heading: string; desc: string; cta: { label: string; href: string } };
}

export const careersCopy = {
  hero: {
    eyebrow: "Careers",
    title: "Explore career opportunities",
    lead: "Since 2002 our editors, typesetters and engineers have produced more than 8 million pages for publishers on three continents. Join the teams in Chennai, Boston and Frankfurt that build the platforms and run the production floor.",
    cta: { label: "I'm Interested", href: "/company/career/apply" },
  },
  reasonsTitle: "Why people stay at Scriptoria",
  reasons: [
    {
      heading: "Learn from practitioners",
      desc: "New colleagues are paired with a senior editor or engineer for their first six months, with structured training in XML, LaTeX, accessibility and our own platforms.",
    },
    {
      heading: "Work that gets published",
      desc: "The journals, textbooks and monographs you work on appear in print and online within weeks, read by researchers and students around the world.",
    },
    {
      heading: "Build the tools you use",
      desc: "Production staff and developers sit together: ideas from the floor become features of VEDAS, Xpert Review and Xpert Track.",
    },
  ],
  openings: {
    eyebrow: "Opening positions",
    heading: "Current vacancy",
    intro:
      "All positions are full time and based in our Chennai production and development centre. Salary depends on experience and is discussed at interview.",
    apply: { label: "Apply Now", context: (title) => ` for ${title}` },
  },
  openApplication: {
    heading: "Not listed here?",
    desc: "We also hire paginators, quality controllers and analysts, data conversion analysts and software developers throughout the year. Send an open application and we will keep your resume on file for six months.",
    cta: { label: "Send an open application", href: "/company/career/apply" },
  },
} satisfies CareersCopy;
