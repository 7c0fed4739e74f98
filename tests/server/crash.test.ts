/**
 * Nothing lost: the real server (`node server/main.ts`) is killed with SIGKILL after it
 * accepted submissions and while their delivery is still in flight, then started again on the
 * same store. Every submission must arrive exactly once.
 */
import { describe, expect, test } from "vitest";
import { startServer } from "../../scripts/lib/server.ts";
import { until } from "../../scripts/lib/until.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { careerForm, contactValues, formData, post } from "../support/forms.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";
import { storeKinds, useBackend } from "../support/stores.ts";

const cleanup = cleanupAfterEach();

describe.each(storeKinds)("on %s", (kind) => {
  const backend = useBackend(kind);

  test("SIGKILL after accepting and before delivering, then restart: every submission arrives once", async () => {
    const env = { ...(await backend.env()), OUTBOX_RETRY_BASE_MS: "200" };
    // A relay that takes the message data and never answers: the deliveries stay in flight.
    const stalling = await startSmtp();
    stalling.hold();
    cleanup(stalling.close);
    const first = await startServer({ env: { ...env, SMTP_URL: stalling.url } });

    const names = ["Kavya Alpha", "Liam Beta", "Mei Gamma", "Noor Delta", "Omar Epsilon", "Pia Zeta"];
    const answers = await Promise.all(
      names.map((name) => post(`${first.url}/contact_api/contact.php`, formData(contactValues({ name })))),
    );
    answers.push(await post(`${first.url}/contact_api/career.php`, careerForm({ name: "Quinn Eta" })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(7).fill(200));

    // Deliveries are under way (the relay has the data) but none has completed.
    await until("a delivery under way", () => stalling.held() > 0, 5000);
    expect(stalling.held()).toBeGreaterThan(0);
    await first.stop("SIGKILL");
    // The killed server's connections close: it never got an answer, and nothing arrived.
    await until("the killed server's connections to close", () => stalling.held() === 0, 5000);
    stalling.release();
    expect(stalling.received).toHaveLength(0);

    const smtp: Smtp = await startSmtp();
    cleanup(smtp.close);
    const second = await startServer({ env: { ...env, SMTP_URL: smtp.url } });
    await smtp.waitFor(7, 15_000);
    // Once every one is recorded as sent, none is delivered again: what arrived is final.
    const store = await backend.open(env);
    cleanup(() => store.close());
    await until("every submission to be recorded as sent", async () => (await store.counts()).sent === 7);
    const subjects = smtp.received.map((item) => item.mail.subject).sort();
    expect(subjects).toEqual(
      [...names.map((name) => `Mail from ${name}`), "Job application from Quinn Eta: PHP / Python Developer"].sort(),
    );
    const resume = smtp.received.find((item) => item.mail.subject?.startsWith("Job application"))?.mail.attachments[0];
    expect(resume?.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await second.stop("SIGTERM")).toBe(0);
  });
});
