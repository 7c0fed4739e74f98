import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { site } from "../../core/copy/site.ts";
import { buildCodeOfEthics, OUTPUT } from "../../scripts/documents/build-code-of-ethics.ts";

const source = readFileSync(join(import.meta.dirname, "../../scripts/documents/code-of-ethics.md"), "utf8");
const committed = new Uint8Array(readFileSync(OUTPUT));

interface OutlineItem {
  title: string;
  items: OutlineItem[];
}

async function open(bytes: Uint8Array) {
  return getDocumentProxy(bytes.slice());
}

describe("the Code of Ethics PDF", () => {
  it("is tagged, in British English, and says who publishes it", async () => {
    const pdf = await open(committed);
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    expect(info.Language).toBe("en-GB");
    expect(info.Title).toBe(`${site.name} Code of Ethics and Business Conduct`);
    expect(info.Author).toBe(site.legalName);
    expect(info.CreationDate).toBe("D:20240401000000Z");
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
  });

  it("names the company by the legal name in site.ts, which the Markdown leaves to it", async () => {
    expect(source).not.toContain(site.legalName);
    expect(source).toContain("{legalName}");
    const { text } = await extractText(await open(committed), { mergePages: true });
    // The cover's band, section 1 and the closing table.
    expect(text.split(site.legalName).length - 1).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain("{legalName}");
    expect(text).toContain("Peer review confidentiality");
  });

  it("has an outline of every heading of the Markdown, in order", async () => {
    const outline = ((await (await open(committed)).getOutline()) ?? []) as OutlineItem[];
    const flat = (items: OutlineItem[]): string[] => items.flatMap((item) => [item.title, ...flat(item.items)]);
    const headings = [...source.matchAll(/^#{1,3} (.+)$/gm)].map((match) => match[1]);
    expect(flat(outline)).toEqual([headings[0], "Contents", ...headings.slice(1)]);
    // The title holds the rest; "##" sections hold their "###" subsections.
    expect(outline.map((item) => item.title)).toEqual([headings[0]]);
    const speakingUp = outline[0]?.items.find((item) => item.title.startsWith("16."));
    expect(speakingUp?.items.map((item) => item.title)).toEqual([
      "How to raise a concern",
      "What happens next",
      "No retaliation",
      "When in doubt",
    ]);
  });

  it("is reproducible, and the committed file is what the Markdown makes (else run `npm run documents`)", async () => {
    const [first, second] = [await buildCodeOfEthics(), await buildCodeOfEthics()];
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    // The committed file's text, not its bytes: another Chromium release lays out the same text.
    const text = async (bytes: Uint8Array) => (await extractText(await open(bytes), { mergePages: true })).text;
    expect(await text(committed)).toBe(await text(first));
  }, 90_000);
});
