import { clsx } from "clsx";
import type { OverviewSection } from "../../../core/copy/products.ts";
import { CheckList } from "../../components/ui/check-list.tsx";
import { IconTile } from "../../components/ui/icon-tile.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { ProductSection } from "./product-section.tsx";

const columns: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3" };

interface OverviewBlocksProps {
  /** Id of the section's h2. */
  id: string;
  section: OverviewSection;
  /** "panes": the parts of one window, each shown with its place in it; "blocks": cards with points. */
  variant: "panes" | "blocks";
  shaded: boolean;
}

/** EditLaTeX's three panes and overview blocks, Xpert Proof's offline and online modes. */
export function OverviewBlocks({ id, section, variant, shaded }: OverviewBlocksProps) {
  const count = section.blocks.length;
  return (
    <ProductSection id={id} shaded={shaded} testId={id}>
      <SectionHeading id={id} eyebrow={section.eyebrow} title={section.title} lead={section.desc} />
      <ol
        className={clsx("mt-10 grid gap-5 md:gap-6", columns[count] ?? "lg:grid-cols-3", count > 2 && "md:grid-cols-2")}
      >
        {section.blocks.map((block, index) => (
          <li
            key={block.title}
            className={clsx(
              "flex flex-col rounded-2xl border border-line p-6 md:p-7",
              shaded ? "bg-white shadow-card" : "bg-surface/60",
              count === 3 && index === 2 && "md:col-span-2 lg:col-span-1",
            )}
          >
            {variant === "panes" && <PanePosition index={index} count={count} />}
            <div className="flex items-center gap-4">
              <IconTile icon={block.icon} size="md" surface={shaded ? "tint" : "white"} />
              <h3 className="font-display text-xl leading-snug font-semibold text-brand md:text-2xl">{block.title}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-muted">{block.desc}</p>
            {block.points && <CheckList items={block.points} className="mt-5" />}
          </li>
        ))}
      </ol>
    </ProductSection>
  );
}

/** A small window of `count` panes with this one highlighted (decorative). */
function PanePosition({ index, count }: { index: number; count: number }) {
  return (
    <div aria-hidden="true" className="mb-6 overflow-hidden rounded-lg border border-line bg-white">
      <div className="h-3 bg-brand" />
      <div className="grid h-14 grid-cols-[2fr_3fr_3fr] gap-1.5 p-1.5">
        {Array.from({ length: count }, (_, pane) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative cells that never reorder
            key={pane}
            className={clsx("rounded", pane === index ? "bg-accent-500" : "bg-brand-100")}
          />
        ))}
      </div>
    </div>
  );
}
