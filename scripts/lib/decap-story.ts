/**
 * The fields of a news story in Decap CMS after its summary, place and photo, filled as an editor
 * fills them: for the publishing test (tests/e2e/admin-publish.spec.ts) and the editing guide's
 * screenshots (scripts/editing-screenshots.ts).
 */
import type { Page } from "@playwright/test";

export async function fillStoryDetails(page: Page, illustration?: string): Promise<void> {
  if (illustration) await page.getByLabel("Illustration (optional)", { exact: true }).fill(illustration);
  await page.getByLabel("Picture description").fill("Testers at a long desk with screen readers and braille displays.");
  await page.getByRole("button", { name: "Add line" }).click();
  await page.getByLabel("Line", { exact: true }).fill("Every accessible EPUB is now tested with real screen readers.");
  await page
    .getByLabel("Story", { exact: true })
    .fill("The lab opened this week in Pune.\n\nIts findings go straight back into our production workflow.");
  await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
}
