import { clsx } from "clsx";
import type { TypesettingBlock } from "../../../core/copy/typesetting.ts";
import { CheckList } from "../../components/ui/check-list.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";

interface TypesettingBlocksProps {
  blocks: TypesettingBlock[];
  /** The page's name, after each block's number. */
  kicker: string;
}

/** Composition, Proof Reading and Indexing: image and text, alternating sides on large screens. */
export function TypesettingBlocks({ blocks, kicker }: TypesettingBlocksProps) {
  return (
    <div data-testid="typesetting-blocks">
      {blocks.map((block, index) => {
        const id = `block-${block.heading.toLowerCase().replaceAll(" ", "-")}`;
        const flipped = index % 2 === 1;
        return (
          <section
            key={block.heading}
            aria-labelledby={id}
            className={clsx("py-14 md:py-20", flipped ? "bg-white" : "bg-surface")}
          >
            <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
              <div
                className={clsx(
                  "overflow-hidden rounded-3xl shadow-card ring-1 ring-brand/10",
                  flipped && "lg:order-last",
                )}
              >
                <ResponsiveImage
                  image={block.img}
                  alt={block.alt}
                  sizes="(min-width: 80rem) 600px, (min-width: 64rem) 50vw, 100vw"
                  className="block h-auto w-full"
                />
              </div>
              <div>
                <p className="text-sm font-semibold tracking-[0.16em] text-accent-700 uppercase">
                  {String(index + 1).padStart(2, "0")} · {kicker}
                </p>
                <h2 id={id} className="mt-3 font-display text-3xl font-semibold text-brand md:text-4xl">
                  {block.heading}
                </h2>
                <p className="mt-4 text-lg leading-relaxed text-muted">{block.para}</p>
                {block.points && <CheckList items={block.points} className="mt-6" />}
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
