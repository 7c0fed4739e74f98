/**
 * The server's log never carries what a visitor sent: not the message, not their name, e-mail
 * address or phone number, not the resume's name or bytes. Checked at the most verbose level,
 * through an accepted submission, a refused one and failed deliveries that are retried.
 */
import { describe, expect, test } from "vitest";
import { freePort } from "../../scripts/lib/free-port.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { until } from "../../scripts/lib/until.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";
import { careerForm, contactValues, formData, post } from "../support/forms.ts";
import { randomPdf } from "../support/pdf.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";
import { storeKinds, useBackend } from "../support/stores.ts";

const cleanup = cleanupAfterEach();

const contact = contactValues({
  name: "Zebulon Quartermaine",
  email: "zebulon.quartermaine@privacy-probe.example",
  phonenumber: "9812345670",
  comments: "Please quote for marmalade lighthouse typesetting, reference QX-4711-ZEB.",
});
const career = {
  name: "Ottoline Vasquez-Brightwater",
  email: "ottoline.vb@privacy-probe.example",
  phone: "9701234568",
};
const resumeName = "Ottoline-private-curriculum.pdf";
const resume = randomPdf(4096);
const refused = { name: "Peregrine Falconetti", email: "peregrine-at-nowhere", phonenumber: "9655512340" };

/** Every way a value could show up in a log line. */
function traces(value: string): string[] {
  return [value, value.toLowerCase(), encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
}

describe.each(storeKinds)("on %s", (kind) => {
  const backend = useBackend(kind);

  test("no submission content, e-mail address or phone number in the log", async () => {
    const relayPort = await freePort();
    const env = await backend.env();
    const server = await startServer({
      env: {
        ...env,
        SMTP_URL: `smtp://127.0.0.1:${relayPort}`,
        OUTBOX_RETRY_BASE_MS: "200",
        LOG_LEVEL: "trace",
      },
    });
    expect((await post(`${server.url}/contact_api/contact.php`, formData(contact))).status).toBe(200);
    const careerAnswer = await post(
      `${server.url}/contact_api/career.php`,
      careerForm(career, { bytes: resume, name: resumeName, type: "application/pdf" }),
    );
    expect(careerAnswer.status).toBe(200);
    expect(
      (await post(`${server.url}/contact_api/contact.php`, formData(contactValues(refused)), { origin: server.url }))
        .status,
    ).toBe(422);
    // The relay is down for a while (failed deliveries are logged), then delivers both.
    await server.waitForOutput("outbox: delivery failed; will retry");
    const smtp: Smtp = await startSmtp({ port: relayPort });
    cleanup(smtp.close);
    await smtp.waitFor(2, 15_000);
    expect(smtp.received.map((item) => item.mail.text).join("\n")).toContain(contact.comments);
    // Stopped once both deliveries are recorded: the log holds all the server did with them.
    const store = await backend.open(env);
    cleanup(() => store.close());
    await until("both deliveries to be recorded", async () => (await store.counts()).sent === 2);
    expect(await server.stop()).toBe(0);

    const log = server.output();
    // The log is there and verbose: requests and deliveries are in it.
    expect(log).toContain('"msg":"incoming request"');
    expect(log).toContain("outbox: delivery failed; will retry");
    const secrets = [
      ...Object.values(contact),
      ...Object.values(career),
      ...Object.values(refused),
      resumeName,
      "Ottoline-private-curriculum",
      resume.subarray(16, 48).toString("base64"),
    ];
    for (const secret of secrets) {
      for (const trace of traces(secret)) expect(log, secret).not.toContain(trace);
    }
  });
});
