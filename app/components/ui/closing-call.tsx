import { ButtonLink } from "./button-link.tsx";

interface ClosingCallProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  title: string;
  text: string;
  action: { label: string; href: string };
}

/** A page's closing call to action on an ink background: heading and text beside one button. */
export function ClosingCall({ id, title, text, action }: ClosingCallProps) {
  return (
    <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between lg:gap-16">
      <div className="max-w-3xl">
        <h2 id={id} className="font-display text-3xl leading-tight font-semibold md:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-100">{text}</p>
      </div>
      <ButtonLink to={action.href} size="lg" className="shrink-0 self-start lg:self-center">
        {action.label}
      </ButtonLink>
    </div>
  );
}
