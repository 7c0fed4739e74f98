/**
 * The dashboard as HTML, rendered on the server and complete without scripts: the range links,
 * the visits chart with its table, the top pages, referring sites and device classes, and the
 * speed of the site and of each page. Styled by dashboard.css (served beside it).
 */
import type { VitalName } from "../../core/protocols/insights-protocol.ts";
import { escapeHtml } from "../html.ts";
import { dateLabel, visitsChart } from "./chart.ts";
import { otherPath } from "./pages.ts";
import { type Range, type Report, ranges, type SpeedRow } from "./report.ts";
import type { DimensionCount } from "./store.ts";
import type { TableId } from "./tables.ts";
import type { Percentile } from "./vitals.ts";

const number = new Intl.NumberFormat("en");
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const fullDate = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

const vitalLabels: Record<VitalName, string> = {
  LCP: "Largest contentful paint",
  INP: "Interaction to next paint",
  CLS: "Cumulative layout shift",
  FCP: "First contentful paint",
  TTFB: "Time to first byte",
};
const pageVitals = ["LCP", "INP", "CLS"] as const satisfies readonly VitalName[];

const pageName = (path: string) => (path === otherPath ? "Other addresses (not pages of the site)" : path);
const csvLink = (range: Range, id: TableId, what: string) =>
  `<a class="csv" href="?range=${range}&amp;format=csv&amp;table=${id}" download>Download ${what} as CSV</a>`;

function rangeLinks(current: Range): string {
  const links = ranges.map((range) => {
    const currentMark = range === current ? ' aria-current="page"' : "";
    return `<li><a href="?range=${range}"${currentMark}>Last ${range} days</a></li>`;
  });
  return `<nav class="ranges" aria-label="Period"><ul>${links.join("")}</ul></nav>`;
}

/**
 * A table in a region that scrolls sideways on a narrow screen (focusable, so that keys scroll
 * it); the first column names the rows, the others hold numbers unless `numbers` is false.
 */
function tableBlock(id: string, caption: string, head: string[], rows: string[][], numbers = true): string {
  const align = (index: number) => (numbers && index > 0 ? ' class="num"' : "");
  const headCells = head.map((text, index) => `<th scope="col"${align(index)}>${text}</th>`);
  const cells = (row: string[]) =>
    row.map((text, index) => (index === 0 ? `<th scope="row">${text}</th>` : `<td${align(index)}>${text}</td>`));
  const body = rows.length
    ? rows.map((row) => `<tr>${cells(row).join("")}</tr>`)
    : [`<tr><td colspan="${head.length}" class="empty">Nothing counted in this period yet.</td></tr>`];
  return `<div class="table" role="region" aria-labelledby="${id}" tabindex="0"><table><caption id="${id}">${caption}</caption><thead><tr>${headCells.join("")}</tr></thead><tbody>${body.join("")}</tbody></table></div>`;
}

function countRows(rows: DimensionCount[], label: (value: string) => string, limit = 20): string[][] {
  return rows
    .slice(0, limit)
    .map((row) => [escapeHtml(label(row.value)), number.format(row.views), number.format(row.visitors)]);
}

function visitsSection(report: Report): string {
  const { total, range, from, to } = report;
  const summary = `${number.format(total.views)} page views by ${number.format(total.visitors)} unique visitors from ${fullDate(from)} to ${fullDate(to)}`;
  const rows = report.days.map((day) => [
    escapeHtml(fullDate(day.day)),
    number.format(day.views),
    number.format(day.visitors),
  ]);
  return `<section aria-labelledby="visits-title">
<h2 id="visits-title">Visits</h2>
<dl class="totals"><div><dt>Page views</dt><dd>${number.format(total.views)}</dd></div><div><dt>Unique visitors</dt><dd>${number.format(total.visitors)}</dd></div></dl>
<figure>
<ul class="legend" aria-hidden="true"><li class="legend-views">Page views</li><li class="legend-visitors">Unique visitors</li></ul>
<div class="chart-frame" role="region" aria-label="Visits chart" tabindex="0">${visitsChart(report.days, "visits-title", "visits-chart-summary", `Chart of page views (bars) and unique visitors (line) per day: ${summary}.`)}</div>
<figcaption>Page views (bars) and unique visitors (line) per day, ${escapeHtml(dateLabel(from))} to ${escapeHtml(dateLabel(to))}.</figcaption>
</figure>
<details><summary>The figures of the chart as a table</summary>${tableBlock("visits-table", "Page views and unique visitors per day", ["Day", "Page views", "Unique visitors"], rows)}</details>
<p>${csvLink(range, "visits", "visits per day")}</p>
</section>`;
}

