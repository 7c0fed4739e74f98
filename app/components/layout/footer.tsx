import { Link } from "react-router";
import { footerCopy } from "../../../core/copy/footer.ts";
import { legalPages } from "../../../core/copy/legal.ts";
import type { SpriteIcon as SpriteIconName } from "../../../core/copy/media/icons.ts";
import { internalSectionLinks, type SectionId, sections } from "../../../core/copy/menu.ts";
import { officeCities, type SocialLink, site } from "../../../core/copy/site.ts";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { Logo } from "./logo.tsx";

const columns: SectionId[] = ["content", "products", "digital", "company"];

const socialIcons: Record<SocialLink["network"], SpriteIconName> = {
  LinkedIn: "linkedin",
  X: "x-twitter",
  YouTube: "youtube",
};

const linkClass = "text-brand-100/85 hover:text-white hover:underline";

/**
 * The site footer: four link columns (an accordion with one column open at a time on small
 * screens), contact details, social profiles, legal links and the copyright line.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer bg-brand-950 text-white">
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[minmax(0,20rem)_1fr] lg:gap-16">
        <div className="space-y-5">
          <Logo inverted />
          <p className="text-[0.95rem] leading-relaxed text-brand-100/85">{site.description}</p>
          <ul className="space-y-2 text-[0.95rem]">
            <li>
              <a href={`mailto:${site.email}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <SpriteIcon name="mail" className="size-4" />
                {site.email}
              </a>
            </li>
            {site.phones.slice(0, 1).map((phone) => (
              <li key={phone.tel}>
                <a href={`tel:${phone.tel}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                  <SpriteIcon name="phone" className="size-4" />
                  {phone.display}
                </a>
              </li>
            ))}
            <li>
              <Link to="/company/offices" className={`inline-flex items-center gap-2 ${linkClass}`}>
                <SpriteIcon name="map-pin" className="size-4" />
                Offices in {officeCities}
              </Link>
            </li>
          </ul>
          <ul className="flex gap-3" aria-label={footerCopy.social}>
            {site.social.map((social) => {
              return (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={footerCopy.profile(site.name, social.network)}
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-accent-600"
                  >
                    <SpriteIcon name={socialIcons[social.network]} className="size-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-label={footerCopy.navigation}>
          {/* Small screens: an accordion, one column open at a time. */}
          <div className="divide-y divide-white/15 border-y border-white/15 md:hidden">
            {columns.map((id) => (
              <details key={id} name="footer-column" className="group/col">
                <summary className="flex items-center justify-between py-4 font-display text-lg font-semibold">
                  {sections[id].name}
                  <SpriteIcon name="chevron-down" className="size-5 transition-transform group-open/col:rotate-180" />
                </summary>
                <FooterLinks id={id} className="pb-5" />
              </details>
            ))}
          </div>
          {/* Wider screens: four columns, always open. */}
          <div className="hidden gap-8 md:grid md:grid-cols-4">
            {columns.map((id) => (
              <div key={id}>
                <h2 className="font-display text-lg font-semibold">{sections[id].name}</h2>
                <FooterLinks id={id} className="mt-4" />
              </div>
            ))}
          </div>
        </nav>
      </div>

      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-brand-100/80 xl:flex-row xl:items-center xl:justify-between">
          <p>
            <span className="hidden xs:inline">
              Copyright 2002 – <span suppressHydrationWarning>{year}</span> by {site.name} All Rights Reserved
            </span>
            <span className="xs:hidden">
              © 2002 – <span suppressHydrationWarning>{year}</span> {site.name}
            </span>
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {Object.values(legalPages).map((page) => (
              <li key={page.href}>
                <Link to={page.href} className={linkClass}>
                  {page.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to={footerCopy.samples.href} className={linkClass}>
                {footerCopy.samples.name}
              </Link>
            </li>
            <li>
              <a href={site.codeOfEthicsPdf} className={`inline-flex items-center gap-1.5 ${linkClass}`}>
                <SpriteIcon name="file-text" className="size-4" />
                {footerCopy.codeOfEthics.name} <span className="sr-only">{footerCopy.codeOfEthics.format}</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, className }: { id: SectionId; className: string }) {
  return (
    <ul className={`space-y-2.5 text-[0.95rem] ${className}`}>
      {internalSectionLinks(id).map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClass}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
