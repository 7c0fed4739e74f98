/**
 * The screenshots of docs/editing.md: the editing screen (`npm run edit`, started here on a copy
 * of content/ so nothing is saved) in Chromium at 1280 × 800, written to docs/editing/.
 *   node scripts/editing-screenshots.ts
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { launchOptions } from "../tests/browser.ts";

const repoRoot = resolve(import.meta.dirname, "..");
const outDir = join(repoRoot, "docs", "editing");
const root = mkdtempSync(join(tmpdir(), "editing-screenshots-"));
cpSync(join(repoRoot, "content"), join(root, "content"), { recursive: true });
const port = 8091;
const editor = spawn(process.execPath, ["scripts/edit.ts"], {
  cwd: repoRoot,
  env: { ...process.env, EDIT_PORT: String(port), EDIT_ROOT: root },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((ready) => editor.stdout?.on("data", () => ready()));

const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const url = `http://127.0.0.1:${port}`;

async function shot(name: string, target: Page = page): Promise<void> {
  await target.waitForTimeout(800);
  await target.screenshot({ path: join(outDir, `${name}.png`) });
  console.log(`docs/editing/${name}.png`);
}

try {
  await page.goto(`${url}/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${url}/#/collections/news`);
  await page.getByText("Scriptoria joins STM Week 2023 in London").waitFor();
  await shot("1-news-list");

  await page.goto(`${url}/#/collections/news/new`);
  await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
  await page.getByLabel("Headline").fill("Scriptoria opens a digital accessibility lab in Chennai");
  await page
    .getByLabel("Summary")
    .fill(
      "Our new lab tests every accessible EPUB we make with the screen readers and reading apps our clients' readers use.",
    );
  await page.getByLabel("Place").fill("Scriptoria, Chennai, India");
  await shot("2-new-story");
  await page.getByRole("button", { name: "Choose an image" }).click();
  await shot("3-choose-photo");

  await page.goto(`${url}/#/collections/openings`);
  await page.reload();
  await page.getByRole("link", { name: /Dot Net Developer/ }).click();
  await page.getByLabel("Closed").scrollIntoViewIfNeeded();
  await shot("4-close-opening");

  await page.goto(`${url}/#/collections/offices`);
  await page.reload();
  await page.getByRole("link", { name: "Frankfurt" }).click();
  await page.getByLabel("For dialling").scrollIntoViewIfNeeded();
  await shot("5-office-phone");
} finally {
  await browser.close();
  editor.kill();
  rmSync(root, { recursive: true, force: true });
}
