import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { freePort } from "../../scripts/lib/free-port.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { mailFrom, mailTo, serverEnv } from "../../scripts/lib/server-env.ts";
import { silentLog } from "../../scripts/lib/silent-log.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { until } from "../../scripts/lib/until.ts";
import type { MailTransport, OutgoingMail } from "../../server/mail/transport.ts";
import { retentionCutoff } from "../../server/outbox/retention.ts";
import type { OutboxStore } from "../../server/outbox/store.ts";
import { createOutboxWorker, maxRetryDelayMs, retryDelay } from "../../server/outbox/worker.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { careerForm, contactValues, formData, post } from "../support/forms.ts";
import { pdfBytes } from "../support/pdf.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";
import { type Backend, storeKinds, useBackend } from "../support/stores.ts";

const run = promisify(execFile);
const cleanup = cleanupAfterEach();

const dayMs = 24 * 60 * 60 * 1000;

function subjects(smtp: Smtp): string[] {
  return smtp.received.map((item) => item.mail.subject ?? "").sort();
}

/** A resume upload as the endpoint hands it over: a complete file the store takes. */
function upload(bytes = pdfBytes()): { path: string; name: string; bytes: number } {
  const path = join(tempDir("upload"), "resume.part");
  writeFileSync(path, bytes);
  return { path, name: "cv.pdf", bytes: bytes.length };
}

async function openStore(backend: Backend, env: Record<string, string>): Promise<OutboxStore> {
  const store = await backend.open(env);
  cleanup(() => store.close());
  return store;
}

test("retries back off exponentially, capped at one hour", () => {
  expect([1, 2, 3, 4].map((attempts) => retryDelay(60_000, attempts))).toEqual([60_000, 120_000, 240_000, 480_000]);
  expect(retryDelay(60_000, 7)).toBe(maxRetryDelayMs);
  expect(retryDelay(60_000, 50)).toBe(maxRetryDelayMs);
});

