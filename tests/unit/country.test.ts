import { describe, expect, test } from "vitest";
import { countryCredit, countryName, openCountryLookup } from "../../server/insights/country.ts";

const { available, countryOf } = openCountryLookup();

describe("the country of an address", () => {
  test("the installed database is read", () => {
    expect(available).toBe(true);
  });

  test("public IPv4 addresses whose networks stay where they are", () => {
    expect(countryOf("8.8.8.8")).toBe("US"); // Google Public DNS
    expect(countryOf("80.128.0.1")).toBe("DE"); // Deutsche Telekom
    expect(countryOf("153.156.0.1")).toBe("JP"); // NTT OCN
    expect(countryOf("193.0.6.139")).toBe("NL"); // RIPE NCC, Amsterdam
  });

  test("public IPv6 addresses, in any spelling", () => {
    expect(countryOf("2003::1")).toBe("DE"); // Deutsche Telekom
    expect(countryOf("2003:0000:0000:0000:0000:0000:0000:0001")).toBe("DE");
    expect(countryOf("2001:67c:2e8:22::c100:68b")).toBe("NL"); // RIPE NCC
    expect(countryOf("2001:67C:2E8:22::C100:68B")).toBe("NL");
  });

  test("an IPv4-mapped IPv6 address is the IPv4 address it maps", () => {
    expect(countryOf("::ffff:80.128.0.1")).toBe("DE");
    expect(countryOf("::FFFF:153.156.0.1")).toBe("JP");
    expect(countryOf("::ffff:5080:1")).toBe("DE");
    expect(countryOf("0:0:0:0:0:ffff:808:808")).toBe("US");
    expect(countryOf("::ffff:10.0.0.1")).toBe("");
    expect(countryOf("::ffff:127.0.0.1")).toBe("");
  });

  test("private, loopback, link-local and unspecified addresses are of no country", () => {
    for (const ip of [
      "10.0.0.1",
      "127.0.0.1",
      "192.168.1.1",
      "172.16.5.4",
      "100.64.0.1",
      "169.254.1.1",
      "0.0.0.0",
      "255.255.255.255",
      "::1",
      "::",
      "fd12:3456:789a::1",
      "fe80::1",
      "fe80::1%eth0",
    ]) {
      expect(countryOf(ip), ip).toBe("");
    }
  });

  test("anything that is no address is of no country, and throws nothing", () => {
    for (const ip of [
      "",
      " ",
      "not an ip",
      "1.2.3",
      "999.1.1.1",
      "1.2.3.4.5",
      "01.2.3.4",
      " 8.8.8.8",
      "8.8.8.8:443",
      "[::1]",
      "::ffff:999.1.1.1",
      "2003::1::1",
      "gggg::1",
      ":".repeat(40),
      "8".repeat(10_000),
      "a:".repeat(5_000),
      "\u0000",
      "💥",
    ]) {
      expect(countryOf(ip), ip.slice(0, 40)).toBe("");
    }
    expect(countryOf(undefined as unknown as string)).toBe("");
    expect(countryOf(null as unknown as string)).toBe("");
    expect(countryOf(8 as unknown as string)).toBe("");
  });

  test("a missing or unreadable database knows no country, and throws nothing", () => {
    const missing = openCountryLookup("/nonexistent/countries.mmdb");
    expect(missing.available).toBe(false);
    expect(missing.countryOf("8.8.8.8")).toBe("");
    const notADatabase = openCountryLookup(new URL(import.meta.url).pathname);
    expect(notADatabase.available).toBe(false);
    expect(notADatabase.countryOf("8.8.8.8")).toBe("");
  });
});

describe("the name of a country", () => {
  test("in English, from its code", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("JP")).toBe("Japan");
    expect(countryName("us")).toBe("United States");
  });

  test("Unknown for no code", () => {
    expect(countryName("")).toBe("Unknown");
    expect(countryName("ZZ")).toBe("Unknown");
    expect(countryName("Germany")).toBe("Unknown");
  });

  test("the credit names DB-IP, links to it and names the licence", () => {
    expect(countryCredit).toContain("DB-IP");
    expect(countryCredit).toContain("https://db-ip.com");
    expect(countryCredit).toContain("CC BY 4.0");
  });
});
