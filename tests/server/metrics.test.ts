/**
 * GET /metrics: Prometheus's text format with the outbox (pending submissions, the oldest one's
 * age, deliveries and delivery failures), the forms (accepted, refused by reason) and request
 * latency. Answered on loopback or with METRICS_TOKEN; a request a proxy forwarded (it names
 * a client) is refused, even from loopback.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../../scripts/lib/free-port.ts";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { until } from "../../scripts/lib/until.ts";
import { atTime } from "../support/clock.ts";
import { contactValues, formData, post } from "../support/forms.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

const token = "metrics-token-for-the-scraper-01";

/** The value of one series in a scrape, by its name and labels as printed. */
function value(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: InProcessServer, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("with the mail relay down", () => {
  let app: InProcessServer;
  beforeAll(async () => {
    app = await startServer({
      inProcess: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, METRICS_TOKEN: token },
    });
  });
  afterAll(() => app.close());

  test("pending submissions and the oldest one's age, failures, accepted and refused by reason, latency", async () => {
    const endpoint = `${app.url}/contact_api/contact.php`;
    expect((await post(endpoint, formData(contactValues()))).status).toBe(200);
    expect((await post(endpoint, formData(contactValues()))).status).toBe(200);
    expect((await post(endpoint, formData(contactValues()), {}, { proof: false })).status).toBe(403);
    expect((await post(endpoint, formData(contactValues({ email: "nope" })))).status).toBe(422);
    const failures = async () =>
      value((await scrape(app)).text, 'scriptoria_outbox_delivery_failures_total{permanent="false"}') ?? 0;
    await until("both deliveries to fail", async () => (await failures()) >= 2);

    // The oldest pending submission a second and more old.
    const { status, type, text } = await atTime(Date.now() + 1200, () => scrape(app));
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(value(text, "scriptoria_outbox_pending_submissions")).toBe(2);
    const age = value(text, "scriptoria_outbox_oldest_pending_age_seconds") ?? 0;
    expect(age).toBeGreaterThanOrEqual(1);
    expect(age).toBeLessThan(30);
    expect(value(text, 'scriptoria_outbox_delivery_failures_total{permanent="false"}')).toBeGreaterThanOrEqual(2);
    expect(value(text, 'scriptoria_outbox_delivery_failures_total{permanent="true"}')).toBe(0);
    expect(value(text, 'scriptoria_form_submissions_accepted_total{form="contact",verification="proof"}')).toBe(2);
    expect(value(text, 'scriptoria_form_submissions_refused_total{form="contact",reason="proof-missing"}')).toBe(1);
    expect(value(text, 'scriptoria_form_submissions_refused_total{form="contact",reason="invalid-fields"}')).toBe(1);
    expect(
      value(
        text,
        'scriptoria_http_request_duration_seconds_count{method="POST",route="/contact_api/contact.php",status="200"}',
      ),
    ).toBe(2);
    expect(value(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  test("never to a forwarded request without the token; with the token, from anywhere", async () => {
    const refused: Record<string, string>[] = [
      { "x-forwarded-for": "203.0.113.7" },
      { forwarded: "for=203.0.113.7" },
      { "x-real-ip": "203.0.113.7" },
      { "x-forwarded-for": "203.0.113.7", authorization: "Bearer wrong-token-wrong-token-00" },
      { "x-forwarded-for": "203.0.113.7", authorization: token },
    ];
    for (const headers of refused) {
      const answer = await scrape(app, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.text)).toEqual({
        error: "The metrics are answered on this machine, or with the METRICS_TOKEN as a bearer token",
      });
    }
    const allowed = await scrape(app, { "x-forwarded-for": "203.0.113.7", authorization: `Bearer ${token}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain("scriptoria_outbox_pending_submissions");
  });

  test("a request from another address is refused without the token", async () => {
    const answer = await app.app.inject({ url: "/metrics", remoteAddress: "198.51.100.4" });
    expect(answer.statusCode).toBe(403);
    const withToken = await app.app.inject({
      url: "/metrics",
      remoteAddress: "198.51.100.4",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});

describe("with the mail relay up", () => {
  let smtp: Smtp;
  let app: InProcessServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    app = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  test("deliveries are counted and nothing stays pending", async () => {
    await post(`${app.url}/contact_api/contact.php`, formData(contactValues()));
    await smtp.waitFor(1);
    await until("the delivery to be recorded", async () => {
      const { text } = await scrape(app);
      return (
        value(text, "scriptoria_outbox_deliveries_total") === 1 &&
        value(text, "scriptoria_outbox_pending_submissions") === 0
      );
    });
    const { text } = await scrape(app);
    expect(value(text, "scriptoria_outbox_deliveries_total")).toBe(1);
    expect(value(text, "scriptoria_outbox_pending_submissions")).toBe(0);
    expect(value(text, "scriptoria_outbox_oldest_pending_age_seconds")).toBe(0);
  });
});