describe.each(storeKinds)("outbox on %s", (kind) => {
  const backend = useBackend(kind);

  test("SMTP down while submissions are accepted, then up: every one arrives once", async () => {
    const port = await freePort();
    const env = await backend.env();
    const server = await startServer({
      inProcess: true,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "100" },
    });
    cleanup(() => server.close());
    const names = ["Anna One", "Ben Two", "Chen Three", "Dana Four", "Emil Five"];
    for (const name of names) {
      expect((await post(`${server.url}/contact_api/contact.php`, formData(contactValues({ name })))).status).toBe(200);
    }
    expect((await post(`${server.url}/contact_api/career.php`, careerForm({ name: "Farah Six" }))).status).toBe(200);

    const store = await openStore(backend, env);
    await until("every submission to have met the relay down", async () => {
      const rows = await store.list(["pending"]);
      return rows.length === 6 && rows.every((row) => row.attempts >= 1);
    });
    const pending = await store.list(["pending"]);
    expect(pending).toHaveLength(6);
    expect(pending.every((row) => row.attempts >= 1 && /ECONNREFUSED/.test(row.lastError ?? ""))).toBe(true);
    expect(await backend.storedResumes(env)).toBe(1);

    const smtp = await startSmtp({ port });
    cleanup(() => smtp.close());
    await smtp.waitFor(6, 15_000);
    // Once every one is recorded as sent, none is delivered again: what arrived is final.
    await until("every submission to be recorded as sent", async () => (await store.counts()).sent === 6);
    expect(subjects(smtp)).toEqual(
      [...names.map((name) => `Mail from ${name}`), "Job application from Farah Six: PHP / Python Developer"].sort(),
    );
    expect(new Set(smtp.received.map((item) => item.mail.messageId)).size).toBe(6);
    expect(await store.counts()).toEqual({ pending: 0, sent: 6, failed: 0 });
    // Delivered: the stored resume is gone.
    expect(await backend.storedResumes(env)).toBe(0);
  });

  test("a failed delivery is retried after the configured delay, doubling, with one Message-ID", async () => {
    const store = await openStore(backend, await backend.env());
    const attemptsAt: number[] = [];
    const delivered: OutgoingMail[] = [];
    const flaky: MailTransport = {
      kind: "test",
      async send(mail) {
        attemptsAt.push(Date.now());
        if (attemptsAt.length <= 3) throw Object.assign(new Error("421 try later"), { responseCode: 421 });
        delivered.push(mail);
      },
      close() {},
    };
    const worker = createOutboxWorker({
      store,
      transport: flaky,
      mail: { from: mailFrom, to: mailTo },
      retryBaseMs: 150,
      log: silentLog,
    });
    worker.start();
    await store.ready();
    const accepted = await store.add({ kind: "contact", fields: contactValues() });
    worker.kick();
    await until("the delivery", () => delivered.length > 0, 10_000);
    await worker.stop();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.messageId).toBe(accepted.messageId);
    const gaps = attemptsAt.slice(1).map((at, index) => at - (attemptsAt[index] ?? 0));
    expect(gaps).toHaveLength(3);
    gaps.forEach((gap, index) => {
      const expected = 150 * 2 ** index;
      expect(gap).toBeGreaterThanOrEqual(expected - 5);
      // Generous: a busy machine may run a timer late, never early.
      expect(gap).toBeLessThan(expected + 1500);
    });
  });

  test("a permanent refusal is marked failed; the operator command lists it and retries it", async () => {
    const refusing = await startSmtp({ reject: { code: 550, message: "mailbox unavailable" } });
    cleanup(() => refusing.close());
    const storeEnv = await backend.env();
    const server = await startServer({ inProcess: true, env: { ...storeEnv, SMTP_URL: refusing.url } });
    expect(
      (await post(`${server.url}/contact_api/contact.php`, formData(contactValues({ name: "Gita Seven" })))).status,
    ).toBe(200);
    const store = await openStore(backend, storeEnv);
    await until("the refusal to be recorded", async () => (await store.counts()).failed === 1);
    await server.close();

    const env = { ...process.env, ...serverEnv({ ...storeEnv, SMTP_URL: refusing.url }) };
    const listed = await run(process.execPath, ["scripts/outbox.ts"], { env });
    expect(listed.stdout).toMatch(/0 pending, 1 failed, 0 sent/);
    expect(listed.stdout).toMatch(/contact\s+failed\s+1\s/);
    expect(listed.stdout).toContain("Gita Seven <priya.raman@example.org>");
    expect(listed.stdout).toContain("mailbox unavailable");

    const smtp = await startSmtp();
    cleanup(() => smtp.close());
    const retried = await run(process.execPath, ["scripts/outbox.ts", "retry"], {
      env: { ...env, SMTP_URL: smtp.url },
    });
    expect(retried.stdout).toContain("Retrying 1 deliveries now.");
    expect(retried.stdout).toContain("Sent 1, to retry later 0, failed 0.");
    expect(retried.stdout).toContain("Nothing pending or failed.");
    await smtp.waitFor(1);
    expect(subjects(smtp)).toEqual(["Mail from Gita Seven"]);
  });

  test("app.close() stops the worker cleanly; a restart delivers what was left, once", async () => {
    const port = await freePort();
    const env = await backend.env();
    const first = await startServer({
      inProcess: true,
      env: { ...env, SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "100" },
    });
    for (const name of ["Hana Eight", "Ivan Nine", "Jiya Ten"]) {
      expect((await post(`${first.url}/contact_api/contact.php`, formData(contactValues({ name })))).status).toBe(200);
    }
    const started = Date.now();
    await first.close();
    expect(Date.now() - started).toBeLessThan(2000);

    const smtp = await startSmtp({ port });
    cleanup(() => smtp.close());
    await delay(500);
    expect(smtp.received).toHaveLength(0);

    const second = await startServer({ inProcess: true, env: { ...env, SMTP_URL: smtp.url } });
    cleanup(() => second.close());
    await smtp.waitFor(3);
    const store = await openStore(backend, env);
    await until("the three to be recorded as sent", async () => (await store.counts()).sent === 3);
    expect(subjects(smtp)).toEqual(["Mail from Hana Eight", "Mail from Ivan Nine", "Mail from Jiya Ten"]);
  });

  test("a resume that disappeared is marked failed, not retried forever", async () => {
    const env = await backend.env();
    const store = await openStore(backend, env);
    const worker = createOutboxWorker({
      store,
      transport: { kind: "test", async send() {}, close() {} },
      mail: { from: mailFrom, to: mailTo },
      retryBaseMs: 50,
      log: silentLog,
    });
    const accepted = await store.add({ kind: "career", fields: {}, resume: upload() });
    await backend.loseResume(env, accepted.id);
    const result = await worker.runOnce();
    expect(result).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await store.list(["failed"]))[0]?.lastError).toBe("the stored resume is missing");
    await worker.stop();
  });

  test("a claim is a lease: never given twice, renewed by its owner, taken over once it ends", async () => {
    const env = await backend.env();
    const one = await openStore(backend, env);
    const two = await openStore(backend, env);
    for (let index = 0; index < 6; index++) await one.add({ kind: "contact", fields: contactValues() });
    const now = Date.now();
    const [first, second] = await Promise.all([
      one.claimDue("worker-one", now, now + 60_000, 4),
      two.claimDue("worker-two", now, now + 60_000, 4),
    ]);
    const ids = [...first, ...second].map((row) => row.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await two.claimDue("worker-two", now, now + 60_000, 10)).toEqual([]);

    // Leases that ended are taken over, unless their owner renewed them.
    const later = now + 61_000;
    await one.renewLeases("worker-one", later + 60_000);
    const takenOver = await two.claimDue("worker-three", later, later + 60_000, 10);
    expect(takenOver.map((row) => row.id).sort()).toEqual(second.map((row) => row.id).sort());
    expect(await two.nextDueAt()).toBeGreaterThanOrEqual(later + 60_000);
  });

  test("purge deletes delivered submissions past retention; newer and undelivered ones stay", async () => {
    const env = await backend.env();
    const store = await openStore(backend, env);
    const add = (name: string, withResume = false) =>
      store.add({
        kind: withResume ? "career" : "contact",
        fields: contactValues({ name }),
        ...(withResume ? { resume: upload() } : {}),
      });
    const oldSent = await add("Old Delivered");
    const oldSentCareer = await add("Old Delivered Career", true);
    const newSent = await add("New Delivered");
    const oldPending = await add("Old Pending", true);
    const oldFailed = await add("Old Failed");
    for (const row of [oldSent, oldSentCareer, newSent]) await store.markSent(row.id, Date.now());
    await store.markFailed(oldFailed.id, 5, "mailbox unavailable");
    for (const row of [oldSent, oldSentCareer, oldPending, oldFailed]) await backend.backdate(env, row.id, 91 * dayMs);
    await backend.backdate(env, newSent.id, 89 * dayMs);
    expect(await backend.storedResumes(env)).toBe(1);

    expect(await store.purge(retentionCutoff(90))).toBe(2);
    const left = [...(await store.list(["pending", "sent", "failed"]))].map((row) => row.fields.name).sort();
    expect(left).toEqual(["New Delivered", "Old Failed", "Old Pending"]);
    // The undelivered career submission keeps its resume.
    expect(await backend.storedResumes(env)).toBe(1);
    expect(await store.readResume(oldPending.id)).toEqual(pdfBytes());
    expect(await store.purge(retentionCutoff(90))).toBe(0);
  });

  test("npm run outbox -- purge and the server's schedule apply RETENTION_DAYS", async () => {
    const env = await backend.env();
    const store = await openStore(backend, env);
    const rows = [];
    for (const name of ["Ravi Old", "Sara Older", "Tom Recent", "Uma Waiting"]) {
      rows.push(await store.add({ kind: "contact", fields: contactValues({ name }) }));
    }
    const [ravi, sara, tom, uma] = rows;
    if (!ravi || !sara || !tom || !uma) throw new Error("not stored");
    for (const row of [ravi, sara, tom]) await store.markSent(row.id, Date.now());
    await backend.backdate(env, ravi.id, 40 * dayMs);
    await backend.backdate(env, sara.id, 400 * dayMs);
    await backend.backdate(env, tom.id, 10 * dayMs);
    await backend.backdate(env, uma.id, 400 * dayMs);

    const purged = await run(process.execPath, ["scripts/outbox.ts", "purge"], {
      env: { ...process.env, ...serverEnv({ ...env, RETENTION_DAYS: "365" }) },
    });
    expect(purged.stdout).toContain("Deleted 1 delivered submissions older than 365 days; undelivered ones are kept.");
    expect(purged.stdout).toMatch(/contact\s+pending\s+0\s/);
    expect(purged.stdout).toContain("Uma Waiting");

    // The server purges at start-up (then every hour).
    const smtp = await startSmtp({ reject: { code: 451, message: "try later" } });
    cleanup(() => smtp.close());
    const server = await startServer({ inProcess: true, env: { ...env, SMTP_URL: smtp.url, RETENTION_DAYS: "30" } });
    cleanup(() => server.close());
    const names = async () => (await store.list(["pending", "sent", "failed"])).map((row) => row.fields.name).sort();
    await until("the purge", async () => (await names()).length <= 2, 5000);
    expect(await names()).toEqual(["Tom Recent", "Uma Waiting"]);
  });
});
