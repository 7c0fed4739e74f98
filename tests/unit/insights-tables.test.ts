import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { Report } from "../../server/insights/report.ts";
import { table, toCsv } from "../../server/insights/tables.ts";
import { scale, VisitsChart } from "../../server/insights/views/chart.ts";

const report: Report = {
  range: 7,
  query: "range=7",
  from: "2026-11-21",
  to: "2026-11-27",
  days: [
    { day: "2026-11-26", views: 12, visitors: 5 },
    { day: "2026-11-27", views: 3, visitors: 2 },
  ],
  total: { views: 15, visitors: 7 },
  visits: { value: "", visits: 6, visitors: 5, bounces: 3, duration: 240_000, conversions: 1 },
  now: 1,
  pages: [
    { value: "/", views: 10, visitors: 5 },
    { value: "other", views: 5, visitors: 2 },
  ],
  referrers: [{ value: "search.example", views: 4, visitors: 3 }],
  devices: [{ value: "phone", views: 15, visitors: 7 }],
  countries: [{ value: "IN", views: 15, visitors: 7 }],
  goals: [{ value: "conversion:contact", views: 1, visitors: 1 }],
  channels: [{ value: "Search", visits: 4, visitors: 3, bounces: 1, duration: 100_000, conversions: 1 }],
  campaigns: [
    { value: "=launch (newsletter / email)", visits: 2, visitors: 2, bounces: 2, duration: 0, conversions: 0 },
  ],
  entries: [{ value: "/", visits: 6, visitors: 5, bounces: 3, duration: 240_000, conversions: 1 }],
  exits: [{ value: "/company/contactus", visits: 6, visitors: 5, bounces: 3, duration: 240_000, conversions: 1 }],
  browsers: [{ value: "Chrome 131", views: 15, visitors: 7 }],
  systems: [{ value: "Android", views: 15, visitors: 7 }],
  speed: {
    from: "2026-10-31",
    to: "2026-11-27",
    site: { path: "", vitals: { LCP: { value: 2500, samples: 8, rating: "good" } } },
    devices: [{ path: "phone", vitals: { LCP: { value: 3100, samples: 5, rating: "needs improvement" } } }],
    pages: [{ path: "/", vitals: { LCP: { value: 2500, samples: 8, rating: "good" } } }],
  },
};

describe("the CSV export", () => {
  test("writes each table with a header row and raw values", () => {
    expect(toCsv(table(report, "visits"))).toBe(
      "day,page views,unique visitors\r\n2026-11-26,12,5\r\n2026-11-27,3,2\r\n",
    );
    expect(toCsv(table(report, "referrers"))).toBe(
      "referring site,page views,unique visitors\r\nsearch.example,4,3\r\n",
    );
    const visitColumns = "visits,unique visitors,bounces,bounce rate,average duration (ms),conversions,conversion rate";
    expect(toCsv(table(report, "channels"))).toBe(`channel,${visitColumns}\r\nSearch,4,3,1,0.25,25000,1,0.25\r\n`);
    // A campaign is what a link said: a spreadsheet does not run it.
    expect(toCsv(table(report, "campaigns"))).toBe(
      `campaign,${visitColumns}\r\n'=launch (newsletter / email),2,2,2,1,0,0,0\r\n`,
    );
    expect(toCsv(table(report, "exits"))).toBe(
      `exit page,${visitColumns}\r\n/company/contactus,6,5,3,0.5,40000,1,0.167\r\n`,
    );
    expect(toCsv(table(report, "goals"))).toBe("goal,events,unique visitors\r\nconversion:contact,1,1\r\n");
    expect(toCsv(table(report, "countries"))).toBe("country,page views,unique visitors\r\nIN,15,7\r\n");
    expect(toCsv(table(report, "systems"))).toBe("operating system,page views,unique visitors\r\nAndroid,15,7\r\n");
    const speed = table(report, "speed");
    expect(speed[0]?.slice(0, 4)).toEqual(["page", "LCP p75", "LCP rating", "LCP samples"]);
    expect(speed[1]?.slice(0, 7)).toEqual(["(whole site)", 2500, "good", 8, "", "", 0]);
    expect(speed[2]?.slice(0, 4)).toEqual(["(whole site, phone)", 3100, "needs improvement", 5]);
  });

  test("quotes what needs quoting and defuses what a spreadsheet would run", () => {
    expect(toCsv([["a,b", 'say "hi"', "=HYPERLINK(1)", "+1", "-2", "@x", "line\nbreak"]])).toBe(
      `"a,b","say ""hi""",'=HYPERLINK(1),'+1,'-2,'@x,"line\nbreak"\r\n`,
    );
  });
});

describe("the visits chart", () => {
  test("has a scale of at most five round steps", () => {
    expect([0, 3, 12, 42, 101, 4500].map(scale)).toEqual([
      { step: 1, top: 1 },
      { step: 1, top: 3 },
      { step: 5, top: 15 },
      { step: 10, top: 50 },
      { step: 50, top: 150 },
      { step: 1000, top: 5000 },
    ]);
  });

  test("draws a bar per day and the visitors' line, labelled by the section's heading", () => {
    const svg = renderToStaticMarkup(
      h(VisitsChart, {
        days: report.days,
        titleId: "visits-title",
        descriptionId: "visits-summary",
        description: "Chart <of> visits",
      }),
    );
    expect(svg).toContain('aria-labelledby="visits-title visits-summary"');
    expect(svg).toContain("Chart &lt;of&gt; visits");
    expect(svg.match(/<rect class="bar"/g)).toHaveLength(2);
    expect(svg).toContain('<polyline class="line"');
    expect(svg).not.toContain("style=");
  });
});
