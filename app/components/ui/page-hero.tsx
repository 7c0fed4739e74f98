import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  /** A `Breadcrumb` (tone "dark") above the eyebrow. */
  breadcrumb?: ReactNode;
}

/** The banner at the top of an inner page: eyebrow, the page's h1, a lead and actions. */
export function PageHero({ eyebrow, title, lead, children, breadcrumb }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden bg-brand text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_85%_0%,rgb(247_103_7/0.28),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgb(47_90_158/0.55),transparent_60%)]"
      />
      <div className="container-page relative py-16 md:py-24">
        {breadcrumb && <div className="-mt-8 mb-10 md:-mt-12 md:mb-12">{breadcrumb}</div>}
        {eyebrow && <p className="text-sm font-semibold tracking-[0.16em] text-accent-100 uppercase">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-semibold md:text-5xl">{title}</h1>
        {lead && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{lead}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
