import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { quoteLink, type SectionId } from "../../content/menu.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

interface HeaderProps {
  /** Told whether a menu is open, so the page behind can be dimmed. */
  onMenuOpenChange: (open: boolean) => void;
}

/** The sticky site header: logo, desktop mega menu or mobile accordion, and Get a Quote. */
export function Header({ onMenuOpenChange }: HeaderProps) {
  const { pathname } = useLocation();
  const [panel, setPanel] = useState<SectionId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  // Every menu closes when the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation by design
  useEffect(() => {
    setPanel(null);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    onMenuOpenChange(panel !== null || mobileOpen);
  }, [panel, mobileOpen, onMenuOpenChange]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4 nav:h-[4.5rem]">
        <Logo />
        <DesktopMenu openId={panel} onOpenChange={setPanel} />
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <ButtonLink to={quoteLink.href}>{quoteLink.label}</ButtonLink>
          </div>
          <MobileMenu open={mobileOpen} onOpenChange={setMobileOpen} />
        </div>
      </div>
    </header>
  );
}
