import type { AboutPage } from "../../../core/copy/about.ts";
import { buttonClass } from "../../components/ui/button-link.tsx";
import { Dialog, opensDialog } from "../../components/ui/dialog.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/**
 * The leaders as cards; Read Bio opens the full bio in a modal dialog. The dialogs are in the
 * page's HTML and open and close without the page's scripts.
 */
export function Leadership({ content }: { content: AboutPage["leadership"] }) {
  return (
    <section aria-labelledby="leadership" className="bg-white py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="leadership" eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.leaders.map((leader) => (
            <li
              key={leader.id}
              className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-5 rounded-3xl border border-line bg-surface p-5 shadow-card sm:flex sm:flex-col sm:p-6 sm:text-center"
            >
              <div className="row-span-3 sm:w-full">
                <ResponsiveImage
                  image={leader.img}
                  alt={`Illustrated portrait of ${leader.name}`}
                  sizes="(min-width: 1280px) 232px, (min-width: 1024px) 22vw, (min-width: 640px) 40vw, 104px"
                  className="block aspect-square w-full sm:mx-auto sm:max-w-60"
                />
              </div>
              <h3 className="font-display text-xl font-semibold text-brand sm:mt-6 sm:text-2xl lg:text-xl xl:text-2xl">
                {leader.name}
              </h3>
              <p className="mt-1 text-sm text-muted sm:flex-1 sm:text-base">{leader.role}</p>
              <button
                type="button"
                {...opensDialog(bioId(leader.id))}
                className={`${buttonClass("outline")} mt-3 justify-self-start sm:mx-auto sm:mt-6`}
              >
                Read Bio <span className="sr-only">of {leader.name}</span>
              </button>
              <Dialog id={bioId(leader.id)} title={leader.name} className="text-left">
                <div className="flex items-center gap-5">
                  <ResponsiveImage image={leader.img} alt="" sizes="96px" className="size-24 shrink-0" />
                  <p className="text-lg font-semibold text-accent-700">{leader.role}</p>
                </div>
                <div className="mt-6 space-y-4 leading-relaxed text-ink">
                  {leader.body.map((paragraph) => (
                    <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                  ))}
                </div>
              </Dialog>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const bioId = (leader: string | number) => `bio-${leader}`;
