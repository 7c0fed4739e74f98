/** Names, one-line descriptions and icons of the six testing services, for links to them. */
import { serviceIcons } from "./media/services.ts";
import type { TestingSlug } from "./service-types.ts";

export interface TestingLink {
  name: string;
  blurb: string;
  icon: string;
}

export const testingCatalogue = {
  agiletesting: {
    name: "Agile Testing",
    blurb: "QA engineers inside your sprints, testing every story before it ships.",
    icon: serviceIcons["iteration-cw"],
  },
  automationtesting: {
    name: "Automation Testing",
    blurb: "Maintainable UI, API and mobile suites that run on every commit.",
    icon: serviceIcons.bot,
  },
  functionaltesting: {
    name: "Functional Testing",
    blurb: "Requirement-based testing that proves each feature does what it should.",
    icon: serviceIcons["list-checks"],
  },
  devopstesting: {
    name: "DevOps Testing",
    blurb: "Quality gates, performance and security checks built into your pipeline.",
    icon: serviceIcons["git-branch"],
  },
  manualtesting: {
    name: "Manual Testing",
    blurb: "Exploratory, usability and accessibility testing on real devices.",
    icon: serviceIcons["mouse-pointer-click"],
  },
  webdevelopmenttesting: {
    name: "Web Development Testing",
    blurb: "Cross-browser, responsive, performance and security checks before launch.",
    icon: serviceIcons["monitor-smartphone"],
  },
} satisfies Record<TestingSlug, TestingLink>;
