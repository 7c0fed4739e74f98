/**
 * The imprint shown at /imprint: who publishes the website, where, how to reach them, and the
 * company's registration. The details the owner supplies (representative, registration
 * numbers) are in `site.legal`; a detail left unset is not shown.
 */
import { type LegalBlock, type LegalLine, type LegalPage, legalPages, mailLink, pageLink, phoneLink } from "./legal.ts";
import { addressLines, type LegalDetails, type Office, officeCities, site } from "./site.ts";

const { imprint } = legalPages;

type Fact = { term: string; lines: readonly LegalLine[] };

/** How the imprint names each registration detail. */
const registrationTerms = {
  corporateIdentityNumber: "Corporate Identity Number (India)",
  registrar: "Registered with",
  commercialRegister: "Commercial register (German branch)",
  vatId: "VAT identification number",
} as const satisfies Partial<Record<keyof LegalDetails, string>>;

/** The company is registered in India; its office in Germany is its establishment in the EU. */
const registeredOfficeId: Office["id"] = "india";
const europeanOfficeId: Office["id"] = "germany";

function office(id: Office["id"]): Office {
  const found = site.offices.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`site.ts lists no office "${id}"`);
  return found;
}

function officeTerm(item: Office): string {
  if (item.id === registeredOfficeId) return `${item.city}, ${item.country} (registered office)`;
  return `${item.city}, ${item.country}`;
}

/** The offices with their postal addresses and telephones, the registered office first. */
export function officeFacts(): Fact[] {
  const offices = [office(registeredOfficeId), ...site.offices.filter((item) => item.id !== registeredOfficeId)];
  return offices.map((item) => ({
    term: officeTerm(item),
    lines: [...addressLines(item), ["Telephone ", phoneLink(item.phone)]],
  }));
}

/** The postal address of the registered office, or of the office in the European Union. */
export function legalAddress(which: "registered" | "europe"): Fact {
  if (which === "registered") return { term: "Registered office", lines: addressLines(office(registeredOfficeId)) };
  return { term: "In the European Union", lines: addressLines(office(europeanOfficeId)) };
}

/** The registration section: the details the owner has filled in, or where to ask for them. */
export function registrationBlocks(details: LegalDetails): LegalBlock[] {
  const facts = Object.entries(registrationTerms).flatMap(([key, term]) => {
    const value = details[key as keyof typeof registrationTerms];
    return value ? [{ term, lines: [value] }] : [];
  });
  const blocks: LegalBlock[] = facts.length ? [{ facts }] : [];
  if (facts.length < Object.keys(registrationTerms).length) {
    blocks.push([
      `${facts.length ? "Further r" : "R"}egistration details are available on request from `,
      mailLink(site.email),
      ".",
    ]);
  }
  return blocks;
}

export function imprintPage(details: LegalDetails = site.legal): LegalPage {
  return {
    title: imprint.name,
    path: imprint.href,
    summary: `Who publishes this website: ${site.legalName}, its offices in India, the USA and Germany, how to reach us, who is responsible for the content, and the company's registration.`,
    updated: "24 November 2026",
    intro: `This website is published by ${site.legalName} ("${site.name}"). The information below is provided under section 5 of the German Digital Services Act (DDG) and section 18 of the German Interstate Media Treaty (MStV), and applies equally to our offices outside Germany.`,
    sections: [
      {
        heading: "Publisher",
        body: [
          `${site.legalName} is a private limited company incorporated in India in ${site.foundedYear}, with its registered office in ${office(registeredOfficeId).city}. It works from its offices in ${officeCities}:`,
          { facts: officeFacts() },
        ],
      },
      {
        heading: "Contact",
        body: [
          {
            facts: [
              { term: "E-mail", lines: [[mailLink(site.email)], [mailLink(site.careersEmail), " (job applications)"]] },
              {
                term: "Telephone",
                lines: site.phones.map((phone): LegalLine => [`${phone.label}: `, phoneLink(phone)]),
              },
            ],
          },
          "We answer e-mail within one working day, Monday to Friday.",
        ],
      },
      {
        heading: "Responsible for the content",
        body: [
          details.representative
            ? `${details.representative}, who represents ${site.legalName} and is responsible for the content of this website under section 18(2) MStV. Address: the registered office above.`
            : `The management of ${site.legalName}, at the address of the registered office above, represents the company and is responsible for the content of this website under section 18(2) MStV. The name of the managing director is available on request.`,
        ],
      },
      {
        heading: "Registration",
        body: registrationBlocks(details),
      },
      {
        heading: "Dispute resolution",
        body: [
          "We offer our services to publishers, institutions and other businesses. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.",
        ],
      },
      {
        heading: "Liability and copyright",
        body: [
          [
            "The terms on which we provide the information on this website, and our position on liability for its content and for links to other websites, are set out in our ",
            pageLink("disclaimer"),
            ". How we handle personal data is explained in our ",
            pageLink("privacy"),
            ".",
          ],
          `The texts, illustrations, photographs, videos and sample pages on this website are protected by copyright and belong to ${site.name} or are used with permission. Please ask us before reusing them.`,
        ],
      },
    ],
  };
}
