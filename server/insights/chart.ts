/**
 * The visits chart, drawn on the server as SVG: a bar of page views and a dot on the line of
 * unique visitors per day, with a scale and a few dates. Colours come from classes in
 * dashboard.css (no inline style, so the page's CSP needs none). The page shows the same figures
 * as a table below it.
 */
import { escapeHtml } from "../html.ts";
import type { DailyCount } from "./store.ts";

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

const shortDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
export const dateLabel = (day: string) => shortDate.format(new Date(`${day}T00:00:00Z`));
const number = new Intl.NumberFormat("en");

/** The scale's lines, with their values. */
function grid({ step, top }: { step: number; top: number }, y: (value: number) => number): string {
  const lines: string[] = [];
  for (let value = 0; value <= top; value += step) {
    const at = y(value).toFixed(1);
    lines.push(
      `<line class="grid" x1="${margin.left}" x2="${width - margin.right}" y1="${at}" y2="${at}"/><text class="tick" x="${margin.left - 6}" y="${at}" dy="0.32em" text-anchor="end">${number.format(value)}</text>`,
    );
  }
  return lines.join("");
}

/** A date under the first, the last and about every week's bar. */
function dates(days: DailyCount[], x: (index: number) => number): string {
  const every = Math.max(1, Math.ceil(days.length / 6));
  return days
    .map((day, index) => {
      const shown =
        index === 0 || index === days.length - 1 || (index % every === 0 && days.length - 1 - index >= every / 2);
      if (!shown) return "";
      const anchor = index === 0 ? "start" : index === days.length - 1 ? "end" : "middle";
      const at =
        index === 0 ? x(index) - slotOf(days) / 2 : index === days.length - 1 ? x(index) + slotOf(days) / 2 : x(index);
      return `<text class="tick" x="${at.toFixed(1)}" y="${height - 8}" text-anchor="${anchor}">${escapeHtml(dateLabel(day.day))}</text>`;
    })
    .join("");
}

const slotOf = (days: DailyCount[]) => plotWidth / Math.max(1, days.length);

export function visitsChart(days: DailyCount[], titleId: string, descriptionId: string, description: string): string {
  const range = scale(Math.max(0, ...days.map((day) => day.views)));
  const max = range.top;
  const slot = slotOf(days);
  const x = (index: number) => margin.left + slot * (index + 0.5);
  const y = (value: number) => margin.top + plotHeight * (1 - value / max);
  const barWidth = Math.max(1, slot * 0.7);
  const bars = days
    .map((day, index) => {
      const top = y(day.views);
      return `<rect class="bar" x="${(x(index) - barWidth / 2).toFixed(1)}" y="${top.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(margin.top + plotHeight - top).toFixed(1)}"/>`;
    })
    .join("");
  const points = days.map((day, index) => `${x(index).toFixed(1)},${y(day.visitors).toFixed(1)}`);
  const dots =
    days.length <= 31
      ? points
          .map((point) => {
            const [cx, cy] = point.split(",");
            return `<circle class="dot" cx="${cx}" cy="${cy}" r="3"/>`;
          })
          .join("")
      : "";
  return [
    `<svg class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId} ${descriptionId}">`,
    `<desc id="${descriptionId}">${escapeHtml(description)}</desc>`,
    grid(range, y),
    bars,
    `<polyline class="line" points="${points.join(" ")}"/>`,
    dots,
    dates(days, x),
    "</svg>",
  ].join("");
}
