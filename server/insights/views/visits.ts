/** The visits section: the totals, the chart of each day with its figures as a table, and their CSV. */
import { createElement as h, type ReactElement } from "react";
import { nowMinutes, type Report } from "../report.ts";
import { VisitsChart } from "./chart.ts";
import { averageDuration, fullDate, number, percent, shortDate } from "./format.ts";
import { TitledSection } from "./section.ts";
import { CsvLink, TableBlock } from "./table.ts";

const perVisit = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export function VisitsSection({ report }: { report: Report }): ReactElement {
  const { total, range, from, to } = report;
  const summary = `${number.format(total.views)} page views by ${number.format(total.visitors)} unique visitors from ${fullDate(from)} to ${fullDate(to)}`;
  const rows = report.days.map((day) => [fullDate(day.day), number.format(day.views), number.format(day.visitors)]);
  const { visits, bounces, duration, conversions } = report.visits;
  const totals = [
    ["Unique visitors", number.format(total.visitors)],
    ["Visits", number.format(visits)],
    ["Page views", number.format(total.views)],
    ["Views per visit", visits > 0 ? perVisit.format(total.views / visits) : "–"],
    ["Bounce rate", percent(bounces, visits)],
    ["Visit duration", averageDuration(duration, visits)],
    ["Conversions", `${number.format(conversions)} (${percent(conversions, visits)})`],
    [`On the site now (last ${nowMinutes} minutes)`, number.format(report.now)],
  ] as const;
  return h(
    TitledSection,
    { id: "visits", title: "Visits" },
    h(
      "dl",
      { className: "totals" },
      totals.map(([label, value]) => h("div", { key: label }, h("dt", null, label), h("dd", null, value))),
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
    h(CsvLink, { range, table: "visits", what: "visits per day" }),
  );
}
