import type { Page } from "@playwright/test";
import { digitalServiceSlugs } from "../../core/copy/service-types.ts";
import { expect, hydrated, navigate, test } from "../support/e2e.ts";

/** The three pastels and their borders, as the browser computes them (app.css tokens). */
const pastels: Record<string, { background: string; border: string }> = {
  peach: { background: "rgb(253, 241, 231)", border: "rgb(243, 185, 140)" },
  sky: { background: "rgb(234, 243, 251)", border: "rgb(156, 195, 232)" },
  mint: { background: "rgb(237, 247, 239)", border: "rgb(159, 209, 169)" },
};

/** Each card's tone, read from its computed background and checked against its border. */
async function tones(page: Page): Promise<string[]> {
  const styles = await page
    .getByTestId("service-grid")
    .locator(":scope > li")
    .evaluateAll((cards) =>
      cards.map((card) => {
        const style = getComputedStyle(card);
        return { background: style.backgroundColor, border: style.borderTopColor };
      }),
    );
  return styles.map(({ background, border }) => {
    const entry = Object.entries(pastels).find(([, pastel]) => pastel.background === background);
    expect(entry, `background ${background} is one of the three pastels`).toBeDefined();
    expect(border, "the border matches the background").toBe(entry?.[1].border);
    return entry?.[0] ?? "";
  });
}

function expectNoRepeats(sequence: string[]) {
  for (let index = 1; index < sequence.length; index++) {
    expect(sequence[index], `card ${index + 1} differs from card ${index}`).not.toBe(sequence[index - 1]);
  }
}

test.use({ viewport: { width: 1440, height: 900 } });

for (const slug of digitalServiceSlugs) {
  test(`/digital/${slug}: pastel cards never repeat a colour, with no hydration warning`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`/digital/${slug}`);
    await hydrated(page);
    expectNoRepeats(await tones(page));
    // Bring the grid into view and away again: whatever was picked still never repeats.
    await page.getByTestId("service-grid").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByTestId("service-grid")).toHaveAttribute("data-tones", "random");
    expectNoRepeats(await tones(page));
    expect(consoleErrors.filter((message) => /hydrat|did not match|418|425/i.test(message))).toEqual([]);
  });
}

test("the prerendered HTML and the hydrated page agree, and a visible grid never changes colour", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/digital/contentconversion")).text();
  const prerendered = [...html.matchAll(/data-tone="([a-z]+)"/g)].map((match) => match[1]);
  expect(prerendered).toEqual(["peach", "sky", "mint", "peach", "sky", "mint", "peach", "sky"]);

  // A viewport tall enough to show the grid at load: its colours stay as rendered.
  await page.setViewportSize({ width: 1440, height: 2400 });
  await page.goto("/digital/contentconversion");
  await hydrated(page);
  await page.waitForTimeout(500);
  await expect(page.getByTestId("service-grid")).toHaveAttribute("data-tones", "prerendered");
  expect(await tones(page)).toEqual(prerendered);
});

test("on a first load the random colours are picked while the grid is out of view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/digital/ebooks");
  await hydrated(page);
  await expect(page.getByTestId("service-grid")).toHaveAttribute("data-tones", "random");
  expectNoRepeats(await tones(page));
});

test("colours are random per visit: client-side visits pick new sequences", async ({ page }) => {
  await page.goto("/digital/contentconversion");
  await hydrated(page);
  const seen = new Set<string>();
  for (let visit = 0; visit < 6; visit++) {
    const [path, cards] = visit % 2 === 0 ? ["/digital/accessibility", 5] : ["/digital/contentconversion", 8];
    await navigate(page, path);
    const grid = page.getByTestId("service-grid");
    await expect(grid.locator(":scope > li")).toHaveCount(cards);
    await expect(grid).toHaveAttribute("data-tones", "random");
    const sequence = await tones(page);
    expectNoRepeats(sequence);
    seen.add(sequence.join(","));
  }
  // Six visits to grids of 5 and 8 cards: identical sequences every time would mean no randomness.
  expect(seen.size).toBeGreaterThan(2);
});
