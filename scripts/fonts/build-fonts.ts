/**
 * Writes the site's two faces into app/fonts/ with the stylesheet that declares them
 * (app/fonts/fonts.css):
 * - Inter, the text face: the variable font of @fontsource-variable/inter, one file per script
 *   subset as fontsource splits it, with its weight axis cut to the range the site uses (400 to
 *   600);
 * - Source Serif 4 semibold, the headings' face, from @fontsource/source-serif-4.
 * Each face's Latin subset is split in two: a core file with the characters the site writes
 * (ASCII and every other Latin character found in the sources of app/, core/ and server/),
 * which the pages preload, and the rest of Latin, which a browser fetches only for a page that
 * uses one of those characters. Only the OpenType features the site uses are kept. The
 * preloaded files drop from 53 KB to about 29 KB, so the first screen waits for less. The build
 * fails when a page uses a Latin character outside the core (scripts/check-budgets.ts): run this
 * again then, and after updating a font package.
 *
 * The cores alone bear the families' names; every other file is declared under a second family
 * ("Inter Variable Extended", "Source Serif 4 Extended") that app.css names next in each stack.
 * A browser builds a font for every face of a family it lays text in, and for a face not loaded
 * yet that font is a system font: with all the subsets under one name, the first layout of every
 * page looked up system fonts once per size and weight on the screen. The second family is only
 * asked for a character the core lacks, such as one a visitor types into a form.
 *
 *   npm run fonts
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { codePointsOf, latinRange, unicodeRange } from "./unicode-ranges.ts";

const weights = { min: 400, max: 600 };
const root = join(import.meta.dirname, "..", "..");
const outDir = join(root, "app", "fonts");
const require = createRequire(import.meta.url);
const interDir = dirname(require.resolve("@fontsource-variable/inter/package.json"));
const serifDir = dirname(require.resolve("@fontsource/source-serif-4/package.json"));
const subsets = JSON.parse(readFileSync(join(interDir, "unicode.json"), "utf8")) as Record<string, string>;
// Name records kept for the licence: copyright, licence description and licence URL.
const licenceNameIds = [0, 13, 14];
// OpenType features kept: those browsers apply by default, and tabular figures (Tailwind's
// tabular-nums). The stylistic sets, alternates and fractions the site never asks for go.
const features = ["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig", "rvrn", "tnum"];

/** ASCII and every non-ASCII Latin character in the site's sources (content, UI, server answers). */
function coreCodePoints(latin: Set<number>): Set<number> {
  const core = new Set<number>([0xa0]);
  for (let code = 0; code <= 0x7f; code++) core.add(code);
  for (const dir of ["app", "core", "server"]) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(entry)) continue;
      for (const char of readFileSync(join(root, dir, entry), "utf8")) {
        const code = char.codePointAt(0) ?? 0;
        if (code > 0x7f && latin.has(code)) core.add(code);
      }
    }
  }
  return core;
}

interface Face {
  family: string;
  comment: string;
  file: string;
  source: Buffer;
  codePoints: Set<number>;
  /** The weight descriptor and, for the variable font, the axis range kept. */
  weight: string;
  axes?: { wght: typeof weights };
}

const latin = codePointsOf(latinRange);
const core = coreCodePoints(latin);
const latinRest = new Set([...latin].filter((code) => !core.has(code)));
const interFile = (subset: string) => readFileSync(join(interDir, "files", `inter-${subset}-wght-normal.woff2`));
const serifSource = readFileSync(join(serifDir, "files", "source-serif-4-latin-600-normal.woff2"));
const interFace = { weight: `${weights.min} ${weights.max}`, axes: { wght: weights } };
const interExtended = { ...interFace, family: "Inter Variable Extended" };
const interCore = { ...interFace, family: "Inter Variable" };
const serifExtended = { family: "Source Serif 4 Extended", weight: "600" };
const serifCore = { ...serifExtended, family: "Source Serif 4" };
const cut = `wght-${weights.min}-${weights.max}`;

type FaceSettings = Pick<Face, "family" | "weight" | "axes">;

/** A font's Latin: the rest under its extended family, the preloaded core under its own name. */
function latinFaces(
  extended: FaceSettings,
  coreFamily: FaceSettings,
  file: (part: "latin" | "core") => string,
  source: Buffer,
): Face[] {
  return [
    { ...extended, comment: "latin", file: file("latin"), source, codePoints: latinRest },
    { ...coreFamily, comment: "latin, core (preloaded)", file: file("core"), source, codePoints: core },
  ];
}

// Among faces of one family whose ranges overlap, the browser prefers the one declared last:
// the Latin faces come last.
const faces: Face[] = [
  ...Object.entries(subsets)
    .filter(([subset]) => subset !== "latin")
    .map(([subset, range]) => ({
      ...interExtended,
      comment: subset,
      file: `inter-${subset}-${cut}.woff2`,
      source: interFile(subset),
      codePoints: codePointsOf(range),
    })),
  ...latinFaces(interExtended, interCore, (part) => `inter-${part}-${cut}.woff2`, interFile("latin")),
  ...latinFaces(serifExtended, serifCore, (part) => `source-serif-4-${part}-600.woff2`, serifSource),
];

mkdirSync(outDir, { recursive: true });
const rules: string[] = [];
for (const face of faces) {
  const text = String.fromCodePoint(...[...face.codePoints].filter((code) => code < 0xd800 || code > 0xdfff));
  const font = await subsetFont(face.source, text, {
    targetFormat: "woff2",
    variationAxes: face.axes,
    keepFeatures: features,
    preserveNameIds: licenceNameIds,
  });
  writeFileSync(join(outDir, face.file), font);
  console.log(
    `fonts: ${face.file} ${(face.source.length / 1024).toFixed(1)} KB -> ${(font.length / 1024).toFixed(1)} KB`,
  );
  rules.push(`/* ${face.family}, ${face.comment} */
@font-face {
  font-family: "${face.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url("./${face.file}") format("${face.axes ? "woff2-variations" : "woff2"}");
  unicode-range: ${unicodeRange(face.codePoints)};
}`);
}
writeFileSync(
  join(outDir, "fonts.css"),
  `/* Generated by \`npm run fonts\` (scripts/fonts/build-fonts.ts). Do not edit: change the script and rerun. */\n\n${rules.join("\n\n")}\n`,
);
