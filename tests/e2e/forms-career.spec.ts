import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../support/e2e.ts";
import {
  answers,
  countPosts,
  deliveredMail,
  expectOnlyFailedRequests,
  heldAnswer,
  openForm,
  pdf,
  seriousViolations,
  toast,
  viewports,
} from "../support/e2e-forms.ts";

const endpoint = "/contact_api/career.php";
const openings = [
  { title: "Template Developer LaTeX", years: "8-13 years", slug: "LaTeX" },
  { title: "Dot Net Developer", years: "3-6 years", slug: "DotNet" },
  { title: "Full Stack Developer", years: "1-2 years", slug: "Full_Stack" },
  { title: "PHP / Python Developer", years: "2-3 years", slug: "PHP_Python" },
  { title: "Mobile Application Developer", years: "0-2 years", slug: "AppDevelopment" },
];
const generalPositions = [
  "Paginator",
  "Quality Controller",
  "Quality Analyst",
  "Data Conversion Analyst",
  "Software Developer",
];
const experience = [
  "Fresher",
  "0 - 1 year",
  "1 - 2 years",
  "2 - 3 years",
  "4 - 5 years",
  "5 - 6 years",
  "6 - 7 years",
  "7 - 8 years",
  "8 - 9 years",
  "9 - 10 years",
  "10+ years",
];
const notice = ["Immediate", "1 month", "2 month", "3 month"];

function fields(page: Page) {
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    phone: page.getByLabel("Phone", { exact: true }),
    resume: page.locator("input[type=file][name=resume]"),
    experience: page.getByRole("combobox", { name: "Experience" }),
    position: page.getByRole("combobox", { name: "Position" }),
    notice: page.getByRole("combobox", { name: "Notice period" }),
    submit: page.getByRole("button", { name: /Submit application|Submitting/ }),
    cancel: page.getByRole("button", { name: "Cancel" }),
  };
}

async function choose(list: ReturnType<typeof fields>["experience"], option: string) {
  await list.selectOption(option);
  await expect(list).toHaveValue(option);
}

async function fillValid(page: Page, name = "Anita Rao") {
  const f = fields(page);
  await f.name.fill(name);
  await f.email.fill("anita.rao@example.org");
  await f.phone.fill("9840012345");
  await f.resume.setInputFiles(pdf);
  await choose(f.experience, "4 - 5 years");
  if ((await f.position.inputValue()) === "") await choose(f.position, "Quality Analyst");
  await choose(f.notice, "1 month");
}

/** The choices of a list, after its empty first entry (the placeholder). */
async function optionsOf(list: ReturnType<typeof fields>["experience"]): Promise<string[]> {
  const [placeholder, ...options] = await list
    .locator("option")
    .evaluateAll((elements) =>
      elements.map((option) => ({ value: (option as HTMLOptionElement).value, text: option.textContent ?? "" })),
    );
  expect(placeholder?.value).toBe("");
  for (const option of options) expect(option.value).toBe(option.text);
  return options.map((option) => option.text);
}

