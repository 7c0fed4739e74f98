import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { quoteLink } from "../../../core/copy/menu-bar.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/** The header's navigation: the desktop mega menu, Get a Quote and the mobile menu. */
export function HeaderNavigation() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);

  // The mobile menu closes when the page changes (not when this hydrates: the hamburger may have
  // been opened before, see MobileMenu); the desktop menu closes its panel itself.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    setMobileOpen(false);
  }, [pathname]);

  return (
    <>
      <DesktopMenu />
      <div className="flex items-center gap-2">
        <div className="hidden sm:block">
          <ButtonLink to={quoteLink.href}>{quoteLink.label}</ButtonLink>
        </div>
        <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} />
      </div>
    </>
  );
}
