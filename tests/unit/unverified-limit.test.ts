import { describe, expect, test } from "vitest";
import { createHourlyLimit } from "../../server/forms/unverified.ts";

describe("the hourly limit on submissions without a proof", () => {
  test("a few per address and hour; the next hour starts afresh", () => {
    let now = 0;
    const limit = createHourlyLimit(3, () => now);
    expect([1, 2, 3, 4].map(() => limit.take("198.51.100.1"))).toEqual([true, true, true, false]);
    expect(limit.take("198.51.100.2")).toBe(true);
    now += 60 * 60 * 1000;
    expect(limit.take("198.51.100.1")).toBe(true);
  });

  test("ten times as many from all addresses together", () => {
    const limit = createHourlyLimit(2, () => 0);
    const taken = Array.from({ length: 30 }, (_, index) => limit.take(`203.0.113.${index}`));
    expect(taken.filter(Boolean)).toHaveLength(20);
    expect(taken.slice(20).every((ok) => !ok)).toBe(true);
  });

  test("0 lifts the limit", () => {
    const limit = createHourlyLimit(0);
    expect(Array.from({ length: 100 }, () => limit.take("198.51.100.1")).every(Boolean)).toBe(true);
  });
});
