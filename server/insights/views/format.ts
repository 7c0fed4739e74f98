/** How the dashboard writes numbers, days (UTC, as they are counted) and pages. */
import { createElement as h, type ReactNode } from "react";
import { otherPath } from "../pages.ts";
import { filterQuery, periodQuery, type Report } from "../report.ts";
import type { FilterDimension } from "../store.ts";

export const number = new Intl.NumberFormat("en");

const percentFormat = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

/** "42%" of `part` in `whole`, or "–" when there is no whole. */
export const percent = (part: number, whole: number) => (whole > 0 ? percentFormat.format(part / whole) : "–");

/** A visit's average length: "42 s", "3 min 05 s", or "–" when there are no visits. */
export function averageDuration(totalMs: number, visits: number): string {
  if (visits <= 0) return "–";
  const seconds = Math.round(totalMs / visits / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const shortDateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "27 November 2026". */
export const fullDate = (day: string) => longDate.format(utcDay(day));

/** "27 Nov". */
export const shortDate = (day: string) => shortDateFormat.format(utcDay(day));

/** A page's path, or what "other" stands for. */
export const pageName = (path: string) => (path === otherPath ? "Other addresses (not pages of the site)" : path);

/** {@link pageName} for a table: a long address may break after each slash, and only there. */
export function PageName({ path }: { path: string }): ReactNode {
  const name = pageName(path);
  if (!name.startsWith("/")) return name;
  return name.split(/(?<=\/)/).flatMap((part, index) => (index === 0 ? [part] : [h("wbr", { key: index }), part]));
}

/** A table's value as a link to the same days within it (`filter`); the value as it is where there is no such filter. */
export function filtering(
  report: Report,
  dimension: FilterDimension | undefined,
  value: string,
  label: ReactNode,
): ReactNode {
  if (!dimension) return label;
  return h("a", { href: `?${periodQuery(report)}&${filterQuery({ dimension, value })}` }, label);
}
