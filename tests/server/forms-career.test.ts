import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type InProcessServer, startServer } from "../../scripts/lib/server.ts";
import { careerForm, careerValues, formData, post } from "../support/forms.ts";
import { pdfBytes } from "../support/pdf.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

let smtp: Smtp;
let server: InProcessServer;
let endpoint: string;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const resumes = () => readdirSync(join(server.dataDir, "resumes"));

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ inProcess: true, env: { SMTP_URL: smtp.url } });
  endpoint = `${server.url}/contact_api/career.php`;
});

afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe("POST /contact_api/career.php", () => {
  test("delivers the application with the resume attached byte for byte", async () => {
    const bytes = pdfBytes(300 * 1024);
    const answer = await post(endpoint, careerForm({}, { bytes, name: "Arun Kumar CV.pdf", type: "application/pdf" }));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const [received] = await smtp.waitFor(1);
    const mail = received?.mail;
    expect(mail?.subject).toBe("Job application from Arun Kumar: PHP / Python Developer");
    expect(mail?.replyTo?.value[0]).toMatchObject({ name: "Arun Kumar", address: "arun.kumar@example.org" });
    for (const [label, value] of [
      ["Name", "Arun Kumar"],
      ["Email", "arun.kumar@example.org"],
      ["Phone", "9876543210"],
      ["Job role", "PHP / Python Developer"],
      ["Experience", "2 - 3 years"],
      ["Notice period", "1 month"],
    ]) {
      expect(mail?.html).toContain(`>${label}</th>`);
      expect(mail?.html).toContain(`>${value}</td>`);
      expect(mail?.text).toContain(`${label}: ${value}`);
    }
    expect(mail?.text).toMatch(/Received on \d{2}\.\d{2}\.\d{4}/);
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe("Arun Kumar CV.pdf");
    expect(attachment?.contentType).toBe("application/pdf");
    expect(attachment?.size).toBe(bytes.length);
    expect(sha256(attachment?.content ?? Buffer.alloc(0))).toBe(sha256(bytes));
    // Delivered: the stored copy is removed.
    // The partial or delivered copy is removed once the request has ended: wait for that.
    await expect.poll(resumes).toEqual([]);
  });

  test("a resume of exactly 5 MB is accepted", async () => {
    const before = smtp.received.length;
    const bytes = pdfBytes(5 * 1024 * 1024);
    const answer = await post(
      endpoint,
      careerForm({ name: "Five Megabytes" }, { bytes, name: "big.pdf", type: "application/pdf" }),
    );
    expect(answer.status).toBe(200);
    const received = await smtp.waitFor(before + 1);
    const attachment = received.find((item) => item.mail.subject?.includes("Five Megabytes"))?.mail.attachments[0];
    expect(sha256(attachment?.content ?? Buffer.alloc(0))).toBe(sha256(bytes));
  });

  test("a resume that is not really a PDF is refused, whatever its name and type", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const cases = [
      { bytes: png, name: "resume.pdf", type: "application/pdf" },
      { bytes: Buffer.from("MZ\x90\x00 this is an executable"), name: "resume.pdf", type: "application/pdf" },
      { bytes: Buffer.from("<html><body>%PDF-1.4</body></html>"), name: "cv.pdf", type: "application/pdf" },
      { bytes: Buffer.from("%PD"), name: "tiny.pdf", type: "application/pdf" },
    ];
    for (const file of cases) {
      const answer = await post(endpoint, careerForm({}, file));
      expect(answer.status, file.bytes.toString("latin1")).toBe(415);
      expect(answer.json.error).toBe("The resume must be a PDF file");
    }
    expect(resumes()).toEqual([]);
  });

  test("a file that only starts like a PDF is refused: a PDF reader must open it", async () => {
    const real = pdfBytes(4096);
    const cases = [
      Buffer.from("%PDF-"),
      Buffer.from("%PDF-1.7\n%%EOF\n"),
      Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3000, 0x41)]),
      // A real PDF cut in half, as an interrupted download leaves it.
      real.subarray(0, real.length / 2),
    ];
    for (const bytes of cases) {
      const answer = await post(endpoint, careerForm({}, { bytes, name: "resume.pdf", type: "application/pdf" }));
      expect(answer.status, bytes.subarray(0, 20).toString("latin1")).toBe(415);
      expect(answer.json.error).toBe("The resume could not be opened as a PDF file");
    }
    expect(resumes()).toEqual([]);
    const accepted = await post(endpoint, careerForm({}, { bytes: real, name: "resume.pdf", type: "application/pdf" }));
    expect(accepted.status).toBe(200);
  });

  test("a PDF with another name and type is accepted: the bytes decide", async () => {
    const answer = await post(
      endpoint,
      careerForm({ name: "Bytes Decide" }, { bytes: pdfBytes(), name: "resume", type: "application/octet-stream" }),
    );
    expect(answer.status).toBe(200);
  });

  test("an upload over 5 MB is refused with 413: declared length, or while streaming", async () => {
    const big = pdfBytes(5 * 1024 * 1024 + 1);
    const declared = await post(endpoint, careerForm({}, { bytes: big, name: "big.pdf", type: "application/pdf" }));
    expect(declared.status).toBe(413);
    expect(declared.json.error).toBe("The resume must be at most 5 MB");

    // Chunked, no Content-Length: the file limit trips while the bytes arrive.
    const boundary = "----streamedresume";
    const head = new TextEncoder().encode(
      Object.entries(careerValues())
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("") +
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const chunk = new Uint8Array(256 * 1024).fill(0x41);
    let step = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (step === 0) controller.enqueue(new Uint8Array([...head, ...Buffer.from("%PDF-1.4\n")]));
        else if (step <= 21) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
        step++;
      },
    });
    const response = await fetch(endpoint, {
      method: "POST",
      body: stream,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("The resume must be at most 5 MB");
    // The partial or delivered copy is removed once the request has ended: wait for that.
    await expect.poll(resumes).toEqual([]);
  });

  test("missing fields and a missing file are named in the refusal", async () => {
    const none = await post(endpoint, careerForm({ name: "", experience: undefined }, null));
    expect(none.status).toBe(422);
    expect(none.json.error).toBe("Name is required; Experience is required; File is required");
    const empty = await post(endpoint, formData({}));
    expect(empty.json.error).toBe(
      "Name is required; Email is required; Phone number is required; Experience is required; Position is required; Notice period is required; File is required",
    );
    const wrong = await post(
      endpoint,
      careerForm({ phone: "12345", email: "nobody", position: "Chief Executive", notice: "6 month" }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toBe(
      "Invalid email format; Phone number must be 10 digits; Position is required; Notice period is required",
    );
    expect(resumes()).toEqual([]);
  });

  test("an opening's title is a valid position too", async () => {
    const answer = await post(endpoint, careerForm({ position: "Template Developer LaTeX" }));
    expect(answer.status).toBe(200);
  });

  test("two files, a file in another field, or an urlencoded body are refused", async () => {
    const two = careerForm();
    two.append("resume", new Blob([new Uint8Array(pdfBytes())]), "second.pdf");
    const twoAnswer = await post(endpoint, two);
    expect([400, 413]).toContain(twoAnswer.status);
    const other = careerForm({}, null);
    other.append("photo", new Blob([new Uint8Array(pdfBytes())]), "photo.pdf");
    expect((await post(endpoint, other)).json.error).toBe('Unexpected file in the field "photo"');
    const urlencoded = await post(endpoint, new URLSearchParams({ name: "x" }));
    expect(urlencoded.status).toBe(415);
    // The partial or delivered copy is removed once the request has ended: wait for that.
    await expect.poll(resumes).toEqual([]);
  });

  test("a cross-site POST is refused before the upload is read", async () => {
    const answer = await post(endpoint, careerForm(), { origin: "https://jobs.evil.example" });
    expect(answer.status).toBe(403);
  });
});
