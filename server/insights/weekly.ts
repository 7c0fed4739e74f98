/**
 * The weekly report by e-mail, to the addresses of INSIGHTS_REPORT_TO: every Monday from 07:00
 * UTC, the week before (Monday to Sunday), beside the week before that. It gives the visits and
 * their bounce rate, duration and enquiries; the top pages; the channels and campaigns with
 * their enquiries; and the speed with its ratings. It is queued once in the outbox (durable,
 * retried), by whichever instance claims the week first (the store's `claimWeek`). An instance
 * that stops between its claim and the queueing leaves the claim to lapse, and another takes it
 * over. The same mail is previewed at /admin/insights/report.
 */
import { createElement as h } from "react";
import type { VitalName } from "../../core/protocols/insights-protocol.ts";
import { renderDocument } from "../html.ts";
import type { ReportFields } from "../mail/compose.ts";
import { renderMailText } from "../mail/templates.ts";
import type { MailRow } from "../mail/views/notification.ts";
import { Notification } from "../mail/views/notification.ts";
import { type PeriodicJob, schedulePeriodic } from "../periodic.ts";
import { goalName, type Report, reportOfDays, type SpeedRow } from "./report.ts";
import type { InsightsStore, VisitCount } from "./store.ts";
import { averageDuration, fullDate, number, pageName, percent } from "./views/format.ts";
import { formatVital } from "./views/speed.ts";
import { dayOf } from "./visitor.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The hour (UTC) of a Monday from which the week before is sent. */
export const reportHourUtc = 7;

/** A claim not queued within this long is taken over by another instance. */
const claimLapseMs = 10 * 60 * 1000;

/** How often an instance looks whether a week's report is due. */
const checkMs = 5 * 60 * 1000;

/** The Monday (UTC) of the week `time` falls in, at midnight. */
function mondayOf(time: number): number {
  const midnight = Date.parse(`${dayOf(time)}T00:00:00Z`);
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * dayMs;
}

const daysFrom = (start: number) => Array.from({ length: 7 }, (_, index) => dayOf(start + index * dayMs));

/** The last whole week before `now` (Monday to Sunday), the week before it, and when its report is due. */
export function lastWeek(now: number): { week: string; days: string[]; before: string[]; due: number } {
  const thisMonday = mondayOf(now);
  const days = daysFrom(thisMonday - 7 * dayMs);
  return {
    week: days[0] ?? "",
    days,
    before: daysFrom(thisMonday - 14 * dayMs),
    due: thisMonday + reportHourUtc * 60 * 60 * 1000,
  };
}

/** "412 (380 the week before, +8%)". */
function compared(now: number, before: number, format = (value: number) => number.format(value)): string {
  if (before === 0) return `${format(now)} (none the week before)`;
  const change = Math.round(((now - before) / before) * 100);
  return `${format(now)} (${format(before)} the week before, ${change >= 0 ? "+" : ""}${change}%)`;
}

/** One line per row of a table: its label, then its figures. */
const listed = (lines: string[]) => (lines.length > 0 ? lines.join("\n") : "None this week.");

const visitsLine = (row: VisitCount) =>
  `${row.visits === 1 ? "1 visit" : `${number.format(row.visits)} visits`}, ${row.conversions === 1 ? "1 enquiry" : `${number.format(row.conversions)} enquiries`} (${percent(row.conversions, row.visits)})`;

const speedLine = (row: SpeedRow) =>
  (["LCP", "INP", "CLS"] as const satisfies readonly VitalName[])
    .map((name) => {
      const vital = row.vitals[name];
      return vital ? `${name} ${formatVital(name, vital.value)} ${vital.rating}` : `${name} no samples`;
    })
    .join(", ");

