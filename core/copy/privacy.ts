/**
 * The privacy notice shown at /privacy. The retention period comes from the server's
 * configuration (RETENTION_DAYS), passed in by the route's loader at build time, so the page
 * states the period the server applies; the visit counts' periods are the server's own
 * (core/protocols/insights-protocol.ts).
 */

import { rawViewRetentionDays } from "../protocols/insights-protocol.ts";
import { legalAddress } from "./imprint.ts";
import { type LegalPage, legalPages, mailLink, pageLink } from "./legal.ts";
import { site } from "./site.ts";

const { privacy } = legalPages;

/** The period, in words: "90 days", "1 day". */
export function retentionPeriod(days: number): string {
  return `${days} ${days === 1 ? "day" : "days"}`;
}

export function privacyNotice(retentionDays: number): LegalPage {
  const period = retentionPeriod(retentionDays);
  const email = mailLink(site.email);
  return {
    title: privacy.name,
    path: privacy.href,
    summary: `What ${site.name} does with the details you send through the contact and job application forms, how long the website keeps them (${period}), who receives them, how it counts visits without personal data, and how to ask for access or deletion. No cookies, no trackers.`,
    updated: "27 November 2026",
    intro: `This notice explains how ${site.legalName} ("${site.name}", "we", "us") handles personal data when you visit this website and when you write to us or apply for a position through its forms. We collect only what we need to answer you, we keep it no longer than necessary, and we do not sell it or use it for advertising. Because we operate from an office in Germany, this notice follows the EU General Data Protection Regulation (GDPR), which protects you wherever you write from.`,
    highlights: [
      "No cookies, no third-party analytics, no trackers, no advertising",
      "Visits are counted by our own server without cookies and without keeping your IP address, and not at all when your browser sends Global Privacy Control or Do Not Track",
      "Fonts, images and videos come from our own server; the pages request nothing from other companies",
      `Form submissions go to our company mailbox; the website's own copy is deleted after ${period}`,
      "You can ask us at any time what we hold about you, and have it corrected or deleted",
    ],
    sections: [
      {
        heading: "Who is responsible",
        body: [
          `The controller responsible for the processing of your personal data on this website is ${site.legalName}, a private limited company with its registered office in India:`,
          { facts: [legalAddress("registered"), legalAddress("europe")] },
          [
            "You can reach us about any question of data protection at ",
            email,
            `, by telephone on the numbers in our `,
            pageLink("imprint"),
            ", or by post to either address above.",
          ],
        ],
      },
      {
        heading: "Visiting the website",
        body: [
          "The pages are static files served from our own server. To deliver a page, the server necessarily receives the IP address of your device, the address of the page you request and the time of the request, and your browser sends technical headers such as its language.",
          "The server writes a short log entry for each request: the time, the address requested, the response status and the IP address it came from. We use these logs only to keep the website running and secure, for example to find faults and to recognise attacks, and delete them on a rolling basis. They never contain what you write in a form, your e-mail address or your telephone number.",
          "To protect the forms and the visit counts from abuse, the server counts the submissions and visit reports it receives from each IP address within one minute. The count is kept in memory for that minute only and is not stored.",
          "The legal basis is our legitimate interest in delivering a secure and working website (Art. 6(1)(f) GDPR).",
        ],
      },
      {
        heading: "No cookies, no tracking, no third parties",
        body: [
          "This website sets no cookies and keeps nothing about you in your browser: it uses no local or session storage and no fingerprinting. It has no third-party analytics, no tracking pixels, no advertising and no social media plug-ins. The only statistics are the visit counts our own server keeps, described in the next section.",
          "Every file a page needs, including its fonts, images and videos, is delivered from our own server. No page loads anything from another company's server, so no other company learns that you visited us.",
          [
            "Some links lead to other websites: our profiles on LinkedIn, X and YouTube, office locations on Google Maps, and the live sites of some of our products. Those sites are contacted only if you follow such a link, and their own privacy policies then apply. See also our ",
            pageLink("disclaimer"),
            ".",
          ],
        ],
      },
      {
        heading: "Visit counts and speed measurements",
        body: [
          "To learn which pages are read, where visitors come from and whether the pages load quickly on real devices, the website counts visits itself. Once a page has loaded and your browser is idle, a small script of this website sends to our own server, for each page you view:",
          {
            list: [
              "the address of the page within this website, without anything after a question mark",
              "whether it is the first page you opened, and if so: the name of the website whose link you followed to it (such as example.com), never the full address of the page that linked; and, if the link was part of one of our campaigns, its campaign labels (the utm_source, utm_medium and utm_campaign parts of the link's address, such as newsletter, email and autumn), nothing else of the address",
              "whether your browser window is phone-sized (under 768 pixels wide), tablet-sized (up to 1099 pixels) or wider",
              "for the first page you open, five standard speed measurements taken by your browser (the Core Web Vitals LCP, INP and CLS, and FCP and TTFB): how quickly the page appeared, how quickly it answered a tap or click, and how much its layout moved, each with the same phone, tablet or wider class of window size",
              "how long each page was in view, in milliseconds, sent when you leave it or switch to another tab",
              "when you click a link to another website, that website's name (such as linkedin.com); when you open one of our documents, such as the Code of Ethics, its address within this website",
            ],
          },
          "Nothing else is sent. No cookie is set, nothing is stored in your browser, and no report goes to any other company. The server never stores your IP address, your browser's identification (its user agent), or any identifier that lasts beyond the day.",
          "When a page view arrives, the server reads from your browser's user agent only the browser's name and main version (such as Chrome 131) and the operating system's name (such as Android), keeps those, and discards the user agent. It looks up the country of your IP address in a database on our own server (IP to Country Lite by DB-IP, https://db-ip.com, licensed under CC BY 4.0), keeps the country's two-letter code, and discards the address. From the website that linked and the campaign labels it derives the channel of your visit: a search engine, a social network, e-mail, a paid advertisement, another website, a campaign, or none (direct).",
          "To count how many different people visited on a day, the server combines, when a page view arrives, a random value that is valid for that day only with the website's name, your IP address and your browser's user agent, and keeps only a shortened one-way hash of the result. The random value is replaced every day at midnight (UTC) and the old one is deleted, so the same visitor gets a different hash the next day, and once the day is over no one, including us, can trace a hash back to an address or link visits on different days.",
          "Page views of the same day's hash with less than 30 minutes between them make one visit. When our server accepts a message or an application you send through a form, it notes that a form of that kind was accepted, with the day's hash of the sending browser and the time, so that the visit it came from counts as having led to an enquiry; nothing you wrote in the form goes into the visit counts.",
          "If your browser sends the Global Privacy Control or Do Not Track signal, the page sends nothing, and the server discards any report that carries either signal and does not note a form you send. Visits by automated programs are not counted, and with JavaScript switched off nothing is sent.",
          `The individual page views and the other reports above, with the day's hash, are deleted after ${retentionPeriod(rawViewRetentionDays)}. What is kept after that are totals per day: page views and visitors per page, per referring website, per kind of device, per browser, per operating system and per country; clicks, downloads and forms accepted, with their visitors; visits, visitors, single-page visits, the visits' summed length and the visits that led to an enquiry, for the whole website and per channel, per campaign, per first page and per last page; and the speed measurements as the number of measurements per range of values, per page and day. These totals cannot be related to any person and are kept without a time limit. Only ${site.name} staff who sign in to the website's administration see them.`,
          "The legal basis is our legitimate interest in knowing how the website is used and keeping it fast (Art. 6(1)(f) GDPR). You can object at any time by turning on Global Privacy Control or Do Not Track in your browser.",
        ],
      },
      {
        heading: "The contact form",
        body: [
          "When you send a message through the contact form, we receive:",
          { list: ["your name", "your e-mail address", "your telephone number", "your message"] },
          `We use these details only to answer your enquiry and, if you ask for a quote, a sample or a demonstration, to prepare it. Every field is needed for that: without an address or a number we could not reply. If your enquiry concerns our services, the legal basis is the steps taken at your request before a contract (Art. 6(1)(b) GDPR); otherwise it is our legitimate interest in answering the people who write to us (Art. 6(1)(f) GDPR).`,
        ],
      },
      {
        heading: "The job application form",
        body: [
          "When you apply for a position through the careers pages, we receive:",
          {
            list: [
              "your name, e-mail address and telephone number",
              "your résumé (a PDF file of up to 5 MB) and whatever it contains",
              "your years of experience, the position you apply for and your notice period",
            ],
          },
          "We use your application only to assess it for the position you chose and to contact you about it. The legal basis is the steps taken at your request before an employment contract (Art. 6(1)(b) GDPR). Please do not include sensitive information, such as health details or religious beliefs, that the application does not require.",
        ],
      },
      {
        heading: "Where your submission is stored and for how long",
        body: [
          "Before the form confirms that your message has been sent, the server stores it, with your résumé if you applied, in the website's database. The server then delivers it to our company mailbox by e-mail. Keeping this copy means that a submission is never lost when the mail system is briefly unavailable.",
          `Submissions that have been delivered are deleted from the server, together with any résumé, once they are ${period} old; the server checks every hour. A submission that has not yet reached our mailbox is kept until it has been delivered, because it is still owed to us, and is then deleted on the same terms.`,
          "In our mailbox, enquiries are kept as long as we need them to answer you and to handle any work that follows, and business correspondence for the periods that commercial and tax law require. If we do not offer you a position, we delete your application six months after the position has been filled, unless you allow us to keep it for future openings.",
        ],
      },
      {
        heading: "Who receives your details",
        body: [
          [
            "Your submission is sent to our company mailbox, ",
            email,
            `, and read by the ${site.name} staff who deal with it: a production manager or account lead for enquiries, and the people responsible for hiring for applications.`,
          ],
          "Our hosting and e-mail providers process the data on our behalf, only on our instructions and under data processing agreements (Art. 28 GDPR). We do not sell personal data, and we pass it to no one else unless the law obliges us to.",
          `Our teams in India, the USA and Germany work together, so colleagues outside the European Union may read your message or application. Transfers between our offices are covered by the European Commission's standard contractual clauses (Art. 46(2)(c) GDPR); you can ask us for a copy.`,
        ],
      },
      {
        heading: "Your rights",
        body: [
          "Under the GDPR you have the right to:",
          {
            list: [
              "find out whether we hold personal data about you, and receive a copy (Art. 15)",
              "have incorrect data corrected (Art. 16)",
              "have your data deleted (Art. 17)",
              "have its use restricted while a question is settled (Art. 18)",
              "receive the data you gave us in a common electronic format (Art. 20)",
              "object to processing based on our legitimate interests (Art. 21)",
            ],
          },
          [
            "To use any of these rights, write to ",
            email,
            ` from the address you used in the form, or by post to one of our offices, and tell us what you would like. We answer within one month, free of charge. If we are unsure who is asking, we may ask you to confirm your identity before we disclose or delete anything.`,
          ],
          "You also have the right to complain to a data protection supervisory authority, in particular in the country where you live or work. For our office in Frankfurt am Main this is the Hessian Commissioner for Data Protection and Freedom of Information (Der Hessische Beauftragte für Datenschutz und Informationsfreiheit), Gustav-Stresemann-Ring 1, 65189 Wiesbaden, Germany.",
        ],
      },
      {
        heading: "Security",
        body: [
          "Pages and forms are delivered only over an encrypted connection (HTTPS). Stored submissions and résumés are accessible only to the people who run the website. The notification e-mails are composed on the server from the checked form fields; nothing you type is executed or passed on as code.",
        ],
      },
      {
        heading: "Changes to this notice",
        body: [
          [
            "We update this notice when the website or the way we handle data changes. The date at the top shows the current version. Questions about it can be sent to ",
            email,
            "; we aim to reply within two working days.",
          ],
        ],
      },
    ],
  };
}
