/**
 * Where notification e-mails go: an SMTP relay when SMTP_URL is set, otherwise .eml files under
 * DATA_DIR/outbox/ (one per submission, overwritten by a retry, never duplicated).
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";

export interface OutgoingMail {
  /** Stable per submission, with the angle brackets: `<reference@domain>`. */
  messageId: string;
  from: string;
  to: string | string[];
  /** The sender of a form (a report has none). */
  replyTo?: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  date: Date;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailTransport {
  /** "smtp" or "file", for logs and the operator command. */
  readonly kind: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A delivery the relay refused for good (5xx): retrying would not help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * The whole message as bytes: sent in one piece (a streamed message costs a system call for
 * each small chunk) and written to a file alike.
 */
export function buildMessage(mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer(mail).compile().build();
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({ from: mail.from, to: mail.to, raw: await buildMessage(mail) });
    },
    close() {
      transporter.close();
    },
  };
}

/** Writes each message as `<reference>.eml` in `dir`, atomically. */
export function fileTransport(dir: string): MailTransport {
  let ready: Promise<unknown> | undefined;
  return {
    kind: "file",
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const message = await buildMessage(mail);
      const name = mail.messageId.replace(/^<|@.*$/g, "").replace(/[^\w-]/g, "_");
      const target = join(dir, `${name}.eml`);
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, message);
      await rename(temporary, target);
    },
    close() {},
  };
}

export function createMailTransport(config: { SMTP_URL?: string | undefined; dataDir: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(join(config.dataDir, "outbox"));
}
