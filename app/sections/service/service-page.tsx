import { servicePageCopy } from "../../../core/copy/service-page.ts";
import type { ServicePageData } from "../../../core/copy/service-types.ts";
import { ServiceLayout } from "../../components/ui/service-layout.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";

const ServiceDetails = lazyComponent(() => import("./service-details.tsx"), "ServiceDetails");

interface ServicePageSectionsProps {
  data: ServicePageData;
  /** Content pages: ink banner, white cards. Digital pages: light banner, pastel cards. */
  family: "content" | "digital";
}

/** A content or digital service page: banner, services, platform, industries, why choose us. */
export function ServicePageSections({ data, family }: ServicePageSectionsProps) {
  const { page, slug } = data;
  return (
    <ServiceLayout
      service={slug}
      hero={{
        eyebrow: page.contentTitle,
        heading: page.heading,
        desc: page.desc,
        image: page.headerImg,
        alt: page.headerAlt,
        tone: family === "content" ? "ink" : "paper",
        action: servicePageCopy.quote,
        secondary: page.related,
      }}
    >
      <ServiceDetails data={data} family={family} />
    </ServiceLayout>
  );
}
