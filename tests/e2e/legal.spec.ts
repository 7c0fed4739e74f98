import type { Page } from "@playwright/test";
import { legalPages } from "../../core/copy/legal.ts";
import { addressLines, site } from "../../core/copy/site.ts";
import { rawViewRetentionDays } from "../../core/protocols/insights-protocol.ts";
import { loadConfig } from "../../server/config.ts";
import { axeViolations, desktop, expect, hydrated, mobile, navigate, test } from "../support/e2e.ts";
import { openForm } from "../support/e2e-forms.ts";

/** The three pages of this spec; the disclaimer has the same layout. */
const pages = [legalPages.privacy, legalPages.imprint, legalPages.accessibility];
/** What the build read, as the server does: the privacy notice must state this period. */
const retentionDays = loadConfig(process.env).RETENTION_DAYS;

for (const { name, href } of pages) {
  test(`${href}: 200, title, one h1, a breadcrumb to Home, contents that jump to their sections, no axe violations`, async ({
    page,
  }) => {
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page).toHaveTitle(`${name} | ${site.name}`);
    await expect(page.locator("meta[name='description']")).toHaveAttribute("content", /.{80,}/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    const crumbs = breadcrumb.getByRole("link");
    await expect(crumbs).toHaveCount(2);
    await expect(crumbs.first()).toHaveText("Home");
    await expect(crumbs.first()).toHaveAttribute("href", "/");
    await expect(crumbs.first()).not.toHaveAttribute("aria-current");
    await expect(crumbs.last()).toHaveText(name);
    await expect(crumbs.last()).toHaveAttribute("href", href);
    await expect(crumbs.last()).toHaveAttribute("aria-current", "page");

    // Every entry of the table of contents leads to a numbered section heading.
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    expect(await contents.count()).toBeGreaterThan(3);
    for (const link of await contents.all()) {
      const target = ((await link.getAttribute("href")) ?? "").slice(1);
      await expect(page.locator(`[id="${target}"] h2`)).toContainText(await link.innerText());
    }

    expect(await axeViolations(page, { all: true })).toEqual([]);
  });
}

test("the privacy notice states the configured retention period", async ({ page }) => {
  await page.goto(legalPages.privacy.href);
  const period = `${retentionDays} ${retentionDays === 1 ? "day" : "days"}`;
  const storage = page.locator("li", { has: page.getByRole("heading", { name: /for how long/ }) });
  await expect(storage).toContainText(`deleted from the server, together with any résumé, once they are ${period} old`);
  await expect(page.getByRole("region", { name: "At a glance" })).toContainText(`deleted after ${period}`);
  // No other period in days is stated, but the visit counts' for the individual page views.
  const days = [...(await page.locator("main").innerText()).matchAll(/(\d+) days?\b/g)].map((m) => Number(m[1]));
  expect(new Set(days)).toEqual(new Set([retentionDays, rawViewRetentionDays]));
});

