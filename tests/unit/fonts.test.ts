import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const fontsCss = readFileSync(join(root, "app/fonts/fonts.css"), "utf8");
const appCss = readFileSync(join(root, "app/app.css"), "utf8");

/** Each @font-face of fonts.css: its family and its file. */
const faces = [...fontsCss.matchAll(/@font-face \{[^}]*font-family: "([^"]+)";[^}]*src: url\("\.\/([^"]+)"\)/g)].map(
  ([, family = "", file = ""]) => ({ family, file }),
);
const stack = (name: string) =>
  (appCss.match(new RegExp(`--font-${name}: ([^;]+);`))?.[1] ?? "")
    .split(",")
    .map((family) => family.trim().replaceAll('"', ""));

describe("the site's fonts", () => {
  it("give each family the pages draw in only its preloaded core", () => {
    expect(faces.filter((face) => face.family === "Inter Variable")).toEqual([
      { family: "Inter Variable", file: "inter-core-wght-400-600.woff2" },
    ]);
    expect(faces.filter((face) => face.family === "Source Serif 4")).toEqual([
      { family: "Source Serif 4", file: "source-serif-4-core-600.woff2" },
    ]);
  });

  it("declare every other file under the family's extended name", () => {
    const rest = faces.filter((face) => !face.file.includes("-core-"));
    expect(rest.length).toBeGreaterThan(0);
    for (const face of rest) {
      expect(face.family, face.file).toBe(
        face.file.startsWith("inter-") ? "Inter Variable Extended" : "Source Serif 4 Extended",
      );
    }
  });

  it("name the extended family right after the core in each stack", () => {
    expect(stack("sans").slice(0, 2)).toEqual(["Inter Variable", "Inter Variable Extended"]);
    expect(stack("display").slice(0, 2)).toEqual(["Source Serif 4", "Source Serif 4 Extended"]);
  });
});
