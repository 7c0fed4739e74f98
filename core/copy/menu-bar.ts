/**
 * The navigation's top bar: its items in order, each section's name and listing page, and Get a
 * Quote. The header's navigation reads it; the sections' links live in menu.ts, which builds on
 * it and loads with the menu panels, the mobile menu's links and the footer.
 */

/** The navigation's own words. */
export const navigationCopy = {
  /** The accessible name of the main navigation (desktop and mobile) and of the hamburger. */
  mainNavigation: "Main",
  menuButton: "Menu",
  /** The heading of a mega panel's list of sectors served. */
  industry: "Industry",
} as const;

export type SectionId = "content" | "products" | "digital" | "company";

export type TopItem = { kind: "link"; id: string; name: string; href: string } | { kind: "section"; id: SectionId };

export interface SectionHead {
  name: string;
  /** Listing page for the whole section, when there is one. */
  overview?: { label: string; href: string };
}

/**
 * The name of each section and its listing page. Every page of a section lives under
 * `/{section id}/` or is its listing page (tests/unit/menu.test.ts holds the links to that), so
 * the bar can tell the current section without the links.
 */
export const sectionHeads: Record<SectionId, SectionHead> = {
  content: { name: "Content", overview: { label: "All content services", href: "/all/content" } },
  products: { name: "Products", overview: { label: "All products", href: "/all/products" } },
  digital: { name: "Digital", overview: { label: "All digital services", href: "/all/digital" } },
  company: { name: "Company" },
};

/** The desktop menu, left to right; the mobile menu uses the same order. */
export const topMenu: TopItem[] = [
  { kind: "link", id: "home", name: "Home", href: "/" },
  { kind: "section", id: "content" },
  { kind: "section", id: "products" },
  { kind: "section", id: "digital" },
  { kind: "link", id: "technology", name: "Technology", href: "/technology" },
  { kind: "section", id: "company" },
];

export const quoteLink = { label: "Get a Quote", href: "/company/contactus" };

/** Whether a menu entry is the current page or an ancestor of it. */
export function isActive(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  const path = pathname.toLowerCase();
  const target = href.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
}

/** Whether a section owns the current page (for highlighting its top-level button). */
export function isSectionActive(id: SectionId, pathname: string): boolean {
  const overview = sectionHeads[id].overview;
  if (overview && isActive(overview.href, pathname)) return true;
  return pathname.toLowerCase().startsWith(`/${id}/`);
}
