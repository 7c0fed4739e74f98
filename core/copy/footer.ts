/** The footer's own words (the links' names come from menu.ts and site.ts). */
export const footerCopy = {
  navigation: "Footer",
  social: "Social media",
  /** A social profile's link, read by screen readers. */
  profile: (company: string, network: string) => `${company} on ${network} (opens in a new tab)`,
  samples: { name: "Samples", href: "/company/sample/Composition" },
  codeOfEthics: { name: "Code of Ethics", format: "(PDF)" },
} as const;
