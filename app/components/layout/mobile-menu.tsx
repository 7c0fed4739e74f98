import { useCallback, useEffect, useRef } from "react";
import { navigationCopy } from "../../../core/copy/menu-bar.ts";
import { useDismiss } from "../../lib/use-dismiss.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { deferred } from "./deferred.tsx";

// The links (with the menu's data) are a chunk of their own, hydrated when it arrives; until
// then they work as plain links.
const MenuPanel = deferred(() => import("./mobile-menu-panel.tsx").then((module) => module.MenuPanel));

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The menu below 1100 px: a hamburger that opens an accordion. Built on <details name>, so one
 * section (and within Company one group) is open at a time and it works before the scripts load.
 * Part of the header's navigation (header-navigation.tsx).
 */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const hydrated = useRef(false);

  useEffect(() => {
    // Opened before this code arrived: the header learns it, rather than the menu closing.
    if (!hydrated.current) {
      hydrated.current = true;
      if (details.current?.open && !open) return onOpenChange(true);
    }
    if (details.current && details.current.open !== open) details.current.open = open;
  }, [open, onOpenChange]);

  // Escape asks the <details> itself whether it is open: the state learns of an opening only after
  // its toggle event, a task later, and an Escape may come first. Closing it fires that event,
  // which tells the state.
  useDismiss(details, (cause) => {
    if (cause !== "escape" || !details.current?.open) return;
    details.current.open = false;
    summary.current?.focus();
  });

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);

  return (
    <details
      ref={details}
      className="mobile-menu group/menu nav:hidden"
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
    >
      <summary
        ref={summary}
        aria-label={navigationCopy.menuButton}
        className="flex size-11 items-center justify-center rounded-full text-brand hover:bg-brand-50"
      >
        <SpriteIcon name="menu" className="size-6 group-open/menu:hidden" />
        <SpriteIcon name="x" className="hidden size-6 group-open/menu:block" />
      </summary>
      <MenuPanel onNavigate={close} />
    </details>
  );
}
