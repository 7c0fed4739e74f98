import type { Locator } from "@playwright/test";
import { contentServices } from "../../core/copy/content-services.ts";
import { digitalServices } from "../../core/copy/digital-services.ts";
import { expect, hydrated, test } from "../support/e2e.ts";

/** Pages whose grids hold 4, 5, 6, 7 and 8 cards: every leftover case of both grids. */
const pages = {
  "/digital/contentdigitization": digitalServices.contentdigitization.services.list.length,
  "/content/editorialoffice": contentServices.editorialoffice.services.list.length,
  "/content/peerreview": contentServices.peerreview.services.list.length,
  "/content/journalproduction": contentServices.journalproduction.services.list.length,
  "/digital/contentconversion": digitalServices.contentconversion.services.list.length,
};

test("the pages cover 4 to 8 cards", () => {
  expect(Object.values(pages)).toEqual([4, 5, 6, 7, 8]);
});

interface Box {
  x: number;
  y: number;
  width: number;
}

/** The cards' boxes, grouped into rows by their top edge. */
async function rows(grid: Locator): Promise<Box[][]> {
  const boxes = await grid.locator(":scope > li").evaluateAll((items) =>
    items.map((item) => {
      const rect = item.getBoundingClientRect();
      return { x: rect.x, y: Math.round(rect.y), width: rect.width };
    }),
  );
  const byRow = new Map<number, Box[]>();
  for (const box of boxes) byRow.set(box.y, [...(byRow.get(box.y) ?? []), box]);
  return [...byRow.values()];
}

const widths = [
  { width: 360, label: "small", perRow: 1 },
  { width: 768, label: "medium", perRow: 2 },
  { width: 1100, label: "large", perRow: 3 },
  { width: 1440, label: "large", perRow: 3 },
] as const;

for (const { width, label, perRow } of widths) {
  test(`at ${width} px (${label}) full rows hold ${perRow} card(s) and every last row is filled`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, count] of Object.entries(pages)) {
      await page.goto(path);
      await hydrated(page);
      const grid = page.getByTestId("service-grid");
      const gridBox = await grid.boundingBox();
      if (!gridBox) throw new Error(`no grid on ${path}`);
      const gap = await grid.evaluate((el) => Number.parseFloat(getComputedStyle(el).columnGap) || 0);
      const found = await rows(grid);
      expect(found.flat(), path).toHaveLength(count);
      const full = Math.floor(count / perRow);
      expect(found.length, `${path}: rows`).toBe(Math.ceil(count / perRow));
      for (const [index, row] of found.entries()) {
        if (index < full) expect(row, `${path}: row ${index + 1}`).toHaveLength(perRow);
        // Cards and gaps span the grid from edge to edge: no row leaves a hole.
        const used = row.reduce((total, box) => total + box.width, 0) + gap * (row.length - 1);
        expect(Math.abs(used - gridBox.width), `${path}: row ${index + 1} fills the grid`).toBeLessThan(1.5);
        const first = row[0];
        if (first) expect(Math.abs(first.x - gridBox.x)).toBeLessThan(1);
      }
    }
  });
}

test("the grid re-flows when the window is resized", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/content/journalproduction");
  await hydrated(page);
  const grid = page.getByTestId("service-grid");
  expect((await rows(grid)).map((row) => row.length)).toEqual([3, 3, 1]);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect.poll(async () => (await rows(grid)).map((row) => row.length)).toEqual([2, 2, 2, 1]);
  await page.setViewportSize({ width: 400, height: 900 });
  await expect.poll(async () => (await rows(grid)).length).toBe(7);
});
