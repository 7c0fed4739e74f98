/**
 * Forms sent by the browser itself (no script ran: it asks for text/html): the same checks,
 * storage and delivery as the JSON path but for the proof of work (they pass a stricter limit
 * instead, tested in forms-proof.test.ts, and their e-mail says they are unverified), answered
 * with a redirect to the confirmation page, or with a page that states the refusal and links
 * back to the form.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { careerForm, contactValues, formData, post } from "../support/forms.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

let smtp: Smtp;
let server: InProcessServer;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

const browserAccept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

async function plainPost(path: string, body: FormData | URLSearchParams, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { accept: browserAccept, ...headers },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("a plain form post", () => {
  test("accepted contact request: 303 to the confirmation page, and the mail arrives", async () => {
    const before = smtp.received.length;
    const values = contactValues({ name: "Plain Poster" });
    const answer = await plainPost("/contact_api/contact.php", new URLSearchParams({ ...values }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/company/contactus/sent");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const received = await smtp.waitFor(before + 1);
    const mail = received.at(-1)?.mail;
    expect(mail?.subject).toBe("[Unverified] Mail from Plain Poster");
    expect(mail?.text).toContain("Unverified: this was sent from a browser that ran no JavaScript");
  });

  test("accepted application: 303 to its confirmation page", async () => {
    const answer = await plainPost("/contact_api/career.php", careerForm({ name: "Plain Applicant" }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/company/career/sent");
  });

  test("refused: an HTML page with the status, the reason and the form to go back to", async () => {
    const before = smtp.received.length;
    const answer = await plainPost(
      "/contact_api/contact.php",
      formData({ ...contactValues(), email: "not-an-address", phonenumber: "12" }),
    );
    expect(answer.status).toBe(422);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.text).toContain("Your message could not be sent");
    expect(answer.text).toContain("Invalid email format; Phone number must be exactly 10 digits.");
    expect(answer.text).toContain('href="/company/contactus"');
    expect(answer.text).not.toContain("%FORM_REFUSAL");
    expect(smtp.received.length).toBe(before);
  });

  test("a refused application links back to the opening the visitor came from, and only to one", async () => {
    const noResume = () => careerForm({}, null);
    const cases = [
      { referer: "http://127.0.0.1/company/career/DotNet", back: "/company/career/DotNet" },
      { referer: "https://elsewhere.example/company/career/DotNet", back: "/company/career/DotNet" },
      { referer: "http://127.0.0.1/company/career/Astronaut", back: "/company/career/apply" },
      { referer: 'http://127.0.0.1/company/career/"><script>', back: "/company/career/apply" },
      { referer: "not a url", back: "/company/career/apply" },
    ];
    for (const { referer, back } of cases) {
      const answer = await plainPost("/contact_api/career.php", noResume(), { referer });
      expect(answer.status).toBe(422);
      expect(answer.text).toContain("Your application could not be sent");
      expect(answer.text).toContain("File is required.");
      expect(answer.text, referer).toContain(`href="${back}"`);
      expect(answer.text).not.toContain("<script>");
    }
  });

  test("other refusals answer a page too: a cross-site post, a body too large", async () => {
    const crossSite = await plainPost("/contact_api/contact.php", new URLSearchParams({ ...contactValues() }), {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toContain("Forms can only be sent from this website.");
    const large = await plainPost(
      "/contact_api/contact.php",
      new URLSearchParams({ ...contactValues(), comments: "x".repeat(70 * 1024) }),
    );
    expect(large.status).toBe(413);
    expect(large.text).toContain("The form is too large (at most 64 KB).");
  });

  test("the page's script still gets JSON", async () => {
    const answer = await post(
      `${server.url}/contact_api/contact.php`,
      formData({ ...contactValues(), email: "nope" }),
      {
        accept: "application/json",
      },
    );
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({ error: "Invalid email format" });
  });
});
