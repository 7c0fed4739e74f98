import { expect, test } from "vitest";
import { privacyNotice } from "../../core/copy/privacy.ts";
import { rawViewRetentionDays } from "../../core/protocols/insights-protocol.ts";

test("the privacy notice says what the visit counts collect, never store, and keep for how long", () => {
  const page = privacyNotice(90);
  const section = page.sections.find((candidate) => candidate.heading === "Visit counts and speed measurements");
  const text = JSON.stringify(section?.body ?? "");
  for (const collected of ["address of the page", "website's name", "phone-sized", "Core Web Vitals"]) {
    expect(text).toContain(collected);
  }
  expect(text).toContain("No cookie is set");
  expect(text).toContain("never stores your IP address, your browser's identification (its user agent)");
  expect(text).toMatch(/one-way hash.*replaced every day.*deleted/);
  expect(text).toContain("Global Privacy Control or Do Not Track");
  expect(text).toContain(`deleted after ${rawViewRetentionDays} days`);
  expect(text).toContain("kept without a time limit");
  // No longer "no analytics" anywhere: the site keeps its own counts, and says so.
  expect(JSON.stringify(page)).not.toMatch(/no analytics/i);
});
