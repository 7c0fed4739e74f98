import { ButtonLink } from "../../components/ui/button-link.tsx";
import type { TechnologyPage } from "../../content/technology.ts";

/** The closing statement and the page's second call to action. */
export function Closing({ closing, cta }: { closing: TechnologyPage["closing"]; cta: TechnologyPage["cta"] }) {
  return (
    <section aria-labelledby="closing" className="bg-brand py-16 text-white md:py-20">
      <div className="container-page grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-16">
        <div className="max-w-3xl">
          <h2 id="closing" className="font-display text-3xl leading-tight font-semibold md:text-4xl">
            {closing.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{closing.text}</p>
        </div>
        <ButtonLink to={cta.href} size="lg" className="justify-self-start">
          {cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
