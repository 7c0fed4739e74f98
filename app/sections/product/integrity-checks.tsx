import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useId, useRef, useState } from "react";
import { CheckList } from "../../components/ui/check-list.tsx";
import { IconTile } from "../../components/ui/icon-tile.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import type { ProductPage } from "../../content/products.ts";
import { useDismiss } from "../../lib/use-dismiss.ts";
import { ProductSection } from "./product-section.tsx";

interface IntegrityChecksProps {
  section: ProductPage["Section4"];
  shaded: boolean;
}

/**
 * Xpert Xpress's integrity-check groups as a WAI-ARIA accordion: each group's heading is a
 * button with `aria-expanded` that shows or hides its panel. One group is open at a time;
 * opening one closes the other, and a click outside the groups or Escape closes the open one.
 * Closed panels stay in the HTML (hidden), so crawlers read them.
 */
export function IntegrityChecks({ section, shaded }: IntegrityChecksProps) {
  const [open, setOpen] = useState<number | null>(0);
  const root = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const buttonId = (index: number) => `${baseId}-button-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  useDismiss(open !== null, root, (cause) => {
    if (open === null) return;
    // Escape with focus inside the closing panel sends it back to the panel's button.
    if (cause === "escape" && document.getElementById(panelId(open))?.contains(document.activeElement)) {
      document.getElementById(buttonId(open))?.focus();
    }
    setOpen(null);
  });

  return (
    <ProductSection id="product-features" shaded={shaded} testId="product-features">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading id="product-features" eyebrow="Integrity checks" title={section.Title} lead={section.desc} />
        </div>
        <ul ref={root} aria-labelledby="product-features" className="space-y-3" data-testid="integrity-groups">
          {section.Features.map((group, index) => {
            const expanded = open === index;
            return (
              <li
                key={group.Title}
                className={clsx(
                  "rounded-2xl border bg-white transition-shadow",
                  expanded ? "border-accent-500/60 shadow-panel" : "border-line shadow-card",
                )}
              >
                <h3>
                  <button
                    type="button"
                    id={buttonId(index)}
                    aria-expanded={expanded}
                    aria-controls={panelId(index)}
                    onClick={() => setOpen(expanded ? null : index)}
                    className="flex w-full items-center gap-4 rounded-2xl p-5 text-left md:p-6"
                  >
                    <span className="hidden sm:block">
                      <IconTile icon={group.icon} size="md" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-display text-xl font-semibold text-brand">{group.Title}</span>
                      <span className="mt-1 block font-sans text-[0.95rem] leading-relaxed font-normal text-muted">
                        {group.desc}
                      </span>
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className={clsx("size-5 shrink-0 text-brand transition-transform", expanded && "rotate-180")}
                    />
                  </button>
                </h3>
                <section
                  id={panelId(index)}
                  aria-labelledby={buttonId(index)}
                  hidden={!expanded}
                  className="border-t border-line px-5 pt-4 pb-6 sm:pl-20 md:px-6 md:pl-[5.25rem]"
                >
                  <CheckList items={group.items ?? []} />
                </section>
              </li>
            );
          })}
        </ul>
      </div>
    </ProductSection>
  );
}
