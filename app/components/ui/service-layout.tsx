import type { ReactNode } from "react";
import type { LandingCopy } from "../../../core/copy/service-types.ts";
import { useCurrentService } from "../../lib/use-current-service.ts";
import { HydratingBoundary } from "../layout/deferred.tsx";
import { ServiceHero, type ServiceHeroProps } from "./service-hero.tsx";

interface ServiceLayoutProps {
  /** The page's key, given to the shared service context (the loading overlay re-runs when it changes). */
  service: string;
  hero: ServiceHeroProps;
  /** The sections under the banner: a lazy component, prerendered in full and hydrated when its code arrives. */
  children: ReactNode;
}

/** A service page: its banner, then the sections below the fold. */
export function ServiceLayout({ service, hero, children }: ServiceLayoutProps) {
  return (
    <>
      <CurrentService slug={service} />
      <ServiceHero {...hero} />
      <HydratingBoundary>{children}</HydratingBoundary>
    </>
  );
}

function CurrentService({ slug }: { slug: string }) {
  useCurrentService(slug);
  return null;
}

/** The banner of a page written as {@link LandingCopy} (technology, project management, typesetting). */
export function landingHero(page: LandingCopy): ServiceHeroProps {
  return {
    eyebrow: page.title,
    heading: page.heading,
    desc: page.desc,
    image: page.headerImg,
    alt: page.headerAlt,
    action: page.cta,
    secondary: page.related,
  };
}
