import { clients } from "../../../core/copy/clients.ts";
import { clientsIntro } from "../../../core/copy/home.ts";
import { Marquee } from "../../components/ui/marquee.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

/** 'Trusted by greatest companies': the 19 client logos, drawn twice for a seamless loop (38 entries). */
export default function ClientLogos() {
  return (
    <section aria-labelledby="clients-heading" className="overflow-hidden py-16 md:py-24">
      <div className="container-page">
        <SectionHeading id="clients-heading" title={clientsIntro.title} lead={clientsIntro.lead} />
      </div>
      <div className="mt-10">
        <Marquee
          items={clients}
          label={clientsIntro.listLabel}
          duration={60}
          focusableRow
          itemKey={(client) => client.slug}
          itemClassName="flex h-20 w-48 items-center justify-center rounded-xl border border-line bg-white px-5"
          renderItem={(client) => (
            <img src={client.logo} alt={client.name} width={160} height={48} loading="lazy" className="h-12 w-40" />
          )}
        />
      </div>
    </section>
  );
}
