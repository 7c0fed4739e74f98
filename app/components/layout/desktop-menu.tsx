import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { type FocusEvent, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { isSectionActive, type SectionId, sectionHeads, topMenu } from "../../content/menu-bar.ts";
import { whenSettled } from "../../lib/settled.ts";
import { useDismiss } from "../../lib/use-dismiss.ts";

type Panels = typeof import("./mega-panel.tsx");

let panels: Panels | undefined;
let loading: Promise<Panels> | undefined;

/** Fetches the panels' code and the menu's links once (again after a failed attempt). */
function loadPanels(): Promise<Panels> {
  loading ??= import("./mega-panel.tsx").then(
    (module) => (panels = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const preload = () => {
  loadPanels().catch(() => {
    // Tried again when a panel is opened.
  });
};

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
 * link closes it. The panels' contents are a chunk of their own, fetched once the page has
 * settled or when the pointer or focus first reaches the menu; a panel opens once it is there.
 */
export function DesktopMenu({ openId, onOpenChange }: DesktopMenuProps) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<SectionId, HTMLButtonElement>());

  useEffect(() => whenSettled(preload), []);

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

  const toggle = (id: SectionId) => {
    if (openId === id) return onOpenChange(null);
    if (panels) return onOpenChange(id);
    loadPanels().then(
      () => onOpenChange(id),
      () => {
        // Not reachable now (offline): the button stays closed and can be pressed again.
      },
    );
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="hidden nav:block"
      onBlur={onBlur}
      onPointerEnter={preload}
      onFocus={preload}
    >
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
          const open = openId === id;
          const active = isSectionActive(id, pathname);
          return (
            <li key={id}>
              <button
                type="button"
                ref={(node) => {
                  if (node) buttons.current.set(id, node);
                }}
                aria-expanded={open}
                data-active={active}
                aria-controls={`menu-panel-${id}`}
                className={clsx(topClass, open || active ? "text-accent-700" : "text-ink", active && activeBar)}
                onClick={() => toggle(id)}
              >
                {sectionHeads[id].name}
                <ChevronDown className={clsx("size-4 transition-transform", open && "rotate-180")} aria-hidden="true" />
              </button>
              {/* A closed panel is an empty placeholder: its links are also in the footer and the
                  mobile menu, so the page stays lighter to load and hydrate. */}
              <div
                id={`menu-panel-${id}`}
                hidden={!open}
                className="absolute inset-x-0 top-full border-t border-line bg-white shadow-panel"
              >
                {open && panels && <panels.MegaPanelContent id={id} onNavigate={() => onOpenChange(null)} />}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
