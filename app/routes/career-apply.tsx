import { NotFound, notFoundMeta } from "../components/layout/not-found.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { applyCopy, findOpening, openApplicationSlug } from "../content/careers.ts";
import { pageMeta } from "../lib/seo.ts";
import { jobPosting } from "../lib/structured-data.ts";
import { ApplySection } from "../sections/career/apply-section.tsx";
import type { Route } from "./+types/career-apply";

/** /company/career/apply (open application) or /company/career/{opening}; anything else is not found. */
function resolve(slug: string | undefined) {
  const opening = findOpening(slug);
  return { known: opening !== undefined || slug === openApplicationSlug, opening };
}

export const meta = ({ params }: Route.MetaArgs) => {
  const { known, opening } = resolve(params.opening);
  if (!known) return notFoundMeta();
  return opening
    ? pageMeta({
        title: `Apply: ${opening.title}`,
        description: `Apply for the ${opening.title} position at Scriptoria (${opening.year} of experience, full time, ${opening.location}). Attach your resume as a PDF.`,
        path: `/company/career/${opening.url}`,
        structuredData: [
          jobPosting({
            title: opening.title,
            description: opening.para,
            datePosted: opening.datePosted,
            validThrough: opening.validThrough,
            experience: opening.year,
            path: `/company/career/${opening.url}`,
            country: opening.location.split(", ").at(-1) ?? "India",
          }),
        ],
      })
    : pageMeta({
        title: "Apply for a position",
        description:
          "Send Scriptoria an application for a paginator, quality, data conversion or software developer position. Attach your resume as a PDF; we reply within ten working days.",
        path: `/company/career/${openApplicationSlug}`,
      });
};

export default function CareerApplyRoute({ params }: Route.ComponentProps) {
  const { known, opening } = resolve(params.opening);
  if (!known) return <NotFound />;
  const copy = applyCopy;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={opening ? `Apply for ${opening.title}` : copy.title} lead={copy.lead} />
      <ApplySection opening={opening} />
    </>
  );
}
