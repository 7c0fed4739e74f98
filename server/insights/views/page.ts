/**
 * The dashboard as HTML, rendered on the server and complete without scripts: the range links,
 * the visits' totals and chart with its table, the top pages, the visits by channel, campaign,
 * entry and exit page, referring sites, goals, countries, browsers, operating systems and device
 * classes, and the speed of the site and of each page. Styled by dashboard.css (served beside it).
 */
import { Fragment, createElement as h, type ReactElement, type ReactNode } from "react";
import { Page } from "../../html.ts";
import { countryName } from "../country.ts";
import { earliestDay, filterQuery, periodQuery, type Range, type Report, ranges } from "../report.ts";
import type { Filter } from "../store.ts";
import { CountSection } from "./counts.ts";
import { pageName } from "./format.ts";
import { SpeedSection } from "./speed.ts";
import { VisitTableSection } from "./visit-tables.ts";
import { VisitsSection } from "./visits.ts";

/** What a filter keeps, in words. */
function filterWords({ dimension, value }: Filter): ReactNode {
  const page = h("code", null, pageName(value));
  switch (dimension) {
    case "channel":
      return `visits from the channel ${value}`;
    case "campaign":
      return `visits of the campaign ${value}`;
    case "country":
      return `visits from ${countryName(value)}`;
    case "device":
      return `visits on a ${value}`;
    case "entry":
      return h(Fragment, null, "visits that entered at ", page);
    case "page":
      return h(Fragment, null, "visits that viewed ", page, " (with all their pages)");
  }
}

/** Which visits the counts are of, and the way back to all of them. */
function FilterNote({ report, filter }: { report: Report; filter: Filter }): ReactElement {
  return h(
    "p",
    { className: "filter-note" },
    "Only ",
    filterWords(filter),
    ". Speed and the visitors on the site now are the whole site's; today's counts within a filter are made every five minutes. ",
    h("a", { href: `?${periodQuery(report)}` }, "Show all visits"),
  );
}

function RangeLinks({ current, filter }: { current: Range | undefined; filter: Filter | undefined }): ReactElement {
  const kept = filter ? `&${filterQuery(filter)}` : "";
  return h(
    "nav",
    { className: "ranges", "aria-label": "Period" },
    h(
      "ul",
      null,
      ranges.map((range) =>
        h(
          "li",
          { key: range },
          h(
            "a",
            { href: `?range=${range}${kept}`, "aria-current": range === current ? "page" : undefined },
            `Last ${range} days`,
          ),
        ),
      ),
    ),
  );
}

/** Days chosen by date: a plain form that asks for the page again (`?from=…&to=…`). */
function PeriodForm({ report, today }: { report: Report; today: string }): ReactElement {
  const field = (name: "from" | "to", label: string) =>
    h(
      "label",
      null,
      `${label} `,
      h("input", { type: "date", name, defaultValue: report[name], min: earliestDay, max: today, required: true }),
    );
  return h(
    "form",
    { className: "period", method: "get", "aria-label": "Days of your choice" },
    field("from", "From"),
    field("to", "to"),
    report.filter
      ? h("input", { type: "hidden", name: "filter", value: `${report.filter.dimension}:${report.filter.value}` })
      : null,
    h("button", { type: "submit" }, "Show these days"),
  );
}

export interface DashboardPageProps {
  report: Report;
  /** The stylesheet's address, relative to the page. */
  stylesheet: string;
  /** The day of today (UTC): the latest a period may end. */
  today: string;
}

export function DashboardPage({ report, stylesheet, today }: DashboardPageProps): ReactElement {
  return h(
    Page,
    {
      title: "Visits and speed · Scriptoria admin",
      robots: "noindex, nofollow",
      head: h("link", { rel: "stylesheet", href: stylesheet }),
    },
    h(
      "header",
      { className: "bar" },
      h("a", { className: "brand", href: "./" }, "Scriptoria ", h("span", null, "admin")),
    ),
    h(
      "main",
      null,
      h("h1", null, "Visits and speed"),
      h(
        "p",
        { className: "lede" },
        "Counted by this website itself, without cookies and without keeping addresses or user agents (only the country, the browser's and the system's names). A visit ends after 30 minutes without a page view. Days run from midnight to midnight UTC; today's figures are at most a minute old.",
      ),
      h(RangeLinks, { current: report.range, filter: report.filter }),
      h(PeriodForm, { report, today }),
      h(
        "p",
        { className: "note" },
        "Every Monday the last week's figures go by e-mail to the addresses the operator named (INSIGHTS_REPORT_TO): ",
        h("a", { href: "insights/report" }, "see last week's report"),
        ".",
      ),
      report.filter ? h(FilterNote, { report, filter: report.filter }) : null,
      h(VisitsSection, { report }),
      h(
        "div",
        { className: "columns" },
        h(CountSection, { report, id: "pages" }),
        h(CountSection, { report, id: "referrers" }),
      ),
      h(VisitTableSection, { report, id: "channels" }),
      h(VisitTableSection, { report, id: "campaigns" }),
      h(VisitTableSection, { report, id: "entries" }),
      h(VisitTableSection, { report, id: "exits" }),
      h(
        "div",
        { className: "columns" },
        h(CountSection, { report, id: "goals" }),
        h(CountSection, { report, id: "countries" }),
      ),
      h(
        "div",
        { className: "columns" },
        h(CountSection, { report, id: "browsers" }),
        h(CountSection, { report, id: "systems" }),
      ),
      h(CountSection, { report, id: "devices" }),
      h(SpeedSection, { report }),
    ),
  );
}
