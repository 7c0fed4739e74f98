import { clsx } from "clsx";
import { ArrowRight, ChevronDown } from "lucide-react";
import { type FocusEvent, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { isSectionActive, type MenuSection, type SectionId, sections, topMenu } from "../../content/menu.ts";
import { useDismiss } from "../../lib/use-dismiss.ts";
import { MenuEntry } from "./menu-entry.tsx";

interface DesktopMenuProps {
  openId: SectionId | null;
  onOpenChange: (id: SectionId | null) => void;
}

const topClass =
  "relative inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-accent-700";
const activeBar = "after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent-600";

/**
 * The desktop navigation (>= 1100 px): a disclosure menu. Each section button toggles its mega
 * panel; at most one is open; Escape, an outside click, focus leaving the menu or choosing a
 * link closes it.
 */
export function DesktopMenu({ openId, onOpenChange }: DesktopMenuProps) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<SectionId, HTMLButtonElement>());

  useDismiss(openId !== null, navRef, (cause) => {
    if (cause === "escape" && openId) buttons.current.get(openId)?.focus();
    onOpenChange(null);
  });

  // Focus moving anywhere outside the open button and its panel closes the panel.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const item = openId ? buttons.current.get(openId)?.parentElement : null;
    if (item && next instanceof Node && !item.contains(next)) onOpenChange(null);
  };

  return (
    <nav ref={navRef} aria-label="Main" className="hidden nav:block" onBlur={onBlur}>
      <ul className="flex items-center gap-1">
        {topMenu.map((item) => {
          if (item.kind === "link") {
            return (
              <li key={item.id}>
                {/* Pages are prerendered at their address with a trailing slash: only Home needs `end`. */}
                <NavLink
                  to={item.href}
                  end={item.href === "/"}
                  className={({ isActive }) => clsx(topClass, isActive ? `text-accent-700 ${activeBar}` : "text-ink")}
                >
                  {item.name}
                </NavLink>
              </li>
            );
          }
          const section = sections[item.id];
          const open = openId === section.id;
          const active = isSectionActive(section.id, pathname);
          return (
            <li key={item.id}>
              <button
                type="button"
                ref={(node) => {
                  if (node) buttons.current.set(section.id, node);
                }}
                aria-expanded={open}
                data-active={active}
                aria-controls={`menu-panel-${section.id}`}
                className={clsx(topClass, open || active ? "text-accent-700" : "text-ink", active && activeBar)}
                onClick={() => onOpenChange(open ? null : section.id)}
              >
                {section.name}
                <ChevronDown className={clsx("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
              </button>
              <MegaPanel section={section} open={open} onNavigate={() => onOpenChange(null)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface MegaPanelProps {
  section: MenuSection;
  open: boolean;
  onNavigate: () => void;
}

function MegaPanel({ section, open, onNavigate }: MegaPanelProps) {
  const grouped = section.groups.length > 1;
  // A closed panel is an empty placeholder: its links are also in the footer and the mobile
  // menu, so the page stays lighter to load and hydrate.
  return (
    <div
      id={`menu-panel-${section.id}`}
      hidden={!open}
      className="absolute inset-x-0 top-full border-t border-line bg-white shadow-panel"
    >
      {open && (
        <div className="container-page grid grid-cols-[minmax(0,17rem)_1fr_auto] gap-10 py-8">
          <div className="border-r border-line pr-8">
            <p className="font-display text-2xl font-semibold text-brand">{section.heading}</p>
            <p className="mt-3 text-[0.95rem] leading-relaxed text-muted">{section.blurb}</p>
            {section.overview && (
              <Link
                to={section.overview.href}
                onClick={onNavigate}
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
              >
                {section.overview.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </div>
          <div className={clsx("grid gap-x-6", grouped ? "grid-cols-3" : "self-start")}>
            {section.groups.map((group) => (
              <div key={group.id}>
                <p
                  className={clsx(
                    "mb-2 px-2.5 text-xs font-semibold tracking-[0.14em] text-muted uppercase",
                    !grouped && "sr-only",
                  )}
                >
                  {group.title}
                </p>
                <ul className={clsx("grid gap-1", !grouped && "grid-cols-2 gap-x-6")}>
                  {group.items.map((link) => (
                    <li key={link.href}>
                      <MenuEntry link={link} onNavigate={onNavigate} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {section.industry && <IndustryList names={section.industry} />}
        </div>
      )}
    </div>
  );
}

/** The sectors served, display only; more than five entries flow into two columns. */
export function IndustryList({ names }: { names: string[] }) {
  return (
    <div className="min-w-44 rounded-2xl bg-surface p-5">
      <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">Industry</p>
      <ul
        className={clsx("mt-3 gap-x-6 gap-y-2 text-[0.95rem] text-ink", names.length > 5 ? "grid grid-cols-2" : "grid")}
      >
        {names.map((name) => (
          <li key={name} className="flex items-center gap-2">
            <span className="size-1.5 rounded-full bg-accent-500" aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
