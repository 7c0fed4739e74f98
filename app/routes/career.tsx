import { ButtonLink } from "../components/ui/button-link.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { careersCopy } from "../content/career-page.ts";
import { pageMeta } from "../lib/seo.ts";
import { OpeningsGrid } from "../sections/career/openings-grid.tsx";
import { WhyJoin } from "../sections/career/why-join.tsx";

export const meta = () =>
  pageMeta({
    title: "Careers",
    description:
      "Open positions at Scriptoria in LaTeX templates, .NET, full-stack, PHP and Python, and mobile development, in our Chennai production and development centre.",
    path: "/company/career",
  });

export default function CareerRoute() {
  const { hero } = careersCopy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink to={hero.cta.href} size="lg">
          {hero.cta.label}
        </ButtonLink>
      </PageHero>
      <WhyJoin />
      <OpeningsGrid />
    </>
  );
}
