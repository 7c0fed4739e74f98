import { describe, expect, test } from "vitest";
import { bucketOf, type Histogram, p75, rating } from "../../server/insights/vitals.ts";

/** A histogram of `values` of one metric, as the store keeps it. */
function histogramOf(name: Parameters<typeof bucketOf>[0], values: number[]): Histogram {
  const histogram: Histogram = new Map();
  for (const value of values) {
    const bucket = bucketOf(name, value);
    if (bucket === undefined) throw new Error(`${value} is out of range`);
    histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
  }
  return histogram;
}

describe("the vitals' buckets", () => {
  test("a sample falls in the smallest bucket whose bound is at or above it", () => {
    // Exactly 0 has a bucket of its own: no layout shift at all is not 0.001.
    expect(bucketOf("LCP", 0)).toBe(0);
    expect(bucketOf("CLS", 0)).toBe(0);
    // To the millisecond up to 1 s, the measured value itself.
    expect(bucketOf("INP", 96)).toBe(96);
    expect(bucketOf("INP", 200)).toBe(200);
    expect(bucketOf("INP", 201)).toBe(201);
    expect(bucketOf("INP", 999.4)).toBe(1000);
    // Then 10 ms steps to 5 s, 50 ms to 10 s, 500 ms to 60 s.
    expect(bucketOf("LCP", 1234)).toBe(1240);
    expect(bucketOf("LCP", 2500)).toBe(2500);
    expect(bucketOf("LCP", 2501)).toBe(2510);
    expect(bucketOf("LCP", 7321)).toBe(7350);
    expect(bucketOf("TTFB", 60_000)).toBe(60_000);
    // CLS to the thousandth up to 1, then tenths.
    expect(bucketOf("CLS", 0.1)).toBe(100);
    expect(bucketOf("CLS", 0.29)).toBe(290);
    expect(bucketOf("CLS", 0.0523)).toBe(53);
    expect(bucketOf("CLS", 0.2501)).toBe(251);
    expect(bucketOf("CLS", 3.14)).toBe(3200);
  });

  test("absurd values have no bucket: negative, not a number, infinite, an LCP of a day, a CLS above 10", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, 86_400_000, 60_001]) {
      expect(bucketOf("LCP", value)).toBeUndefined();
    }
    expect(bucketOf("CLS", 10.5)).toBeUndefined();
    expect(bucketOf("CLS", -0.01)).toBeUndefined();
  });
});

describe("the 75th percentile", () => {
  test("is the bound of the bucket where three samples in four are reached: the value itself, as a sort finds it", () => {
    const lcp = histogramOf("LCP", [900, 1100, 1200, 1900, 2300, 2450, 3100, 5200]);
    // 8 samples: the sixth (2450 ms) is the 75th percentile.
    expect(p75("LCP", lcp)).toEqual({ value: 2450, samples: 8, rating: "good" });
    const slower = histogramOf("LCP", [900, 1100, 1200, 1900, 2300, 2510, 3100, 5200]);
    expect(p75("LCP", slower)).toEqual({ value: 2510, samples: 8, rating: "needs improvement" });
    expect(p75("CLS", histogramOf("CLS", [0, 0, 0.3, 0.31]))).toEqual({ value: 0.3, samples: 4, rating: "poor" });
    // A page that never moved: 0, not the first bucket's bound.
    expect(p75("CLS", histogramOf("CLS", [0, 0, 0, 0.02]))).toEqual({ value: 0, samples: 4, rating: "good" });
    expect(p75("INP", histogramOf("INP", [40, 96, 96, 180]))).toEqual({ value: 96, samples: 4, rating: "good" });
  });

  test("equals the nearest-rank percentile of the values themselves, to the bucket's width", () => {
    // A reference: sort, take the ceil(0.75 n)-th. Pseudo-random samples, fixed seed.
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (const [name, largest, width] of [
      ["INP", 900, 0],
      ["LCP", 4900, 10],
      ["CLS", 0.9, 0],
    ] as const) {
      const values = Array.from({ length: 501 }, () =>
        name === "CLS" ? Math.round(next() * largest * 1000) / 1000 : Math.round(next() * largest),
      );
      const reference = values.toSorted((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1] ?? 0;
      const value = p75(name, histogramOf(name, values))?.value ?? -1;
      expect(value).toBeGreaterThanOrEqual(reference);
      expect(value - reference).toBeLessThanOrEqual(width);
    }
  });

  test("is undefined without samples", () => {
    expect(p75("INP", new Map())).toBeUndefined();
  });

  test("is rated on Google's thresholds", () => {
    expect([2500, 2600, 4000, 4100].map((value) => rating("LCP", value))).toEqual([
      "good",
      "needs improvement",
      "needs improvement",
      "poor",
    ]);
    expect([200, 500, 510].map((value) => rating("INP", value))).toEqual(["good", "needs improvement", "poor"]);
    expect([0.1, 0.25, 0.26].map((value) => rating("CLS", value))).toEqual(["good", "needs improvement", "poor"]);
  });
});
