/**
 * The dashboard's tables as plain rows, for the CSV export (`?format=csv&table=…`): one header
 * row, then raw values (days as YYYY-MM-DD, times in milliseconds, CLS unitless).
 */
import { type VitalName, vitalNames } from "../../core/protocols/insights-protocol.ts";
import type { Report, SpeedRow } from "./report.ts";
import type { DimensionCount } from "./store.ts";

export const tableIds = [
  "visits",
  "pages",
  "referrers",
  "devices",
  "channels",
  "campaigns",
  "entries",
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
      return counts("channel", report.channels, "visits");
    case "campaigns":
      return counts("campaign", report.campaigns, "visits");
    case "entries":
      return counts("entry page", report.entries, "visits");
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
