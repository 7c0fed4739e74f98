/**
 * The hosted editing screen in each engine: an editor signs in on the sign-in page, opens a news
 * story in Decap CMS, adds its event, sees it in the preview of the story's page, publishes, and the screen's status bar goes live with a link
 * to the story's page. The admin area runs as an operator runs it (scripts/lib/admin-site.ts: a
 * clone of this repository as EDIT_REPO, an account made with `npm run editors`), publishing with
 * the stand-in build, which serves the built site again in a second: the real build's minute per
 * engine is proven once, in Chromium (tests/e2e/admin-publish.spec.ts).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminSite, siteEditor, startAdminSite } from "../../scripts/lib/admin-site.ts";
import { until } from "../../scripts/lib/until.ts";
import type { Engine } from "./engines.ts";

const buildDir = join(process.env.BUILD_ROOT ?? "build", "client");
const title = "Scriptoria's e-book production certified for accessibility";
const story = `14 March 2023 · ${title}`;

export function adminJourney(name: string, start: (baseUrl: string) => Promise<Engine>) {
  describe(`${name}: the hosted editing screen`, () => {
    let site: AdminSite;
    let browser: Engine;

    beforeAll(async () => {
      site = await startAdminSite({ buildDir, standIn: true });
      browser = await start(site.url);
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await site?.stop();
    });

    it("an editor signs in, publishes a change to a story, and the status bar says it is live with a link", async () => {
      await browser.open("/admin/", { plain: true });
      await browser.fill("E-mail address", siteEditor.email);
      await browser.fill("Password", siteEditor.password);
      await browser.click("button", "Sign in");
      // One sign-in: Decap's screen opens without a login step of its own.
      await browser.click("link", "News stories");
      await browser.click("link", story);
      // Both engines name Decap's fields as they are drawn: in capitals.
      await browser.fill("EVENT OR SERIES (OPTIONAL)", `EPUB Accessibility audit (${name})`);
      // The preview beside the fields: the story's page as the site renders it, with the new event.
      await until(
        "the preview to show the story's page with its new event",
        async () =>
          Boolean(
            await browser.run(`
              const pane = document.querySelector("iframe")?.contentDocument;
              const page = pane?.querySelector("iframe[title^=Preview]")?.contentDocument;
              return page?.querySelector("h1")?.textContent === ${JSON.stringify(title)} &&
                page.body.textContent.includes(${JSON.stringify(`EPUB Accessibility audit (${name})`)});`),
          ),
        20_000,
      );
      // The editorial workflow: saved as a draft, marked Ready, published (Decap's question is
      // answered yes: both engines accept the page's dialogs).
      await browser.click("button", "Save");
      // Decap's status menu button: both engines give it a name of their own (Chromium's is its
      // text), so it is opened by its text once the draft is saved.
      const statusButton = (text: string) =>
        `return [...document.querySelectorAll("[role=button][aria-haspopup]")].find((b) => b.textContent === "${text}")`;
      await until(
        "the draft to be saved",
        async () => Boolean(await browser.run(`${statusButton("Status: Draft")} !== undefined`)),
        20_000,
      );
      await browser.run(`${statusButton("Status: Draft")}.click()`);
      await browser.click("menuitem", "Ready");
      await until(
        // Decap's notice of the new status sits over the Publish menu until it goes.
        "the draft to be Ready, and Decap's notice of it gone",
        async () =>
          Boolean(
            await browser.run(
              `${statusButton("Status: Ready")} !== undefined && !document.body.textContent.includes("Entry status updated")`,
            ),
          ),
        20_000,
      );
      await browser.click("button", "Publish");
      await browser.click("menuitem", "Publish now");
      await browser.see("link", title);
      const message = await browser.run<string>(
        `return document.querySelector("#publish-status [role=status]").textContent`,
      );
      expect(message).toBe(`Live: ${title}, News and events, Home page`);
      const href = await browser.run<string>(
        `return document.querySelector("#publish-status [role=status] a").getAttribute("href")`,
      );
      expect(href).toBe("/company/Newsdetail/4");
      const commit = execFileSync("git", ["log", "-1", "--format=%an <%ae>%n%s"], { cwd: site.repo, encoding: "utf8" });
      expect(commit).toMatch(
        new RegExp(`^${siteEditor.name} <${siteEditor.email}>\nUpdate .*2023-03-accessible-ebook-production-certified`),
      );
    });
  });
}
