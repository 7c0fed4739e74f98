import { clsx } from "clsx";
import { servicePageCopy } from "../../../core/copy/service-page.ts";
import type { IndustryNote } from "../../../core/copy/service-types.ts";
import { IconTile } from "../../components/ui/icon-tile.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

const columns: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/** The sectors a service is offered to, with what it means for each. */
export function Industries({ items, service, shaded }: { items: IndustryNote[]; service: string; shaded: boolean }) {
  return (
    <section aria-labelledby="industries" className={clsx("py-16 md:py-24", shaded ? "bg-surface" : "bg-white")}>
      <div className="container-page">
        <SectionHeading
          id="industries"
          eyebrow={servicePageCopy.industriesEyebrow}
          title={servicePageCopy.industriesTitle(service)}
        />
        <ul className={clsx("mt-10 grid gap-5 sm:grid-cols-2", columns[items.length] ?? "lg:grid-cols-4")}>
          {items.map((item) => (
            <li
              key={item.name}
              className={clsx("rounded-2xl border border-line p-6", shaded ? "bg-white" : "bg-surface/60")}
            >
              <IconTile icon={item.icon} size="md" surface="white" />
              <h3 className="mt-4 font-display text-xl font-semibold text-brand">{item.name}</h3>
              <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">{item.desc}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