test("the privacy notice names the controller, the mailbox and the contact for access and deletion", async ({
  page,
}) => {
  await page.goto(legalPages.privacy.href);
  const main = page.locator("main");
  await expect(main.getByText(site.legalName).first()).toBeVisible();
  const rights = page.locator("li", { has: page.getByRole("heading", { name: "Your rights" }) });
  await expect(rights.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(rights).toContainText("deleted");
});

test("the imprint shows the legal name, the offices' addresses, phones and e-mail, and only the registration details that are set", async ({
  page,
}) => {
  await page.goto(legalPages.imprint.href);
  const main = page.locator("main");
  await expect(main.getByText(site.legalName).first()).toBeVisible();
  await expect(main.getByRole("link", { name: site.email }).first()).toHaveAttribute("href", `mailto:${site.email}`);
  for (const phone of site.phones) {
    await expect(main.getByRole("link", { name: phone.display }).first()).toHaveAttribute("href", `tel:${phone.tel}`);
  }
  const publisher = page.locator("li", { has: page.getByRole("heading", { name: "Publisher" }) });
  for (const office of site.offices) {
    for (const line of addressLines(office)) await expect(publisher).toContainText(line);
  }
  const registration = page.locator("li", { has: page.getByRole("heading", { name: "Registration" }) });
  const filled = Object.values(site.legal).filter(Boolean);
  for (const value of filled) await expect(main).toContainText(value as string);
  if (filled.length < Object.keys(site.legal).length) await expect(registration).toContainText("available on request");
});

test.describe("the footer links the legal pages", () => {
  // A page of each kind: home, a service page, the careers page, and the not-found page (served
  // without scripts).
  // The browser reports the not-found page's own 404 status as a console error.
  test.use({ expectedConsoleErrors: { url: /\/no-such-page$/ } });
  for (const path of ["/", "/content/peerreview", "/company/career", "/no-such-page"]) {
    test(`on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
      const footer = page.getByRole("contentinfo");
      for (const { name, href } of [...pages, legalPages.disclaimer]) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
    });
  }

  test("a footer link opens its page client-side, and the breadcrumb leads back home", async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: legalPages.imprint.name }).click();
    await expect(page).toHaveURL(legalPages.imprint.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalPages.imprint.name);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("the forms link the privacy notice beside their submit buttons", () => {
  test.use({ viewport: desktop });

  for (const { path, submit } of [
    { path: "/company/contactus", submit: "Send message" },
    { path: "/company/career/apply", submit: "Submit application" },
  ]) {
    test(path, async ({ page }) => {
      const form = await openForm(page, path);
      const button = form.getByRole("button", { name: submit });
      const link = form.getByRole("link", { name: "privacy notice" });
      await expect(link).toHaveAttribute("href", legalPages.privacy.href);
      // Beside the button: in the same row of actions, and on screen together with it.
      const actions = form
        .locator("div")
        .filter({ has: page.getByRole("button", { name: submit }) })
        .filter({ has: page.getByRole("link", { name: "privacy notice" }) });
      await expect(actions.last()).toBeVisible();
      const [buttonBox, linkBox] = [await button.boundingBox(), await link.boundingBox()];
      expect(Math.abs((linkBox?.y ?? 0) - (buttonBox?.y ?? 0))).toBeLessThan(120);
      await link.click();
      await expect(page).toHaveURL(legalPages.privacy.href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legalPages.privacy.name);
    });
  }
});

test("the pages make no third-party requests and set no cookies", async ({ page, context, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== new URL(baseURL ?? "").origin) {
      foreign.push(request.url());
    }
  });
  for (const path of ["/", legalPages.privacy.href, "/company/contactus"]) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
  }
  await navigate(page, "/company/career");
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
});

test.describe("the contents and links to a section land just below the sticky header", () => {
  test.use({ viewport: mobile });

  /** The section's heading comes to rest 0 to 40 px below the sticky header. */
  async function expectJustBelowHeader(page: Page, id: string) {
    const belowHeader = () =>
      page
        .locator(`[id="${id}"] h2`)
        .evaluate(
          (heading) =>
            heading.getBoundingClientRect().top -
            (document.querySelector("header")?.getBoundingClientRect().bottom ?? 0),
        );
    await expect.poll(belowHeader).toBeLessThan(40);
    expect(await belowHeader()).toBeGreaterThanOrEqual(0);
  }

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with scripts" : "without scripts", () => {
      test.use({ javaScriptEnabled });

      test("an entry of the contents", async ({ page }) => {
        await page.goto(legalPages.privacy.href);
        if (javaScriptEnabled) await hydrated(page);
        const last = page.getByRole("navigation", { name: "Contents" }).getByRole("link").last();
        const id = ((await last.getAttribute("href")) ?? "").slice(1);
        await last.click();
        await expectJustBelowHeader(page, id);
      });

      test("a link from another page", async ({ page }) => {
        const id = "your-rights";
        await page.goto(`${legalPages.privacy.href}#${id}`);
        await expectJustBelowHeader(page, id);
      });
    });
  }
});
