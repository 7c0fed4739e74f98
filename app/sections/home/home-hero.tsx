import { ButtonLink } from "../../components/ui/button-link.tsx";
import { homeHero, homeStats } from "../../content/home.ts";

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_80%_10%,rgb(247_103_7/0.25),transparent_50%),radial-gradient(ellipse_at_10%_90%,rgb(47_90_158/0.6),transparent_60%)]"
      />
      <div className="container-page relative py-20 md:py-32">
        <p className="text-sm font-semibold tracking-[0.16em] text-accent-100 uppercase">{homeHero.eyebrow}</p>
        <h1 className="mt-4 max-w-4xl text-4xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl">
          {homeHero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{homeHero.text}</p>
        <div className="mt-9">
          <ButtonLink to={homeHero.cta.href} size="lg">
            {homeHero.cta.label}
          </ButtonLink>
        </div>
        <dl className="mt-14 grid max-w-2xl grid-cols-3 gap-6 border-t border-white/15 pt-8">
          {homeStats.map((stat) => (
            <div key={stat.label}>
              <dt className="text-sm text-brand-100">{stat.label}</dt>
              <dd className="order-first font-display text-3xl font-semibold md:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
