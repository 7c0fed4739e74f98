/** The speed section: the 75th percentile of each vital for the whole site and for each page. */
import { Fragment, createElement as h, type ReactElement } from "react";
import type { VitalName } from "../../../core/protocols/insights-protocol.ts";
import type { Report, SpeedRow } from "../report.ts";
import type { Percentile } from "../vitals.ts";
import { fullDate, number, PageName, shortDate } from "./format.ts";
import { TitledSection } from "./section.ts";
import { CsvLink, TableBlock } from "./table.ts";

const vitalLabels: Record<VitalName, string> = {
  LCP: "Largest contentful paint",
  INP: "Interaction to next paint",
  CLS: "Cumulative layout shift",
  FCP: "First contentful paint",
  TTFB: "Time to first byte",
};
const pageVitals = ["LCP", "INP", "CLS"] as const satisfies readonly VitalName[];
const deviceNames: Record<string, string> = { phone: "on phones", tablet: "on tablets", desktop: "on desktops" };
const siteVitals = ["FCP", "TTFB"] as const satisfies readonly VitalName[];

export function formatVital(name: VitalName, value: number): string {
  if (name === "CLS") return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value} ms`;
}

function VitalCell({ name, percentile }: { name: VitalName; percentile: Percentile | undefined }): ReactElement {
  if (!percentile) return h("span", { className: "none" }, "No samples");
  return h(
    Fragment,
    null,
    h("span", { className: "value" }, formatVital(name, percentile.value)),
    " ",
    h("span", { className: `rating ${percentile.rating.replace(" ", "-")}` }, percentile.rating),
    " ",
    h(
      "span",
      { className: "samples" },
      `${number.format(percentile.samples)} ${percentile.samples === 1 ? "sample" : "samples"}`,
    ),
  );
}

export function SpeedSection({ report }: { report: Report }): ReactElement {
  const { speed } = report;
  const row = (label: ReactElement | string, speedRow: SpeedRow) => [
    label,
    ...pageVitals.map((name) => h(VitalCell, { key: name, name, percentile: speedRow.vitals[name] })),
  ];
  const rows = [
    row(h("strong", null, "Whole site"), speed.site),
    ...speed.devices.map((device) => row(`Whole site, ${deviceNames[device.path] ?? device.path}`, device)),
    ...speed.pages.map((page) => row(h(PageName, { path: page.path }), page)),
  ];
  return h(
    TitledSection,
    { id: "speed", title: "Speed for visitors" },
    h(
      "p",
      { className: "note" },
      `The 75th percentile of what visitors' browsers measured from ${fullDate(speed.from)} to ${fullDate(speed.to)}: three visits in four were at least this fast. Rated on Google's thresholds: ${vitalLabels.LCP} (LCP) good up to 2.5 s, poor above 4 s; ${vitalLabels.INP} (INP) good up to 200 ms, poor above 500 ms; ${vitalLabels.CLS} (CLS) good up to 0.1, poor above 0.25.`,
    ),
    h(TableBlock, {
      id: "speed-caption",
      caption: `Core Web Vitals, 75th percentile, ${shortDate(speed.from)} to ${shortDate(speed.to)}`,
      head: ["Page", ...pageVitals.map((name) => h("abbr", { title: vitalLabels[name] }, name))],
      rows,
      numbers: false,
    }),
    h(
      "ul",
      { className: "more" },
      siteVitals.map((name) =>
        h(
          "li",
          { key: name },
          `${vitalLabels[name]} (${name}): `,
          h(VitalCell, { name, percentile: speed.site.vitals[name] }),
        ),
      ),
    ),
    h(CsvLink, { query: report.query, table: "speed", what: "every vital per page" }),
  );
}
