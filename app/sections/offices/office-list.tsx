import { Clock, type LucideIcon, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { OfficesPage } from "../../../core/copy/offices-page.ts";
import { addressLines, mapsSearchUrl, site } from "../../../core/copy/site.ts";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** The three offices, each with its address, telephone, hours and a Maps search for the address. */
export function OfficeList({ label, labels }: { label: OfficesPage["listLabel"]; labels: OfficesPage["labels"] }) {
  return (
    <section aria-label={label} className="bg-surface py-14 md:py-20">
      <ul className="container-page grid gap-6 lg:grid-cols-3">
        {site.offices.map((office, i) => (
          <li
            key={office.id}
            data-testid={`office-${office.id}`}
            className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-card md:flex-row lg:flex-col"
          >
            <img
              src={office.view.src}
              width={office.view.width}
              height={office.view.height}
              alt=""
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              className="aspect-video w-full bg-brand-100 object-contain object-bottom md:w-80 md:shrink-0 lg:w-full"
            />
            <article aria-labelledby={`office-${office.id}-name`} className="flex flex-1 flex-col p-7">
              <p className="text-sm font-semibold tracking-[0.16em] text-accent-700 uppercase">{office.city}</p>
              <h2 id={`office-${office.id}-name`} className="mt-1 font-display text-3xl font-semibold text-brand">
                {office.country}
              </h2>
              <p className="mt-3 leading-relaxed text-muted">{office.role}</p>
              <dl className="mt-6 flex-1 space-y-4">
                <Fact icon={MapPin} label={labels.address}>
                  <address className="not-italic leading-relaxed">
                    {addressLines(office).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </Fact>
                <Fact icon={Phone} label={labels.phone}>
                  <a
                    href={`tel:${office.phone.tel}`}
                    className="font-semibold text-brand underline decoration-brand/30 underline-offset-4 hover:decoration-brand"
                  >
                    {office.phone.display}
                  </a>
                </Fact>
                <Fact icon={Clock} label={labels.hours}>
                  <span className="text-muted">{office.hours}</span>
                </Fact>
              </dl>
              <a
                href={mapsSearchUrl(office)}
                target="_blank"
                rel="noopener noreferrer"
                className="group mt-7 inline-flex items-center gap-2 self-start font-semibold text-accent-700 hover:underline"
              >
                {labels.maps}{" "}
                <span className="sr-only">
                  ({office.city} {labels.mapsContext})
                </span>
                <SpriteIcon name="external-link" className="size-4" />
              </a>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One line of an office's details: an icon that stands for its label, and the value. */
function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
