/**
 * The words of the frame around every page: the skip link, the menus' names, the footer's lists,
 * the back-to-top button and the loading announcement (the not-found page's are in not-found.ts).
 */
export const shellCopy = {
  skipLink: "Skip to content",
  /** The accessible name of the main navigation (desktop and mobile) and of the hamburger. */
  mainNavigation: "Main",
  menuButton: "Menu",
  /** The heading of a mega panel's list of sectors served. */
  industry: "Industry",
  footer: {
    navigation: "Footer",
    social: "Social media",
    /** A social profile's link, read by screen readers. */
    profile: (company: string, network: string) => `${company} on ${network} (opens in a new tab)`,
    samples: { name: "Samples", href: "/company/sample/Composition" },
    codeOfEthics: { name: "Code of Ethics", format: "(PDF)" },
  },
  backToTop: "Back to top",
  /** Announced while a client-side navigation loads its page. */
  loadingPage: "Loading page",
} as const;
