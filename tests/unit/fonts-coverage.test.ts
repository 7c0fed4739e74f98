/**
 * The build's fonts check (scripts/check-budgets.ts, scripts/fonts/coverage.ts): a Latin
 * character of the developers' own text that the preloaded cores lack fails the build (run
 * `npm run fonts`); a character only the editors' text brings (content/: a rare letter, a line
 * separator, an emoji, a CJK character) never does.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coverage, sourceCodePoints } from "../../scripts/fonts/coverage.ts";
import { codePointsOf, latinRange } from "../../scripts/fonts/unicode-ranges.ts";

const root = join(import.meta.dirname, "../..");
const fontsCss = readFileSync(join(root, "app/fonts/fonts.css"), "utf8");
const core = codePointsOf(fontsCss.match(/core \(preloaded\)[^}]*unicode-range: ([^;]+);/)?.[1] ?? "");
const latin = codePointsOf(latinRange);
const code = (char: string) => char.codePointAt(0) ?? 0;

describe("the fonts check", () => {
  it("fails for a Latin character of the developers' text that the cores lack, naming the pages", () => {
    const own = new Set([...core, code("ñ")]);
    const result = coverage(
      [
        { route: "/", html: "<p>Español: año</p>" },
        { route: "/about", html: "<p>año</p>" },
      ],
      { latin, core, own },
    );
    expect([...result.missing]).toEqual([["ñ", new Set(["/", "/about"])]]);
    expect(result.fromContent.size).toBe(0);
  });

  it("only notes what the editors' text brings: a rare letter, a line separator, an emoji, CJK", () => {
    const own = sourceCodePoints(root);
    const headline = "Đakovo ŀ — ñ ß \u2028 😀 字 «Ω»";
    const result = coverage([{ route: "/company/Newsdetail/99", html: `<h1>${headline}</h1>` }], { latin, core, own });
    expect(result.missing).toEqual(new Map());
    // The Latin ones the cores lack are noted (the others are another script's, drawn by another file).
    expect([...result.fromContent.keys()].sort()).toEqual(["\u2028", "«", "»", "ß", "ñ", "—"].sort());
  });

  it("reads the developers' text from app/, core/ and server/, never from the modules made from content/", () => {
    const dir = mkdtempSync(join(tmpdir(), "fonts-coverage-"));
    try {
      mkdirSync(join(dir, "app"));
      mkdirSync(join(dir, "core", "copy", "generated"), { recursive: true });
      mkdirSync(join(dir, "server"));
      writeFileSync(join(dir, "app", "page.tsx"), "export const title = 'Café';");
      writeFileSync(join(dir, "core", "copy", "about.ts"), "export const city = 'Düsseldorf';");
      writeFileSync(join(dir, "server", "answer.ts"), "export const answer = 'Größe';");
      writeFileSync(join(dir, "core", "copy", "generated", "news.ts"), "export const news = ['Đakovo'];");
      const own = sourceCodePoints(dir);
      expect(own.has(code("é"))).toBe(true);
      expect(own.has(code("ü"))).toBe(true);
      expect(own.has(code("ß"))).toBe(true);
      expect(own.has(code("Đ"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
