import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * Runs once React has hydrated a form: from then on the form's own code checks the fields and
 * shows the messages (the browser's checks apply while no script runs), and tests (and
 * scripts) can tell that it is interactive.
 */
export function markReady(form: HTMLFormElement | null): void {
  if (!form) return;
  form.noValidate = true;
  form.dataset.ready = "true";
}

/** Id of the message that describes a field's error. */
export const errorId = (id: string) => `${id}-error`;

/** Attributes that tie a control to its error message. */
export function errorAria(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": errorId(id) } : {};
}

export function inputClass(invalid: boolean): string {
  return clsx(
    "block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70",
    invalid ? "border-red-700" : "border-line hover:border-brand-600",
  );
}

interface FieldProps {
  /** Id of the control. */
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A form control with its visible label and its error message. */
export function Field({ id, label, error, className, children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-brand">
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
