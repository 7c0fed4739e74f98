import { describe, expect, it } from "vitest";
import { cardSpans, cyclicTones, pastelTones, randomTones } from "../../app/lib/card-layout.ts";

/** Splits spans into rows of a grid with `columns` columns, the way CSS grid places them. */
function rows(spans: number[], columns: number): number[][] {
  const result: number[][] = [];
  let row: number[] = [];
  let used = 0;
  for (const span of spans) {
    if (used + span > columns) {
      result.push(row);
      row = [];
      used = 0;
    }
    row.push(span);
    used += span;
  }
  if (row.length > 0) result.push(row);
  return result;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("cardSpans", () => {
  it("returns one span per card and nothing for no cards", () => {
    expect(cardSpans(0)).toEqual([]);
    for (let count = 1; count <= 8; count++) expect(cardSpans(count)).toHaveLength(count);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])("fills every row on medium and large screens with %i cards", (count) => {
    const spans = cardSpans(count);
    for (const row of rows(
      spans.map((span) => span.md),
      4,
    )) {
      expect(sum(row)).toBe(4);
    }
    for (const row of rows(
      spans.map((span) => span.lg),
      6,
    )) {
      expect(sum(row)).toBe(6);
    }
  });

  it("keeps full rows at the base span and only widens the leftovers", () => {
    expect(cardSpans(6).map((span) => span.lg)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(cardSpans(7).map((span) => span.lg)).toEqual([2, 2, 2, 2, 2, 2, 6]);
    expect(cardSpans(8).map((span) => span.lg)).toEqual([2, 2, 2, 2, 2, 2, 3, 3]);
    expect(cardSpans(5).map((span) => span.md)).toEqual([2, 2, 2, 2, 4]);
    expect(cardSpans(4).map((span) => span.md)).toEqual([2, 2, 2, 2]);
  });

  it("gives a single card the whole row", () => {
    expect(cardSpans(1)).toEqual([{ md: 4, lg: 6 }]);
  });
});

describe("tones", () => {
  const noRepeats = (tones: string[]) => tones.every((tone, index) => index === 0 || tone !== tones[index - 1]);

  it("cycles through the three pastels for the prerendered sequence", () => {
    expect(cyclicTones(5)).toEqual(["peach", "sky", "mint", "peach", "sky"]);
    expect(noRepeats(cyclicTones(8))).toBe(true);
  });

  it("never repeats a tone in a row, whatever the random source returns", () => {
    for (const fixed of [0, 0.34, 0.5, 0.67, 0.9999]) {
      expect(noRepeats(randomTones(8, () => fixed))).toBe(true);
    }
    for (let run = 0; run < 200; run++) {
      const tones = randomTones(8);
      expect(noRepeats(tones)).toBe(true);
      expect(tones.every((tone) => (pastelTones as readonly string[]).includes(tone))).toBe(true);
    }
  });

  it("uses all three tones over many visits", () => {
    const firsts = new Set(Array.from({ length: 300 }, () => randomTones(1)[0]));
    expect(firsts.size).toBe(3);
  });

  it("is deterministic for a given random source", () => {
    let seed = 1;
    const lcg = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const first = randomTones(6, lcg);
    seed = 1;
    expect(randomTones(6, lcg)).toEqual(first);
  });
});
