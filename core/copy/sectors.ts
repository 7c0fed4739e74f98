/** The sectors named on the service pages, each with its icon (spec: industry lists). */
import { serviceIcons } from "./media/services.ts";
import type { ContentSector, DigitalSector, IndustryNote } from "./service-types.ts";

const sectorIcons = {
  Stem: serviceIcons["flask-conical"],
  Scholarly: serviceIcons.library,
  Education: serviceIcons["graduation-cap"],
  Trade: serviceIcons["book-heart"],
  Legal: serviceIcons.scale,
  Marketplace: serviceIcons.store,
  Ecommerce: serviceIcons["shopping-cart"],
  Medical: serviceIcons["heart-pulse"],
  Finance: serviceIcons["chart-line"],
  Insurance: serviceIcons.umbrella,
  Pharma: serviceIcons.pill,
  Publishing: serviceIcons.newspaper,
} satisfies Record<ContentSector | DigitalSector, string>;

/** An industry entry: the sector, its icon and what the service does for it. */
export function sector(name: ContentSector | DigitalSector, desc: string): IndustryNote {
  return { name, icon: sectorIcons[name], desc };
}
