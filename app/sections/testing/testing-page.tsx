import type { TestingPageData } from "../../../core/copy/service-types.ts";
import { testingPageCopy } from "../../../core/copy/testing-page.ts";
import { ServiceLayout } from "../../components/ui/service-layout.tsx";
import { lazyComponent } from "../../lib/lazy-component.ts";

const TestingDetails = lazyComponent(() => import("./testing-details.tsx"), "TestingDetails");

/** A testing service page: banner, summary banner, title box and delivery process. */
export function TestingPageSections({ data: { slug, page } }: { data: TestingPageData }) {
  return (
    <ServiceLayout
      service={slug}
      hero={{
        eyebrow: page.name,
        heading: page.heading,
        desc: page.desc,
        image: page.headerImg,
        alt: page.headerAlt,
        action: testingPageCopy.contact,
        secondary: testingPageCopy.allServices,
      }}
    >
      <TestingDetails page={page} />
    </ServiceLayout>
  );
}
