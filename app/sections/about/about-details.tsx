import type { AboutPage } from "../../../core/copy/about.ts";
import { Leadership } from "./leadership.tsx";
import { Testimonials } from "./testimonials.tsx";
import { Timeline } from "./timeline.tsx";
import { VisionMission } from "./vision-mission.tsx";
import { WhoWeAre } from "./who-we-are.tsx";

/** Everything under the About banner. */
export function AboutDetails({ page }: { page: AboutPage }) {
  return (
    <>
      <WhoWeAre content={page.whoWeAre} />
      <VisionMission content={page.purpose} />
      <Timeline content={page.timeline} />
      <Leadership content={page.leadership} />
      <Testimonials content={page.testimonials} />
    </>
  );
}
