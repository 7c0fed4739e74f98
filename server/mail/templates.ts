/**
 * The notification e-mails, rendered on the server from validated fields only: subject, an HTML
 * body (views/notification.ts, which escapes every value) and its plain-text alternative. Nothing
 * a visitor sends becomes markup or a header line.
 */

import { createElement as h } from "react";
import type { CareerFields } from "../../core/protocols/career-schema.ts";
import type { ContactFields } from "../../core/protocols/contact-schema.ts";
import { renderDocument } from "../html.ts";
import { type MailRow, Notification } from "./views/notification.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One line of header-safe text: control characters and line separators become spaces. */
export function headerText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

/** dd.mm.yyyy in the server's time zone (set TZ to choose another). */
export function formatMailDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  return `${day}.${month}.${date.getFullYear()}`;
}

function renderText(heading: string, intro: string, rows: MailRow[], date: Date): string {
  const lines = rows.map((row) =>
    row.value.includes("\n") ? `${row.label}:\n${row.value}\n` : `${row.label}: ${row.value}`,
  );
  return `${heading}\n\n${intro}\n\n${lines.join("\n")}\n\nReceived on ${formatMailDate(date)}. Reply to this e-mail to answer the sender.\n`;
}

/** What an unverified submission's e-mail says first, and the mark its subject carries. */
export const unverifiedNotice =
  "Unverified: this was sent from a browser that ran no JavaScript, so it passed no anti-spam check. Treat links and attachments with care.";
export const unverifiedSubjectMark = "[Unverified]";

function render(
  subject: string,
  heading: string,
  intro: string,
  rows: MailRow[],
  date: Date,
  unverified: boolean,
): RenderedMail {
  if (unverified) {
    subject = `${unverifiedSubjectMark} ${subject}`;
    intro = `${unverifiedNotice} ${intro}`;
  }
  return {
    subject: headerText(subject),
    html: renderDocument(h(Notification, { heading, intro, rows, received: formatMailDate(date) })),
    text: renderText(heading, intro, rows, date),
  };
}

export function renderContactMail(fields: ContactFields, date: Date, unverified = false): RenderedMail {
  return render(
    `Mail from ${fields.name}`,
    "New contact request",
    "A visitor sent this message with the contact form.",
    [
      { label: "Name", value: fields.name },
      { label: "Email", value: fields.email },
      { label: "Phone number", value: fields.phonenumber },
      { label: "Message", value: fields.comments },
    ],
    date,
    unverified,
  );
}

export function renderCareerMail(fields: CareerFields, date: Date, unverified = false): RenderedMail {
  return render(
    `Job application from ${fields.name}: ${fields.position}`,
    "New job application",
    "A candidate applied with the careers form. The resume is attached as a PDF.",
    [
      { label: "Name", value: fields.name },
      { label: "Email", value: fields.email },
      { label: "Phone", value: fields.phone },
      { label: "Job role", value: fields.position },
      { label: "Experience", value: fields.experience },
      { label: "Notice period", value: fields.notice },
    ],
    date,
    unverified,
  );
}
