import { Link } from "react-router";
import { quoteLink, sections } from "../../../core/copy/menu.ts";
import { notFoundCopy as copy } from "../../../core/copy/not-found.ts";
import { notFoundTitle } from "../../lib/not-found-meta.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { StatusHeading } from "../ui/status-heading.tsx";

/** Where to go on: three sections, with their menus' introductions, and the technology page. */
const destinations = copy.destinations.map((item) => ({
  name: item.name,
  href: item.href,
  desc: "section" in item ? sections[item.section].blurb : item.desc,
}));

/** What a visitor sees for an address that is not on the site (loaded through not-found-loader.tsx). */
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
