/**
 * The fields of a news story in Decap CMS after its summary, place and photo, filled as an editor
 * fills them: for the publishing test (tests/e2e/admin-publish.spec.ts) and the editing guide's
 * screenshots (scripts/editing-screenshots.ts); a date field (the screen's site-date widget); and
 * the steps of the editorial workflow: save a draft, set its status, publish it.
 */
import { expect, type Page } from "@playwright/test";

/**
 * A new story's headline, summary and place. The screen may still be setting the new entry up and
 * clear what was typed first: the headline is filled again until it stays.
 */
export async function fillStoryStart(page: Page, story: { headline: string; summary: string; place: string }) {
  const headline = page.getByLabel("Headline");
  await expect(async () => {
    await headline.fill(story.headline);
    await page.waitForTimeout(250);
    await expect(headline).toHaveValue(story.headline, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel("Summary").fill(story.summary);
  await page.getByLabel("Place").fill(story.place);
}

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

/** Waits for Decap's notice `text`. */
async function notice(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 20_000 });
}

/** Saves the open entry as a draft (Decap's editorial workflow): Save, then "Entry saved". */
export async function saveDraft(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await notice(page, "Entry saved");
}

/** Marks the open, saved draft `status` ("Draft", "In review" or "Ready"). */
export async function setStatus(page: Page, status: "Draft" | "In review" | "Ready"): Promise<void> {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status, exact: true }).click();
  await page.getByRole("button", { name: `Status: ${status}` }).waitFor();
}

/**
 * Publishes the open entry as an editor does in the editorial workflow: saved as a draft (if it
 * has unsaved changes), marked Ready (if it is not), then Publish, Publish now, and yes to
 * Decap's question.
 */
export async function publishFromScreen(page: Page): Promise<void> {
  if (await page.getByRole("button", { name: "Save", exact: true }).isEnabled()) await saveDraft(page);
  if ((await page.getByRole("button", { name: "Status: Ready" }).count()) === 0) await setStatus(page, "Ready");
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now", exact: true }).click();
}
