import { useId, useRef } from "react";
import { type ProductPage, productPageCopy } from "../../../core/copy/products.ts";
import { CheckList } from "../../components/ui/check-list.tsx";
import { IconTile } from "../../components/ui/icon-tile.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { useDismiss } from "../../lib/use-dismiss.ts";
import { ProductSection } from "./product-section.tsx";

interface IntegrityChecksProps {
  section: ProductPage["Section4"];
  shaded: boolean;
}

/**
 * Xpert Xpress's integrity-check groups as exclusive disclosures: `<details name>`, so one group
 * is open at a time, and a group opens and closes from the page's HTML before its code has
 * arrived. The script adds what HTML cannot: a click outside the groups or Escape closes the open
 * one (Escape from inside its panel returns focus to its summary). Closed panels stay in the
 * HTML, so crawlers read them.
 */
export function IntegrityChecks({ section, shaded }: IntegrityChecksProps) {
  const root = useRef<HTMLUListElement>(null);
  const name = useId();

  // Whether a group is open is read from the page when the click or key comes: a group opens at
  // once, its toggle event and any state that follows it only a moment later.
  useDismiss(root, (cause) => {
    const group = openGroup(root.current);
    if (!group) return;
    const summary = group.querySelector("summary");
    // Escape with focus inside the closing panel sends it back to the group's summary.
    if (cause === "escape" && group.contains(document.activeElement) && document.activeElement !== summary) {
      summary?.focus();
    }
    group.open = false;
  });

  return (
    <ProductSection id="product-features" shaded={shaded} testId="product-features">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id="product-features"
            eyebrow={productPageCopy.integrityEyebrow}
            title={section.Title}
            lead={section.desc}
          />
        </div>
        <ul ref={root} aria-labelledby="product-features" className="space-y-3" data-testid="integrity-groups">
          {section.Features.map((group, index) => (
            <li key={group.Title}>
              <details
                name={name}
                open={index === 0}
                className="group/check rounded-2xl border border-line bg-white shadow-card transition-shadow open:border-accent-500/60 open:shadow-panel"
              >
                <summary className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 rounded-2xl p-5 text-left sm:grid-cols-[auto_minmax(0,1fr)_auto] md:p-6">
                  <span className="row-span-2 hidden sm:block">
                    <IconTile icon={group.icon} size="md" />
                  </span>
                  <h3 className="font-display text-xl font-semibold text-brand">{group.Title}</h3>
                  <SpriteIcon
                    name="chevron-down"
                    className="row-span-2 size-5 text-brand transition-transform group-open/check:rotate-180"
                  />
                  <span className="mt-1 text-[0.95rem] leading-relaxed text-muted">{group.desc}</span>
                </summary>
                <div className="border-t border-line px-5 pt-4 pb-6 sm:pl-20 md:px-6 md:pl-[5.25rem]">
                  <CheckList items={group.items ?? []} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </ProductSection>
  );
}

/** The open group in `list`, if any. */
function openGroup(list: HTMLElement | null): HTMLDetailsElement | null {
  return list?.querySelector<HTMLDetailsElement>("details[open]") ?? null;
}
