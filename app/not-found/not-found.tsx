/**
 * The not-found page lives in this folder, its words in core/copy/not-found.ts. `NotFound` below is
 * what a visitor sees; its code (with the menu's blurbs it quotes) is a chunk of its own, needed
 * only at an unknown address, so routes and the root's error boundary render `LazyNotFound`
 * (lazy-not-found.tsx), which keeps the prerendered HTML on screen until that chunk arrives. A
 * route whose loader meets a value it does not know returns `notFoundData()` (not-found-data.ts)
 * and renders `LazyNotFound` for it. The page's tags (not-found-meta.ts) are another small chunk,
 * fetched by a client-side navigation only when it meets an unknown address. React Router needs a
 * route module per route, so two thin ones stay in app/routes/: not-found-page.tsx prerenders
 * /404, which the server answers every unknown address with, and not-found.tsx catches any other
 * address on a client-side navigation.
 */
import { Link } from "react-router";
import { quoteLink, sections } from "../../core/copy/menu.ts";
import { notFoundCopy as copy } from "../../core/copy/not-found.ts";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import { StatusHeading } from "../components/ui/status-heading.tsx";
import { notFoundTitle } from "./not-found-meta.ts";

/** Where to go on: three sections, with their menus' introductions, and the technology page. */
const destinations = copy.destinations.map((item) => ({
  name: item.name,
  href: item.href,
  desc: "section" in item ? sections[item.section].blurb : item.desc,
}));

/** What a visitor sees for an address that is not on the site. */
export function NotFound() {
  return (
    <section className="container-page py-20 md:py-28">
      <StatusHeading status={404} title={notFoundTitle}>
        {copy.lead}
      </StatusHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {destinations.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="group flex h-full flex-col rounded-2xl border border-line p-6 transition-shadow hover:shadow-card"
            >
              <span className="flex items-center justify-between font-display text-xl font-semibold text-brand">
                {item.name}
                <SpriteIcon
                  name="arrow-right"
                  className="size-5 text-accent-700 transition-transform group-hover:translate-x-1"
                />
              </span>
              <span className="mt-2 text-muted">{item.desc}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to={copy.home.href} variant="secondary">
          {copy.home.name}
        </ButtonLink>
        <ButtonLink to={quoteLink.href} variant="outline">
          {copy.contact}
        </ButtonLink>
      </div>
    </section>
  );
}
