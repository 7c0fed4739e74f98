/**
 * Both forms with JavaScript turned off in Chromium: the prerendered HTML forms post to the
 * endpoints by themselves, the browser's own constraints stop an incomplete form, an accepted
 * post lands on the confirmation page and arrives at a real SMTP server, and a refused post
 * shows the reason on a page that links back to the form. Such a post carries no proof of work:
 * its e-mail says it came unverified.
 */
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { killServers, type ServerProcess, startServer } from "../../scripts/lib/server.ts";
import { tempDir } from "../../scripts/lib/temp-dirs.ts";
import { expect, test } from "../support/e2e.ts";
import { pdfBytes } from "../support/pdf.ts";
import { type Smtp, startSmtp } from "../support/smtp.ts";

test.describe.configure({ mode: "serial" });
test.use({ javaScriptEnabled: false });

let smtp: Smtp;
let node: ServerProcess;

test.beforeAll(async () => {
  smtp = await startSmtp();
  node = await startServer({
    env: {
      BUILD_DIR: join(resolve(process.env.BUILD_ROOT ?? "build"), "client"),
      DATA_DIR: tempDir("data-no-script"),
      SMTP_URL: smtp.url,
    },
  });
});

test.afterAll(async () => {
  killServers();
  await smtp?.close();
});

function posts(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") count++;
  });
  return () => count;
}

/** Whether the browser's own check accepts the control (read in Playwright's world: the page runs no script). */
const valid = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((control: HTMLInputElement) => control.validity.valid);

test("a contact request: the browser's checks, the confirmation page, the mail", async ({ page }) => {
  await page.goto(`${node.url}/company/contactus`);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const form = page.getByRole("form", { name: "Contact Our Team" });
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/contact_api/contact.php");
  const sent = posts(page);

  // Empty, the browser does not send it.
  await page.getByRole("button", { name: "Send message" }).click();
  expect(await valid(page, "Name")).toBe(false);
  await page.getByLabel("Name", { exact: true }).fill("Meera Iyer");
  await page.getByLabel("Email", { exact: true }).fill("meera.iyer@");
  await page.getByLabel("Phone number", { exact: true }).fill("98400 12345");
  await page.getByLabel("Message", { exact: true }).fill("Please quote for 40 journal articles a month.\nJATS XML.");
  await page.getByRole("button", { name: "Send message" }).click();
  expect(await valid(page, "Email")).toBe(false);
  expect(await valid(page, "Phone number")).toBe(false);
  expect(sent()).toBe(0);

  await page.getByLabel("Email", { exact: true }).fill("meera.iyer@example.org");
  await page.getByLabel("Phone number", { exact: true }).fill("9840012345");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(`${node.url}/company/contactus/sent`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your message has reached us");
  await expect(page.getByRole("link", { name: "Back to the home page" }).last()).toHaveAttribute("href", "/");
  expect(sent()).toBe(1);

  const [arrived] = await smtp.waitFor(1);
  expect(arrived?.mail.subject).toBe("[Unverified] Mail from Meera Iyer");
  expect(arrived?.mail.text).toContain("Unverified: this was sent from a browser that ran no JavaScript");
  expect(arrived?.mail.text).toContain("meera.iyer@example.org");
  expect(arrived?.mail.text).toContain("9840012345");
  expect(arrived?.mail.text).toContain("Please quote for 40 journal articles a month.\nJATS XML.");
});

test("an application with a PDF: the opening preselected, Cancel, the confirmation page, the mail", async ({
  page,
}) => {
  await page.goto(`${node.url}/company/career/DotNet`);
  const form = page.getByRole("form", { name: "Applicant Details" });
  await expect(form).toHaveAttribute("enctype", "multipart/form-data");
  const position = page.getByRole("combobox", { name: "Position" });
  await expect(position).toHaveValue("Dot Net Developer");

  // Cancel is the browser's reset: everything is cleared, the opening stays chosen.
  await page.getByLabel("Name", { exact: true }).fill("To Be Cleared");
  await page.getByRole("combobox", { name: "Experience" }).selectOption("Fresher");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Experience" })).toHaveValue("");
  await expect(position).toHaveValue("Dot Net Developer");

  const resume = pdfBytes(30_000, { random: true });
  await page.getByLabel("Name", { exact: true }).fill("Karthik Raman");
  await page.getByLabel("Email", { exact: true }).fill("karthik.raman@example.org");
  await page.getByLabel("Phone", { exact: true }).fill("9840098400");
  await page
    .getByLabel(/Choose a PDF/)
    .setInputFiles({ name: "karthik-raman.pdf", mimeType: "application/pdf", buffer: resume });
  await page.getByRole("combobox", { name: "Experience" }).selectOption("4 - 5 years");
  // Not chosen yet: the browser stops the form at the empty list.
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page).toHaveURL(`${node.url}/company/career/DotNet`);
  await page.getByRole("combobox", { name: "Notice period" }).selectOption("1 month");
  await page.getByRole("button", { name: "Submit application" }).click();

  await expect(page).toHaveURL(`${node.url}/company/career/sent`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for applying");
  const arrived = (await smtp.waitFor(2)).at(-1);
  expect(arrived?.mail.subject).toBe("[Unverified] Job application from Karthik Raman: Dot Net Developer");
  expect(arrived?.mail.text).toContain("4 - 5 years");
  expect(arrived?.mail.text).toContain("1 month");
  const attachment = arrived?.mail.attachments[0];
  expect(attachment?.filename).toBe("karthik-raman.pdf");
  expect(attachment?.content.equals(resume)).toBe(true);
});

test.describe("a refused post", () => {
  // The browser logs the refusal's own status (415) as a console error.
  test.use({ expectedConsoleErrors: { text: /status of 415/ } });

  test("a refused post: the reason in the site's words, a link back to the same form, nothing sent", async ({
    page,
  }) => {
    await page.goto(`${node.url}/company/career/LaTeX`);
    await page.getByLabel("Name", { exact: true }).fill("Broken Resume");
    await page.getByLabel("Email", { exact: true }).fill("broken.resume@example.org");
    await page.getByLabel("Phone", { exact: true }).fill("9840011111");
    await page
      .getByLabel(/Choose a PDF/)
      .setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-") });
    await page.getByRole("combobox", { name: "Experience" }).selectOption("Fresher");
    await page.getByRole("combobox", { name: "Notice period" }).selectOption("Immediate");
    const answer = page.waitForResponse((response) => response.url().endsWith("/contact_api/career.php"));
    await page.getByRole("button", { name: "Submit application" }).click();
    expect((await answer).status()).toBe(415);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your application could not be sent");
    await expect(page.getByTestId("refusal-reason")).toHaveText("The resume could not be opened as a PDF file.");
    await expect(page.getByRole("link", { name: "Back to the application form" })).toHaveAttribute(
      "href",
      "/company/career/LaTeX",
    );
    // The page keeps the site's header and footer.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await page.getByRole("link", { name: "Back to the application form" }).click();
    await expect(page).toHaveURL(`${node.url}/company/career/LaTeX`);
    expect(smtp.received).toHaveLength(2);
  });
});

test("the refusal pages are templates: not served at their own address", async ({ request }) => {
  for (const path of ["/form-refused/contact", "/form-refused/career"]) {
    const response = await request.get(`${node.url}${path}`);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).not.toContain("%FORM_REFUSAL");
  }
});
