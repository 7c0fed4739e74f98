import { applyCopy, type Opening } from "../../../core/copy/careers.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { ApplySection } from "./apply-section.tsx";

/** An application page: banner, then the form beside the opening's summary. */
export function CareerApplyPageSections({ opening }: { opening: Opening | undefined }) {
  const copy = applyCopy;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={opening ? copy.titleFor(opening.title) : copy.title} lead={copy.lead} />
      <ApplySection opening={opening} />
    </>
  );
}
