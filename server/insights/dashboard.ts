/**
 * The insights dashboard, `GET <prefix>/insights`, a plugin for the admin area to register inside
 * the scope its sign-in guards (prefix /admin), with the store of `app.insights`. `?range=7|30|90` (days,
 * default 30) or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (at most 732 days, none after today), each
 * beside as many days before; `?format=csv&table=<id>` downloads a table (tables.ts). `GET <prefix>/insights/report`
 * previews the last week's report as it is mailed (weekly.ts), `?format=text` its plain text.
 * The pages need no script: the dashboard's CSP allows only its own stylesheet, the mail's only
 * its inline styles.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { createElement as h } from "react";
import { z } from "zod";
import { renderDocument, scriptlessPagePolicy } from "../html.ts";
import {
  buildReport,
  countsWithin,
  daysBefore,
  daysBetween,
  earliestDay,
  longestPeriodDays,
  periodTotals,
  type Range,
  type Report,
  ranges,
  reportOfDays,
} from "./report.ts";
import { type Filter, filterDimensions, type InsightsStore } from "./store.ts";
import { table, tableIds, toCsv } from "./tables.ts";
import { DashboardPage } from "./views/page.ts";
import { dayOf } from "./visitor.ts";
import { lastWeek, renderWeeklyReport } from "./weekly.ts";

export interface DashboardOptions {
  store: InsightsStore;
  /** SITE_URL, for the weekly report's link to the dashboard. */
  siteUrl: string;
  /** The clock (tests). */
  now?: () => number;
}

const day = z.iso.date();

/** `filter=<dimension>:<value>`: a value as the tables list it (a path, a channel, a country's code…). */
const filterSchema = z
  .string()
  .max(600)
  .transform((text, context): Filter => {
    const [dimension = "", value = ""] = text.split(/:(.*)/s);
    const known = filterDimensions.find((name) => name === dimension);
    if (known && value.length > 0 && value.length <= 512) return { dimension: known, value };
    context.addIssue({ code: "custom", message: "unknown filter" });
    return z.NEVER;
  });

const querySchema = z
  .strictObject({
    range: z.enum(ranges.map(String) as ["7", "30", "90"]).optional(),
    from: day.optional(),
    to: day.optional(),
    format: z.enum(["html", "csv"]).default("html"),
    table: z.enum(tableIds).optional(),
    filter: filterSchema.optional(),
  })
  .refine((query) => (query.from === undefined) === (query.to === undefined) && !(query.from && query.range))
  .refine((query) => query.format !== "csv" || query.table !== undefined);

/** Why days chosen by date are refused, or undefined when they are fine. */
function periodProblem(from: string, to: string, today: string): string | undefined {
  if (from > to) return "The first day comes after the last.";
  if (to > today) return "The last day is after today.";
  if (from < earliestDay) return `The first day is before ${earliestDay}.`;
  if (daysBetween(from, to).length > longestPeriodDays) return `A period is at most ${longestPeriodDays} days.`;
  return undefined;
}

const usage = `Ask for range=${ranges.join("|")}, or from=YYYY-MM-DD&to=YYYY-MM-DD, for a CSV file format=csv&table=${tableIds.join("|")}, and within a filter filter=${filterDimensions.join("|")}:<value>.`;

/** The report mail's preview: its inline styles, nothing else. */
const mailPreviewPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const previewSchema = z.strictObject({ format: z.enum(["html", "text"]).default("html") });

export const insightsDashboard: FastifyPluginAsync<DashboardOptions> = async (
  scope,
  { store, siteUrl, now = Date.now },
) => {
  const css = readFileSync(join(import.meta.dirname, "dashboard.css"));
  const stylesheet = `insights/dashboard.css?v=${createHash("sha256").update(css).digest("hex").slice(0, 12)}`;

  scope.get("/insights/dashboard.css", (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "private, max-age=31536000, immutable").send(css),
  );

  // The last week's report, as the Monday mail has it.
  scope.get("/insights/report", { config: { adminPage: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store").header("content-security-policy", mailPreviewPolicy);
    const query = previewSchema.safeParse(request.query);
    if (!query.success) return reply.code(400).type("text/plain; charset=utf-8").send("Ask for format=html|text.");
    const mail = await renderWeeklyReport(store, lastWeek(now()), siteUrl, now());
    if (query.data.format === "text")
      return reply.type("text/plain; charset=utf-8").send(`${mail.subject}\n\n${mail.text}`);
    return reply.type("text/html; charset=utf-8").send(mail.html);
  });

  // A page an editor bookmarks (guard.ts).
  scope.get("/insights", { config: { adminPage: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store").header("content-security-policy", scriptlessPagePolicy);
    const query = querySchema.safeParse(request.query);
    const refuse = (message: string) => reply.code(400).type("text/plain; charset=utf-8").send(message);
    if (!query.success) return refuse(usage);
    const { from, to, format, table: id, filter } = query.data;
    const today = dayOf(now());
    const range = Number(query.data.range ?? 30) as Range;
    let report: Report;
    if (from && to) {
      const problem = periodProblem(from, to, today);
      if (problem) return refuse(problem);
      report = await reportOfDays(store, { filter }, daysBetween(from, to), now());
    } else {
      report = await buildReport(store, range, now(), filter);
    }
    report.previous = await periodTotals(countsWithin(store, filter), daysBefore(daysBetween(report.from, report.to)));
    if (format === "csv" && id) {
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="insights-${id}-${report.from}-to-${report.to}.csv"`)
        .send(toCsv(table(report, id)));
    }
    return reply.type("text/html; charset=utf-8").send(renderDocument(h(DashboardPage, { report, stylesheet, today })));
  });
};
