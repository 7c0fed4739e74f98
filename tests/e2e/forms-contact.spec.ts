import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e.ts";
import {
  answers,
  countPosts,
  deliveredMail,
  expectOnlyFailedRequests,
  heldAnswer,
  openForm,
  seriousViolations,
  toast,
  viewports,
} from "../support/e2e-forms.ts";

const path = "/company/contactus";
const endpoint = "/contact_api/contact.php";

function fields(page: Page) {
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    phone: page.getByLabel("Phone number", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: /Send message|Sending/ }),
  };
}

async function fillValid(page: Page, name = "Miriam Okafor") {
  const f = fields(page);
  await f.name.fill(name);
  await f.email.fill("miriam.okafor@example.org");
  await f.phone.fill("6175550142");
  await f.message.fill("We need XML conversion for 3,000 backlist titles. Can you send a quote?");
}

for (const viewport of viewports) {
  test.describe(`contact form at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("the page: hero e-mail link, 'Contact Our Team', 'Get in touch', offices link", async ({ page }) => {
      await openForm(page, path);
      await expect(page.locator("main a[href='mailto:info@scriptoria.example']").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Contact Our Team" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Get in touch" })).toBeVisible();
      await expect(page.getByRole("link", { name: "See our offices" })).toHaveAttribute("href", "/company/offices");
      await expect(fields(page).email).toHaveAttribute("type", "email");
    });

    test("every field is required; errors are tied to their fields; focus goes to the first", async ({ page }) => {
      await openForm(page, path);
      const posts = countPosts(page, endpoint);
      const f = fields(page);
      await f.send.click();
      const expected: [typeof f.name, string][] = [
        [f.name, "Name is required."],
        [f.email, "Email is required."],
        [f.phone, "Phone number is required."],
        [f.message, "Message is required."],
      ];
      for (const [input, message] of expected) {
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(message);
      }
      await expect(f.name).toBeFocused();
      await f.email.fill("not an address");
      await f.send.click();
      await expect(f.email).toHaveAccessibleDescription("Invalid email format.");
      expect(posts()).toBe(0);
    });

    test("no serious accessibility violations with the errors shown", async ({ page }) => {
      await openForm(page, path);
      await fields(page).send.click();
      await expect(page.getByText("Name is required.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("other errors clear on edit", async ({ page }) => {
      await openForm(page, path);
      const f = fields(page);
      await f.send.click();
      await expect(page.getByText("Name is required.")).toBeVisible();
      await f.name.pressSequentially("M");
      await expect(page.getByText("Name is required.")).toBeHidden();
      await expect(f.name).not.toHaveAttribute("aria-invalid");
      await expect(page.getByText("Email is required.")).toBeVisible();
      await f.message.fill("Hello");
      await expect(page.getByText("Message is required.")).toBeHidden();
      await expect(page.getByText("Email is required.")).toBeVisible();
    });

    test("the phone keeps digits only, at most 10, and asks for exactly 10 until it has them", async ({ page }) => {
      await openForm(page, path);
      const { phone } = fields(page);
      await phone.pressSequentially("+1 (617");
      await expect(phone).toHaveValue("1617");
      await expect(page.getByText("Phone number must be exactly 10 digits")).toBeVisible();
      await expect(phone).toHaveAccessibleDescription("Phone number must be exactly 10 digits");
      await phone.pressSequentially(") 555-01");
      await expect(phone).toHaveValue("161755501");
      await expect(page.getByText("Phone number must be exactly 10 digits")).toBeVisible();
      await phone.pressSequentially("42 ext. 99");
      await expect(phone).toHaveValue("1617555014");
      await expect(page.getByText("Phone number must be exactly 10 digits")).toBeHidden();
      await phone.press("Backspace");
      await expect(page.getByText("Phone number must be exactly 10 digits")).toBeVisible();
    });

    test("busy: further submits are ignored, wait cursor, the button shows progress", async ({ page }) => {
      await openForm(page, path);
      const posts = countPosts(page, endpoint);
      const answer = heldAnswer();
      await page.route(`**${endpoint}`, answer.route);
      await fillValid(page);
      const f = fields(page);
      await f.send.click();
      await expect(f.send).toHaveAttribute("aria-busy", "true");
      await expect(f.send).toHaveText("Sending…");
      const form = page.getByRole("form", { name: "Contact Our Team" });
      await expect(form).toHaveAttribute("aria-busy", "true");
      await expect.poll(() => form.evaluate((element) => getComputedStyle(element).cursor)).toBe("wait");
      // A visitor's click on the busy button (aria-disabled, which Playwright would wait out).
      await f.send.click({ force: true });
      await f.message.press("Control+Enter");
      await f.name.press("Enter");
      // The presses all landed while the post was on its way.
      await expect(f.send).toHaveAttribute("aria-busy", "true");
      // The answer comes once they have, after the post, which waits for the proof first.
      answer.release();
      await expect(toast(page, "Message sent successfully!")).toBeVisible({ timeout: 20_000 });
      expect(posts()).toBe(1);
      await expect(f.send).toHaveAttribute("aria-busy", "false");
      await expect(f.send).toHaveText("Send message");
    });

    test("success: the form resets and the success toast shows", async ({ page }) => {
      await openForm(page, path);
      await page.route(`**${endpoint}`, answers.ok);
      await fillValid(page);
      await fields(page).send.click();
      await expect(toast(page, "Message sent successfully!")).toBeVisible();
      for (const input of Object.values(fields(page)).slice(0, 4)) await expect(input).toHaveValue("");
    });

    test("refusal: '<server message>, Message could not be sent', values kept", async ({ page, consoleErrors }) => {
      await openForm(page, path);
      await page.route(`**${endpoint}`, answers.refused("Too many submissions from your address"));
      await fillValid(page, "Kept Values");
      await fields(page).send.click();
      await expect(toast(page, "Too many submissions from your address, Message could not be sent")).toBeVisible();
      await expect(fields(page).name).toHaveValue("Kept Values");
      await expect(fields(page).phone).toHaveValue("6175550142");
      expectOnlyFailedRequests(consoleErrors);
    });

    test("network failure: 'An unexpected error occurred', values kept", async ({ page, consoleErrors }) => {
      await openForm(page, path);
      await page.route(`**${endpoint}`, answers.networkDown);
      await fillValid(page, "Offline Visitor");
      await fields(page).send.click();
      await expect(toast(page, "An unexpected error occurred")).toBeVisible();
      await expect(fields(page).name).toHaveValue("Offline Visitor");
      expectOnlyFailedRequests(consoleErrors);
    });

    test("an answer that is not the endpoint's JSON: 'An unexpected error occurred'", async ({ page }) => {
      await openForm(page, path);
      await page.route(`**${endpoint}`, answers.garbage);
      await fillValid(page, "Proxy Victim");
      await fields(page).send.click();
      await expect(toast(page, "An unexpected error occurred")).toBeVisible();
      await expect(fields(page).name).toHaveValue("Proxy Victim");
    });

    test("a real submission through the server is written to the outbox", async ({ page }) => {
      await openForm(page, path);
      const marker = `Real Contact ${viewport.size.width} ${Date.now()}`;
      await fillValid(page, marker);
      await fields(page).send.click();
      await expect(toast(page, "Message sent successfully!")).toBeVisible();
      const mail = await deliveredMail(marker);
      expect(mail).toContain(`Subject: Mail from ${marker}`);
      expect(mail).toContain("Reply-To: ");
      expect(mail).toMatch(/Received on \d{2}\.\d{2}\.\d{4}/);
    });

    test("the proof of work: started in the form, solved by workers from this site, sent with the fields", async ({
      page,
    }) => {
      const origins = new Set<string>();
      const requests: string[] = [];
      page.on("request", (request) => {
        origins.add(new URL(request.url()).origin);
        requests.push(new URL(request.url()).pathname);
      });
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      let sent: string | null = null;
      await page.route(`**${endpoint}`, async (route) => {
        sent = route.request().postData();
        await answers.ok(route);
      });
      await openForm(page, path);
      // Nothing of it in the first load: no challenge and no solver before the visitor starts.
      expect(requests.filter((request) => request.startsWith("/contact_api/"))).toEqual([]);
      expect(workers).toEqual([]);
      // Sent at once after filling: the submit waits for the proof (and the least fill time).
      await fillValid(page);
      await fields(page).send.click();
      await expect(toast(page, "Message sent successfully!")).toBeVisible({ timeout: 20_000 });
      expect(requests.filter((request) => request === "/contact_api/challenge")).toHaveLength(1);
      expect(workers.length).toBeGreaterThan(0);
      for (const worker of workers) expect(new URL(worker).origin).toBe(new URL(page.url()).origin);
      expect([...origins]).toEqual([new URL(page.url()).origin]);
      expect(sent).toContain('name="altcha"');
    });
  });
}
