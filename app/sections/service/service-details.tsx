import { servicePageCopy } from "../../../core/copy/service-page.ts";
import type { ServicePageData } from "../../../core/copy/service-types.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ServiceGrid } from "../../components/ui/service-grid.tsx";
import { Industries } from "./industries.tsx";
import { Platform } from "./platform.tsx";
import { Showcase } from "./showcase.tsx";
import { WhyChooseUs } from "./why-choose-us.tsx";

interface ServiceDetailsProps {
  data: ServicePageData;
  family: "content" | "digital";
}

/** Everything under a service page's banner: services, platform, industries, why choose us. */
export function ServiceDetails({ data: { page, slug }, family }: ServiceDetailsProps) {
  // Sections alternate with the banner: the digital banner is light, so its grid sits on white.
  const digital = family === "digital";
  return (
    <>
      <section aria-labelledby="services" className={`py-16 md:py-24 ${digital ? "bg-white" : "bg-surface"}`}>
        <div className="container-page">
          <SectionHeading id="services" eyebrow={servicePageCopy.servicesEyebrow} title={page.services.title} />
          {page.services.kind === "grid" ? (
            <ServiceGrid
              key={slug}
              cards={page.services.list}
              tone={digital ? "pastel" : "plain"}
              labelledBy="services"
            />
          ) : (
            <Showcase cards={page.services.cards} labelledBy="services" />
          )}
        </div>
      </section>
      {page.platform && <Platform platform={page.platform} />}
      <Industries items={page.industry} service={page.contentTitle} shaded={digital} />
      <WhyChooseUs page={page} />
    </>
  );
}
