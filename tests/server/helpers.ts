/**
 * Helpers of the server tests: a real SMTP server that parses what arrives, a tiny build
 * directory, the app on a free port, and the two forms as the browser sends them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

export interface Received {
  mail: ParsedMail;
  raw: string;
  envelope: SMTPServerEnvelope;
}

export interface Smtp {
  port: number;
  url: string;
  received: Received[];
  /** Resolves once `count` messages have arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** Listen on this port (to bring a "down" relay back up). */
  port?: number;
  /** Answer DATA with this SMTP error instead of accepting. */
  reject?: { code: number; message: string };
}

export async function startSmtp(options: SmtpOptions = {}): Promise<Smtp> {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.reject) {
          const error = Object.assign(new Error(options.reject.message), { responseCode: options.reject.code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            received.push({ mail, raw: raw.toString("utf8"), envelope: structuredClone(session.envelope) });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that goes away mid-session (a killed server) resets its connection: not a test failure.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (for an SMTP relay that is down). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `scriptoria-${prefix}-`));
}

/** The smallest build the server starts with: a prerendered not-found page. */
export function fixtureBuild(): string {
  const dir = tempDir("build");
  mkdirSync(join(dir, "404"));
  writeFileSync(join(dir, "404", "index.html"), "<!doctype html><title>Page not found</title><h1>Page not found</h1>");
  return dir;
}

export const siteUrl = "https://www.scriptoria.example";
export const mailTo = "desk@scriptoria.example";
export const mailFrom = "Scriptoria website <website@scriptoria.example>";

export function testEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    BUILD_DIR: fixtureBuild(),
    DATA_DIR: tempDir("data"),
    RATE_LIMIT_PER_MINUTE: "0",
    OUTBOX_RETRY_BASE_MS: "100",
    LOG_LEVEL: "silent",
    MAIL_TO: mailTo,
    MAIL_FROM: mailFrom,
    SITE_URL: siteUrl,
    ...env,
  };
}

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  const config = loadConfig(testEnv(env));
  const app = await buildApp(config);
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url, dataDir: config.dataDir, close: () => app.close() };
}

export interface ContactValues {
  name: string;
  email: string;
  phonenumber: string;
  comments: string;
  [field: string]: string;
}

export function contactValues(overrides: Partial<ContactValues> = {}): ContactValues {
  return {
    name: "Priya Raman",
    email: "priya.raman@example.org",
    phonenumber: "9840012345",
    comments: "We publish 14 engineering journals and need copyediting from January.",
    ...overrides,
  };
}

export function formData(values: Record<string, string | undefined>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) body.append(name, value);
  return body;
}

export function careerValues(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    name: "Arun Kumar",
    email: "arun.kumar@example.org",
    phone: "9876543210",
    experience: "2 - 3 years",
    position: "PHP / Python Developer",
    notice: "1 month",
    ...overrides,
  };
}

/** A small but well-formed PDF, padded with a comment to `size` bytes. */
export function pdfBytes(size = 2048): Buffer {
  const head = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n";
  const tail = "trailer << /Root 1 0 R >>\n%%EOF\n";
  const padding = Math.max(0, size - head.length - tail.length);
  const filler = Buffer.alloc(padding, 0x41);
  filler[0] = 0x25; // '%': the padding is a PDF comment
  filler[padding - 1] = 0x0a;
  return Buffer.concat([Buffer.from(head), filler, Buffer.from(tail)]);
}

export function careerForm(
  overrides: Record<string, string | undefined> = {},
  file: { bytes: Buffer; name: string; type: string } | null = {
    bytes: pdfBytes(),
    name: "arun-kumar-resume.pdf",
    type: "application/pdf",
  },
): FormData {
  const body = formData(careerValues(overrides));
  if (file) body.append("resume", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return body;
}

export async function post(
  url: string,
  body: FormData | string | URLSearchParams,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: { data?: unknown; error?: string } }> {
  const response = await fetch(url, { method: "POST", body, headers });
  return { status: response.status, json: (await response.json()) as { data?: unknown; error?: string } };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
