/**
 * The parsers an entry goes through (core/content-model/load.ts, news-ids.ts): the same results as
 * the patterns they replace on ordinary text, one pass over hostile text (a megabyte of spaces,
 * of brackets, an alias bomb), separators and invisible controls normalised, and a collection's
 * missing folder named.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ContentError,
  contentDir,
  loadCollection,
  normalisedEntryText,
  paragraphs,
  parseEntry,
  splitFrontMatter,
  yamlLimits,
  yamlShape,
} from "../../core/content-model/load.ts";
import { withStoryId } from "../../core/content-model/news-ids.ts";
import { charKind } from "../../core/content-model/plain-text.ts";
import { newsSchema } from "../../core/content-model/schemas.ts";

/** The patterns the parsers replace, kept here to compare with. */
const before = {
  paragraphs: (body: string) =>
    body
      .split(/\r?\n\s*\r?\n/)
      .map((block) => block.replace(/\s*\r?\n\s*/g, " ").trim())
      .filter((block) => block.length > 0),
  split(text: string) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    return match ? { front: match[1] ?? "", body: match[2] ?? "" } : undefined;
  },
  withStoryId(text: string, id: number) {
    const end = text.search(/\r?\n---/);
    const front = end < 0 ? text : text.slice(0, end);
    const rest = end < 0 ? "" : text.slice(end);
    const withoutEmptyId = front.replace(/^id:[ \t]*(?:null|~|''|"")?[ \t]*(?:\r?\n|$)/m, "");
    return `${withoutEmptyId}${rest}`.replace(/^---\r?\n/, `---\nid: ${id}\n`);
  },
};

/** A repeatable stream of pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function texts(alphabet: readonly string[], count: number, seed: number, longest = 40): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * longest) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""),
  );
}

/** Milliseconds `run` takes. */
function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function contentError(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("no ContentError");
}

const megabyte = 1024 * 1024;

describe("paragraphs", () => {
  it("gives what the patterns gave for every body of the repository and for ordinary text", () => {
    for (const folder of ["news", "leaders"]) {
      for (const name of readdirSync(join(contentDir, folder)).filter((file) => file.endsWith(".md"))) {
        const body = splitFrontMatter(readFileSync(join(contentDir, folder, name), "utf8"))?.body ?? "";
        expect(paragraphs(body), name).toEqual(before.paragraphs(body));
      }
    }
    const alphabet = ["a", "b", "c.", " ", " ", "\t", "\n", "\n", "\r\n", "\u00a0", "\u3000", "é"];
    for (const body of texts(alphabet, 5000, 1))
      expect(paragraphs(body), JSON.stringify(body)).toEqual(before.paragraphs(body));
  });

  it("reads a separator as a break and drops invisible controls, as if they were written out", () => {
    const alphabet = [
      "a",
      "b",
      " ",
      "\n",
      "\r",
      "\t",
      "\u2028",
      "\u2029",
      "\u0085",
      "\ufeff",
      "\u0001",
      "\u000b",
      "\u009f",
    ];
    const writtenOut = (body: string) =>
      body
        .replace(/\u2029/g, "\n\n")
        .replace(/[\u2028\u0085]/g, "\n")
        // biome-ignore lint/suspicious/noControlCharactersInRegex: writing them out is the point.
        .replace(/[\r\u000b\u000c]/g, " ")
        // biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
        .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufeff]/g, "");
    for (const body of texts(alphabet, 5000, 2)) {
      expect(paragraphs(body), JSON.stringify(body)).toEqual(before.paragraphs(writtenOut(body)));
    }
    expect(paragraphs("One\u2028line.\u2029Two.\u0085Still two\u0007.")).toEqual(["One line.", "Two. Still two."]);
  });

  it("counts the white space of JavaScript's \\s, plus the separators and controls it handles", () => {
    const differing: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const spaceByKind = charKind(code) !== "text" && charKind(code) !== "dropped";
      if (spaceByKind !== /\s/.test(String.fromCharCode(code))) differing.push(code.toString(16));
    }
    // The byte-order mark is dropped rather than kept as a space; NEL is a line break.
    expect(differing).toEqual(["85", "feff"]);
    expect(charKind(0xfeff)).toBe("dropped");
  });

  it("reads a megabyte of spaces, or of line ends without a blank line, in one pass", () => {
    // The pattern `\s*\r?\n\s*` took 55 s for 100,000 spaces without a line end.
    const spaces = `Start${" ".repeat(megabyte)}end`;
    const lines = "word \n".repeat(megabyte / 6);
    const words = "x\t".repeat(megabyte / 2);
    const found: string[][] = [];
    for (const body of [spaces, lines, words]) {
      // Each takes tens of milliseconds; the patterns took hours over a megabyte.
      expect(timed(() => found.push(paragraphs(body)))).toBeLessThan(1500);
    }
    expect(found[0]).toEqual([spaces]);
    expect(found[1]).toEqual([lines.trim().replaceAll(" \n", " ")]);
    expect(found[2]?.[0]?.length).toBe(megabyte - 1);
  });
});

