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
    expect(bucketOf("LCP", 0)).toBe(10);
    expect(bucketOf("LCP", 1234)).toBe(1250);
    expect(bucketOf("LCP", 2500)).toBe(2500);
    expect(bucketOf("LCP", 2501)).toBe(2600);
    expect(bucketOf("INP", 200)).toBe(200);
    expect(bucketOf("INP", 201)).toBe(210);
    expect(bucketOf("TTFB", 60_000)).toBe(60_000);
    expect(bucketOf("CLS", 0.1)).toBe(100);
    expect(bucketOf("CLS", 0.29)).toBe(290);
    expect(bucketOf("CLS", 0.2501)).toBe(260);
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
  test("is the bound of the bucket where three samples in four are reached", () => {
    const lcp = histogramOf("LCP", [900, 1100, 1200, 1900, 2300, 2450, 3100, 5200]);
    // 8 samples: the sixth (2450 ms) is the 75th percentile; its bucket ends at 2500 ms.
    expect(p75("LCP", lcp)).toEqual({ value: 2500, samples: 8, rating: "good" });
    const slower = histogramOf("LCP", [900, 1100, 1200, 1900, 2300, 2510, 3100, 5200]);
    expect(p75("LCP", slower)).toEqual({ value: 2600, samples: 8, rating: "needs improvement" });
    expect(p75("CLS", histogramOf("CLS", [0, 0, 0.3, 0.31]))).toEqual({ value: 0.3, samples: 4, rating: "poor" });
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
