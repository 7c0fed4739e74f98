/** The tables of visits: by channel, campaign, entry page and exit page, each with its bounce rate, average duration and conversions. */
import { createElement as h, type ReactElement, type ReactNode } from "react";
import type { Report } from "../report.ts";
import type { FilterDimension, VisitCount } from "../store.ts";
import { averageDuration, filtering, number, PageName, percent } from "./format.ts";
import { TableSection } from "./table.ts";

type VisitTableId = "channels" | "campaigns" | "entries" | "exits";

const page = (value: string) => h(PageName, { path: value });

const visitTables: Record<
  VisitTableId,
  { title: string; column: string; filter?: FilterDimension; label: (value: string) => ReactNode; note: string }
> = {
  channels: {
    title: "Channels",
    column: "Channel",
    filter: "channel",
    label: (value) => value,
    note: "Where a visit came from, at its first page. Search and Social are known search engines and networks; Referral, any other site; Direct, none; E-mail and Paid, a campaign's utm_medium.",
  },
  campaigns: {
    title: "Campaigns",
    column: "Campaign (source / medium)",
    filter: "campaign",
    label: (value) => value,
    note: "Visits whose first address carried utm_campaign, utm_source or utm_medium.",
  },
  entries: {
    title: "Entry pages",
    column: "Page",
    filter: "entry",
    label: page,
    note: "The first page of each visit.",
  },
  exits: { title: "Exit pages", column: "Page", label: page, note: "The last page of each visit." },
};

export function VisitTableSection({ report, id }: { report: Report; id: VisitTableId }): ReactElement {
  const { title, column, label, note, filter } = visitTables[id];
  return h(TableSection, {
    query: report.query,
    id,
    title,
    head: [column, "Visits", "Bounce rate", "Average duration", "Conversions", "Conversion rate"],
    rows: report[id].map((row: VisitCount) => [
      filtering(report, filter, row.value, label(row.value)),
      number.format(row.visits),
      percent(row.bounces, row.visits),
      averageDuration(row.duration, row.visits),
      number.format(row.conversions),
      percent(row.conversions, row.visits),
    ]),
    note,
  });
}
