import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, test } from "vitest";
import type { MailTransport, OutgoingMail } from "../../server/mail/transport.ts";
import { openOutboxStore } from "../../server/outbox/store.ts";
import { createOutboxWorker, maxRetryDelayMs, retryDelay } from "../../server/outbox/worker.ts";
import {
  careerForm,
  contactValues,
  formData,
  freePort,
  mailFrom,
  mailTo,
  post,
  type Smtp,
  sleep,
  startApp,
  startSmtp,
  tempDir,
  testEnv,
} from "./helpers.ts";

const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const openStore = (dataDir: string) => openOutboxStore(dataDir, { messageDomain: "scriptoria.example" });
const silent = { info() {}, warn() {}, error() {} };

function subjects(smtp: Smtp): string[] {
  return smtp.received.map((item) => item.mail.subject ?? "").sort();
}

describe("outbox", () => {
  test("SMTP down while submissions are accepted, then up: every one arrives once", async () => {
    const port = await freePort();
    const server = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "100" });
    cleanups.push(() => server.close());
    const names = ["Anna One", "Ben Two", "Chen Three", "Dana Four", "Emil Five"];
    for (const name of names) {
      expect((await post(`${server.url}/contact_api/contact.php`, formData(contactValues({ name })))).status).toBe(200);
    }
    expect((await post(`${server.url}/contact_api/career.php`, careerForm({ name: "Farah Six" }))).status).toBe(200);

    await sleep(400);
    const store = openStore(server.dataDir);
    const pending = store.list(["pending"]);
    expect(pending).toHaveLength(6);
    expect(pending.every((row) => row.attempts >= 1 && /ECONNREFUSED/.test(row.lastError ?? ""))).toBe(true);
    await store.close();

    const smtp = await startSmtp({ port });
    cleanups.push(() => smtp.close());
    await smtp.waitFor(6, 15_000);
    await sleep(1000);
    expect(subjects(smtp)).toEqual(
      [...names.map((name) => `Mail from ${name}`), "Job application from Farah Six: PHP / Python Developer"].sort(),
    );
    expect(new Set(smtp.received.map((item) => item.mail.messageId)).size).toBe(6);
    const after = openStore(server.dataDir);
    expect(after.counts()).toEqual({ pending: 0, sent: 6, failed: 0 });
    await after.close();
  });

  test("retries back off exponentially from OUTBOX_RETRY_BASE_MS, capped at one hour", async () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(60_000, attempts))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelay(60_000, 7)).toBe(maxRetryDelayMs);
    expect(retryDelay(60_000, 50)).toBe(maxRetryDelayMs);

    const dataDir = tempDir("backoff");
    const store = openStore(dataDir);
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
      log: silent,
    });
    worker.start();
    const accepted = await store.add({ kind: "contact", fields: contactValues() });
    worker.kick();
    for (let waited = 0; delivered.length === 0 && waited < 10_000; waited += 50) await sleep(50);
    await worker.stop();
    await store.close();
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
    cleanups.push(() => refusing.close());
    const server = await startApp({ SMTP_URL: refusing.url });
    const dataDir = server.dataDir;
    expect(
      (await post(`${server.url}/contact_api/contact.php`, formData(contactValues({ name: "Gita Seven" })))).status,
    ).toBe(200);
    await sleep(500);
    await server.close();

    const env = { ...process.env, ...testEnv({ DATA_DIR: dataDir, SMTP_URL: refusing.url }) };
    const listed = await run(process.execPath, ["scripts/outbox.ts"], { env });
    expect(listed.stdout).toMatch(/0 pending, 1 failed, 0 sent/);
    expect(listed.stdout).toMatch(/contact\s+failed\s+1\s/);
    expect(listed.stdout).toContain("Gita Seven <priya.raman@example.org>");
    expect(listed.stdout).toContain("mailbox unavailable");

    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
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
    const first = await startApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_RETRY_BASE_MS: "100" });
    const dataDir = first.dataDir;
    for (const name of ["Hana Eight", "Ivan Nine", "Jiya Ten"]) {
      expect((await post(`${first.url}/contact_api/contact.php`, formData(contactValues({ name })))).status).toBe(200);
    }
    const started = Date.now();
    await first.close();
    expect(Date.now() - started).toBeLessThan(2000);

    const smtp = await startSmtp({ port });
    cleanups.push(() => smtp.close());
    await sleep(500);
    expect(smtp.received).toHaveLength(0);

    const second = await startApp({ SMTP_URL: smtp.url, DATA_DIR: dataDir });
    cleanups.push(() => second.close());
    await smtp.waitFor(3);
    await sleep(500);
    expect(subjects(smtp)).toEqual(["Mail from Hana Eight", "Mail from Ivan Nine", "Mail from Jiya Ten"]);
  });

  test("a resume whose stored file disappeared is marked failed, not retried forever", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const dataDir = tempDir("missing");
    const store = openStore(dataDir);
    const worker = createOutboxWorker({
      store,
      transport: { kind: "test", async send() {}, close() {} },
      mail: { from: mailFrom, to: mailTo },
      retryBaseMs: 50,
      log: silent,
    });
    await store.add({ kind: "career", fields: {}, resume: { file: "gone.pdf", name: "cv.pdf", bytes: 10 } });
    rmSync(join(dataDir, "resumes", "gone.pdf"), { force: true });
    const result = await worker.runOnce();
    expect(result).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(store.list(["failed"])[0]?.lastError).toBe("the stored resume file is missing");
    await worker.stop();
    await store.close();
  });
});
