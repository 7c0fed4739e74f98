import { clsx } from "clsx";
import { type FocusEvent, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { isSectionActive, navigationCopy, type SectionId, sectionHeads, topMenu } from "../../../core/copy/menu-bar.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { MegaPanelContent } from "./mega-panel.tsx";

const topClass =
  "relative inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-accent-700";
const activeBar = "after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-accent-600";
/** A section's button, while its panel is open. */
const openButton = "group-has-[[popover]:popover-open]/item:text-accent-700";

const panelId = (id: SectionId) => `menu-panel-${id}`;

/** The menu's open panel, if any. */
const openPanelIn = (nav: HTMLElement | null) => nav?.querySelector<HTMLElement>("[popover]:popover-open") ?? null;

/**
 * The desktop navigation (>= 1100 px). Each section's button toggles its mega panel, a popover
 * in the page's HTML: the browser keeps one open at a time, closes it on Escape (focus back on
 * the button) or an outside click, exposes the button as expanded, and puts the panel's links
 * next in the tab order, and the stylesheet dims the page behind, all before and without
 * scripts. The script adds what HTML cannot: choosing a link (a client-side navigation) or
 * focus leaving the menu closes the panel.
 */
export function DesktopMenu() {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  const close = () => openPanelIn(navRef.current)?.hidePopover();

  // A client-side page change closes the panel (not hydration: it may have been opened before).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    openPanelIn(navRef.current)?.hidePopover();
  }, [pathname]);

  // Focus moving anywhere outside the open panel's section closes the panel.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const item = openPanelIn(navRef.current)?.parentElement;
    if (item && next instanceof Node && !item.contains(next)) close();
  };

  return (
    <nav ref={navRef} aria-label={navigationCopy.mainNavigation} className="hidden nav:block" onBlur={onBlur}>
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
          const id = item.id;
          const active = isSectionActive(id, pathname);
          return (
            <li key={id} className="group/item">
              <button
                type="button"
                popoverTarget={panelId(id)}
                data-active={active}
                className={clsx(topClass, active ? `text-accent-700 ${activeBar}` : `text-ink ${openButton}`)}
              >
                {sectionHeads[id].name}
                <SpriteIcon
                  name="chevron-down"
                  className="size-4 transition-transform group-has-[[popover]:popover-open]/item:rotate-180"
                />
              </button>
              <div id={panelId(id)} popover="auto" className="mega-panel">
                <MegaPanelContent id={id} onNavigate={close} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
