import { describe, expect, test } from "vitest";
import { deviceClass, maxEventsPerBeacon } from "../../core/protocols/insights-protocol.ts";
import { readBeacon } from "../../server/insights/beacon.ts";
import { normaliseReferrer } from "../../server/insights/referrer.ts";

const view = { type: "view", path: "/company/Aboutus", device: "phone" };
const lcp = (value: unknown) => ({ type: "vital", path: "/", name: "LCP", value });
const beacon = (...events: unknown[]) => JSON.stringify({ events });

describe("a beacon", () => {
  test("of page views and vitals is read", () => {
    expect(readBeacon(beacon(view, lcp(1234)))).toEqual({
      ok: true,
      beacon: { events: [view, { type: "vital", path: "/", name: "LCP", value: 1234 }] },
    });
  });

  test("that is not JSON is unreadable", () => {
    for (const body of ["", "{", "events", "\u0000\u0001", "{'events': []}"]) {
      expect(readBeacon(body)).toEqual({ ok: false, reason: "unreadable" });
    }
  });

  test("of another shape is invalid, whole", () => {
    const invalid = [
      "null",
      "[]",
      beacon(),
      JSON.stringify({ events: [view], extra: 1 }),
      beacon({ ...view, ip: "198.51.100.7" }),
      beacon({ ...view, path: "company" }),
      beacon({ ...view, path: `/${"a".repeat(600)}` }),
      beacon({ ...view, device: "television" }),
      beacon({ ...view, type: "click" }),
      beacon({ type: "vital", path: "/", name: "FID", value: 10 }),
      beacon(...Array.from({ length: maxEventsPerBeacon + 1 }, () => view)),
    ];
    for (const body of invalid) expect(readBeacon(body), body).toEqual({ ok: false, reason: "invalid" });
  });

  test("with an absurd vital is invalid, whole: negative, not a number, an LCP of a day", () => {
    for (const value of [-5, null, "1200", 86_400_000, 1e308]) {
      expect(readBeacon(beacon(view, lcp(value)))).toEqual({ ok: false, reason: "invalid" });
    }
    expect(readBeacon(beacon({ type: "vital", path: "/", name: "CLS", value: 42 }))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  test("with a time in view of none, a fraction, a negative or over 30 minutes is invalid, whole", () => {
    const engage = (ms: unknown) => ({ type: "engage", path: "/", ms });
    expect(readBeacon(beacon(view, engage(12_500))).ok).toBe(true);
    for (const ms of [0, 1.5, -1, 30 * 60 * 1000 + 1, "100", null]) {
      expect(readBeacon(beacon(view, engage(ms))), String(ms)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  test("with a link's target empty, over 253 characters or of another kind is invalid, whole", () => {
    const link = (type: string, target: unknown) => ({ type, path: "/", target });
    expect(readBeacon(beacon(link("outbound", "linkedin.com"), link("download", "/documents/a.pdf"))).ok).toBe(true);
    for (const event of [
      link("outbound", ""),
      link("download", "x".repeat(254)),
      link("mailto", "a@b.c"),
      link("outbound", 7),
    ]) {
      expect(readBeacon(beacon(event)), JSON.stringify(event)).toEqual({ ok: false, reason: "invalid" });
    }
  });
});

describe("the referring host", () => {
  const own = new Set(["scriptoria.example"]);

  test("is kept as a bare, lower-case host name", () => {
    expect(normaliseReferrer("WWW.Google.COM", own)).toBe("google.com");
    expect(normaliseReferrer("news.ycombinator.com.", own)).toBe("news.ycombinator.com");
    expect(normaliseReferrer("l.facebook.com:443", own)).toBe("l.facebook.com");
  });

  test("is none for this site, an IP address or anything that is not a host name", () => {
    for (const host of [
      undefined,
      "",
      "www.scriptoria.example",
      "198.51.100.7",
      "localhost",
      "https://google.com/search?q=x",
      "<script>",
      "a b.example",
      `${"a".repeat(64)}.example`,
    ]) {
      expect(normaliseReferrer(host, own), String(host)).toBe("");
    }
  });
});

test("the device class follows the layout's breakpoints", () => {
  expect([360, 767, 768, 1099, 1100, 1440].map(deviceClass)).toEqual([
    "phone",
    "phone",
    "tablet",
    "tablet",
    "desktop",
    "desktop",
  ]);
});
