/** Copy of the home page. */
export interface HomeHeroContent {
  eyebrow: string;
  heading: string;
  text: string;
  cta: { label: string; href: string };
}

export const homeHero = {
  eyebrow: "Publishing services · Content technology",
  heading: "From manuscript to published page, without the wait",
  text: "For twenty years scholarly, STM, education, trade and legal publishers have trusted us with editing, typesetting, peer review and digital editions, with first proofs within 24 hours.",
  cta: { label: "Get started now", href: "/company/contactus" },
} satisfies HomeHeroContent;

export interface Stat {
  value: string;
  label: string;
}

export const homeStats = [
  { value: "20+", label: "years in publishing" },
  { value: "8M", label: "pages produced" },
  { value: "24 h", label: "to first proofs" },
] satisfies Stat[];
