import type { LegalPage } from "../../content/disclaimer.ts";

function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A legal document: introduction, a table of contents and numbered sections, set for reading. */
export function LegalText({ page }: { page: LegalPage }) {
  return (
    <div className="container-page grid gap-12 py-14 md:py-20 lg:grid-cols-[16rem_minmax(0,48rem)]">
      <nav aria-label="Contents" className="lg:sticky lg:top-28 lg:self-start">
        <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">Contents</p>
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
        <ol className="mt-10 space-y-10">
          {page.sections.map((section, index) => (
            <li key={section.heading} id={anchor(section.heading)} className="scroll-mt-28">
              <h2 className="font-display text-2xl font-semibold text-brand">
                <span className="mr-2 text-accent-700">{index + 1}.</span>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}
