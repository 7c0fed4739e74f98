/** The words every testing service page shares; each page's own copy is in testing-services.ts. */
import { quoteLink } from "./menu-bar.ts";

export const testingPageCopy = {
  /** The banner's call to action and the title box's button. */
  contact: { label: "Talk to a test lead", href: quoteLink.href },
  /** The banner's second link, back to the list of testing services. */
  allServices: { label: "All testing services", href: "/technology#testing-services" },
  /** The accessible name of the summary banner under the hero. */
  summaryLabel: "Service summary",
  /** The small line above the delivery process's heading. */
  processEyebrow: "How we work",
};