describe("front matter", () => {
  it("is split where the pattern split it", () => {
    const alphabet = ["---", "-", "\n", "\r\n", "\r", "a: b", " ", "x"];
    for (const text of texts(alphabet, 5000, 3, 16)) {
      expect(splitFrontMatter(text), JSON.stringify(text)).toEqual(before.split(text));
    }
    for (const text of ["---\n---\nbody", "---\n\n---", "---\r\na: 1\r\n---\r\nbody", "---\na: 1\n---"]) {
      expect(splitFrontMatter(text), JSON.stringify(text)).toEqual(before.split(text));
    }
  });

  it("refuses front matter beyond its bounds before parsing it, naming the file", () => {
    const file = "content/news/2026-01-x.md";
    const refusal = (front: string) => contentError(() => parseEntry(file, `---\n${front}\n---\nBody.\n`)).problem;
    expect(refusal(`headline: x${" ".repeat(megabyte)}`)).toEqual({
      file,
      field: "(the file)",
      reason: `the front matter is ${megabyte + 11} characters long; at most ${yamlLimits.length} are read`,
    });
    expect(refusal("\n".repeat(megabyte / 2))?.reason).toBe("the front matter has more than 500 lines");
    expect(refusal(`k: [${"1,".repeat(megabyte / 4)}]`)?.reason).toBe(
      "the front matter has more than 200 items in [ ] or { } lists",
    );
  });

  it("refuses deep nesting and an alias bomb as the file's fault, with the reason", () => {
    const brackets = contentError(() => parseEntry("content/clients/x.yml", `name: ${"[".repeat(10_000)}`));
    expect(brackets.problem?.reason).toBe("the file nests lists and maps more than 32 levels deep");
    const items = contentError(() => parseEntry("content/clients/x.yml", `name:\n  ${"- ".repeat(4000)}x`));
    expect(items.problem?.reason).toBe("the file nests lists and maps more than 32 levels deep");
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (const name of ["b", "c", "d", "e", "f", "g", "h"]) {
      const previous = String.fromCharCode(name.charCodeAt(0) - 1);
      bomb.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
    }
    const aliases = contentError(() => parseEntry("content/clients/x.yml", bomb.join("\n")));
    expect(aliases.problem).toEqual({
      file: "content/clients/x.yml",
      field: "(the file)",
      reason: "not valid YAML: it repeats aliases (*name) too often; write the values out",
    });
    const unresolved = contentError(() => parseEntry("content/clients/x.yml", "name: *nowhere"));
    expect(unresolved.problem?.reason).toMatch(/^not valid YAML: /);
  });

  it("measures the repository's entries well within the bounds", () => {
    expect(yamlShape("gallery:\n  - photo: a.jpg\n    caption: A [draft, v2] {b}\n")).toEqual({
      lines: 4,
      flowItems: 1,
      nesting: 4,
    });
    for (const folder of ["news", "samples", "offices"]) {
      for (const name of readdirSync(join(contentDir, folder))) {
        const text = readFileSync(join(contentDir, folder, name), "utf8");
        const shape = yamlShape(splitFrontMatter(text)?.front ?? text);
        expect(shape.nesting, name).toBeLessThanOrEqual(4);
        expect(shape.lines, name).toBeLessThan(50);
      }
    }
  });
});

