import { describe, expect, test } from "vitest";
import { createBatcher } from "../../server/insights/batcher.ts";
import type { StoredView, VitalCount } from "../../server/insights/store.ts";
import { createDailySalts, visitorHash } from "../../server/insights/visitor.ts";

const quiet = { info() {}, warn() {}, error() {} };
const view = (index: number): StoredView => ({
  day: "2026-11-27",
  at: index,
  path: "/",
  referrer: "",
  device: "phone",
  browser: "Chrome 131",
  os: "Android",
  channel: "",
  campaign: "",
  country: "",
  visitor: `v${index}`,
});
const lcp = (bucket: number) => ({
  day: "2026-11-27",
  path: "/",
  metric: "LCP" as const,
  bucket,
  device: "phone" as const,
});

/** A store's write that records its batches and answers when `release` is called. */
function recordingWrite() {
  const batches: { views: StoredView[]; vitals: VitalCount[] }[] = [];
  let release: () => void = () => {};
  return {
    batches,
    release: () => release(),
    write: (views: StoredView[], vitals: VitalCount[]) => {
      batches.push({ views, vitals });
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

describe("the write buffer", () => {
  test("a burst is written in a few transactions, one at a time, with the vitals summed per bucket", async () => {
    const store = recordingWrite();
    const batcher = createBatcher({ write: store.write, log: quiet, dropped() {}, maxBatch: 100, intervalMs: 60_000 });
    for (let index = 0; index < 250; index++) batcher.addView(view(index));
    // The first 100 go at once; while they are written the rest wait.
    expect(store.batches.map((batch) => batch.views.length)).toEqual([100]);
    for (const bucket of [1250, 1250, 2500]) batcher.addVital(lcp(bucket));
    const flushed = batcher.flush();
    store.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.batches.map((batch) => batch.views.length)).toEqual([100, 150]);
    expect(store.batches[1]?.vitals).toEqual([
      { ...lcp(1250), samples: 2 },
      { ...lcp(2500), samples: 1 },
    ]);
    store.release();
    await flushed;
  });

  test("what arrives after a quiet moment is written within the interval", async () => {
    const written: number[] = [];
    const batcher = createBatcher({
      write: async (views) => void written.push(views.length),
      log: quiet,
      dropped() {},
      intervalMs: 5,
    });
    batcher.addView(view(1));
    batcher.addView(view(2));
    expect(written).toEqual([]);
    await expect.poll(() => written).toEqual([2]);
  });

  test("a full buffer drops what does not fit, and a failed write drops its batch: both counted", async () => {
    const dropped: [string, number][] = [];
    const batcher = createBatcher({
      write: () => Promise.reject(new Error("database down")),
      log: quiet,
      dropped: (reason, count) => void dropped.push([reason, count]),
      maxBatch: 1000,
      maxBuffered: 3,
      intervalMs: 60_000,
    });
    for (let index = 0; index < 5; index++) batcher.addView(view(index));
    await batcher.flush();
    expect(dropped).toEqual([
      ["overflow", 1],
      ["overflow", 1],
      ["unavailable", 3],
    ]);
  });
});

describe("the day's salt", () => {
  test("is asked of the store once a day", async () => {
    const asked: string[] = [];
    const salts = createDailySalts(async (day) => {
      asked.push(day);
      return Buffer.from(day);
    });
    const noon = Date.parse("2026-11-27T12:00:00Z");
    expect(String(await salts.saltFor(noon))).toBe("2026-11-27");
    expect(String(await salts.saltFor(noon + 11 * 3600_000))).toBe("2026-11-27");
    expect(String(await salts.saltFor(noon + 12 * 3600_000))).toBe("2026-11-28");
    expect(asked).toEqual(["2026-11-27", "2026-11-28"]);
  });

  test("a failure is asked again", async () => {
    let fail = true;
    const salts = createDailySalts(async () => {
      if (fail) throw new Error("database down");
      return Buffer.from("salt");
    });
    await expect(salts.saltFor(0)).rejects.toThrow("database down");
    fail = false;
    expect(String(await salts.saltFor(0))).toBe("salt");
  });

  test("makes the same visitor another hash the next day, and different visitors different hashes", () => {
    const monday = Buffer.alloc(32, 1);
    const tuesday = Buffer.alloc(32, 2);
    const browser = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";
    const hash = visitorHash(monday, "scriptoria.example", "198.51.100.7", browser);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash(monday, "scriptoria.example", "198.51.100.7", browser)).toBe(hash);
    expect(visitorHash(tuesday, "scriptoria.example", "198.51.100.7", browser)).not.toBe(hash);
    expect(visitorHash(monday, "scriptoria.example", "198.51.100.8", browser)).not.toBe(hash);
    expect(visitorHash(monday, "scriptoria.example", "198.51.100.7", `${browser} Edg/131`)).not.toBe(hash);
  });
});
