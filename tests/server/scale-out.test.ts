/**
 * Two server instances (`node server/main.ts`) share one PostgreSQL outbox. 200 submissions, 20
 * of them with a PDF, are spread over both while the SMTP relay is down for the first half.
 * The relay comes back holding its answers, so both instances have deliveries in flight, and
 * one instance is killed with SIGKILL. The other takes over its leases: every submission
 * arrives exactly once, each with its own Message-ID, every attachment byte for byte.
 */
import { createHash } from "node:crypto";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../../scripts/lib/free-port.ts";
import { killServers, type ServerProcess, startServer } from "../../scripts/lib/server.ts";
import { mailFrom } from "../../scripts/lib/server-env.ts";
import { until } from "../../scripts/lib/until.ts";
import { careerForm, contactValues, formData, post } from "../support/forms.ts";
import { randomPdf } from "../support/pdf.ts";
import { sharedPostgres } from "../support/postgres.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

const cluster = sharedPostgres();
let smtp: Smtp | undefined;
afterAll(async () => {
  killServers();
  await smtp?.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const messageDomain = mailFrom.match(/@([^>]+)>/)?.[1] ?? "";

interface Sent {
  name: string;
  subject: string;
  reference: string;
  pdf?: string;
}

/** Posts submissions `from`..`to` (every tenth with a PDF) alternately to the instances, 8 at a time. */
async function submit(instances: ServerProcess[], from: number, to: number): Promise<Sent[]> {
  const sent: Sent[] = [];
  let next = from;
  const lane = async () => {
    for (let index = next++; index < to; index = next++) {
      const name = `Visitor ${String(index).padStart(3, "0")}`;
      const target = instances[index % instances.length]?.url ?? "";
      const career = index % 10 === 0;
      const pdf = career ? randomPdf(20_000 + index * 997) : undefined;
      const answer = career
        ? await post(
            `${target}/contact_api/career.php`,
            careerForm({ name }, { bytes: pdf ?? Buffer.alloc(0), name: `${name}.pdf`, type: "application/pdf" }),
          )
        : await post(`${target}/contact_api/contact.php`, formData(contactValues({ name })));
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      sent.push({
        name,
        subject: career ? `Job application from ${name}: PHP / Python Developer` : `Mail from ${name}`,
        reference: (answer.json.data as { reference: string }).reference,
        ...(pdf ? { pdf: sha256(pdf) } : {}),
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return sent;
}

test("two instances, one killed while delivering, the relay down for a while: each submission arrives once", async () => {
  const databaseUrl = await cluster.createDatabase();
  const relayPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
    OUTBOX_RETRY_BASE_MS: "200",
    OUTBOX_LEASE_MS: "2000",
  };
  // Both start at once: the migration runs once, under the advisory lock.
  const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  if (!a || !b) throw new Error("the instances did not start");
  const migrations = await cluster.sql<{ name: string }>(databaseUrl, "SELECT name FROM outbox_migrations");
  expect(migrations.map((row) => row.name)).toEqual([
    "001_init",
    "002_spent_proofs",
    "003_times_in_milliseconds",
    "004_report_kind",
  ]);

  // The relay is down: the first half is accepted, and every one of it fails at least once.
  const sent = await submit([a, b], 0, 100);
  const triedOnce = async () =>
    (
      await cluster.sql<{ n: number }>(databaseUrl, "SELECT COUNT(*)::integer AS n FROM submissions WHERE attempts > 0")
    )[0]?.n ?? 0;
  await until("every submission tried once", async () => (await triedOnce()) >= 100, 15_000);
  expect(await triedOnce()).toBe(100);

  // The relay is back, holding its answers: deliveries go out but none completes yet.
  smtp = await startSmtp({ port: relayPort });
  smtp.hold();
  sent.push(...(await submit([a, b], 100, 200)));
  // Two lanes per instance: four held messages means both instances are mid-delivery.
  await until("four deliveries held", () => (smtp?.held() ?? 0) >= 4, 15_000);
  expect(smtp.held()).toBe(4);
  await a.stop("SIGKILL");
  // The killed instance's two messages lose their connection before any answer: they have not
  // arrived, and only the survivor's two still wait.
  await until("the killed instance's connections to close", () => smtp?.held() === 2, 5000);
  expect(smtp.held()).toBe(2);
  smtp.release();

  await smtp.waitFor(200, 40_000);
  // Once every one is recorded as sent, none is delivered again: what arrived is final.
  const sentCount = async () =>
    (
      await cluster.sql<{ n: number }>(
        databaseUrl,
        "SELECT COUNT(*)::integer AS n FROM submissions WHERE status = 'sent'",
      )
    )[0]?.n;
  await until("every submission to be recorded as sent", async () => (await sentCount()) === 200);
  const received = smtp.received;
  expect(received).toHaveLength(200);
  const bySubject = new Map(received.map((item) => [item.mail.subject ?? "", item.mail]));
  expect(bySubject.size).toBe(200);
  for (const submission of sent) {
    const mail = bySubject.get(submission.subject);
    expect(mail, submission.subject).toBeDefined();
    // One Message-ID per submission, whichever instance and attempt delivered it.
    expect(mail?.messageId).toBe(`<${submission.reference}@${messageDomain}>`);
    if (submission.pdf) {
      expect(mail?.attachments).toHaveLength(1);
      expect(sha256(mail?.attachments[0]?.content ?? Buffer.alloc(0)), submission.name).toBe(submission.pdf);
    } else {
      expect(mail?.attachments).toHaveLength(0);
    }
  }

  const rows = await cluster.sql<{ status: string; n: number; retried: number }>(
    databaseUrl,
    "SELECT status, COUNT(*)::integer AS n, COUNT(*) FILTER (WHERE attempts > 1)::integer AS retried FROM submissions GROUP BY status",
  );
  expect(rows.map(({ status, n }) => ({ status, n }))).toEqual([{ status: "sent", n: 200 }]);
  // The first half met the relay down at least once.
  expect(rows[0]?.retried).toBeGreaterThanOrEqual(100);
  const resumes = await cluster.sql<{ n: number }>(
    databaseUrl,
    "SELECT COUNT(*)::integer AS n FROM submission_resumes",
  );
  expect(resumes[0]?.n).toBe(0);
  expect(await b.stop("SIGTERM")).toBe(0);
}, 90_000);
