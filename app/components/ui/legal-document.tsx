import { clsx } from "clsx";
import { Fragment } from "react";
import { Link } from "react-router";
import { commonCopy } from "../../../core/copy/common-copy.ts";
import type { LegalBlock, LegalLine, LegalLink, LegalPage } from "../../../core/copy/legal.ts";
import { Breadcrumb, breadcrumbTrail } from "./breadcrumb.tsx";
import { textLinkClass } from "./button-link.tsx";
import { CheckList } from "./check-list.tsx";
import { PageHero } from "./page-hero.tsx";

function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function InlineLink({ link }: { link: LegalLink }) {
  return link.href.startsWith("/") ? (
    <Link to={link.href} className={textLinkClass}>
      {link.text}
    </Link>
  ) : (
    <a href={link.href} className={textLinkClass}>
      {link.text}
    </a>
  );
}

/** Words and links; a link to a page of the site navigates client-side. */
function Line({ value }: { value: LegalLine }) {
  if (typeof value === "string") return value;
  return value.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a line are static and never reorder
    <Fragment key={index}>{typeof part === "string" ? part : <InlineLink link={part} />}</Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "object" && "list" in block) {
    return (
      <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-muted marker:text-accent-700">
        {block.list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items are static and never reorder
          <li key={index}>
            <Line value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (typeof block === "object" && "facts" in block) {
    // An even number of facts sits in two columns; an odd number (the three offices) would
    // leave one alone, so each is a row with its term beside the details.
    const rows = block.facts.length % 2 === 1;
    return (
      <dl className={clsx("mt-5 grid gap-4", !rows && "sm:grid-cols-2")}>
        {block.facts.map((fact) => (
          <div
            key={fact.term}
            className={clsx("rounded-2xl border border-line bg-surface/60 p-5", rows && "sm:flex sm:gap-6")}
          >
            <dt className={clsx("font-semibold text-ink", rows && "sm:w-56 sm:shrink-0")}>{fact.term}</dt>
            <dd className={clsx("mt-1 space-y-1 leading-relaxed break-words text-muted", rows && "sm:mt-0")}>
              {fact.lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fact are static and never reorder
                <span key={index} className="block">
                  <Line value={line} />
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <p className="mt-3 leading-relaxed text-muted">
      <Line value={block} />
    </p>
  );
}

/**
 * A legal page: the hero with its breadcrumb and date, then the introduction, the main points,
 * a table of contents and the numbered sections, set for reading.
 */
export function LegalDocument({ page }: { page: LegalPage }) {
  const copy = commonCopy.legal;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={page.title}
        lead={`${copy.updated} ${page.updated}`}
        breadcrumb={<Breadcrumb tone="dark" trail={breadcrumbTrail({ name: page.title, href: page.path })} />}
      />
      <div className="container-page grid gap-12 py-14 md:py-20 lg:grid-cols-[16rem_minmax(0,48rem)]">
        <nav aria-label={copy.contents} className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{copy.contents}</p>
          <ol className="mt-3 space-y-2 border-l border-line pl-4 text-[0.95rem]">
            {page.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${anchor(section.heading)}`} className="text-brand hover:text-accent-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article>
          <p className="text-lg leading-relaxed text-ink">{page.intro}</p>
          {page.highlights && (
            <section aria-labelledby="at-a-glance" className="mt-8 rounded-3xl bg-brand-50 p-6 sm:p-8">
              <h2 id="at-a-glance" className="font-display text-xl font-semibold text-brand">
                {copy.glance}
              </h2>
              <CheckList items={[...page.highlights]} className="mt-4" />
            </section>
          )}
          <ol className="mt-10 space-y-10">
            {page.sections.map((section, index) => (
              <li key={section.heading} id={anchor(section.heading)}>
                <h2 className="font-display text-2xl font-semibold text-brand">
                  <span className="mr-2 text-accent-700">{index + 1}.</span>
                  {section.heading}
                </h2>
                {section.body.map((block, blockIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a section are static and never reorder
                  <Block key={blockIndex} block={block} />
                ))}
              </li>
            ))}
          </ol>
        </article>
      </div>
    </>
  );
}
