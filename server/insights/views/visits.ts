/** The visits section: the totals, the chart of each day with its figures as a table, and their CSV. */
import { createElement as h, type ReactElement } from "react";
import { nowMinutes, type Report } from "../report.ts";
import type { VisitCount } from "../store.ts";
import { VisitsChart } from "./chart.ts";
import { averageDuration, fullDate, number, percent, shortDate } from "./format.ts";
import { TitledSection } from "./section.ts";
import { CsvLink, TableBlock } from "./table.ts";

const perVisit = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** The totals as the dashboard writes them. */
function totalsOf(total: Report["total"], { visits, bounces, duration, conversions }: VisitCount) {
  return {
    visits,
    visitors: total.visitors,
    views: total.views,
    perVisit: visits > 0 ? perVisit.format(total.views / visits) : "–",
    bounceRate: percent(bounces, visits),
    duration: averageDuration(duration, visits),
    conversions: `${number.format(conversions)} (${percent(conversions, visits)})`,
  };
}

/** "+8%", "−3%", "no change", or "none before" when there were none. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "none before either" : "none before";
  const percentChange = Math.round(((now - before) / before) * 100);
  if (percentChange === 0) return "no change";
  return `${percentChange > 0 ? "+" : "−"}${Math.abs(percentChange)}%`;
}

export function VisitsSection({ report }: { report: Report }): ReactElement {
  const { total, query, from, to } = report;
  const summary = `${number.format(total.views)} page views by ${number.format(total.visitors)} unique visitors from ${fullDate(from)} to ${fullDate(to)}`;
  const rows = report.days.map((day) => [fullDate(day.day), number.format(day.views), number.format(day.visitors)]);
  const figures = totalsOf(report.total, report.visits);
  const before = report.previous && totalsOf(report.previous.total, report.previous.visits);
  const totals: [label: string, value: string, change: string | undefined][] = [
    ["Unique visitors", number.format(total.visitors), before && change(total.visitors, before.visitors)],
    ["Visits", number.format(figures.visits), before && change(figures.visits, before.visits)],
    ["Page views", number.format(total.views), before && change(total.views, before.views)],
    ["Views per visit", figures.perVisit, before && `was ${before.perVisit}`],
    ["Bounce rate", figures.bounceRate, before && `was ${before.bounceRate}`],
    ["Visit duration", figures.duration, before && `was ${before.duration}`],
    ["Conversions", figures.conversions, before && `was ${before.conversions}`],
    [`On the site now (last ${nowMinutes} minutes)`, number.format(report.now), undefined],
  ];
  const previous = report.previous;
  return h(
    TitledSection,
    { id: "visits", title: "Visits" },
    previous
      ? h(
          "p",
          { className: "note" },
          `Beside each figure, the ${number.format(report.days.length)} days before: ${fullDate(previous.from)} to ${fullDate(previous.to)}.`,
        )
      : null,
    h(
      "dl",
      { className: "totals" },
      totals.map(([label, value, changed]) =>
        h(
          "div",
          { key: label },
          h("dt", null, label),
          h("dd", null, value),
          changed ? h("dd", { className: "change" }, changed) : null,
        ),
      ),
    ),
    h(
      "figure",
      null,
      h(
        "ul",
        { className: "legend", "aria-hidden": true },
        h("li", { className: "legend-views" }, "Page views"),
        h("li", { className: "legend-visitors" }, "Unique visitors"),
      ),
      h(
        "div",
        { className: "chart-frame", role: "region", "aria-label": "Visits chart", tabIndex: 0 },
        h(VisitsChart, {
          days: report.days,
          titleId: "visits-title",
          descriptionId: "visits-chart-summary",
          description: `Chart of page views (bars) and unique visitors (line) per day: ${summary}.`,
        }),
      ),
      h(
        "figcaption",
        null,
        `Page views (bars) and unique visitors (line) per day, ${shortDate(from)} to ${shortDate(to)}.`,
      ),
    ),
    h(
      "details",
      null,
      h("summary", null, "The figures of the chart as a table"),
      h(TableBlock, {
        id: "visits-table",
        caption: "Page views and unique visitors per day",
        head: ["Day", "Page views", "Unique visitors"],
        rows,
      }),
    ),
    h(CsvLink, { query, table: "visits", what: "visits per day" }),
  );
}
