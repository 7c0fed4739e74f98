import { clsx } from "clsx";
import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { isSectionActive, quoteLink, sections, topMenu } from "../../../core/copy/menu.ts";
import { navigationCopy } from "../../../core/copy/menu-bar.ts";
import { site } from "../../../core/copy/site.ts";
import { ButtonLink } from "../ui/button-link.tsx";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { MenuEntry } from "./menu-entry.tsx";

/** The mobile menu's links, loaded as a chunk of its own (mobile-menu.tsx). */
export function MenuPanel({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={navigationCopy.mainNavigation}
      className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto overscroll-contain border-t border-line bg-white"
    >
      <ul className="container-page divide-y divide-line py-2">
        {topMenu.map((item) => {
          if (item.kind === "link") {
            return (
              <li key={item.id}>
                <NavLink
                  to={item.href}
                  end={item.href === "/"}
                  onClick={onNavigate}
                  className="block py-4 text-lg font-semibold text-brand aria-[current=page]:text-accent-700"
                >
                  {item.name}
                </NavLink>
              </li>
            );
          }
          const section = sections[item.id];
          const grouped = section.groups.length > 1;
          return (
            <li key={item.id}>
              <Accordion
                name="mobile-menu-section"
                label={section.name}
                size="lg"
                current={isSectionActive(section.id, pathname)}
              >
                {grouped ? (
                  <ul className="space-y-1 pb-3">
                    {section.groups.map((group) => (
                      <li key={group.id}>
                        <Accordion name={`mobile-menu-${section.id}`} label={group.title} size="sm">
                          <LinkList links={group.items} onNavigate={onNavigate} />
                        </Accordion>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <LinkList links={section.groups.flatMap((group) => group.items)} onNavigate={onNavigate} />
                )}
              </Accordion>
            </li>
          );
        })}
      </ul>
      <div className="container-page space-y-4 pt-2 pb-10">
        <ButtonLink to={quoteLink.href} onClick={onNavigate} className="w-full" size="lg">
          {quoteLink.label}
        </ButtonLink>
        <p className="text-center text-sm text-muted">
          Or write to{" "}
          <a className="font-semibold text-brand underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
        </p>
      </div>
    </nav>
  );
}

interface AccordionProps {
  name: string;
  label: string;
  size: "lg" | "sm";
  /** The section holds the current page: highlighted like the current link. */
  current?: boolean;
  children: ReactNode;
}

function Accordion({ name, label, size, current = false, children }: AccordionProps) {
  const text = size === "lg" ? "py-4 text-lg font-semibold" : "py-2.5 pl-2 font-semibold";
  const colour = current ? "text-accent-700" : size === "lg" ? "text-brand" : "text-ink";
  return (
    <details name={name}>
      <summary data-current={current} className={clsx("flex items-center justify-between", text, colour)}>
        {label}
        {current && <span className="sr-only"> (current section)</span>}
        {/* Turned by its own accordion only, not by an open accordion around it. */}
        <SpriteIcon name="chevron-down" className="size-5 transition-transform [details[open]>summary>&]:rotate-180" />
      </summary>
      {children}
    </details>
  );
}

function LinkList({ links, onNavigate }: { links: Parameters<typeof MenuEntry>[0]["link"][]; onNavigate: () => void }) {
  return (
    <ul className="grid gap-1 pb-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.href}>
          <MenuEntry link={link} compact onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
