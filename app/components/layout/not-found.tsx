import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { quoteLink, sections } from "../../content/menu.ts";
import { notFoundTitle } from "../../lib/not-found-meta.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { StatusHeading } from "../ui/status-heading.tsx";

const destinations = [
  { name: "Content services", href: "/all/content", desc: sections.content.blurb },
  { name: "Publishing platforms", href: "/all/products", desc: sections.products.blurb },
  { name: "Digital services", href: "/all/digital", desc: sections.digital.blurb },
  { name: "Technology", href: "/technology", desc: "AI, machine learning and automation in our workflows." },
];

/** What a visitor sees for an address that is not on the site (loaded through not-found-loader.tsx). */
export function NotFound() {
  return (
    <section className="container-page py-20 md:py-28">
      <StatusHeading status={404} title={notFoundTitle}>
        The address may be mistyped, or the page may have moved. These are good places to continue:
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
                <ArrowRight
                  className="size-5 text-accent-700 transition-transform group-hover:translate-x-1"
                  aria-hidden="true"
                />
              </span>
              <span className="mt-2 text-muted">{item.desc}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/" variant="secondary">
          Back to the home page
        </ButtonLink>
        <ButtonLink to={quoteLink.href} variant="outline">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}
