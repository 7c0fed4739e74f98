import { Compass, Target, Workflow } from "lucide-react";
import { businessTarget, type TargetIcon } from "../../../core/copy/home.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

const icons: Record<TargetIcon, typeof Target> = { Target, Compass, Workflow };

/** Scope, Competitive Advantage and How/Logic. */
export default function BusinessTarget() {
  return (
    <section aria-labelledby="target-heading" className="bg-brand-950 py-16 text-white md:py-24">
      <div className="container-page">
        <SectionHeading id="target-heading" title={businessTarget.title} lead={businessTarget.lead} tone="dark" />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {businessTarget.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.title} className="rounded-2xl border border-white/15 bg-white/5 p-7">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-600 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 font-display text-2xl font-semibold">{card.title}</h3>
                <p className="mt-3 leading-relaxed text-brand-100">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
