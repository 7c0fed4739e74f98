/** The tables of counts: top pages, referring sites and device classes. */
import { createElement as h, type ReactElement, type ReactNode } from "react";
import type { Report } from "../report.ts";
import type { DimensionCount } from "../store.ts";
import { number, PageName } from "./format.ts";
import { CsvLink, TableBlock } from "./table.ts";

const deviceLabels: Record<string, string> = {
  phone: "Phone (under 768 px)",
  tablet: "Tablet (768 to 1099 px)",
  desktop: "Desktop (1100 px and wider)",
};

/** Each table: title, first column, how a value reads, and a note under the table. */
const countTables = {
  pages: { title: "Top pages", column: "Page", label: (value: string) => h(PageName, { path: value }), note: "" },
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

const shownRows = 20;

function countRows(rows: DimensionCount[], label: (value: string) => ReactNode): ReactNode[][] {
  return rows
    .slice(0, shownRows)
    .map((row) => [label(row.value), number.format(row.views), number.format(row.visitors)]);
}

export function CountSection({ report, id }: { report: Report; id: keyof typeof countTables }): ReactElement {
  const { title, column, label, note } = countTables[id];
  return h(
    "section",
    { "aria-labelledby": `${id}-caption` },
    h(TableBlock, {
      id: `${id}-caption`,
      caption: title,
      head: [column, "Page views", "Unique visitors"],
      rows: countRows(report[id], label),
    }),
    note ? h("p", { className: "note" }, note) : null,
    h(CsvLink, { range: report.range, table: id, what: title.toLowerCase() }),
  );
}
