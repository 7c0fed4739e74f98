import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { mailTo, siteUrl } from "../../scripts/lib/server-env.ts";
import { formatMailDate } from "../../server/mail/templates.ts";
import { contactValues, formData, post } from "../support/forms.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

let smtp: Smtp;
let server: InProcessServer;
let endpoint: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url } });
  endpoint = `${server.url}/contact_api/contact.php`;
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Sends one message and returns the mail that arrives for it. */
async function deliver(values: Record<string, string>, headers: Record<string, string> = {}) {
  const before = smtp.received.length;
  const answer = await post(endpoint, formData(values), headers);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  const reference = String((answer.json.data as { reference: string }).reference);
  const received = await smtp.waitFor(before + 1);
  const match = received.find((item) => item.mail.messageId?.includes(reference));
  if (!match) throw new Error(`no mail arrived for ${reference}`);
  return { answer, received: match };
}

describe("POST /contact_api/contact.php", () => {
  test("accepts a multipart form and delivers the notification", async () => {
    const values = contactValues();
    const { answer, received } = await deliver(values);
    expect(answer.json.data).toMatchObject({ reference: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { mail, envelope } = received;
    expect(mail.subject).toBe("Mail from Priya Raman");
    expect(mail.from?.value[0]).toMatchObject({ name: "Scriptoria website", address: "website@scriptoria.example" });
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe(mailTo);
    expect(mail.replyTo?.value[0]).toMatchObject({ name: "Priya Raman", address: "priya.raman@example.org" });
    expect(envelope.rcptTo.map((rcpt) => rcpt.address)).toEqual([mailTo]);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@scriptoria\.example>$/);
    for (const value of Object.values(values)) {
      expect(mail.html).toContain(value);
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain(`Received on ${formatMailDate(new Date())}`);
    expect(mail.text).toMatch(/Received on \d{2}\.\d{2}\.\d{4}/);
    expect(mail.html).toContain("Phone number");
  });

  test("accepts an urlencoded form", async () => {
    const { received } = await deliver(contactValues({ name: "Jonas Weber" }) as Record<string, string>, {});
    expect(received.mail.subject).toBe("Mail from Jonas Weber");
    const before = smtp.received.length;
    const answer = await post(endpoint, new URLSearchParams(contactValues({ name: "Lena Vogel" })));
    expect(answer.status).toBe(200);
    const all = await smtp.waitFor(before + 1);
    expect(all.some((item) => item.mail.subject === "Mail from Lena Vogel")).toBe(true);
  });

  test("escapes markup in every field; the message keeps its line breaks", async () => {
    const { received } = await deliver(
      contactValues({
        name: `<img src=x onerror=alert(1)> & "Co"`,
        comments: "Line one <b>bold</b>\nLine two <script>alert('x')</script>",
      }),
    );
    const html = received.mail.html || "";
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>bold</b>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;");
    expect(html).toContain("Line one &lt;b&gt;bold&lt;/b&gt;<br/>Line two &lt;script&gt;");
    expect(received.mail.subject).toBe(`Mail from <img src=x onerror=alert(1)> & "Co"`);
    expect(received.mail.text).toContain("Line one <b>bold</b>\nLine two");
  });

  test("header injection: line breaks in single-line fields are refused", async () => {
    const attempts = [
      contactValues({ name: "Eve\r\nBcc: victim@example.net" }),
      contactValues({ name: "Eve\nSubject: hijacked" }),
      contactValues({ email: "eve@example.org\r\nBcc: victim@example.net" }),
      contactValues({ email: "eve@example.org, victim@example.net" }),
      contactValues({ email: '"Eve" <eve@example.org>' }),
    ];
    for (const values of attempts) {
      const answer = await post(endpoint, formData(values));
      expect(answer.status, JSON.stringify(values)).toBe(422);
      expect(answer.json.error).toMatch(/Name must be on one line|Invalid email format/);
    }
  });

  test("header injection: fields named like headers change nothing", async () => {
    const { received } = await deliver({
      ...contactValues({ name: "Bcc: victim@example.net" }),
      subject: "Free money",
      html: "<h1>spam</h1>",
      bcc: "victim@example.net",
      to: "victim@example.net",
    });
    const { mail, envelope, raw } = received;
    expect(mail.subject).toBe("Mail from Bcc: victim@example.net");
    expect(envelope.rcptTo.map((rcpt) => rcpt.address)).toEqual([mailTo]);
    expect(mail.bcc).toBeUndefined();
    expect(mail.html).not.toContain("<h1>spam</h1>");
    const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headerBlock).not.toMatch(/^bcc:/im);
    expect(headerBlock.match(/^subject:/gim)).toHaveLength(1);
  });

  test("missing or invalid fields are refused with what is wrong, and nothing is sent", async () => {
    const before = smtp.received.length;
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{}, /Name is required; Email is required; Phone number is required; Message is required/],
      [contactValues({ name: "   " }), /^Name is required$/],
      [contactValues({ email: "not-an-address" }), /^Invalid email format$/],
      [contactValues({ phonenumber: "98400" }), /^Phone number must be exactly 10 digits$/],
      [contactValues({ phonenumber: "98400123456" }), /^Phone number must be exactly 10 digits$/],
      [contactValues({ comments: "x".repeat(5001) }), /^Message must be at most 5000 characters$/],
      [contactValues({ name: "n".repeat(101) }), /^Name must be at most 100 characters$/],
    ];
    for (const [values, message] of cases) {
      const answer = await post(endpoint, formData(values));
      expect(answer.status, JSON.stringify(values)).toBe(422);
      expect(answer.json.error).toMatch(message);
    }
    await delay(300);
    expect(smtp.received.length).toBe(before);
  });

  test("a field sent twice, or a file, is refused", async () => {
    const twice = formData(contactValues());
    twice.append("name", "Second name");
    expect((await post(endpoint, twice)).status).toBe(400);
    const withFile = formData(contactValues());
    withFile.append("attachment", new Blob(["hello"]), "hello.txt");
    const answer = await post(endpoint, withFile);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/Unexpected file/);
  });

  test("a body over 64 KB is refused with 413, declared or not", async () => {
    const big = formData(contactValues({ comments: "y".repeat(70 * 1024) }));
    const declared = await post(endpoint, big);
    expect(declared.status).toBe(413);
    expect(declared.json.error).toMatch(/too large/);
    // Streamed without a Content-Length: counted while it arrives.
    const boundary = "----streamedboundary";
    const chunk = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="padding${"x".repeat(10)}"\r\n\r\n${"z".repeat(16 * 1024)}\r\n`,
    );
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(endpoint, {
      method: "POST",
      body: stream,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("The form is too large (at most 64 KB)");
  });

  test("malformed bodies are refused with 4xx JSON", async () => {
    const cases: { body: string; type: string; status: number }[] = [
      {
        body: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnn',
        type: "multipart/form-data; boundary=abc",
        status: 400,
      },
      { body: "garbage without boundaries", type: "multipart/form-data", status: 400 },
      // Read, but without its fields' names: no proof of work among them.
      {
        body: "--abc\r\nno headers here\r\n\r\nvalue\r\n--abc--",
        type: "multipart/form-data; boundary=abc",
        status: 403,
      },
      { body: JSON.stringify(contactValues()), type: "application/json", status: 415 },
      { body: "name=Ann", type: "text/plain", status: 415 },
    ];
    for (const item of cases) {
      const response = await fetch(endpoint, {
        method: "POST",
        body: item.body,
        headers: { "content-type": item.type },
      });
      expect(response.status, item.body).toBe(item.status);
      const json = (await response.json()) as { error?: string };
      expect(typeof json.error, item.body).toBe("string");
    }
  });

  test("too many parts are refused with 413", async () => {
    const body = formData(contactValues());
    for (let index = 0; index < 12; index++) body.append(`extra${index}`, "x");
    const answer = await post(endpoint, body);
    expect(answer.status).toBe(413);
    expect(answer.json.error).toMatch(/too many parts/);
  });

  test("a cross-site POST is refused; this site's origins are accepted", async () => {
    for (const origin of ["https://evil.example", "null", "https://www.scriptoria.example.evil.example"]) {
      const answer = await post(endpoint, formData(contactValues()), { origin });
      expect(answer.status, origin).toBe(403);
      expect(answer.json.error).toBe("Forms can only be sent from this website");
    }
    const crossSite = await post(endpoint, formData(contactValues()), { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    for (const origin of [siteUrl, server.url]) {
      const answer = await post(endpoint, formData(contactValues({ name: `From ${origin}` })), { origin });
      expect(answer.status, origin).toBe(200);
    }
  });

  test("the hidden honeypot field: answered like a success, never sent", async () => {
    const before = smtp.received.length;
    const answer = await post(
      endpoint,
      formData({ ...contactValues({ name: "Robot" }), website: "http://spam.example" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.json.data).toBeDefined();
    await delay(400);
    expect(smtp.received.slice(before).some((item) => item.mail.subject === "Mail from Robot")).toBe(false);
  });
});

describe("rate limit", () => {
  test("refuses more than RATE_LIMIT_PER_MINUTE submissions per address per endpoint with 429", async () => {
    const limited = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url, RATE_LIMIT_PER_MINUTE: "2" } });
    try {
      const contact = `${limited.url}/contact_api/contact.php`;
      expect((await post(contact, formData(contactValues()))).status).toBe(200);
      expect((await post(contact, formData(contactValues({ name: "" })))).status).toBe(422);
      const third = await post(contact, formData(contactValues()));
      expect(third.status).toBe(429);
      expect(third.json.error).toBe("Too many submissions from your address. Please wait a minute and try again");
      // The other endpoint has its own allowance.
      const career = await post(`${limited.url}/contact_api/career.php`, formData({ name: "x" }));
      expect(career.status).toBe(422);
    } finally {
      await limited.close();
    }
  });

  test("0 turns the limit off", async () => {
    for (let index = 0; index < 15; index++) {
      expect((await post(endpoint, formData(contactValues({ name: "" })))).status).toBe(422);
    }
  });
});
