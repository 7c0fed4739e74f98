import { careersCopy } from "../../../core/copy/career-page.ts";
import type { Opening } from "../../../core/copy/careers.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { OpeningsGrid } from "./openings-grid.tsx";
import { WhyJoin } from "./why-join.tsx";

/** The careers page: banner, why join us, and the openings (`openings`: a preview's). */
export function CareerPageSections({ openings }: { openings?: readonly Opening[] | undefined }) {
  const { hero } = careersCopy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ButtonLink to={hero.cta.href} size="lg">
          {hero.cta.label}
        </ButtonLink>
      </PageHero>
      <WhyJoin />
      <OpeningsGrid openings={openings} />
    </>
  );
}
