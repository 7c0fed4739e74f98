import type { ShowcaseCard } from "../../../core/copy/service-types.ts";
import { CheckList } from "../../components/ui/check-list.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";

/** The two-card layout with images that Content Transformation shows instead of the grid. */
export function Showcase({ cards, labelledBy }: { cards: ShowcaseCard[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} data-testid="service-showcase" className="mt-10 grid gap-6 lg:grid-cols-2">
      {cards.map((card) => (
        <li key={card.heading} className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card">
          <ResponsiveImage
            image={card.img}
            alt={card.alt}
            sizes="(min-width: 80rem) 600px, (min-width: 64rem) 50vw, 100vw"
            className="block aspect-[4/3] h-auto w-full border-b border-line object-cover"
          />
          <div className="flex flex-1 flex-col p-7 md:p-9">
            <h3 className="font-display text-2xl font-semibold text-brand">{card.heading}</h3>
            <p className="mt-3 leading-relaxed text-muted">{card.desc}</p>
            <CheckList items={card.points} className="mt-5" />
          </div>
        </li>
      ))}
    </ul>
  );
}
