/**
 * Open Graph images (1200x630) of /company/Aboutus and /company/offices, in the layout of the
 * site's default image: the leaders' portraits, or the three offices' city views, on the panel.
 */
import { svgDataUrl } from "../../lib/svg.ts";
import { ogHtml } from "../brand/og.ts";
import { CITY_H, CITY_W, type CityView, cityViewSvg } from "./cities.ts";
import { leaderLooks, PERSON_SIZE, personElements } from "./people.ts";

const caption = (text: string) =>
  `<div style="position:absolute;z-index:2;left:0;right:0;bottom:40px;text-align:center;font:500 15px/1 Inter,sans-serif;letter-spacing:.18em;text-transform:uppercase;color:#b9c8e2">${text}</div>`;

function portraitsPanel(): string {
  const size = 150;
  const faces = Object.values(leaderLooks)
    .map((look, i) => {
      const x = 48 + (i % 2) * (size + 24);
      const y = 70 + Math.floor(i / 2) * (size + 34) + (i % 2) * 40;
      const body = personElements(look).replaceAll('"disc"', `"og-disc-${i}"`).replaceAll("#disc)", `#og-disc-${i})`);
      return `<svg viewBox="0 0 ${PERSON_SIZE} ${PERSON_SIZE}" width="${size}" height="${size}" style="position:absolute;z-index:2;left:${x}px;top:${y}px;border-radius:50%;box-shadow:0 0 0 5px rgba(255,255,255,.12)">${body}</svg>`;
    })
    .join("");
  return `${faces}${caption("Leadership since 2002")}`;
}

function citiesPanel(cities: readonly CityView[]): string {
  const width = 300;
  const height = (CITY_H * width) / CITY_W;
  return `${cities
    .map(
      (city, i) =>
        `<img alt="" src="${svgDataUrl(cityViewSvg(city))}" width="${width}" height="${height}" style="position:absolute;z-index:2;left:60px;top:${28 + i * (height + 12)}px;border-radius:14px">`,
    )
    .join("")}${caption("India · USA · Germany")}`;
}

export function aboutOgHtml(): string {
  return ogHtml({
    headline: "Our story and our people, <em>since 2002</em>",
    sub: "<b>Timeline</b> · <b>Leadership</b> · <b>Client testimonials</b><br>publishing services from India, the USA and Germany",
    panel: portraitsPanel(),
  });
}

export function officesOgHtml(cities: readonly CityView[]): string {
  return ogHtml({
    headline: "Three offices, <em>one team</em>",
    sub: "<b>Chennai</b> · <b>Boston</b> · <b>Frankfurt</b><br>addresses, telephone numbers and directions to each office",
    panel: citiesPanel(cities),
  });
}
