import { clsx } from "clsx";
import { type FormEvent, type ReactNode, type Ref, useId } from "react";
import { markReady } from "./form-field.tsx";
import { Honeypot } from "./honeypot.tsx";

interface FormCardProps {
  title: string;
  intro: string;
  /** Where the form posts; also its native action, for a browser that runs no script. */
  endpoint: string;
  /** Sent as multipart/form-data (a form with a file), else urlencoded. */
  multipart?: boolean;
  busy: boolean;
  honeypot: Ref<HTMLInputElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visitor started working in the form (focus, typing, a tap): its proof of work can start. */
  onEngage?: () => void;
  children: ReactNode;
}

/** A form on a white card, named by its heading; the wait cursor shows while it is busy. */
export function FormCard({
  title,
  intro,
  endpoint,
  multipart,
  busy,
  honeypot,
  onSubmit,
  onEngage,
  children,
}: FormCardProps) {
  const headingId = useId();
  return (
    <form
      ref={markReady}
      method="post"
      action={endpoint}
      encType={multipart ? "multipart/form-data" : undefined}
      aria-labelledby={headingId}
      aria-busy={busy}
      onSubmit={onSubmit}
      onFocus={onEngage}
      onInput={onEngage}
      onPointerDown={onEngage}
      className={clsx("relative rounded-3xl bg-white p-6 shadow-card sm:p-9", busy && "cursor-wait")}
    >
      <h2 id={headingId} className="font-display text-3xl font-semibold text-brand">
        {title}
      </h2>
      <p className="mt-2 text-muted">{intro}</p>
      {children}
      <Honeypot ref={honeypot} />
    </form>
  );
}
