import { clsx } from "clsx";
import { Link } from "react-router";
import { type SectionId, sections } from "../../../core/copy/menu.ts";
import { navigationCopy } from "../../../core/copy/menu-bar.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { MenuEntry } from "./menu-entry.tsx";

interface MegaPanelContentProps {
  id: SectionId;
  onNavigate: () => void;
}

/**
 * What a panel of the desktop menu shows: the section's introduction, its links and the sectors
 * it serves. Part of the page's HTML, inside the panel's popover (desktop-menu.tsx).
 */
export function MegaPanelContent({ id, onNavigate }: MegaPanelContentProps) {
  const section = sections[id];
  const grouped = section.groups.length > 1;
  return (
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
            <SpriteIcon name="arrow-right" className="size-4" />
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
  );
}

/** The sectors served, display only; more than five entries flow into two columns. */
function IndustryList({ names }: { names: string[] }) {
  return (
    <div className="min-w-44 rounded-2xl bg-surface p-5">
      <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{navigationCopy.industry}</p>
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
