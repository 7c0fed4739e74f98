/**
 * The server's own HTML (server/html.ts): whatever a visitor, an editor or a stored visit puts in
 * a page or a mail is text there, never markup, in text and in attributes alike; and the views
 * render without a warning from React.
 */

import { readFileSync } from "node:fs";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { escapeMarkup } from "../../core/escape-markup.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { screenPage, signInPage } from "../../server/admin/pages.ts";
import { loadRefusalPages } from "../../server/forms/refusal-page.ts";
import { renderDocument } from "../../server/html.ts";
import type { Report } from "../../server/insights/report.ts";
import { DashboardPage } from "../../server/insights/views/page.ts";
import { renderCareerMail, renderContactMail } from "../../server/mail/templates.ts";
import { readPage } from "../../server/page-html.ts";
import { documentOf } from "../support/html-document.ts";

/** Closes any element or attribute it stands in, then tries to run a script. */
const hostile = `"'><script>alert('x')</script><img src=x onerror="alert(1)">`;

/** A page runs none of it: no script, no element it names, no handler. */
function expectInert(html: string): void {
  expect(readPage(html).inlineScripts).toEqual([]);
  expect(html).not.toContain("<script>alert");
  expect(html).not.toContain("<img src=x");
  expect(documentOf(html).querySelector("[onerror]")).toBeNull();
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  consoleError = vi.spyOn(console, "error");
});
afterAll(() => {
  // React reports a view it cannot render as written (a list without keys, an unknown prop) here.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe("the one escape left, for the prerendered templates", () => {
  test("escapes & < > \" ' as React does", () => {
    expect(escapeMarkup(hostile)).toBe(renderToStaticMarkup(hostile));
    expect(escapeMarkup(`a & b < c > d " e ' f`)).toBe("a &amp; b &lt; c &gt; d &quot; e &#x27; f");
  });

  test("the refusal page shows a reason and links back to an address, both as text", () => {
    const render = loadRefusalPages(tempDir("no-build"));
    const html = render("contact", hostile, `/company/contactus${hostile}`);
    expectInert(html);
    const page = documentOf(html);
    expect(page.querySelector("main p")?.textContent).toBe(hostile);
    expect(page.querySelector("main a")?.getAttribute("href")).toBe(`/company/contactus${hostile}`);
  });
});

describe("the admin area", () => {
  test("an editor's name on the editing screen", () => {
    const html = screenPage(readFileSync("cms/index.html", "utf8"))({
      id: 1,
      email: "asha@scriptoria.example",
      name: hostile,
    } as Parameters<ReturnType<typeof screenPage>>[0]);
    expectInert(html);
    expect(readPage(html).moduleFiles).toEqual(["site-preview.js", "screen.js"]);
    const session = documentOf(html).querySelector("form.session > span");
    expect(session?.textContent).toBe(`Signed in as ${hostile}`);
  });

  test("the address typed and the message on the sign-in page", () => {
    const html = signInPage({ email: hostile, error: hostile });
    expectInert(html);
    const page = documentOf(html);
    expect(page.getElementById("email")?.getAttribute("value")).toBe(hostile);
    expect(page.getElementById("sign-in-message")?.textContent).toBe(hostile);
  });
});

test("the dashboard: a page's path and a referring site", () => {
  const counted = { views: 3, visitors: 2 };
  const visited = { visits: 3, visitors: 2, bounces: 1, duration: 60_000, conversions: 1 };
  const report: Report = {
    range: 7,
    query: `range=7&x=${hostile}`,
    from: "2026-11-21",
    to: "2026-11-27",
    days: [{ day: "2026-11-27", ...counted }],
    total: counted,
    visits: { value: "", ...visited },
    now: 1,
    pages: [{ value: `/news${hostile}`, ...counted }],
    referrers: [{ value: `evil.example${hostile}`, ...counted }],
    devices: [{ value: hostile, ...counted }],
    countries: [{ value: `I${hostile}`, ...counted }],
    goals: [{ value: `outbound:${hostile}`, ...counted }],
    channels: [{ value: hostile, ...visited }],
    campaigns: [{ value: `launch${hostile} (news / email)`, ...visited }],
    entries: [{ value: `/entry${hostile}`, ...visited }],
    exits: [{ value: `/exit${hostile}`, ...visited }],
    browsers: [{ value: `Chrome${hostile}`, ...counted }],
    systems: [{ value: `OS${hostile}`, ...counted }],
    speed: {
      from: "2026-10-31",
      to: "2026-11-27",
      site: { path: "", vitals: {} },
      devices: [],
      pages: [{ path: `/speed${hostile}`, vitals: { LCP: { value: 2500, samples: 8, rating: "good" } } }],
    },
  };
  const html = renderDocument(
    h(DashboardPage, { report, stylesheet: `dashboard.css?v=${hostile}`, today: "2026-11-27" }),
  );
  expectInert(html);
  const page = documentOf(html);
  const rowNames = [...page.querySelectorAll("tbody th")].map((cell) => cell.textContent);
  expect(rowNames).toEqual(
    expect.arrayContaining([
      `/news${hostile}`,
      `evil.example${hostile}`,
      hostile,
      `/exit${hostile}`,
      `Link to ${hostile}`,
      `/speed${hostile}`,
    ]),
  );
  expect(readPage(html).stylesheets).toEqual([`dashboard.css?v=${hostile}`]);
});

describe("the notification mails", () => {
  const date = new Date(2026, 10, 27);

  test("a contact's fields: text in the HTML part, as sent in the plain one", () => {
    const fields = { name: `Priya ${hostile}`, email: "p@example.org", phonenumber: "9840012345" };
    const mail = renderContactMail({ ...fields, comments: `${hostile}\nsecond line` }, date);
    expectInert(mail.html);
    const cells = [...documentOf(mail.html).querySelectorAll("td")].map((cell) => cell.textContent);
    // The message's line break is a <br> in the HTML part.
    expect(cells).toEqual(expect.arrayContaining([`Priya ${hostile}`, `${hostile}second line`]));
    expect(mail.text).toContain(`${hostile}\nsecond line`);
    expect(mail.subject).toBe(`Mail from Priya ${hostile}`);
  });

  test("an application's fields", () => {
    const mail = renderCareerMail(
      {
        name: hostile,
        email: "a@example.org",
        phone: "9840012345",
        position: hostile,
        experience: hostile,
        notice: hostile,
      } as Parameters<typeof renderCareerMail>[0],
      date,
    );
    expectInert(mail.html);
    expect(documentOf(mail.html).title).toBe("New job application");
    expect(
      [...documentOf(mail.html).querySelectorAll("td")].filter((cell) => cell.textContent === hostile),
    ).toHaveLength(4);
  });
});
