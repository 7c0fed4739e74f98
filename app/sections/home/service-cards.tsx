import { Link } from "react-router";
import { enquireContext, enquirePrompt, homeServices, servicesIntro } from "../../../core/copy/home.ts";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { SpriteIcon } from "../../components/ui/sprite-icon.tsx";

/** Content, Digital and Technology: three cards leading to their listings. */
export default function ServiceCards() {
  return (
    <section aria-labelledby="services-heading" className="py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="services-heading" title={servicesIntro.title} lead={servicesIntro.lead} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {homeServices.map((card) => (
            <li key={card.title}>
              <Link
                to={card.linkto}
                className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-line transition-shadow hover:shadow-panel"
              >
                <div className="relative aspect-[4/3] overflow-hidden bg-brand-100">
                  <ResponsiveImage
                    image={card.bgimg}
                    alt={card.alt}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                  <span className="absolute top-4 left-4 rounded-full bg-brand px-3 py-1 text-xs font-semibold tracking-wider text-white uppercase">
                    {card.title}
                  </span>
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="font-display text-2xl font-semibold text-brand">{card.heading}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted">{card.desc}</p>
                  <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-accent-700">
                    {enquirePrompt}
                    <span className="sr-only">{enquireContext(card.title)}</span>
                    <SpriteIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
