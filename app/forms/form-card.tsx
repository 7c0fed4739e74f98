import { clsx } from "clsx";
import { type FormEvent, type ReactNode, type Ref, useId } from "react";
import { markReady } from "./form-field.tsx";
import { Honeypot } from "./honeypot.tsx";

interface FormCardProps {
  title: string;
  intro: string;
  /** Where the form posts; also its native action, should it be sent before the script runs. */
  endpoint: string;
  busy: boolean;
  honeypot: Ref<HTMLInputElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A form on a white card, named by its heading; the wait cursor shows while it is busy. */
export function FormCard({ title, intro, endpoint, busy, honeypot, onSubmit, children }: FormCardProps) {
  const headingId = useId();
  return (
    <form
      ref={markReady}
      noValidate
      method="post"
      action={endpoint}
      encType="multipart/form-data"
      aria-labelledby={headingId}
      aria-busy={busy}
      onSubmit={onSubmit}
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
