/**
 * The visits chart, drawn on the server as SVG: a bar of page views and a dot on the line of
 * unique visitors per day, with a scale and a few dates. Colours come from classes in
 * dashboard.css (no inline style, so the page's CSP needs none). The page shows the same figures
 * as a table below it.
 */
import { createElement as h, type ReactElement } from "react";
import type { DailyCount } from "../store.ts";
import { number, shortDate } from "./format.ts";

const width = 720;
const height = 260;
const margin = { top: 16, right: 12, bottom: 28, left: 48 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return factor * power;
}

/** The scale for values up to `max`: a round step, at most five of them, the top a whole number of steps. */
export function scale(max: number): { step: number; top: number } {
  const step = niceCeiling(Math.max(1, max) / 5);
  return { step, top: Math.max(step, Math.ceil(max / step) * step) };
}

/** The scale's lines, with their values. */
function grid({ step, top }: { step: number; top: number }, y: (value: number) => number): ReactElement[] {
  const lines: ReactElement[] = [];
  for (let value = 0; value <= top; value += step) {
    const at = y(value).toFixed(1);
    lines.push(
      h("line", { key: `line-${value}`, className: "grid", x1: margin.left, x2: width - margin.right, y1: at, y2: at }),
      h(
        "text",
        { key: `tick-${value}`, className: "tick", x: margin.left - 6, y: at, dy: "0.32em", textAnchor: "end" },
        number.format(value),
      ),
    );
  }
  return lines;
}

const slotOf = (days: DailyCount[]) => plotWidth / Math.max(1, days.length);

/** A date under the first, the last and about every week's bar. */
function dates(days: DailyCount[], x: (index: number) => number): ReactElement[] {
  const every = Math.max(1, Math.ceil(days.length / 6));
  const last = days.length - 1;
  return days.flatMap((day, index) => {
    const shown = index === 0 || index === last || (index % every === 0 && last - index >= every / 2);
    if (!shown) return [];
    const anchor = index === 0 ? "start" : index === last ? "end" : "middle";
    const at = index === 0 ? x(index) - slotOf(days) / 2 : index === last ? x(index) + slotOf(days) / 2 : x(index);
    return [
      h(
        "text",
        { key: day.day, className: "tick", x: at.toFixed(1), y: height - 8, textAnchor: anchor },
        shortDate(day.day),
      ),
    ];
  });
}

export interface VisitsChartProps {
  days: DailyCount[];
  /** The heading that names the chart. */
  titleId: string;
  descriptionId: string;
  /** What the chart shows, in words. */
  description: string;
}

export function VisitsChart({ days, titleId, descriptionId, description }: VisitsChartProps): ReactElement {
  const range = scale(Math.max(0, ...days.map((day) => day.views)));
  const slot = slotOf(days);
  const x = (index: number) => margin.left + slot * (index + 0.5);
  const y = (value: number) => margin.top + plotHeight * (1 - value / range.top);
  const barWidth = Math.max(1, slot * 0.7);
  const points = days.map((day, index) => [x(index).toFixed(1), y(day.visitors).toFixed(1)] as const);
  return h(
    "svg",
    {
      className: "chart",
      viewBox: `0 0 ${width} ${height}`,
      role: "img",
      "aria-labelledby": `${titleId} ${descriptionId}`,
    },
    h("desc", { id: descriptionId }, description),
    grid(range, y),
    days.map((day, index) => {
      const barTop = y(day.views);
      return h("rect", {
        key: day.day,
        className: "bar",
        x: (x(index) - barWidth / 2).toFixed(1),
        y: barTop.toFixed(1),
        width: barWidth.toFixed(1),
        height: (margin.top + plotHeight - barTop).toFixed(1),
      });
    }),
    h("polyline", { className: "line", points: points.map((point) => point.join(",")).join(" ") }),
    days.length <= 31
      ? points.map(([cx, cy], index) => h("circle", { key: days[index]?.day, className: "dot", cx, cy, r: 3 }))
      : null,
    dates(days, x),
  );
}
