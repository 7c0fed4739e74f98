/**
 * The dashboard's tables as plain rows, for the CSV export (`?format=csv&table=…`): one header
 * row, then raw values (days as YYYY-MM-DD, times in milliseconds, CLS unitless).
 */
import { type VitalName, vitalNames } from "../../core/protocols/insights-protocol.ts";
import type { Report, SpeedRow } from "./report.ts";
import type { DimensionCount, VisitCount } from "./store.ts";

export const tableIds = [
  "visits",
  "pages",
  "referrers",
  "devices",
  "channels",
  "campaigns",
  "entries",
  "exits",
  "goals",
  "countries",
  "browsers",
  "systems",
  "speed",
] as const;
export type TableId = (typeof tableIds)[number];

export type Table = (string | number)[][];

const counts = (heading: string, rows: DimensionCount[], counted = "page views"): Table => [
  [heading, counted, "unique visitors"],
  ...rows.map((row) => [row.value, row.views, row.visitors]),
];

/** Of `visits`, the share `part` makes (0 to 1, to three decimals), or "" when there are none. */
export const share = (part: number, visits: number): number | "" =>
  visits > 0 ? Math.round((part / visits) * 1000) / 1000 : "";

const visitCounts = (heading: string, rows: VisitCount[]): Table => [
  [
    heading,
    "visits",
    "unique visitors",
    "bounces",
    "bounce rate",
    "average duration (ms)",
    "conversions",
    "conversion rate",
  ],
  ...rows.map((row) => [
    row.value,
    row.visits,
    row.visitors,
    row.bounces,
    share(row.bounces, row.visits),
    row.visits > 0 ? Math.round(row.duration / row.visits) : "",
    row.conversions,
    share(row.conversions, row.visits),
  ]),
];

const speedColumns = (name: VitalName) => [`${name} p75`, `${name} rating`, `${name} samples`];

function speedCells(row: SpeedRow): (string | number)[] {
  return vitalNames.flatMap((name) => {
    const vital = row.vitals[name];
    return vital ? [vital.value, vital.rating, vital.samples] : ["", "", 0];
  });
}

export function table(report: Report, id: TableId): Table {
  switch (id) {
    case "visits":
      return [
        ["day", "page views", "unique visitors"],
        ...report.days.map((day) => [day.day, day.views, day.visitors]),
      ];
    case "pages":
      return counts("page", report.pages);
    case "referrers":
      return counts("referring site", report.referrers);
    case "devices":
      return counts("device class", report.devices);
    case "channels":
      return visitCounts("channel", report.channels);
    case "campaigns":
      return visitCounts("campaign", report.campaigns);
    case "entries":
      return visitCounts("entry page", report.entries);
    case "exits":
      return visitCounts("exit page", report.exits);
    case "goals":
      return counts("goal", report.goals, "events");
    case "countries":
      return counts("country", report.countries);
    case "browsers":
      return counts("browser", report.browsers);
    case "systems":
      return counts("operating system", report.systems);
    case "speed":
      return [
        ["page", ...vitalNames.flatMap(speedColumns)],
        ["(whole site)", ...speedCells(report.speed.site)],
        ...report.speed.devices.map((row) => [`(whole site, ${row.path})`, ...speedCells(row)]),
        ...report.speed.pages.map((row) => [row.path, ...speedCells(row)]),
      ];
  }
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: Table): string {
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
