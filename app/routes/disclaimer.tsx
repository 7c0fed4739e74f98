import { PageHero } from "../components/ui/page-hero.tsx";
import { disclaimer } from "../content/disclaimer.ts";
import { pageMeta } from "../lib/seo.ts";
import { LegalText } from "../sections/disclaimer/legal-text.tsx";

export const meta = () =>
  pageMeta({
    title: disclaimer.title,
    description:
      "Terms on which the information on this website is provided: general information only, no warranties, no liability, external links and availability.",
    path: "/disclaimer",
  });

export default function DisclaimerRoute() {
  return (
    <>
      <PageHero eyebrow="Legal" title={disclaimer.title} lead={`Last updated ${disclaimer.updated}`} />
      <LegalText page={disclaimer} />
    </>
  );
}
