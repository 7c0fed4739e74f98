/**
 * The server's parts as Fastify plugins (server/app.ts): the forms and the visit counts share one
 * name each with the app (`app.outbox`, `app.insights`), the admin area none; the hooks of each
 * stay in its own scope; every part reports to the one registry of /metrics.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
// The names the forms give the app, in the app's type.
import "../../server/forms/plugin.ts";
import { type AdminApp, startAdmin } from "../support/admin.ts";

let admin: AdminApp;
beforeAll(async () => {
  admin = await startAdmin();
});
afterAll(() => admin.close());

test("the forms and the visit counts share one name each with the app", async () => {
  const { app } = admin;
  expect(app.hasDecorator("outbox")).toBe(true);
  expect(app.hasDecorator("insights")).toBe(true);
  await app.outbox.check();
  expect(await app.insights.store.daily("2000-01-01", "2000-01-02")).toEqual([]);
  // The forms' own request field is theirs alone.
  expect(app.hasRequestDecorator("unverified")).toBe(false);
});

test("the admin area's headers stay on the admin area", async () => {
  const page = await admin.app.inject("/admin/");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  for (const url of ["/healthz", "/no-such-page", "/contact_api/challenge"]) {
    expect((await admin.app.inject(url)).headers["x-robots-tag"], url).toBeUndefined();
  }
});

test("one registry: the process, the forms, the outbox, the visit counts, publishing and request times", async () => {
  await admin.app.inject("/admin/");
  const text = (await admin.app.inject("/metrics")).body;
  for (const series of [
    "process_resident_memory_bytes",
    "scriptoria_form_submissions_accepted_total",
    "scriptoria_outbox_pending_submissions 0",
    "scriptoria_insights_events_accepted_total",
    'scriptoria_publishes_total{result="succeeded"} 0',
    'scriptoria_http_request_duration_seconds_count{method="GET",route="/admin/",status="200"}',
  ]) {
    expect(text, series).toContain(series);
  }
});
