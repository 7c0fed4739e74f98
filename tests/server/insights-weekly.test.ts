/**
 * The weekly report by e-mail, against the real server and a real SMTP server: the last week's
 * visits beside the week before, its enquiries by channel and its speed, queued once in the
 * outbox when it is due and delivered to every address of INSIGHTS_REPORT_TO.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import type { StoredEvent, StoredView } from "../../server/insights/store.ts";
import { fullDate } from "../../server/insights/views/format.ts";
import { bucketOf } from "../../server/insights/vitals.ts";
import { lastWeek } from "../../server/insights/weekly.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

let smtp: Smtp;
let server: InProcessServer;
const week = lastWeek(Date.now());

/** A view on `day` at `hour`:`minute` UTC. */
function view(day: string, time: string, visitor: string, path: string, channel = ""): StoredView {
  return {
    day,
    at: Date.parse(`${day}T${time}:00Z`),
    path,
    referrer: "",
    device: "desktop",
    browser: "Firefox 133",
    os: "Linux",
    channel,
    campaign: channel === "E-mail" ? "autumn (newsletter / email)" : "",
    country: "IN",
    visitor,
  };
}

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    inProcess: true,
    env: { SMTP_URL: smtp.url, INSIGHTS_REPORT_TO: "owner@example.org, marketing@example.org" },
    // The server's own schedule looks at a time before the week's report is due; the test sends it.
    app: { insightsClock: () => week.due - 60_000 },
  });
  const { store } = server.app.insights;
  const [monday = "", , wednesday = ""] = week.days;
  const [mondayBefore = ""] = week.before;
  const enquiry: StoredEvent = {
    day: wednesday,
    at: Date.parse(`${wednesday}T09:05:00Z`),
    visitor: "a",
    kind: "conversion",
    path: "",
    target: "contact",
    amount: 0,
  };
  await store.write(
    [
      view(monday, "08:00", "a", "/", "Direct"),
      view(wednesday, "09:00", "a", "/", "E-mail"),
      view(wednesday, "09:02", "a", "/company/contactus"),
      view(wednesday, "11:00", "b", "/company/News", "Search"),
      view(mondayBefore, "10:00", "c", "/", "Direct"),
    ],
    [{ day: wednesday, path: "/", metric: "LCP", bucket: bucketOf("LCP", 1800) ?? 0, device: "desktop", samples: 3 }],
    [enquiry],
  );
  for (const day of [...week.days, ...week.before]) await store.rollUp(day);
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

test("is queued once when it is due, and delivered to every address with the week's figures", async () => {
  const { insights } = server.app;
  // Not before Monday 07:00 UTC.
  expect(await insights.sendWeeklyReport(week.due - 1)).toBe(false);
  expect(await insights.sendWeeklyReport(week.due + 1000)).toBe(true);
  // The week is claimed: a second look, here or on another instance, queues nothing.
  expect(await insights.sendWeeklyReport(week.due + 60_000)).toBe(false);

  const [received] = await smtp.waitFor(1);
  const mail = received?.mail;
  const period = `${fullDate(week.days[0] ?? "")} to ${fullDate(week.days[6] ?? "")}`;
  expect(mail?.subject).toBe(`Scriptoria website, ${period}: 3 visits, 1 enquiry`);
  expect(received?.envelope.rcptTo.map((to) => to.address).sort()).toEqual([
    "marketing@example.org",
    "owner@example.org",
  ]);
  const text = mail?.text ?? "";
  expect(text).toContain("Visits: 3 (1 the week before, +200%)");
  expect(text).toContain("Enquiries: 1 (none the week before); 33.3% of visits");
  expect(text).toContain("Bounce rate: 66.7%");
  expect(text).toContain("E-mail: 1 visit, 1 enquiry (100%)");
  expect(text).toContain("Direct: 1 visit, 0 enquiries (0%)");
  expect(text).toContain("autumn (newsletter / email): 1 visit, 1 enquiry (100%)");
  expect(text).toContain("Contact enquiry accepted: 1");
  expect(text).toContain("Whole site: LCP 1.8 s good, INP no samples, CLS no samples");
  expect(text).toContain("/admin/insights?range=7");
  expect(mail?.html).toContain(`Visits from ${period}`);
  expect(mail?.html).toContain("E-mail: 1 visit, 1 enquiry (100%)");
  // Only the one mail: nothing else was queued.
  await server.app.outbox.check();
  expect(smtp.received).toHaveLength(1);
});
