import { clsx } from "clsx";
import { NavLink } from "react-router";
import type { MenuLink } from "../../../core/copy/menu.ts";
import { IconBadge } from "../ui/icon-badge.tsx";
import { SpriteIcon } from "../ui/sprite-icon.tsx";

interface MenuEntryProps {
  link: MenuLink;
  /** Hide the description (mobile menu). */
  compact?: boolean;
  onNavigate?: () => void;
}

/** One link of a menu panel: icon, name and description; external sites open in a new tab. */
export function MenuEntry({ link, compact = false, onNavigate }: MenuEntryProps) {
  const className = "group/entry flex items-start gap-3 rounded-xl p-2.5 transition-colors hover:bg-brand-50";
  const body = (
    <>
      <IconBadge icon={link.icon} />
      <span className="min-w-0">
        <span className="flex items-center gap-1.5 font-semibold text-brand group-aria-[current=page]/entry:text-accent-700">
          {link.name}
          {link.external && <SpriteIcon name="external-link" className="size-3.5" />}
        </span>
        {!compact && <span className="mt-0.5 block text-sm leading-snug text-muted">{link.desc}</span>}
      </span>
    </>
  );
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {body}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink to={link.href} className={clsx(className, "aria-[current=page]:bg-accent-50")} onClick={onNavigate}>
      {body}
    </NavLink>
  );
}
