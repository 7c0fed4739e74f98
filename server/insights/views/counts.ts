/** The tables of counts: top pages, channels, campaigns, entry pages, referring sites, device classes, browsers and systems. */
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

const asIs = (value: string) => value;
const visitNote =
  "A visit is counted at its first page: a page opened from another site, a link, a bookmark or the address bar.";

/** A table of counts: title, first column, what it counts (page views unless said), how a value reads, and a note under it. */
interface CountTable {
  title: string;
  column: string;
  counted?: string;
  label: (value: string) => ReactNode;
  note: string;
}

type CountId = "pages" | "channels" | "campaigns" | "entries" | "browsers" | "systems" | "referrers" | "devices";

const countTables: Record<CountId, CountTable> = {
  pages: { title: "Top pages", column: "Page", label: (value: string) => h(PageName, { path: value }), note: "" },
  channels: {
    title: "Channels",
    column: "Channel",
    counted: "Visits",
    label: asIs,
    note: `${visitNote} Search and Social are known search engines and networks; Referral, any other site; Direct, none; E-mail and Paid, a campaign's utm_medium.`,
  },
  campaigns: {
    title: "Campaigns",
    column: "Campaign (source / medium)",
    counted: "Visits",
    label: asIs,
    note: "Visits whose first address carried utm_campaign, utm_source or utm_medium.",
  },
  entries: {
    title: "Entry pages",
    column: "Page",
    counted: "Visits",
    label: (value: string) => h(PageName, { path: value }),
    note: visitNote,
  },
  browsers: { title: "Browsers", column: "Browser", label: asIs, note: "" },
  systems: { title: "Operating systems", column: "System", label: asIs, note: "" },
  referrers: {
    title: "Top referring sites",
    column: "Site",
    label: asIs,
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

export function CountSection({ report, id }: { report: Report; id: CountId }): ReactElement {
  const { title, column, label, note, counted = "Page views" } = countTables[id];
  return h(
    "section",
    { "aria-labelledby": `${id}-caption` },
    h(TableBlock, {
      id: `${id}-caption`,
      caption: title,
      head: [column, counted, "Unique visitors"],
      rows: countRows(report[id], label),
    }),
    note ? h("p", { className: "note" }, note) : null,
    h(CsvLink, { range: report.range, table: id, what: title.toLowerCase() }),
  );
}
