import { lazy } from "react";
import { ServiceLayout } from "../../components/ui/service-layout.tsx";
import { quoteLink } from "../../content/menu-bar.ts";
import type { TestingPageData } from "../../content/service-types.ts";

// Below the fold: prerendered in full, its code loads after the page is interactive.
const TestingDetails = lazy(() =>
  import("./testing-details.tsx").then((module) => ({ default: module.TestingDetails })),
);

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
        action: { label: "Talk to a test lead", href: quoteLink.href },
        secondary: { label: "All testing services", href: "/technology#testing-services" },
      }}
    >
      <TestingDetails page={page} />
    </ServiceLayout>
  );
}
