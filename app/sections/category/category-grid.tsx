import { Link } from "react-router";
import { categoryPageCopy } from "../../../core/copy/category-page.ts";
import type { MenuLink } from "../../../core/copy/menu.ts";
import { IconBadge } from "../../components/ui/icon-badge.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** The cards of a category listing: icon, name, description and a Get Started link. */
export function CategoryGrid({ items }: { items: MenuLink[] }) {
  return (
    <section aria-label={categoryPageCopy.listLabel} className="bg-surface">
      <ul className="container-page grid gap-6 py-14 sm:grid-cols-2 md:py-20 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href} className="flex flex-col rounded-2xl bg-white p-7 shadow-card">
            <IconBadge icon={item.icon} size="lg" />
            <h2 className="mt-5 font-display text-2xl font-semibold text-brand">{item.name}</h2>
            <p className="mt-2 flex-1 leading-relaxed text-muted">{item.desc}</p>
            <Link
              to={item.href}
              className="group mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 hover:underline"
            >
              {categoryPageCopy.cardLink.label}
              <span className="sr-only">{categoryPageCopy.cardLink.context(item.name)}</span>
              <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
