/**
 * The Core Web Vitals as kept: each sample counted in a fixed bucket (a histogram per day, page,
 * metric and device class), so that the 75th percentile over any days is read from the summed
 * counts. The buckets are fine enough for the figure to be the measured value (to the millisecond
 * up to 1 s, and to the thousandth of CLS; older samples were kept in coarser buckets, up to 10 ms
 * and 0.01), and Google's thresholds are bucket bounds, so a percentile's rating is exact. Values outside the plausible
 * range (a negative time, an LCP of a minute or more, a CLS above 10) are refused.
 */
import type { VitalName } from "../../core/protocols/insights-protocol.ts";

/** The largest value accepted, per metric (milliseconds; CLS has no unit). */
export const vitalLimits: Record<VitalName, number> = { LCP: 60_000, INP: 60_000, FCP: 60_000, TTFB: 60_000, CLS: 10 };

/** Good up to the first bound, poor above the second (web.dev/articles/vitals). */
export const vitalThresholds: Record<VitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type Rating = "good" | "needs improvement" | "poor";

/** Upper bounds in steps: [step, up to]; the first bucket holds exactly 0. */
function bounds(steps: readonly (readonly [number, number])[]): number[] {
  const result: number[] = [0];
  let bound = 0;
  for (const [step, upTo] of steps) {
    while (bound < upTo) {
      bound += step;
      result.push(bound);
    }
  }
  return result;
}

/**
 * Milliseconds: every millisecond to 1 s (the reporter sends whole ones), then 10 ms steps to 5 s,
 * 50 to 10 s, 500 to 60 s: a percentile is the value itself up to 1 s, and within 1 % above.
 */
const timeBounds = bounds([
  [1, 1000],
  [10, 5000],
  [50, 10_000],
  [500, 60_000],
]);
/** CLS in thousandths: steps of 0.001 to 1, then 0.1 to 10. */
const layoutShiftBounds = bounds([
  [1, 1000],
  [100, 10_000],
]);

/** CLS is kept in thousandths, so that every bucket bound is a whole number. */
const scale = (name: VitalName) => (name === "CLS" ? 1000 : 1);

/**
 * The bucket a sample falls in, named by its upper bound in the kept unit (ms, or thousandths
 * of CLS): the smallest bound at or above the value. Undefined for a value out of range.
 */
export function bucketOf(name: VitalName, value: number): number | undefined {
  if (!Number.isFinite(value) || value < 0 || value > vitalLimits[name]) return undefined;
  // Rounded to a millionth of the kept unit: 0.29 of CLS is 290 thousandths, not 290.00000000000006.
  const scaled = Math.round(value * scale(name) * 1e6) / 1e6;
  const all = name === "CLS" ? layoutShiftBounds : timeBounds;
  let low = 0;
  let high = all.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((all[middle] ?? 0) >= scaled) high = middle;
    else low = middle + 1;
  }
  return all[low];
}

/** A histogram: bucket (upper bound, kept unit) -> samples. */
export type Histogram = Map<number, number>;

export interface Percentile {
  /** At most this (the upper bound of the bucket holding the 75th percentile), in ms or CLS units. */
  value: number;
  samples: number;
  rating: Rating;
}

export function rating(name: VitalName, value: number): Rating {
  const [good, poor] = vitalThresholds[name];
  if (value <= good) return "good";
  return value <= poor ? "needs improvement" : "poor";
}

/** The 75th percentile of a histogram, or undefined without samples. */
export function p75(name: VitalName, histogram: Histogram): Percentile | undefined {
  const samples = [...histogram.values()].reduce((total, count) => total + count, 0);
  if (samples === 0) return undefined;
  const wanted = Math.ceil(samples * 0.75);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen < wanted) continue;
    const value = bucket / scale(name);
    return { value, samples, rating: rating(name, value) };
  }
  return undefined;
}
