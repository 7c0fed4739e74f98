import type { TechnologyPage } from "../../../core/copy/technology.ts";
import { ClosingCall } from "../../components/ui/closing-call.tsx";

/** The closing statement and the page's second call to action. */
export function Closing({ closing, cta }: { closing: TechnologyPage["closing"]; cta: TechnologyPage["cta"] }) {
  return (
    <section aria-labelledby="closing" className="bg-brand py-16 text-white md:py-20">
      <div className="container-page">
        <ClosingCall id="closing" title={closing.title} text={closing.text} action={cta} />
      </div>
    </section>
  );
}
