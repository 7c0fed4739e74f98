/**
 * The PostgreSQL outbox when the database is not there: at start-up, and in the middle of a run.
 * The server stays up, says so in its log, answers 503 (never a success for a submission it did
 * not store) and carries on by itself once the database is back. (Migrations run once when
 * instances start together: db-migrations.test.ts.)
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { freePort } from "../../scripts/lib/free-port.ts";
import { type ServerProcess, startServer } from "../../scripts/lib/server.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { until } from "../../scripts/lib/until.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { careerForm, contactValues, formData, post } from "../support/forms.ts";
import { postgresForSuite } from "../support/postgres.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

const postgres = postgresForSuite();
const cleanup = cleanupAfterEach();

const unavailable = "The form could not be accepted just now. Please try again in a few minutes";

async function health(server: ServerProcess): Promise<number> {
  return (await fetch(`${server.url}/healthz`)).status;
}

async function waitForHealth(server: ServerProcess, status: number, timeoutMs = 20_000): Promise<void> {
  await until(`/healthz to answer ${status}`, async () => (await health(server)) === status, timeoutMs).catch(() => {
    throw new Error(`/healthz did not answer ${status}:\n${server.output()}`);
  });
}

/** A contact and a career submission while the database is down: both 503, nothing left behind. */
async function expectRefused(server: ServerProcess, dataDir: string): Promise<void> {
  const contact = await post(`${server.url}/contact_api/contact.php`, formData(contactValues({ name: "Not Stored" })));
  expect(contact).toEqual({ status: 503, json: { error: unavailable } });
  const career = await post(`${server.url}/contact_api/career.php`, careerForm({ name: "Not Stored Either" }));
  expect(career).toEqual({ status: 503, json: { error: unavailable } });
  expect(readdirSync(join(dataDir, "uploads"))).toEqual([]);
}

test("database down at start-up: the server starts, answers 503, and is ready once the database is", async () => {
  const databaseUrl = await postgres().createDatabase();
  const smtp: Smtp = await startSmtp();
  cleanup(smtp.close);
  const dataDir = tempDir("data");
  await postgres().stop();
  const server = await startServer({
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: "info" },
    ready: false,
  });
  try {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toMatchObject({
      status: "unavailable",
      store: "unavailable",
    });
    await expectRefused(server, dataDir);
    // The pages are still served.
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  } finally {
    await postgres().start();
  }
  await server.waitForOutput('"msg":"outbox: could not prepare the database"');
  expect(server.output()).toMatch(/"err":"[^"]*ECONNREFUSED[^"]*"/);

  await waitForHealth(server, 200);
  await server.waitForOutput('"msg":"outbox: database ready"');
  const accepted = await post(
    `${server.url}/contact_api/contact.php`,
    formData(contactValues({ name: "After Start" })),
  );
  expect(accepted.status).toBe(200);
  await smtp.waitFor(1);
  expect(smtp.received.map((item) => item.mail.subject)).toEqual(["Mail from After Start"]);
}, 60_000);

test("database down in the middle: 503 while it is away, then everything carries on by itself", async () => {
  const databaseUrl = await postgres().createDatabase();
  const relayPort = await freePort();
  const dataDir = tempDir("data");
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
      OUTBOX_RETRY_BASE_MS: "200",
      // A delivery whose result could not be recorded stays claimed until its lease ends.
      OUTBOX_LEASE_MS: "2000",
      LOG_LEVEL: "info",
    },
  });
  // Accepted while the relay is down: waiting for a retry when the database goes away.
  const before = await post(
    `${server.url}/contact_api/contact.php`,
    formData(contactValues({ name: "Before Outage" })),
  );
  expect(before.status).toBe(200);
  const attempts = async () =>
    (await postgres().sql<{ attempts: number }>(databaseUrl, "SELECT attempts FROM submissions"))[0]?.attempts ?? 0;
  await until("the first delivery to have failed", async () => (await attempts()) >= 1);

  await postgres().stop();
  try {
    await waitForHealth(server, 503);
    await expectRefused(server, dataDir);
    await server.waitForOutput('"msg":"outbox: database unavailable"');
  } finally {
    await postgres().start();
  }

  const smtp: Smtp = await startSmtp({ port: relayPort });
  cleanup(smtp.close);
  await waitForHealth(server, 200);
  await server.waitForOutput('"msg":"outbox: database reachable again"');
  const after = await post(`${server.url}/contact_api/contact.php`, formData(contactValues({ name: "After Outage" })));
  expect(after.status).toBe(200);
  await smtp.waitFor(2, 20_000);
  // Once both are recorded as sent, neither is delivered again: what arrived is final.
  const sent = async () =>
    (
      await postgres().sql<{ n: number }>(
        databaseUrl,
        "SELECT COUNT(*)::integer AS n FROM submissions WHERE status = 'sent'",
      )
    )[0]?.n;
  await until("both to be recorded as sent", async () => (await sent()) === 2);
  expect(smtp.received.map((item) => item.mail.subject).sort()).toEqual([
    "Mail from After Outage",
    "Mail from Before Outage",
  ]);
  expect(await server.stop()).toBe(0);
}, 60_000);