const deviceLabels: Record<string, string> = {
  phone: "Phone (under 768 px)",
  tablet: "Tablet (768 to 1099 px)",
  desktop: "Desktop (1100 px and wider)",
};

/** The tables of counts: title, first column, how a value reads, and a note under the table. */
const countTables = {
  pages: { title: "Top pages", column: "Page", label: pageName, note: "" },
  referrers: {
    title: "Top referring sites",
    column: "Site",
    label: (value: string) => value,
    note: "Visits that arrived from a link on another site, by its host name. Visits typed in, from bookmarks or from apps that send no referrer are not listed.",
  },
  devices: {
    title: "Device classes",
    column: "Device (viewport width)",
    label: (value: string) => deviceLabels[value] ?? value,
    note: "",
  },
};

function countSection(report: Report, id: keyof typeof countTables): string {
  const { title, column, label, note } = countTables[id];
  return `<section aria-labelledby="${id}-caption">
${tableBlock(`${id}-caption`, title, [column, "Page views", "Unique visitors"], countRows(report[id], label))}
${note ? `<p class="note">${note}</p>` : ""}<p>${csvLink(report.range, id, title.toLowerCase())}</p>
</section>`;
}

function formatVital(name: VitalName, value: number): string {
  if (name === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`;
}

function vitalCell(name: VitalName, percentile: Percentile | undefined): string {
  if (!percentile) return '<span class="none">No samples</span>';
  const tone = percentile.rating.replace(" ", "-");
  return `<span class="value">${formatVital(name, percentile.value)}</span> <span class="rating ${tone}">${percentile.rating}</span> <span class="samples">${number.format(percentile.samples)} ${percentile.samples === 1 ? "sample" : "samples"}</span>`;
}

function speedSection(report: Report): string {
  const { speed } = report;
  const row = (label: string, speedRow: SpeedRow) => [
    label,
    ...pageVitals.map((name) => vitalCell(name, speedRow.vitals[name])),
  ];
  const rows = [
    row("<strong>Whole site</strong>", speed.site),
    ...speed.pages.map((page) => row(escapeHtml(pageName(page.path)), page)),
  ];
  const more = (["FCP", "TTFB"] as const).map(
    (name) => `<li>${vitalLabels[name]} (${name}): ${vitalCell(name, speed.site.vitals[name])}</li>`,
  );
  return `<section aria-labelledby="speed-title">
<h2 id="speed-title">Speed for visitors</h2>
<p class="note">The 75th percentile of what visitors' browsers measured from ${fullDate(speed.from)} to ${fullDate(speed.to)}: three visits in four were at least this fast. Rated on Google's thresholds: ${vitalLabels.LCP} (LCP) good up to 2.5 s, poor above 4 s; ${vitalLabels.INP} (INP) good up to 200 ms, poor above 500 ms; ${vitalLabels.CLS} (CLS) good up to 0.1, poor above 0.25.</p>
${tableBlock("speed-caption", "Core Web Vitals, 75th percentile over 28 days", ["Page", ...pageVitals.map((name) => `<abbr title="${vitalLabels[name]}">${name}</abbr>`)], rows, false)}
<ul class="more">${more.join("")}</ul>
<p>${csvLink(report.range, "speed", "every vital per page")}</p>
</section>`;
}

export interface PageOptions {
  /** The stylesheet's address, relative to the page. */
  stylesheet: string;
}

export function dashboardPage(report: Report, { stylesheet }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Visits and speed · Scriptoria admin</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<header class="bar"><a class="brand" href="./">Scriptoria <span>admin</span></a></header>
<main>
<h1>Visits and speed</h1>
<p class="lede">Counted by this website itself, without cookies and without keeping addresses or browser details. Days run from midnight to midnight UTC; today's figures are at most a minute old.</p>
${rangeLinks(report.range)}
${visitsSection(report)}
<div class="columns">${countSection(report, "pages")}${countSection(report, "referrers")}</div>
${countSection(report, "devices")}
${speedSection(report)}
</main>
</body>
</html>
`;
}
