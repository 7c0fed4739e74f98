import { type GoneKind, goneCopy } from "../../../core/copy/gone.ts";
import { ButtonLink } from "../../components/ui/button-link.tsx";
import { StatusHeading } from "../../components/ui/status-heading.tsx";

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
      <StatusHeading status={410} title={copy.title}>
        <q>{name}</q> {copy.lead}
      </StatusHeading>
      <div className="mt-10">
        <ButtonLink to={copy.link.href} variant="secondary">
          {copy.link.label}
        </ButtonLink>
      </div>
    </section>
  );
}
