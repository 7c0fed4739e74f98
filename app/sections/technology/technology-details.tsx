import type { TechnologyPage } from "../../../core/copy/technology.ts";
import { Closing } from "./closing.tsx";
import { Introduction } from "./introduction.tsx";
import { Stack } from "./stack.tsx";
import { TestingServices } from "./testing-services.tsx";

/** Everything under the technology banner. */
export function TechnologyDetails({ page }: { page: TechnologyPage }) {
  return (
    <>
      <Introduction intro={page.intro} stats={page.stats} />
      <Stack eyebrow={page.stackEyebrow} title={page.stackTitle} items={page.items} />
      <Closing closing={page.closing} cta={page.cta} />
      <TestingServices intro={page.testing} links={page.testingLinks} />
    </>
  );
}
