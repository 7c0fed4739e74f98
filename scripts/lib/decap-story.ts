/**
 * The fields of a news story in Decap CMS after its summary, place and photo, filled as an editor
 * fills them: for the publishing test (tests/e2e/admin-publish.spec.ts) and the editing guide's
 * screenshots (scripts/editing-screenshots.ts); and a date field (the screen's site-date widget).
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
  await fillDate(page, "Date", "2026-11-20");
}

/** Chooses `iso` (YYYY-MM-DD) in the date field labelled `label`: its day, its month, its year. */
export async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  const [year = "", month = "", day = ""] = iso.split("-");
  const field = page.getByRole("group", { name: label, exact: true });
  await field.getByLabel("Day", { exact: true }).selectOption(String(Number(day)));
  await field.getByLabel("Month", { exact: true }).selectOption(String(Number(month)));
  await field.getByLabel("Year", { exact: true }).fill(year);
}
