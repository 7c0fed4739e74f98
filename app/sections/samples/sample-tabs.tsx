import { clsx } from "clsx";
import { Check } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { samplesPath } from "../../../core/addresses.ts";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";
import { useDismiss } from "../../lib/use-dismiss.ts";

/** One category as a tab: its address segment, its name and how many works it has. */
export interface SampleTab {
  slug: string;
  name: string;
  count: number;
}

interface SampleTabsProps {
  tabs: readonly SampleTab[];
  /** Slug of the category on the page: the selected tab. */
  current: string;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  /** Name of the tab list and of the dropdown. */
  label: string;
}

export const sampleTabId = (slug: string) => `sample-tab-${slug}`;

/** Navigation state of a tab's link: the page that opens puts focus back on its tab. */
interface TabNavigationState {
  focusTab: string;
}

/**
 * The categories: WAI-ARIA tabs from 1024 px, a dropdown of links below. Each tab is a link to
 * its category's address, so the selection follows the route (also after a reload and on
 * Back) and works before the scripts load. Once they have, the arrow keys, Home and End move
 * between tabs and Enter or Space opens one.
 */
export function SampleTabs(props: SampleTabsProps) {
  return (
    <>
      <TabList {...props} />
      <CategoryMenu key={props.current} {...props} />
    </>
  );
}

function TabList({ tabs, current, panelId, label }: SampleTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // Before hydration every tab is an ordinary link in the tab order; after, only the selected one.
  const [roving, setRoving] = useState(false);
  useEffect(() => setRoving(true), []);
  useFocusTabAfterNavigation();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>("[role=tab]") ?? [])];
    const from = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (from < 0) return;
    const last = links.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: from === last ? 0 : from + 1,
      ArrowLeft: from === 0 ? last : from - 1,
      Home: 0,
      End: last,
    };
    const to = targets[event.key];
    if (to !== undefined) {
      event.preventDefault();
      links[to]?.focus();
    } else if (event.key === " ") {
      event.preventDefault();
      links[from]?.click();
    }
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="hidden gap-1 border-b border-line lg:flex"
    >
      {tabs.map((tab) => {
        const selected = tab.slug === current;
        return (
          <Link
            key={tab.slug}
            id={sampleTabId(tab.slug)}
            role="tab"
            to={samplesPath(tab.slug)}
            state={{ focusTab: tab.slug } satisfies TabNavigationState}
            aria-label={`${tab.name} ${tab.count} samples`}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={roving ? (selected ? 0 : -1) : undefined}
            className={clsx(
              "-mb-px inline-flex items-center gap-2 border-b-[3px] px-4 py-3 font-semibold whitespace-nowrap lg:px-5",
              selected
                ? "border-accent-600 text-brand"
                : "border-transparent text-muted hover:border-brand-200 hover:text-brand",
            )}
          >
            {tab.name}{" "}
            <span
              className={clsx(
                "rounded-full px-2 py-0.5 text-xs tabular-nums",
                selected ? "bg-accent-100 text-accent-800" : "bg-brand-50 text-muted",
              )}
            >
              {tab.count}
            </span>
          </Link>
        );
      })}
    </div>
  );
}

/**
 * After a tab's link has opened its page, the loading overlay hands focus to the top of the
 * page; for tabs, focus goes back to the tab that was chosen, as the tabs pattern expects.
 */
function useFocusTabAfterNavigation() {
  const location = useLocation();
  const focusTab = (location.state as TabNavigationState | null)?.focusTab;
  useEffect(() => {
    const top = document.getElementById("top");
    if (!focusTab || !top) return;
    let frame = 0;
    const focusWhenUsable = (attempts: number) => {
      const tab = document.getElementById(sampleTabId(focusTab));
      if (!tab) return;
      // The page stays inert for a frame or two after the overlay has lifted.
      if (tab.closest("[inert]") && attempts > 0) {
        frame = requestAnimationFrame(() => focusWhenUsable(attempts - 1));
        return;
      }
      tab.focus({ preventScroll: true });
    };
    const onTopFocused = () => focusWhenUsable(30);
    top.addEventListener("focus", onTopFocused, { once: true });
    return () => {
      top.removeEventListener("focus", onTopFocused);
      cancelAnimationFrame(frame);
    };
  }, [focusTab]);
}

/** Below 1024 px: a dropdown of the categories, as links (it opens and works without scripts). */
function CategoryMenu({ tabs, current, label }: SampleTabsProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const selected = tabs.find((tab) => tab.slug === current);

  useDismiss(details, (cause) => {
    const menu = details.current;
    if (!menu?.open) return;
    menu.open = false;
    if (cause === "escape") menu.querySelector("summary")?.focus();
  });

  return (
    <nav aria-label={label} className="sm:max-w-md lg:hidden">
      <details ref={details} className="group/menu relative">
        <summary className="flex min-h-12 items-center justify-between gap-3 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-brand shadow-card">
          <span>
            <span className="sr-only">{label}: </span>
            {selected?.name} <span className="ml-1 text-sm font-normal text-muted">{selected?.count} samples</span>
          </span>
          <SpriteIcon name="chevron-down" className="size-5 transition-transform group-open/menu:rotate-180" />
        </summary>
        <ul className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-xl border border-line bg-white py-1.5 shadow-panel">
          {tabs.map((tab) => {
            const isCurrent = tab.slug === current;
            return (
              <li key={tab.slug}>
                <Link
                  to={samplesPath(tab.slug)}
                  aria-current={isCurrent ? "page" : undefined}
                  className={clsx(
                    "flex items-center justify-between gap-3 px-4 py-3 hover:bg-brand-50",
                    isCurrent ? "font-semibold text-brand" : "text-ink",
                  )}
                >
                  <span>
                    {tab.name} <span className="ml-1 text-sm font-normal text-muted">{tab.count} samples</span>
                  </span>
                  {isCurrent && <Check className="size-4 text-accent-700" aria-hidden="true" />}
                </Link>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
