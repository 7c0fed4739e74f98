import { ButtonLink } from "../../components/ui/button-link.tsx";
import { type GoneKind, goneCopy } from "../../content/gone.ts";

interface GonePageProps {
  kind: GoneKind;
  /** The story's headline or the position's title. */
  name: string;
}

/** The page at the address of a removed story or a closed opening (answered with 410 Gone). */
export function GonePage({ kind, name }: GonePageProps) {
  const copy = goneCopy[kind];
  return (
    <section className="container-page py-20 md:py-28">
      <p className="font-display text-7xl font-semibold text-accent-600">410</p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-brand md:text-5xl">{copy.title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">
        <q>{name}</q> {copy.lead}
      </p>
      <div className="mt-10">
        <ButtonLink to={copy.link.href} variant="secondary">
          {copy.link.label}
        </ButtonLink>
      </div>
    </section>
  );
}