/** The report's rows, as the mail and its preview show them. */
export function weeklyRows(report: Report, before: Report): MailRow[] {
  const { visits, total } = report;
  return [
    { label: "Visits", value: compared(visits.visits, before.visits.visits) },
    { label: "Unique visitors", value: compared(total.visitors, before.total.visitors) },
    { label: "Page views", value: compared(total.views, before.total.views) },
    { label: "Bounce rate", value: percent(visits.bounces, visits.visits) },
    { label: "Visit duration", value: averageDuration(visits.duration, visits.visits) },
    {
      label: "Enquiries",
      value: `${compared(visits.conversions, before.visits.conversions)}; ${percent(visits.conversions, visits.visits)} of visits`,
    },
    {
      label: "Top pages",
      value: listed(report.pages.slice(0, 5).map((row) => `${pageName(row.value)}: ${number.format(row.views)} views`)),
    },
    { label: "Channels", value: listed(report.channels.map((row) => `${row.value}: ${visitsLine(row)}`)) },
    {
      label: "Campaigns",
      value: listed(report.campaigns.slice(0, 5).map((row) => `${row.value}: ${visitsLine(row)}`)),
    },
    { label: "Goals", value: listed(report.goals.map((row) => `${goalName(row.value)}: ${number.format(row.views)}`)) },
    {
      label: "Speed (75th percentile)",
      value: [
        `Whole site: ${speedLine(report.speed.site)}`,
        ...report.speed.devices.map((row) => `On ${row.path}s: ${speedLine(row)}`),
      ].join("\n"),
    },
  ];
}

/** The mail of the week `days`, beside the week `before`: subject, plain text and HTML; `siteUrl` for its link to the dashboard. */
export async function renderWeeklyReport(
  store: InsightsStore,
  { days, before }: { days: string[]; before: string[] },
  siteUrl: string,
  now: number,
): Promise<Omit<ReportFields, "to">> {
  const [report, previous] = await Promise.all([
    reportOfDays(store, { range: 7 }, days, now),
    reportOfDays(store, { range: 7 }, before, now),
  ]);
  const period = `${fullDate(report.from)} to ${fullDate(report.to)}`;
  const heading = `Visits from ${period}`;
  const intro = `The website's visits, enquiries and speed over the week, counted by the website itself. Days run from midnight to midnight UTC.`;
  const footer = `Sent every Monday morning. Every figure, and more, on the dashboard: ${new URL("/admin/insights?range=7", siteUrl)}`;
  const rows = weeklyRows(report, previous);
  const enquiries = report.visits.conversions;
  return {
    subject: `Scriptoria website, ${period}: ${number.format(report.visits.visits)} visits, ${enquiries === 1 ? "1 enquiry" : `${number.format(enquiries)} enquiries`}`,
    text: renderMailText(heading, intro, rows, footer),
    html: renderDocument(h(Notification, { heading, intro, rows, footer })),
  };
}

export interface WeeklyReportOptions {
  store: InsightsStore;
  /** SITE_URL, for the mail's link to the dashboard. */
  siteUrl: string;
  /** The recipients; none: no report. */
  to: string[];
  /** Stores the mail in the outbox (the forms' `app.queueReport`). */
  queue(report: ReportFields): Promise<void>;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
  now?: () => number;
}

/** Queues the last week's report if it is due and this instance claims it; resolves with whether it did. */
export async function sendWeeklyReport(options: WeeklyReportOptions, now: number): Promise<boolean> {
  const { store, to, queue, log } = options;
  const week = lastWeek(now);
  if (to.length === 0 || now < week.due) return false;
  if (!(await store.claimWeek(week.week, now, now - claimLapseMs))) return false;
  const mail = await renderWeeklyReport(store, week, options.siteUrl, now);
  await queue({ ...mail, to: to.join(", ") });
  await store.weekQueued(week.week);
  log.info({ week: week.week, to: to.length }, "insights: the weekly report is queued");
  return true;
}

/** Looks every few minutes whether the week's report is due (safe on several instances at once). */
export function scheduleWeeklyReport(options: WeeklyReportOptions): PeriodicJob {
  const { now = Date.now } = options;
  return schedulePeriodic({
    intervalMs: checkMs,
    after: options.store.ready(),
    work: async () => void (await sendWeeklyReport(options, now())),
    failed: (err) => options.log.warn({ err }, "insights: the weekly report could not be queued; it is tried again"),
  });
}
