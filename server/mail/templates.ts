/**
 * The notification e-mails, rendered on the server from validated fields only: subject, an HTML
 * body and its plain-text alternative. Every value is escaped; nothing a visitor sends becomes
 * markup or a header line.
 */
import type { CareerFields } from "../../core/protocols/career-schema.ts";
import type { ContactFields } from "../../core/protocols/contact-schema.ts";
import { escapeHtml } from "../html.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface Row {
  label: string;
  value: string;
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

function renderRows(rows: Row[]): string {
  return rows
    .map(
      (row) =>
        `<tr><th align="left" valign="top" style="padding:10px 16px 10px 0;width:150px;color:#4a5365;font-weight:600;border-bottom:1px solid #dfe3ea">${escapeHtml(row.label)}</th>` +
        `<td style="padding:10px 0;border-bottom:1px solid #dfe3ea;white-space:pre-wrap">${escapeHtml(row.value).replace(/\r?\n/g, "<br>")}</td></tr>`,
    )
    .join("");
}

function renderLayout(heading: string, intro: string, rows: Row[], date: Date): string {
  const dated = formatMailDate(date);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:24px;background:#f7f5f0;font-family:Arial,Helvetica,sans-serif;color:#1a1f2b;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="background:#14284b;color:#ffffff;padding:20px 24px;border-radius:8px 8px 0 0">
<div style="font-size:13px;letter-spacing:1px;text-transform:uppercase;color:#ffe8d6">Scriptoria website</div>
<div style="font-size:20px;font-weight:bold;margin-top:4px">${escapeHtml(heading)}</div></td></tr>
<tr><td style="padding:20px 24px">
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${renderRows(rows)}</table>
<p style="margin:20px 0 0;color:#4a5365;font-size:13px">Received on ${dated}. Reply to this e-mail to answer the sender.</p>
</td></tr></table></body></html>`;
}

function renderText(heading: string, intro: string, rows: Row[], date: Date): string {
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
  rows: Row[],
  date: Date,
  unverified: boolean,
): RenderedMail {
  if (unverified) {
    subject = `${unverifiedSubjectMark} ${subject}`;
    intro = `${unverifiedNotice} ${intro}`;
  }
  return {
    subject: headerText(subject),
    html: renderLayout(heading, intro, rows, date),
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
