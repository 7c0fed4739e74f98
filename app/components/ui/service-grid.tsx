import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import type { ServiceCard } from "../../../core/copy/service-types.ts";
import { cardSpans, cyclicTones, type PastelTone, randomTones } from "../../lib/card-layout.ts";
import { useHydrating } from "../../lib/use-hydrating.ts";
import { IconTile } from "./icon-tile.tsx";

/** Literal class names per span, so Tailwind sees every one of them. */
const mdSpan = { 2: "md:col-span-2", 4: "md:col-span-4" } as const;
const lgSpan = { 2: "lg:col-span-2", 3: "lg:col-span-3", 6: "lg:col-span-6" } as const;

const toneClass: Record<PastelTone, string> = {
  peach: "bg-pastel-peach border-pastel-peach-border",
  sky: "bg-pastel-sky border-pastel-sky-border",
  mint: "bg-pastel-mint border-pastel-mint-border",
};

/**
 * Pastel tones for `count` cards, never the same twice in a row, picked at random per visit.
 *
 * The prerendered HTML and the hydrating render use the fixed sequence peach, sky, mint ..., so
 * hydration always matches. A grid mounted after hydration (a client-side visit, which the
 * loading overlay covers) picks at random in its first render. On a first load the random pick
 * is swapped in while the grid is out of view (at once when it starts below the fold, the usual
 * case), so a visitor never sees a card change colour.
 */
function usePastelTones(count: number, enabled: boolean) {
  const listRef = useRef<HTMLUListElement>(null);
  const hydrating = useHydrating();
  const [tones, setTones] = useState(() => ({
    random: !hydrating,
    list: hydrating ? cyclicTones(count) : randomTones(count),
  }));

  useEffect(() => {
    const list = listRef.current;
    if (!enabled || tones.random || !list) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) {
        observer.disconnect();
        setTones({ random: true, list: randomTones(count) });
      }
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [enabled, tones.random, count]);

  return { listRef, tones: tones.list, random: tones.random };
}

interface ServiceGridProps {
  cards: ServiceCard[];
  /** "pastel": the digital pages' cards on three alternating pastel backgrounds. */
  tone?: "plain" | "pastel";
  /** Id of the heading that labels the list. */
  labelledBy: string;
  /** "four": two columns from 640 px and four on large screens, every card the same width. */
  layout?: "spans" | "four";
}

/**
 * The services card grid. One column on small screens; on medium a 4-column base with cards
 * spanning 2; on large a 6-column base with cards spanning 2, and the last cards widened to
 * 3 or 6 columns so the last row is always filled (see cardSpans). The layout follows the
 * viewport through CSS, so it re-flows on every resize; a grid for another page (another key)
 * starts again from its first card and first tone.
 */
export function ServiceGrid({ cards, tone = "plain", labelledBy, layout = "spans" }: ServiceGridProps) {
  const four = layout === "four";
  const spans = cardSpans(cards.length);
  const pastel = tone === "pastel";
  const { listRef, tones, random } = usePastelTones(cards.length, pastel);
  return (
    <ul
      ref={listRef}
      aria-labelledby={labelledBy}
      data-testid="service-grid"
      data-tones={pastel ? (random ? "random" : "prerendered") : undefined}
      className={clsx(
        "mt-10 grid grid-cols-1 gap-5 md:gap-6",
        four ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-4 lg:grid-cols-6",
      )}
    >
      {cards.map((card, index) => {
        const span = spans[index] ?? { md: 2, lg: 2 };
        const cardTone = tones[index] ?? "peach";
        return (
          <li
            key={card.heading}
            data-tone={pastel ? cardTone : undefined}
            className={clsx(
              "@container rounded-2xl p-6 md:p-7",
              !four && [mdSpan[span.md], lgSpan[span.lg]],
              pastel ? ["border", toneClass[cardTone]] : "border border-line bg-white shadow-card",
            )}
          >
            <div className="flex h-full flex-col gap-5 @xl:flex-row @xl:items-start @xl:gap-6">
              <IconTile icon={card.icon} surface={pastel ? "glass" : "tint"} />
              <div>
                <h3 className="font-display text-xl leading-snug font-semibold text-brand md:text-2xl">
                  {card.heading}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{card.desc}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
