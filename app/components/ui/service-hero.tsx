import { clsx } from "clsx";
import { Link } from "react-router";
import { commonCopy } from "../../../core/copy/common-copy.ts";
import type { RasterImage } from "../../../core/copy/media/types.ts";
import type { RichText } from "../../../core/copy/rich-text.ts";
import { ButtonLink } from "./button-link.tsx";
import { FormattedText } from "./formatted-text.tsx";
import { EmptySource } from "./responsive-image.tsx";
import { SpriteIcon } from "./sprite-icon.tsx";

export interface ServiceHeroProps {
  /** The small title above the h1 (spec: contenttitle). */
  eyebrow: string;
  heading: RichText;
  desc: string;
  image: RasterImage;
  /**
   * A narrower picture for screens below 769 px (product pages). With it the picture is shown,
   * and a phone downloads only this file; without it phones show no picture at all.
   */
  mobileImage?: RasterImage;
  alt: string;
  /**
   * "ink": deep blue banner of the content, technology and testing pages.
   * "paper": the light banner of the digital pages (a background of their own).
   */
  tone?: "ink" | "paper";
  /** The call to action, a button. */
  action: HeroLink;
  /** A further page, as a text link beside the button; an external one opens in a new tab. */
  secondary?: HeroLink;
}

const SIZES = "(min-width: 80rem) 620px, (min-width: 64rem) 50vw, 576px";
/** Below 769 px: the page's width less its padding, at most 576 px (max-w-xl). */
const MOBILE_QUERY = "(max-width: 768.98px)";
const MOBILE_SIZES = "min(calc(100vw - 2.5rem), 576px)";

function srcSet(image: RasterImage, format: "avif" | "webp"): string {
  return image.widths.map((width) => `${image.base}-${width}.${format} ${width}w`).join(", ");
}

export interface HeroLink {
  label: string;
  href: string;
  /** Another site: opens in a new tab, and says so. */
  external?: boolean;
}

/** The header banner of a service page: title, heading, description and the header image. */
export function ServiceHero({
  eyebrow,
  heading,
  desc,
  image,
  mobileImage,
  alt,
  tone = "ink",
  action,
  secondary,
}: ServiceHeroProps) {
  const ink = tone === "ink";
  const secondaryClass = clsx(
    "group inline-flex items-center gap-1.5 font-semibold hover:underline",
    ink ? "text-white" : "text-brand",
  );
  return (
    <section
      data-hero={tone}
      className={clsx("relative overflow-hidden", ink ? "bg-brand text-white" : "bg-surface text-ink")}
    >
      <div
        aria-hidden="true"
        className={clsx(
          "absolute inset-0",
          ink
            ? "bg-[radial-gradient(ellipse_at_85%_0%,rgb(247_103_7/0.28),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgb(47_90_158/0.55),transparent_60%)]"
            : "bg-[radial-gradient(ellipse_at_90%_10%,var(--color-pastel-sky),transparent_60%),radial-gradient(ellipse_at_0%_100%,var(--color-pastel-peach),transparent_55%),radial-gradient(ellipse_at_45%_110%,var(--color-pastel-mint),transparent_50%)]",
        )}
      />
      <div className="container-page relative grid items-center gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-14 lg:py-20">
        <div>
          <p
            className={clsx(
              "text-sm font-semibold tracking-[0.16em] uppercase",
              ink ? "text-accent-100" : "text-accent-700",
            )}
          >
            {eyebrow}
          </p>
          <h1
            className={clsx(
              "mt-3 font-display text-4xl leading-[1.1] font-semibold text-balance md:text-5xl [&_em]:italic",
              ink ? "[&_em]:text-accent-100" : "text-brand [&_em]:text-accent-700",
            )}
          >
            <FormattedText value={heading} />
          </h1>
          <p className={clsx("mt-5 max-w-2xl text-lg leading-relaxed", ink ? "text-brand-100" : "text-muted")}>
            {desc}
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to={action.href} size="lg">
              {action.label}
            </ButtonLink>
            {secondary?.external && (
              <a href={secondary.href} target="_blank" rel="noopener" className={secondaryClass}>
                {secondary.label}
                <span className="sr-only"> ({commonCopy.newTab})</span>
                <SpriteIcon name="external-link" className="size-4" />
              </a>
            )}
            {secondary && !secondary.external && (
              <Link to={secondary.href} className={secondaryClass}>
                {secondary.label}
                <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
              </Link>
            )}
          </div>
        </div>
        {/*
          From 640 px up the illustration sits beside or under the text, loaded at once with high
          priority (it is the largest paint). On phones it is left out and never downloaded, so
          the heading is the largest paint and the page is readable as soon as the text arrives.
          With a mobile picture, screens below 769 px show (and download) that one instead.
        */}
        <div
          className={clsx(
            "mx-auto w-full max-w-xl overflow-hidden rounded-3xl lg:max-w-none",
            mobileImage ? "block" : "hidden sm:block",
            ink ? "shadow-panel ring-1 ring-white/15" : "shadow-card ring-1 ring-brand/10",
          )}
        >
          <picture>
            {mobileImage ? (
              (["avif", "webp"] as const).map((format) => (
                <source
                  key={format}
                  media={MOBILE_QUERY}
                  type={`image/${format}`}
                  srcSet={srcSet(mobileImage, format)}
                  sizes={MOBILE_SIZES}
                  width={mobileImage.width}
                  height={mobileImage.height}
                />
              ))
            ) : (
              <EmptySource media="(max-width: 639.98px)" />
            )}
            <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={SIZES} />
            <img
              src={`${image.base}-${image.width}.webp`}
              srcSet={srcSet(image, "webp")}
              sizes={SIZES}
              width={image.width}
              height={image.height}
              alt={alt}
              loading="eager"
              fetchPriority="high"
              className="block h-auto w-full"
            />
          </picture>
        </div>
      </div>
    </section>
  );
}
