import { describe, expect, it } from "vitest";
import { TESTIMONIAL_EXCERPT_LENGTH, TESTIMONIAL_READ_MORE_OVER } from "../../app/lib/carousel-rules.ts";
import { about } from "../../core/copy/about.ts";
import { clients } from "../../core/copy/clients.ts";
import { leaderPortraits } from "../../core/copy/media/about.ts";
import { sectionLinks } from "../../core/copy/menu.ts";
import { addressLines, mapsSearchUrl, officeCities, site } from "../../core/copy/site.ts";

const { periods } = about.timeline;
const testimonials = about.testimonials.items;

describe("About page content", () => {
  it("has the three figures of who we are", () => {
    expect(about.whoWeAre.stats.map((stat) => `${stat.value} ${stat.label.toLowerCase()}`)).toEqual([
      "20+ years of experience",
      "20 satisfied clients",
      "8M successful pages",
    ]);
  });

  it("tells the story in 11 consecutive periods from 2002-2003 to 2023-2024", () => {
    expect(periods).toHaveLength(11);
    expect(periods[0]).toMatchObject({ yearStart: site.foundedYear, yearEnd: 2003 });
    expect(periods.at(-1)).toMatchObject({ yearStart: 2023, yearEnd: 2024 });
    for (const [i, period] of periods.entries()) {
      expect(period.yearEnd).toBeGreaterThan(period.yearStart);
      if (i > 0) expect(period.yearStart).toBe((periods[i - 1]?.yearEnd ?? 0) + 1);
      expect(period.achievements.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("dates the offices and launches as the rest of the site does", () => {
    const text = (start: number) => periods.find((period) => period.yearStart === start)?.achievements.join(" ");
    expect(text(2019)).toMatch(/European office opened in Frankfurt in June 2019/);
    expect(text(2019)).toMatch(/EditLaTeX released in February 2019/);
    expect(text(2021)).toMatch(/Xpert Track launched in September 2021/);
    for (const office of site.offices) {
      expect(periods.some((period) => period.achievements.join(" ").includes(office.city))).toBe(true);
    }
  });

  it("has seven testimonials with texts on both sides of the 400-character rule", () => {
    expect(testimonials).toHaveLength(7);
    const lengths = testimonials.map((item) => item.quote.length);
    expect(lengths.some((length) => length > TESTIMONIAL_READ_MORE_OVER)).toBe(true);
    expect(lengths.some((length) => length <= TESTIMONIAL_EXCERPT_LENGTH)).toBe(true);
    expect(lengths.some((length) => length > TESTIMONIAL_EXCERPT_LENGTH && length <= TESTIMONIAL_READ_MORE_OVER)).toBe(
      true,
    );
    const names = clients.map((client) => client.name) as string[];
    for (const item of testimonials) {
      expect(names).toContain(item.publisher);
      expect(["male", "female"]).toContain(item.avatar);
    }
    expect(new Set(testimonials.map((item) => item.avatar))).toEqual(new Set(["male", "female"]));
  });

  it("gives every leader an illustrated portrait and a bio of several paragraphs", () => {
    for (const leader of about.leadership.leaders) {
      expect(leader.img).toEqual(leaderPortraits[leader.id as keyof typeof leaderPortraits]);
      expect(leader.body.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("offices", () => {
  it("are India, the USA and Germany, and give the site its telephones", () => {
    expect(site.offices.map((office) => `${office.city}, ${office.country}`)).toEqual([
      "Chennai, India",
      "Boston, USA",
      "Frankfurt, Germany",
    ]);
    expect(site.phones).toEqual(site.offices.map((office) => ({ label: office.country, ...office.phone })));
    expect(officeCities).toBe("Chennai, Boston and Frankfurt");
    const menuEntry = sectionLinks("company").find((link) => link.href === "/company/offices");
    expect(menuEntry?.desc).toBe(`${officeCities}.`);
  });

  it("write their addresses as each country does and search Maps for them", () => {
    const lines = site.offices.map(addressLines);
    expect(lines.map((address) => address.at(-2))).toEqual([
      "Chennai 600113, Tamil Nadu",
      "Boston, MA 02110",
      "60327 Frankfurt am Main",
    ]);
    for (const office of site.offices) {
      expect(addressLines(office).at(-1)).toBe(office.country);
      const url = new URL(mapsSearchUrl(office));
      expect(url.host).toBe("www.google.com");
      expect(url.searchParams.get("query")).toBe(addressLines(office).join(", "));
      expect(office.phone.tel).toMatch(/^\+\d{10,14}$/);
    }
  });
});
