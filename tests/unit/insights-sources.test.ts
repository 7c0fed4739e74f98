import { describe, expect, test } from "vitest";
import { browserOf, campaignLabel, channelOf, osOf } from "../../server/insights/sources.ts";

const agents = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  edgeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70",
};

describe("what a user agent is reduced to", () => {
  test("the browser's family and major version, and the system's family: nothing finer", () => {
    expect(browserOf(agents.chromeAndroid)).toBe("Chrome 131");
    expect(osOf(agents.chromeAndroid)).toBe("Android");
    expect(browserOf(agents.safariIphone)).toBe("Safari 18");
    expect(osOf(agents.safariIphone)).toBe("iOS");
    expect(browserOf(agents.firefoxWindows)).toBe("Firefox 133");
    expect(osOf(agents.firefoxWindows)).toBe("Windows");
    expect(browserOf(agents.edgeMac)).toBe("Microsoft Edge 131");
    expect(osOf(agents.edgeMac)).toBe("macOS");
  });

  test("an agent that names neither is Other", () => {
    expect(browserOf("")).toBe("Other");
    expect(osOf("a made-up agent/1.0")).toBe("Other");
  });
});

describe("a visit's channel", () => {
  test("by the referring site: search engines, social networks, any other site; none is Direct", () => {
    expect(channelOf("google.com", undefined)).toBe("Search");
    expect(channelOf("google.co.uk", undefined)).toBe("Search");
    expect(channelOf("duckduckgo.com", undefined)).toBe("Search");
    expect(channelOf("linkedin.com", undefined)).toBe("Social");
    expect(channelOf("t.co", undefined)).toBe("Social");
    expect(channelOf("partner-publisher.example", undefined)).toBe("Referral");
    // A host that only contains a known name is not that site.
    expect(channelOf("notgoogle.example", undefined)).toBe("Referral");
    expect(channelOf("", undefined)).toBe("Direct");
  });

  test("a campaign's medium comes first; a campaign without a known medium or a referrer is Campaign", () => {
    expect(channelOf("", { source: "newsletter", medium: "email", name: "autumn" })).toBe("E-mail");
    expect(channelOf("google.com", { medium: "cpc" })).toBe("Paid");
    expect(channelOf("", { medium: "social" })).toBe("Social");
    expect(channelOf("", { source: "flyer", name: "frankfurt" })).toBe("Campaign");
    expect(channelOf("partner.example", { medium: "partner" })).toBe("Referral");
  });
});

describe("a campaign as listed", () => {
  test("its name, then its source and medium", () => {
    expect(campaignLabel({ name: "autumn", source: "newsletter", medium: "email" })).toBe(
      "autumn (newsletter / email)",
    );
    expect(campaignLabel({ source: "flyer" })).toBe("(no name) (flyer)");
    expect(campaignLabel({ name: "launch" })).toBe("launch");
    expect(campaignLabel(undefined)).toBe("");
  });
});
