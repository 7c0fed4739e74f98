/** Turns a stored submission into the e-mail that notifies the company. */
import type { CareerFields } from "../../core/protocols/career-schema.ts";
import type { ContactFields } from "../../core/protocols/contact-schema.ts";
import type { Submission } from "../outbox/store.ts";
import { headerText, type RenderedMail, renderCareerMail, renderContactMail } from "./templates.ts";
import type { OutgoingMail } from "./transport.ts";

export interface MailSettings {
  from: string;
  to: string;
}

/**
 * Stored among the fields of a submission accepted without a proof of work (sent from a
 * browser running no script); its e-mail says so.
 */
export const unverifiedField = "unverified";

/** The domain of an address such as `Name <user@example.com>`, for Message-IDs. */
export function addressDomain(address: string, fallback = "localhost"): string {
  return address.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1]?.toLowerCase() ?? fallback;
}

/** The fields a queued report keeps: its mail as rendered when it was queued, and its recipients. */
export interface ReportFields {
  subject: string;
  text: string;
  html: string;
  /** Addresses, separated by commas. */
  to: string;
}

/** The notification for a submission; a career submission's stored resume is attached. A report is sent as it was queued. */
export function composeMail(submission: Submission, settings: MailSettings, resume?: Buffer): OutgoingMail {
  const date = new Date(submission.createdAt);
  if (submission.kind === "report") {
    const report = submission.fields as unknown as ReportFields;
    const to = report.to.split(",").map((address) => address.trim());
    return { messageId: submission.messageId, from: settings.from, to, date, ...renderedReport(report) };
  }
  const unverified = submission.fields[unverifiedField] === "true";
  const rendered =
    submission.kind === "career"
      ? renderCareerMail(submission.fields as unknown as CareerFields, date, unverified)
      : renderContactMail(submission.fields as unknown as ContactFields, date, unverified);
  const fields = submission.fields;
  const mail: OutgoingMail = {
    messageId: submission.messageId,
    from: settings.from,
    to: settings.to,
    replyTo: { name: headerText(fields.name ?? ""), address: fields.email ?? "" },
    date,
    ...rendered,
  };
  if (submission.resume && resume) {
    mail.attachments = [{ filename: submission.resume.name, content: resume, contentType: "application/pdf" }];
  }
  return mail;
}

const renderedReport = ({ subject, text, html }: ReportFields): RenderedMail => ({
  subject: headerText(subject),
  text,
  html,
});
