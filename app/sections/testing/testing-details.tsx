import type { TestingPage } from "../../../core/copy/service-types.ts";
import { DeliveryProcess } from "./delivery-process.tsx";
import { SummaryBanner } from "./summary-banner.tsx";
import { TitleBox } from "./title-box.tsx";

/** Everything under a testing page's banner: the summary banner, the title box and the delivery process. */
export function TestingDetails({ page }: { page: TestingPage }) {
  return (
    <>
      <SummaryBanner columns={page.banner} />
      <TitleBox box={page.titleBox} />
      <DeliveryProcess process={page.process} />
    </>
  );
}
