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

const receivedLine = (date: Date) => `Received on ${formatMailDate(date)}. Reply to this e-mail to answer the sender.`;

/** The plain-text part: heading, introduction, a line per row (a value of several lines under its label), the last line. */
export function renderMailText(heading: string, intro: string, rows: MailRow[], footer: string): string {
  const lines = rows.map((row) =>
    row.value.includes("\n") ? `${row.label}:\n${row.value}\n` : `${row.label}: ${row.value}`,
  );
  return `${heading}\n\n${intro}\n\n${lines.join("\n")}\n\n${footer}\n`;
}

/** What an unverified submission's e-mail says first, and the mark its subject carries. */
export const unverifiedNotice =
  "Unverified: this was sent from a browser that ran no JavaScript, so it passed no anti-spam check. Treat links and attachments with care.";
export const unverifiedSubjectMark = "[Unverified]";

/** What a form's e-mail says: its subject, heading and introduction, and the fields it lists. */
interface MailWording<Fields> {
  subject: (fields: Fields) => string;
  heading: string;
  intro: string;
  /** Each row's label and the field it shows, in order. */
  rows: readonly (readonly [label: string, field: keyof Fields & string])[];
}

const contactWording: MailWording<ContactFields> = {
  subject: (fields) => `Mail from ${fields.name}`,
  heading: "New contact request",
  intro: "A visitor sent this message with the contact form.",
  rows: [
    ["Name", "name"],
    ["Email", "email"],
    ["Phone number", "phonenumber"],
    ["Message", "comments"],
  ],
};

const careerWording: MailWording<CareerFields> = {
  subject: (fields) => `Job application from ${fields.name}: ${fields.position}`,
  heading: "New job application",
  intro: "A candidate applied with the careers form. The resume is attached as a PDF.",
  rows: [
    ["Name", "name"],
    ["Email", "email"],
    ["Phone", "phone"],
    ["Job role", "position"],
    ["Experience", "experience"],
    ["Notice period", "notice"],
  ],
};

function render<Fields extends Record<keyof Fields, string>>(
  wording: MailWording<Fields>,
  fields: Fields,
  date: Date,
  unverified: boolean,
): RenderedMail {
  const subject = wording.subject(fields);
  const intro = unverified ? `${unverifiedNotice} ${wording.intro}` : wording.intro;
  const rows = wording.rows.map(([label, field]) => ({ label, value: fields[field] }));
  const { heading } = wording;
  return {
    subject: headerText(unverified ? `${unverifiedSubjectMark} ${subject}` : subject),
    html: renderDocument(h(Notification, { heading, intro, rows, footer: receivedLine(date) })),
    text: renderMailText(heading, intro, rows, receivedLine(date)),
  };
}

export function renderContactMail(fields: ContactFields, date: Date, unverified = false): RenderedMail {
  return render(contactWording, fields, date, unverified);
}

export function renderCareerMail(fields: CareerFields, date: Date, unverified = false): RenderedMail {
  return render(careerWording, fields, date, unverified);
}
