import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import type { AboutPage, TimelineIcon, TimelinePeriod } from "../../../core/copy/about.ts";
import type { SpriteIcon as SpriteIconName } from "../../../core/copy/media/icons.ts";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SnapList, useSnapCarousel } from "../../components/ui/snap-carousel.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { StepButton, stepButtonClass } from "../../components/ui/step-controls.tsx";
import { TIMELINE_STEP_PX, timelineShiftPx } from "../../lib/carousel-rules.ts";
import { scrollBehavior } from "../../lib/use-reduced-motion.ts";

/** The sprite's symbol for each period's icon. */
const icons: Record<TimelineIcon, SpriteIconName> = {
  Flag: "flag",
  FileCode: "file-code",
  Tablet: "tablet",
  FileCheck: "file-check",
  Building2: "building-2",
  ClipboardCheck: "clipboard-check",
  Users: "users",
  Gauge: "gauge",
  Landmark: "landmark",
  PartyPopper: "party-popper",
  ShieldCheck: "shield-check",
};

const years = (period: TimelinePeriod) => `${period.yearStart}–${period.yearEnd}`;
const anchor = (period: TimelinePeriod) => `period-${period.yearStart}`;

/**
 * The company's story in periods: a strip of year links that moves 152 px per period up to the
 * seventh, previous and next links that stop at the ends (beside the strip on windows wider
 * than 769 px, under it otherwise) and every period's achievements in a list that scrolls
 * sideways, one period per view. Without scripts the links jump to their period.
 */
export function Timeline({ content }: { content: AboutPage["timeline"] }) {
  const { periods } = content;
  const carousel = useSnapCarousel(periods.map(anchor));
  const { index, go } = carousel;
  const viewport = useRef<HTMLDivElement>(null);
  const period = periods[index];

  // Where the strip is narrower than the five years it shows on a wide screen, scroll it so
  // that the selected year is in view, once the selection moves: the strip as the page first
  // shows it is left as it is (and not read while the browser skips the part, see
  // snap-carousel.tsx).
  const shown = useRef(index);
  useEffect(() => {
    const box = viewport.current;
    if (!box || shown.current === index) return;
    shown.current = index;
    const left = index * TIMELINE_STEP_PX - timelineShiftPx(index);
    const right = left + TIMELINE_STEP_PX;
    if (left < box.scrollLeft) box.scrollTo({ left, behavior: scrollBehavior() });
    else if (right > box.scrollLeft + box.clientWidth) {
      box.scrollTo({ left: right - box.clientWidth, behavior: scrollBehavior() });
    }
  }, [index]);

  if (!period) return null;
  const step = (i: number) => ({ href: carousel.href(i), onStep: () => go(i) });
  const arrow = clsx(stepButtonClass(true), "shrink-0");
  return (
    <section aria-labelledby="timeline" className="relative overflow-hidden bg-brand-950 py-16 text-white md:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_100%_0%,rgb(247_103_7/0.18),transparent_50%),radial-gradient(ellipse_at_0%_100%,rgb(47_90_158/0.45),transparent_60%)]"
      />
      <div className="container-page relative">
        <SectionHeading id="timeline" eyebrow={content.eyebrow} title={content.title} lead={content.lead} tone="dark" />

        <div className="mt-10 flex flex-wrap items-center justify-center gap-x-4 gap-y-6 min-[770px]:flex-nowrap">
          <div className="order-2 min-[770px]:order-1">
            <StepButton
              className={arrow}
              direction="Previous"
              end="first"
              noun="period"
              atEnd={index === 0}
              {...step(index - 1)}
            />
          </div>
          <div
            ref={viewport}
            data-testid="timeline-viewport"
            className="order-1 w-full overflow-x-auto overflow-y-hidden [scrollbar-width:none] min-[770px]:order-2 min-[770px]:w-auto min-[770px]:max-w-[760px] min-[770px]:flex-1"
          >
            <ol
              data-testid="timeline-strip"
              aria-label="Periods"
              className="flex w-max py-2 transition-transform duration-500 ease-out"
              style={{ transform: `translateX(-${timelineShiftPx(index)}px)` }}
            >
              {periods.map((item, i) => (
                <li
                  key={item.yearStart}
                  className="relative flex shrink-0 justify-center before:absolute before:inset-x-0 before:top-[1.35rem] before:h-px before:bg-white/25"
                  style={{ width: TIMELINE_STEP_PX }}
                >
                  <a
                    href={`#${anchor(item)}`}
                    aria-current={i === index ? "true" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      go(i);
                    }}
                    className="group relative flex flex-col items-center gap-3 rounded-lg px-3 py-2 text-brand-100 hover:text-white aria-[current]:text-white"
                  >
                    <span
                      aria-hidden="true"
                      className="size-3.5 rounded-full border-2 border-brand-200 bg-brand-950 transition-transform group-aria-[current]:scale-125 group-aria-[current]:border-accent-500 group-aria-[current]:bg-accent-500"
                    />
                    <span className="font-display text-lg font-semibold tabular-nums whitespace-nowrap">
                      {years(item)}
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
          <p className="order-3 min-w-16 text-center text-sm text-brand-100 tabular-nums min-[770px]:hidden">
            {index + 1} / {periods.length}
          </p>
          <div className="order-4 min-[770px]:order-3">
            <StepButton
              className={arrow}
              direction="Next"
              end="last"
              noun="period"
              atEnd={index === periods.length - 1}
              {...step(index + 1)}
            />
          </div>
        </div>

        <p className="sr-only" aria-live="polite">
          {years(period)}: {period.title}
        </p>
        <SnapList
          carousel={carousel}
          items={periods}
          label="Periods and their achievements"
          className="mx-auto mt-10 max-w-4xl shadow-panel"
          itemClassName="scroll-mt-72 min-[770px]:scroll-mt-52"
        >
          {(item) => <PeriodCard period={item} />}
        </SnapList>
      </div>
    </section>
  );
}

/** One period: its years, its name and what the company achieved in it. */
function PeriodCard({ period }: { period: TimelinePeriod }) {
  return (
    <article
      data-testid="timeline-period"
      className="grid h-full grid-cols-1 gap-6 rounded-3xl bg-white p-7 text-ink md:grid-cols-[auto_minmax(0,1fr)] md:gap-10 md:p-10"
    >
      <div className="flex items-center gap-4 md:flex-col md:items-start">
        <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700">
          <SpriteIcon name={icons[period.icon]} className="size-8" />
        </span>
        <div>
          <h3 className="font-display text-3xl font-semibold text-brand tabular-nums">{years(period)}</h3>
          <p className="mt-1 font-semibold text-accent-700">{period.title}</p>
        </div>
      </div>
      <ul className="space-y-4 md:border-l md:border-line md:pl-10">
        {period.achievements.map((achievement) => (
          <li key={achievement} className="flex gap-3 leading-relaxed">
            <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-500" />
            {achievement}
          </li>
        ))}
      </ul>
    </article>
  );
}
