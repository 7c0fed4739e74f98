/**
 * What follows the served build when a publish switches it (server/app.ts): the pages a visit
 * may name, and the page that answers a form sent without scripts and refused, whose header and
 * footer (an office's telephone, say) editors change.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { formRefusedPages, refusalTokens } from "../../core/copy/form-replies.ts";
import { insightsEndpoint } from "../../core/protocols/insights-protocol.ts";
import { startServer } from "../../scripts/lib/server.ts";
import { fixtureBuild } from "../../scripts/lib/server-env.ts";
import { cleanupAfterEach } from "../support/cleanup.ts";

const cleanup = cleanupAfterEach();
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A build with these pages, and a contact refusal page whose footer gives `telephone`. */
function build(pages: string[], telephone: string): string {
  const dir = fixtureBuild(pages);
  const refusal = join(dir, formRefusedPages.contact.path);
  mkdirSync(refusal, { recursive: true });
  writeFileSync(
    join(refusal, "index.html"),
    `<!doctype html><title>Message not sent</title><main><p>${refusalTokens.reason}</p><a href="${refusalTokens.back}">Back</a></main><footer>Call ${telephone}</footer>`,
  );
  return dir;
}

test("after a switch, a refused plain form gets the new build's page, and a view names the new build's pages", async () => {
  const running = await startServer({
    inProcess: true,
    env: { BUILD_DIR: build(["", "company/News"], "+49 69 5000 2020") },
  });
  cleanup(running.close);
  const refusal = async () => {
    const response = await fetch(`${running.url}/contact_api/contact.php`, {
      method: "POST",
      body: new URLSearchParams({ name: "", email: "not-an-address", comments: "" }),
      headers: { accept: "text/html", origin: running.url },
    });
    expect(response.status).toBe(422);
    return response.text();
  };
  const view = async (path: string) => {
    const response = await fetch(`${running.url}${insightsEndpoint}`, {
      method: "POST",
      body: JSON.stringify({ events: [{ type: "view", path, device: "phone" }] }),
      headers: { "content-type": "text/plain", "user-agent": browser, origin: running.url },
    });
    expect(response.status).toBe(204);
  };
  expect(await refusal()).toContain("Call +49 69 5000 2020");

  await running.app.site.switchTo(build(["", "company/Aboutus"], "+49 69 5000 2030"));
  const page = await refusal();
  expect(page).toContain("Call +49 69 5000 2030");
  expect(page).toContain('href="/company/contactus"');
  await view("/company/Aboutus");
  await view("/company/News");
  await running.app.insights.settle();
  expect(await running.app.insights.store.totals("page", "2000-01-01", "2100-01-01")).toEqual([
    { value: "/company/Aboutus", views: 1, visitors: 1 },
    { value: "other", views: 1, visitors: 1 },
  ]);
});