for (const viewport of viewports) {
  test.describe(`careers at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("the careers page: hero, 'I'm Interested' and the five openings", async ({ page }) => {
      await page.goto("/company/career");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Explore career opportunities" })).toBeVisible();
      await expect(page.getByRole("link", { name: "I'm Interested" })).toHaveAttribute("href", "/company/career/apply");
      await expect(page.getByText("Opening positions")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Current vacancy" })).toBeVisible();
      for (const opening of openings) {
        const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: opening.title }) });
        await expect(card).toContainText(opening.years);
        await expect(card).toContainText("Full time");
        await expect(card).toContainText("Not Disclosed");
        await expect(card.getByRole("link", { name: /Apply Now/ })).toHaveAttribute(
          "href",
          `/company/career/${opening.slug}`,
        );
      }
      await page.getByRole("link", { name: `Apply Now for ${openings[1]?.title}` }).click();
      await expect(page).toHaveURL(/\/company\/career\/DotNet$/);
      await expect(page.locator("form[data-ready]")).toHaveCount(1);
      await expect(fields(page).position).toHaveValue("Dot Net Developer");
    });

    test("option lists: general positions on /apply, the openings with one preselected on an opening", async ({
      page,
    }) => {
      await openForm(page, "/company/career/apply");
      const f = fields(page);
      await expect(page.getByRole("heading", { level: 2, name: "Applicant Details" })).toBeVisible();
      await expect(f.position).toHaveValue("");
      await expect(f.position.locator("option:checked")).toHaveText("Select position");
      expect(await optionsOf(f.position)).toEqual(generalPositions);
      expect(await optionsOf(f.experience)).toEqual(experience);
      expect(await optionsOf(f.notice)).toEqual(notice);

      await openForm(page, "/company/career/Full_Stack");
      await expect(f.position).toHaveValue("Full Stack Developer");
      expect(await optionsOf(f.position)).toEqual(openings.map((opening) => opening.title));
    });

    test.describe("an unknown opening", () => {
      // The browser reports the document's own 404 status as a console error.
      test.use({ expectedConsoleErrors: { url: /\/company\/career\/Astronaut$/ } });

      test("an unknown opening shows the not-found page", async ({ page }) => {
        const response = await page.goto("/company/career/Astronaut");
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      });
    });

    test("on submit: the table's messages, 'Please fill All fields', focus on the first, nothing sent", async ({
      page,
    }) => {
      await openForm(page, "/company/career/apply");
      const posts = countPosts(page, endpoint);
      const f = fields(page);
      await f.submit.click();
      await expect(toast(page, "Please fill All fields")).toBeVisible();
      const expected: [typeof f.name, string][] = [
        [f.name, "Name is required."],
        [f.email, "Email is required."],
        [f.phone, "Phone number is required."],
        [f.experience, "Experience is required."],
        [f.position, "Position is required."],
        [f.notice, "Notice period is required."],
      ];
      for (const [control, message] of expected) {
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(message);
      }
      await expect(f.resume).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("File is required.")).toBeVisible();
      await expect(f.name).toBeFocused();

      await f.name.fill("Anita Rao");
      await f.email.fill("anita.rao@");
      await f.phone.pressSequentially("98-400 123");
      await expect(f.phone).toHaveValue("98400123");
      await f.submit.click();
      await expect(f.email).toHaveAccessibleDescription("Invalid email format.");
      await expect(f.phone).toHaveAccessibleDescription("Phone number must be 10 digits.");
      await expect(f.email).toBeFocused();
      await f.phone.press("End");
      await f.phone.pressSequentially("4567");
      await expect(f.phone).toHaveValue("9840012345");
      expect(posts()).toBe(0);
    });

    test("the lists are the browser's own: named, required, sent under their field names, keyboard operable", async ({
      page,
    }) => {
      await openForm(page, "/company/career/apply");
      const f = fields(page);
      for (const [list, name] of [
        [f.experience, "experience"],
        [f.position, "position"],
        [f.notice, "notice"],
      ] as const) {
        expect(await list.evaluate((element) => element.tagName)).toBe("SELECT");
        await expect(list).toHaveAttribute("name", name);
        await expect(list).toHaveAttribute("required", "");
      }
      // Typing on a focused list chooses the matching entry, as in any native list.
      await f.notice.focus();
      await page.keyboard.type("3");
      await expect(f.notice).toHaveValue("3 month");
      await f.experience.focus();
      await page.keyboard.type("10");
      await expect(f.experience).toHaveValue("10+ years");
      await page.keyboard.press("Tab");
      await expect(f.position).toBeFocused();
    });

    test("no serious accessibility violations with errors shown", async ({ page }) => {
      await openForm(page, "/company/career/apply");
      await fields(page).submit.click();
      await expect(page.getByText("File is required.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the file picker takes PDFs only and shows the chosen file's name", async ({ page }) => {
      await openForm(page, "/company/career/apply");
      const f = fields(page);
      await expect(f.resume).toHaveAttribute("accept", "application/pdf,.pdf");
      await f.resume.setInputFiles(pdf);
      await expect(page.getByTestId("resume-name")).toHaveText(pdf.name);
      await expect(f.resume).toHaveAccessibleDescription(new RegExp(pdf.name.replace(/\./g, "\\.")));
      await f.resume.setInputFiles({
        name: "photo.png",
        mimeType: "image/png",
        buffer: Buffer.from("89504e47", "hex"),
      });
      await expect(page.getByTestId("resume-name")).toHaveText("photo.png");
      await f.submit.click();
      await expect(page.getByText("The resume must be a PDF file.")).toBeVisible();
    });

    test("Cancel clears the form and the errors, and keeps the opening", async ({ page }) => {
      await openForm(page, "/company/career/LaTeX");
      const f = fields(page);
      await f.submit.click();
      await expect(page.getByText("Name is required.")).toBeVisible();
      await fillValid(page);
      await f.email.fill("broken");
      await f.submit.click();
      await expect(page.getByText("Invalid email format.")).toBeVisible();
      await f.cancel.click();
      await expect(f.name).toHaveValue("");
      await expect(f.email).toHaveValue("");
      await expect(f.phone).toHaveValue("");
      await expect(f.resume).toHaveValue("");
      await expect(page.getByTestId("resume-name")).toHaveCount(0);
      await expect(f.experience).toHaveValue("");
      await expect(f.notice).toHaveValue("");
      // The opening this page is for stays chosen.
      await expect(f.position).toHaveValue("Template Developer LaTeX");
      await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
      await expect(page.getByText("Invalid email format.")).toHaveCount(0);
    });

    test("busy, then success: progress shown, further submits ignored, the form resets", async ({ page }) => {
      await openForm(page, "/company/career/apply");
      const posts = countPosts(page, endpoint);
      const answer = heldAnswer();
      await page.route(`**${endpoint}`, answer.route);
      await fillValid(page);
      const f = fields(page);
      await f.submit.click();
      await expect(f.submit).toHaveAttribute("aria-busy", "true");
      await expect(f.submit).toHaveText("Submitting…");
      const form = page.getByRole("form", { name: "Applicant Details" });
      await expect.poll(() => form.evaluate((element) => getComputedStyle(element).cursor)).toBe("wait");
      // A visitor's click on the busy button (aria-disabled, which Playwright would wait out).
      await f.submit.click({ force: true });
      await f.name.press("Enter");
      // The presses all landed while the post was on its way.
      await expect(f.submit).toHaveAttribute("aria-busy", "true");
      // The answer comes once they have, after the post, which waits for the proof first.
      answer.release();
      await expect(toast(page, "Application Submit successfull!")).toBeVisible({ timeout: 20_000 });
      expect(posts()).toBe(1);
      await expect(f.name).toHaveValue("");
      await expect(f.experience).toHaveValue("");
      await expect(page.getByTestId("resume-name")).toHaveCount(0);
      await expect(f.submit).toHaveText("Submit application");
    });

    test("refusal: '<server message>, Message could not be sent', values kept", async ({ page, consoleErrors }) => {
      await openForm(page, "/company/career/apply");
      await page.route(`**${endpoint}`, answers.refused("The resume must be a PDF file"));
      await fillValid(page, "Kept Applicant");
      await fields(page).submit.click();
      await expect(toast(page, "The resume must be a PDF file, Message could not be sent")).toBeVisible();
      await expect(fields(page).name).toHaveValue("Kept Applicant");
      await expect(fields(page).experience).toHaveValue("4 - 5 years");
      await expect(page.getByTestId("resume-name")).toHaveText(pdf.name);
      expectOnlyFailedRequests(consoleErrors);
    });

    test("network failure: 'An unexpected error occurred', values kept", async ({ page, consoleErrors }) => {
      await openForm(page, "/company/career/apply");
      await page.route(`**${endpoint}`, answers.networkDown);
      await fillValid(page, "Offline Applicant");
      await fields(page).submit.click();
      await expect(toast(page, "An unexpected error occurred")).toBeVisible();
      await expect(fields(page).name).toHaveValue("Offline Applicant");
      expectOnlyFailedRequests(consoleErrors);
    });

    test("a real application through the server is written to the outbox with its PDF", async ({ page }) => {
      await openForm(page, "/company/career/PHP_Python");
      const marker = `Real Applicant ${viewport.size.width} ${Date.now()}`;
      await fillValid(page, marker);
      await fields(page).submit.click();
      await expect(toast(page, "Application Submit successfull!")).toBeVisible();
      const mail = await deliveredMail(marker);
      expect(mail).toContain(`Subject: Job application from ${marker}: PHP / Python Developer`);
      expect(mail).toContain("Content-Type: application/pdf");
      expect(mail).toContain(pdf.buffer.toString("base64").slice(0, 40));
    });
  });
}
