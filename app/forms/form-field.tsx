import { clsx } from "clsx";
import type { ReactNode } from "react";

/** Marks a form once React has hydrated it, so that tests (and scripts) know it is interactive. */
export function markReady(form: HTMLFormElement | null): void {
  if (form) form.dataset.ready = "true";
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
  /** Set for controls that a <label> cannot point at (a combobox): the label gets this id. */
  labelId?: string;
  className?: string;
  children: ReactNode;
}

/** A form control with its visible label and its error message. */
export function Field({ id, label, error, labelId, className, children }: FieldProps) {
  const labelClass = "mb-2 block text-sm font-semibold text-brand";
  return (
    <div className={className}>
      {labelId ? (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
