import { deferred } from "./deferred.tsx";
import { Logo } from "./logo.tsx";

// The navigation is a chunk of its own (deferred.tsx), fetched as soon as this code runs and
// hydrated when it arrives: until then its links are plain links, and the hamburger, a
// <details>, opens and closes by itself. The page counts as hydrated once it has (site-shell.tsx).
const navigation = import("./header-navigation.tsx");
const HeaderNavigation = deferred(() => navigation.then((module) => module.HeaderNavigation));

/** The sticky site header: logo, desktop mega menu or mobile accordion, and Get a Quote. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="container-page flex h-16 items-center justify-between gap-4 nav:h-[4.5rem]">
        <Logo />
        <HeaderNavigation />
      </div>
    </header>
  );
}
