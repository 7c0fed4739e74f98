/**
 * The icon sprite: the menu, category and footer icons drawn from the lucide and Font Awesome
 * (react-icons) packages, and the six product icons (product-{slug}), in one SVG file of
 * <symbol>s. Pages reference them with <use>, so these icons cost no JavaScript, and the browser
 * opens one SVG document for all of them rather than one per image. Writes
 * public/media/icons/sprite.svg and core/copy/media/icons.ts (the icon names and the
 * sprite's versioned URL).
 */
import {
  Accessibility,
  ArrowLeftRight,
  ArrowRight,
  ArrowUp,
  BookCopy,
  BookOpenText,
  Briefcase,
  Building2,
  CalendarDays,
  ChartGantt,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ClipboardCheck,
  ExternalLink,
  FileCheck,
  FileCode,
  FilePen,
  FileText,
  Flag,
  Gauge,
  GraduationCap,
  HeartPulse,
  Images,
  Inbox,
  Landmark,
  Mail,
  MapPin,
  Menu,
  Newspaper,
  PartyPopper,
  Pause,
  PenTool,
  Phone,
  Play,
  Quote,
  ScanLine,
  ShieldCheck,
  Sigma,
  SpellCheck,
  SquareKanban,
  Tablet,
  Users,
  X,
} from "lucide-react";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FaLinkedinIn, FaXTwitter, FaYoutube } from "react-icons/fa6";
import { writeMediaModule, writeSprite } from "../lib/index.ts";
import { type ProductSlug, productIconBody, productIcons } from "../sources/home/product-icons.ts";

/** line: pictograms (1.75 px strokes); glyph: the controls' arrows, chevrons and crosses (2 px). */
type Style = "line" | "glyph" | "solid";

const icons: Record<string, [ComponentType, Style]> = {
  "clipboard-check": [ClipboardCheck, "line"],
  inbox: [Inbox, "line"],
  "spell-check": [SpellCheck, "line"],
  "square-kanban": [SquareKanban, "line"],
  "book-open-text": [BookOpenText, "line"],
  "book-copy": [BookCopy, "line"],
  "pen-tool": [PenTool, "line"],
  "file-code": [FileCode, "line"],
  "file-check": [FileCheck, "line"],
  sigma: [Sigma, "line"],
  users: [Users, "line"],
  "shield-check": [ShieldCheck, "line"],
  "file-pen": [FilePen, "line"],
  "chart-gantt": [ChartGantt, "line"],
  "graduation-cap": [GraduationCap, "line"],
  tablet: [Tablet, "line"],
  accessibility: [Accessibility, "line"],
  "scan-line": [ScanLine, "line"],
  "arrow-left-right": [ArrowLeftRight, "line"],
  "heart-pulse": [HeartPulse, "line"],
  "building-2": [Building2, "line"],
  mail: [Mail, "line"],
  "map-pin": [MapPin, "line"],
  briefcase: [Briefcase, "line"],
  newspaper: [Newspaper, "line"],
  images: [Images, "line"],
  phone: [Phone, "line"],
  "file-text": [FileText, "line"],
  linkedin: [FaLinkedinIn, "solid"],
  "x-twitter": [FaXTwitter, "solid"],
  youtube: [FaYoutube, "solid"],
  flag: [Flag, "line"],
  gauge: [Gauge, "line"],
  landmark: [Landmark, "line"],
  "party-popper": [PartyPopper, "line"],
  quote: [Quote, "line"],
  "chevron-down": [ChevronDown, "glyph"],
  "chevron-left": [ChevronLeft, "glyph"],
  "chevron-right": [ChevronRight, "glyph"],
  "arrow-right": [ArrowRight, "glyph"],
  "arrow-up": [ArrowUp, "glyph"],
  "external-link": [ExternalLink, "glyph"],
  menu: [Menu, "glyph"],
  x: [X, "glyph"],
  "calendar-days": [CalendarDays, "glyph"],
  play: [Play, "glyph"],
  pause: [Pause, "glyph"],
};

const paint: Record<Style, string> = {
  line: 'fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"',
  glyph: 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
  solid: 'fill="currentColor" stroke="none"',
};

function symbol(id: string, component: ComponentType, style: Style): string {
  const markup = renderToStaticMarkup(createElement(component));
  const viewBox = markup.match(/viewBox="([^"]+)"/)?.[1];
  const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  if (!viewBox || !inner) throw new Error(`icons: could not read the SVG of ${id}`);
  // Keep the drawing only: the icon packages' own presentation attributes are replaced by ours.
  const shapes = inner.replace(/\s(stroke|fill|stroke-width)="[^"]*"/g, "");
  return `<symbol id="${id}" viewBox="${viewBox}"><g ${paint[style]}>${shapes}</g></symbol>`;
}

/** A product icon keeps its own colours. */
function productSymbol(slug: ProductSlug): string {
  return `<symbol id="product-${slug}" viewBox="0 0 64 64">${productIconBody(slug)}</symbol>`;
}

export async function run(): Promise<void> {
  const slugs = Object.keys(productIcons) as ProductSlug[];
  const symbols = [
    ...Object.entries(icons).map(([id, [component, style]]) => symbol(id, component, style)),
    ...slugs.map(productSymbol),
  ];
  const spriteUrl = await writeSprite("/media/icons/sprite.svg", symbols);
  await writeMediaModule(
    "icons",
    [
      {
        name: "spriteIcons",
        value: [...Object.keys(icons), ...slugs.map((slug) => `product-${slug}`)],
        doc: "Icons in the sprite, by id.",
      },
      { name: "spriteUrl", value: spriteUrl, doc: "The sprite, versioned by content." },
    ],
    { preamble: "/** An icon of the sprite. */\nexport type SpriteIcon = (typeof spriteIcons)[number];" },
  );
}
