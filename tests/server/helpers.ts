/**
 * Helpers of the server tests: a real SMTP server that parses what arrives, a tiny build
 * directory, the app on a free port, and the two forms as the browser sends them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Challenge } from "altcha-lib/types";
import type { FastifyInstance } from "fastify";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";
import { challengeEndpoint, proofField } from "../../app/forms/proof-protocol.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { pdfBytes } from "../pdf.ts";
import { freePort } from "./net.ts";

export { pdfBytes, randomPdf } from "../pdf.ts";

export { freePort };

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
  /** From now on, messages are taken but not answered (deliveries stay in flight). */
  hold(): void;
  /** How many messages wait for an answer on a connection that is still open. */
  held(): number;
  /**
   * Answers the waiting messages whose sender is still connected (they arrive) and stops
   * holding; a message whose sender went away before its answer never arrived.
   */
  release(): void;
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
  const closedSessions = new Set<string>();
  let holding = false;
  let waiting: { session: string; answer: () => void }[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    closeTimeout: 200,
    onClose(session) {
      closedSessions.add(session.id);
    },
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
        const envelope = structuredClone(session.envelope);
        simpleParser(raw).then(
          (mail) => {
            const answer = () => {
              received.push({ mail, raw: raw.toString("utf8"), envelope });
              for (const wake of waiters) wake();
              callback();
            };
            if (holding) waiting.push({ session: session.id, answer });
            else answer();
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
    hold() {
      holding = true;
    },
    held: () => waiting.filter((item) => !closedSessions.has(item.session)).length,
    release() {
      holding = false;
      for (const item of waiting.splice(0)) if (!closedSessions.has(item.session)) item.answer();
      waiting = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `scriptoria-${prefix}-`));
}

/** The smallest build the server starts with: a prerendered not-found page, and these pages ("" is the home page). */
export function fixtureBuild(pages: string[] = []): string {
  const dir = tempDir("build");
  mkdirSync(join(dir, "404"));
  writeFileSync(join(dir, "404", "index.html"), "<!doctype html><title>Page not found</title><h1>Page not found</h1>");
  for (const page of pages) {
    mkdirSync(join(dir, page), { recursive: true });
    writeFileSync(join(dir, page, "index.html"), "<!doctype html><title>Page</title><h1>Page</h1>");
  }
  return dir;
}

export const siteUrl = "https://www.scriptoria.example";
export const mailTo = "desk@scriptoria.example";
export const mailFrom = "Scriptoria website <website@scriptoria.example>";

export function testEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    // Made only when the caller brings no build of its own (no folder left behind for nothing).
    BUILD_DIR: env.BUILD_DIR ?? fixtureBuild(),
    DATA_DIR: env.DATA_DIR ?? tempDir("data"),
    RATE_LIMIT_PER_MINUTE: "0",
    // Proofs of work that solve in a few milliseconds, and no least fill time: the tests that
    // are about them set their own.
    PROOF_MAX_NUMBER: "20",
    PROOF_COST: "10",
    FORM_MIN_FILL_MS: "0",
    UNVERIFIED_PER_HOUR: "0",
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
  // Ready once the outbox store is (PostgreSQL is migrated in the background).
  for (let waited = 0; (await app.inject("/healthz")).statusCode !== 200; waited += 50) {
    if (waited > 15_000) throw new Error("the outbox store did not become ready");
    await sleep(50);
  }
  return { app, url, dataDir: config.dataDir, close: () => app.close() };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far (its log). */
  output(): string;
  /** Resolves once the output contains `text` (it arrives through a pipe, a little after the fact). */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Sends `signal` and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const spawned = new Set<ChildProcess>();

/** Kills every server process a test left running. */
export function killServers(): void {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  spawned.clear();
}

/**
 * The real server (`node server/main.ts`) on a free port with `env` over the test defaults.
 * Resolves once /healthz answers 200, or, with `ready: false`, once it answers at all; fails
 * after `startMs`.
 */
export async function spawnServer(
  env: Record<string, string>,
  { ready = true, startMs = 20_000 } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...testEnv({ LOG_LEVEL: "warn", ...env }), PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  spawned.add(child);
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    url,
    output: () => log,
    async waitForOutput(text, timeoutMs = 5000) {
      for (let waited = 0; !log.includes(text); waited += 50) {
        if (waited > timeoutMs) throw new Error(`the server's log does not contain ${text}:\n${log}`);
        await sleep(50);
      }
    },
    stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  for (let waited = 0; waited < startMs; waited += 100) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok || !ready) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`the server did not start:\n${log}`);
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

/** A challenge from the server at `origin`, solved as the browser solves it: the proof field's value. */
export async function solvedProof(origin: string): Promise<string> {
  const challenge = (await (await fetch(`${origin}${challengeEndpoint}`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * Posts a form as the page's script does: with a freshly solved proof of work, unless the body
 * has one already, is a raw string, or `proof` is false.
 */
export async function post(
  url: string,
  body: FormData | string | URLSearchParams,
  headers: Record<string, string> = {},
  { proof = true } = {},
): Promise<{ status: number; json: { data?: unknown; error?: string } }> {
  if (proof && typeof body !== "string" && !body.has(proofField)) {
    body.append(proofField, await solvedProof(new URL(url).origin));
  }
  const response = await fetch(url, { method: "POST", body, headers });
  return { status: response.status, json: (await response.json()) as { data?: unknown; error?: string } };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
