/**
 * A real SMTP server for the server tests that parses what arrives, and can hold its answers to
 * keep deliveries in flight.
 */
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";
import { until } from "../../scripts/lib/until.ts";

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
    async waitFor(count, timeoutMs = 10_000) {
      await until(`${count} messages`, () => received.length >= count, timeoutMs).catch(() => {
        throw new Error(`expected ${count} messages, got ${received.length}`);
      });
      return received;
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
