import { afterEach, describe, expect, it } from "vitest";
import { loader as privacyLoader } from "../../app/routes/privacy.tsx";
import { imprintPage } from "../../core/copy/imprint.ts";
import type { LegalPage } from "../../core/copy/legal.ts";
import { privacyNotice } from "../../core/copy/privacy.ts";
import { addressLines, type LegalDetails, site } from "../../core/copy/site.ts";

/** Everything a legal page says, as one string. */
function text(page: LegalPage): string {
  return JSON.stringify(page);
}

function section(page: LegalPage, heading: string): string {
  const found = page.sections.find((candidate) => candidate.heading === heading);
  if (!found) throw new Error(`no section "${heading}"`);
  return JSON.stringify(found.body);
}

/** Every detail left for the owner to fill, unset. */
const unset = Object.fromEntries(Object.keys(site.legal).map((key) => [key, undefined])) as unknown as LegalDetails;

describe("privacy notice", () => {
  const saved = process.env.RETENTION_DAYS;
  afterEach(() => {
    if (saved === undefined) delete process.env.RETENTION_DAYS;
    else process.env.RETENTION_DAYS = saved;
  });

  it("states the retention period it is given, in days", () => {
    const page = privacyNotice(30);
    expect(section(page, "Where your submission is stored and for how long")).toContain("once they are 30 days old");
    expect(page.highlights?.join(" ")).toContain("deleted after 30 days");
    expect(page.summary).toContain("30 days");
    expect(text(page)).not.toMatch(/\b90 days\b/);
    expect(section(privacyNotice(1), "Where your submission is stored and for how long")).toContain(
      "once they are 1 day old",
    );
  });

  it("reads the period from the server's configuration when the page is built", () => {
    process.env.RETENTION_DAYS = "45";
    expect(section(privacyLoader(), "Where your submission is stored and for how long")).toContain("45 days");
    delete process.env.RETENTION_DAYS;
    expect(section(privacyLoader(), "Where your submission is stored and for how long")).toContain("90 days");
  });

  it("names the controller, the mailbox and how to ask for access or deletion", () => {
    const page = privacyNotice(90);
    expect(section(page, "Who is responsible")).toContain(site.legalName);
    for (const id of ["india", "germany"]) {
      const office = site.offices.find((item) => item.id === id);
      for (const line of office ? addressLines(office) : ["no such office"]) {
        expect(section(page, "Who is responsible")).toContain(line);
      }
    }
    expect(section(page, "Who receives your details")).toContain(`mailto:${site.email}`);
    expect(section(page, "Your rights")).toContain(`mailto:${site.email}`);
    expect(section(page, "Your rights")).toMatch(/deleted/);
  });
});

describe("imprint", () => {
  it("shows no registration details while they are unset, and says they are available on request", () => {
    const registration = section(imprintPage(unset), "Registration");
    expect(registration).not.toContain('"facts"');
    expect(registration).toContain("Registration details are available on request from ");
    expect(section(imprintPage(unset), "Responsible for the content")).toContain("available on request");
  });

  it("shows the details that are filled in and asks for the rest on request", () => {
    const page = imprintPage({ ...unset, vatId: "DE123456789", representative: "Asha Raman, Managing Director" });
    const registration = section(page, "Registration");
    expect(registration).toContain("VAT identification number");
    expect(registration).toContain("DE123456789");
    expect(registration).not.toContain("Corporate Identity Number");
    expect(registration).toContain("Further registration details are available on request");
    expect(section(page, "Responsible for the content")).toContain("Asha Raman, Managing Director");
  });

  it("needs no request once every detail is filled in", () => {
    const registration = section(
      imprintPage({
        representative: "Asha Raman, Managing Director",
        corporateIdentityNumber: "U72200TN2002PTC048123",
        registrar: "Registrar of Companies, Chennai",
        commercialRegister: "Amtsgericht Frankfurt am Main, HRB 98765",
        vatId: "DE123456789",
      }),
      "Registration",
    );
    expect(registration).toContain("HRB 98765");
    expect(registration).not.toContain("on request");
  });

  it("lists every office's postal address from the site configuration, the registered office first", () => {
    const publisher = imprintPage().sections.find((item) => item.heading === "Publisher");
    const facts = publisher?.body.flatMap((block) =>
      typeof block === "object" && "facts" in block ? block.facts : [],
    );
    expect(facts?.map((fact) => fact.term)).toEqual([
      "Chennai, India (registered office)",
      "Boston, USA",
      "Frankfurt, Germany",
    ]);
    for (const office of site.offices) {
      const fact = facts?.find((item) => item.term.startsWith(office.city));
      expect(fact?.lines.slice(0, 3)).toEqual(addressLines(office));
    }
  });

  it("gives the contact e-mail and every telephone number", () => {
    const contact = section(imprintPage(), "Contact");
    expect(contact).toContain(`mailto:${site.email}`);
    for (const phone of site.phones) expect(contact).toContain(`tel:${phone.tel}`);
  });
});
