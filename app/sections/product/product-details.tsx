import { Fragment, type ReactNode } from "react";
import { productPageCopy } from "../../../core/copy/products.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ServiceGrid } from "../../components/ui/service-grid.tsx";
import { DemoInvitation } from "./demo-invitation.tsx";
import { IntegrityChecks } from "./integrity-checks.tsx";
import { IntegrityReport } from "./integrity-report.tsx";
import { OverviewBlocks } from "./overview-blocks.tsx";
import { ProcessFlow } from "./process-flow.tsx";
import type { ProductPageData } from "./product-data.ts";
import { ProductSection } from "./product-section.tsx";
import { Walkthrough } from "./walkthrough.tsx";

type Section = { key: string; render: (shaded: boolean) => ReactNode };

/**
 * Everything under a product page's hero, in the order the product needs: what it looks like
 * (panes, overview), how it works (process flow, walkthrough), what it does (features or the
 * integrity checks, the report) and the invitation to a demonstration. Sections alternate
 * between shaded and white.
 */
export function ProductDetails({ data }: { data: ProductPageData }) {
  const { page, product, name, walkthrough } = data;
  const { panes, overview, flow, Section4: features, report } = page;
  const sections: Section[] = [];
  if (panes) {
    sections.push({
      key: "panes",
      render: (shaded) => <OverviewBlocks id="product-panes" section={panes} variant="panes" shaded={shaded} />,
    });
  }
  if (overview) {
    sections.push({
      key: "overview",
      render: (shaded) => <OverviewBlocks id="product-overview" section={overview} variant="blocks" shaded={shaded} />,
    });
  }
  sections.push({ key: "flow", render: (shaded) => <ProcessFlow flow={flow} shaded={shaded} /> });
  if (walkthrough) {
    sections.push({
      key: "walkthrough",
      render: (shaded) => <Walkthrough name={name} walkthrough={walkthrough} shaded={shaded} />,
    });
  }
  sections.push({
    key: "features",
    render: (shaded) =>
      features.Features.some((feature) => feature.items) ? (
        <IntegrityChecks section={features} shaded={shaded} />
      ) : (
        <ProductSection id="product-features" shaded={shaded} testId="product-features">
          <SectionHeading
            id="product-features"
            eyebrow={productPageCopy.featuresEyebrow}
            title={features.Title}
            lead={features.desc}
          />
          <ServiceGrid
            key={product}
            cards={features.Features.map((feature) => ({
              heading: feature.Title,
              desc: feature.desc,
              icon: feature.icon,
            }))}
            labelledBy="product-features"
            layout={features.Features.length === 4 ? "four" : "spans"}
          />
        </ProductSection>
      ),
  });
  if (report) sections.push({ key: "report", render: (shaded) => <IntegrityReport report={report} shaded={shaded} /> });
  return (
    <>
      {sections.map((section, index) => (
        <Fragment key={section.key}>{section.render(index % 2 === 0)}</Fragment>
      ))}
      <DemoInvitation product={product} closing={page.closing} shaded={sections.length % 2 === 0} />
    </>
  );
}
