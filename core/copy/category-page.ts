/** The words every category listing (/all/...) shares; each category's own copy is in categories.ts. */
export interface CategoryPageCopy {
  /** The small line above the banner's heading. */
  eyebrow: string;
  /** The accessible name of the list of cards. */
  listLabel: string;
  /** Each card's link, and what screen readers hear after it. */
  cardLink: { label: string; context: (name: string) => string };
}

export const categoryPageCopy = {
  eyebrow: "What we do",
  listLabel: "Services",
  cardLink: { label: "Get Started", context: (name) => ` with ${name}` },
} satisfies CategoryPageCopy;