describe("a new story's id", () => {
  it("is written where the patterns wrote it", () => {
    const alphabet = [
      "---\n",
      "id:",
      "id: null",
      "id: ~",
      "id: ''",
      'id: ""',
      " ",
      "\t",
      "\n",
      "\r\n",
      "\r",
      "a: 1",
      "\u2028",
    ];
    for (const text of texts(alphabet, 5000, 4, 12)) {
      expect(withStoryId(text, 7), JSON.stringify(text)).toBe(before.withStoryId(text, 7));
    }
  });

  it("is written in one pass after a megabyte of spaces on the id line", () => {
    const text = `---\nid:${" ".repeat(megabyte)}# none\ndate: 2026-01-01\n---\nBody.\n`;
    let written = "";
    expect(timed(() => (written = withStoryId(text, 3)))).toBeLessThan(1000);
    expect(written.startsWith("---\nid: 3\nid:")).toBe(true);
  });
});

describe("separators in fields", () => {
  it("leave every file of the repository as it is, and a file saved normalised reads as the original", () => {
    for (const folder of readdirSync(contentDir)) {
      for (const name of readdirSync(join(contentDir, folder)).filter((file) => /\.(?:md|yml)$/.test(file))) {
        const text = readFileSync(join(contentDir, folder, name), "utf8");
        expect(normalisedEntryText(name, text), name).toBe(text);
      }
    }
    const raw = "---\nheadline: A\u2028B\u0007\n---\nOne\u2028two.\u2029Three\ufeff.\u0085Four.\n";
    const saved = normalisedEntryText("x.md", raw);
    expect(saved).toBe("---\nheadline: A B\n---\nOne\ntwo.\n\nThree.\nFour.\n");
    expect(parseEntry("x.md", saved)).toEqual({ headline: "A B", body: ["One two.", "Three. Four."] });
    expect(paragraphs(raw.slice(raw.indexOf("One")))).toEqual(["One two.", "Three. Four."]);
  });

  it("become spaces in a one-line field and invisible controls go", () => {
    const story = {
      date: "2026-01-01",
      headline: "Two\u2028lines\u2029and\u0085more\u0000",
      summary: "\ufeffSummary.",
      place: "Chennai",
      illustration: "news-03",
      alt: "An illustration.",
      highlights: ["One\u2029line."],
      body: ["Text."],
    };
    const data = newsSchema.parse(story);
    expect(data.headline).toBe("Two lines and more");
    expect(data.summary).toBe("Summary.");
    expect(data.highlights).toEqual(["One line."]);
  });
});

describe("a collection's folder", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is named when it is missing or holds fewer entries than the site needs", () => {
    dir = join(mkdtempSync(join(tmpdir(), "collections-")), "content");
    mkdirSync(dir);
    const missing = contentError(() => loadCollection("leaders", dir));
    expect(missing.message).toMatch(
      /content\/leaders: \(the folder\): there is no folder \S*content\/leaders; the About page shows at least one leader$/,
    );
    mkdirSync(join(dir, "clients"));
    const few = contentError(() => loadCollection("clients", dir));
    expect(few.problem?.file).toMatch(/content\/clients$/);
    expect(few.problem?.reason).toMatch(/^has 0 entries; the home page's logo strip needs 12 logos/);
    expect(loadCollection("openings", dir)).toEqual([]);
  });
});
