/** The tables of counts: top pages, referring sites, countries, goals, device classes, browsers and systems. */
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { countryName } from "../country.ts";
import { goalName, type Report } from "../report.ts";
import type { FilterDimension } from "../store.ts";
import { filtering, number, PageName } from "./format.ts";
import { TableSection } from "./table.ts";

const deviceLabels: Record<string, string> = {
  phone: "Phone (under 768 px)",
  tablet: "Tablet (768 to 1099 px)",
  desktop: "Desktop (1100 px and wider)",
};

const asIs = (value: string) => value;

/** A table of counts: title, first column, what it counts (page views unless said), how a value reads, and a note under it. */
interface CountTable {
  title: string;
  column: string;
  /** What a row's value filters the dashboard by, if it does. */
  filter?: FilterDimension;
  counted?: string;
  label: (value: string) => ReactNode;
  note: ReactNode;
}

type CountId = "pages" | "countries" | "goals" | "browsers" | "systems" | "referrers" | "devices";

const countTables: Record<CountId, CountTable> = {
  pages: {
    title: "Top pages",
    column: "Page",
    filter: "page",
    label: (value: string) => h(PageName, { path: value }),
    note: "",
  },
  countries: {
    title: "Countries",
    column: "Country",
    filter: "country",
    label: (value: string) => countryName(value),
    note: [
      "From the visitor's address, looked up as the view arrives and then dropped: right for most fixed lines, less often for mobile networks, and a VPN shows its own country. ",
      h("a", { key: "credit", href: "https://db-ip.com" }, "IP geolocation by DB-IP"),
      " (CC BY 4.0).",
    ],
  },
  goals: {
    title: "Goals",
    column: "Goal",
    counted: "Events",
    label: goalName,
    note: "Forms accepted by the server, clicks on links to other sites and downloads of the site's documents.",
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
    filter: "device",
    label: (value: string) => deviceLabels[value] ?? value,
    note: "",
  },
};

export function CountSection({ report, id }: { report: Report; id: CountId }): ReactElement {
  const { title, column, label, note, filter, counted = "Page views" } = countTables[id];
  return h(TableSection, {
    query: report.query,
    id,
    title,
    head: [column, counted, "Unique visitors"],
    rows: report[id].map((row) => [
      filtering(report, filter, row.value, label(row.value)),
      number.format(row.views),
      number.format(row.visitors),
    ]),
    note,
  });
}
