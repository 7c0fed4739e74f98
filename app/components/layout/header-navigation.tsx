import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { quoteLink, type SectionId } from "../../content/menu-bar.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { useHydratedPart } from "./site-shell.tsx";

interface HeaderNavigationProps {
  /** Told whether a menu is open, so the page behind can be dimmed. */
  onMenuOpenChange: (open: boolean) => void;
}

/** The header's navigation: the desktop mega menu, Get a Quote and the mobile menu. */
export function HeaderNavigation({ onMenuOpenChange }: HeaderNavigationProps) {
  const { pathname } = useLocation();
  const [panel, setPanel] = useState<SectionId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  useHydratedPart("navigation");

  // Every menu closes when the page changes (not when this hydrates: the hamburger may have been
  // opened before, see MobileMenu).
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    setPanel(null);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    onMenuOpenChange(panel !== null || mobileOpen);
  }, [panel, mobileOpen, onMenuOpenChange]);

  return (
    <>
      <DesktopMenu openId={panel} onOpenChange={setPanel} />
      <div className="flex items-center gap-2">
        <div className="hidden sm:block">
          <ButtonLink to={quoteLink.href}>{quoteLink.label}</ButtonLink>
        </div>
        <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} />
      </div>
    </>
  );
}
