import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { errorAria, Field, inputClass } from "./form-field.tsx";

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Applied to what is typed before the form sees it (the phone keeps its digits). */
  sanitize?: (value: string) => string;
  /** Called with the cleaned value after each change. */
  onValue?: (value: string) => void;
  className?: string;
}

/** A labelled text input registered with react-hook-form, its error tied to it. */
export function TextInput({ id, label, error, registration, sanitize, onValue, className, ...props }: TextInputProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <input
        id={id}
        className={inputClass(Boolean(error))}
        {...props}
        {...errorAria(id, error)}
        {...registration}
        onChange={(event) => {
          if (sanitize) event.target.value = sanitize(event.target.value);
          onValue?.(event.target.value);
          return registration.onChange(event);
        }}
      />
    </Field>
  );
}
