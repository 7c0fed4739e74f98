import type { UseFormRegisterReturn } from "react-hook-form";
import { emailMaxLength, nameMaxLength, phoneDigits, phonePattern } from "../../core/protocols/form-fields.ts";
import { TextInput } from "./text-input.tsx";

/** One of the person fields: its control's id, its registration and its current error. */
export interface PersonField {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

interface PersonFieldsProps {
  name: PersonField;
  email: PersonField;
  phone: PersonField;
  /** The phone's visible label (each form keeps its own wording). */
  phoneLabel: string;
  /** The field that spans both columns of the form's grid from the small breakpoint up. */
  wide: "name" | "phone";
  /** Called with the phone's digits after each change. */
  onPhone?: (digits: string) => void;
}

/**
 * The name, e-mail and phone inputs both forms ask for, in this order. The phone keeps digits
 * only, at most ten, as it is typed; its pattern and hint are the browser's check when no script runs.
 */
export function PersonFields({ name, email, phone, phoneLabel, wide, onPhone }: PersonFieldsProps) {
  const span = (field: PersonFieldsProps["wide"]) => (wide === field ? "sm:col-span-2" : undefined);
  return (
    <>
      <TextInput
        id={name.id}
        label="Name"
        error={name.error}
        registration={name.registration}
        className={span("name")}
        type="text"
        autoComplete="name"
        maxLength={nameMaxLength}
        required
      />
      <TextInput
        id={email.id}
        label="Email"
        error={email.error}
        registration={email.registration}
        type="email"
        autoComplete="email"
        maxLength={emailMaxLength}
        required
      />
      <TextInput
        id={phone.id}
        label={phoneLabel}
        error={phone.error}
        registration={phone.registration}
        className={span("phone")}
        // Autofill offers the number without its country code ("tel-national"), which HTML allows
        // on a text field only: a type="tel" field takes "tel", the number with its country code,
        // which the ten-digit pattern refuses. The keypad is numeric all the same.
        type="text"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10 digits"
        pattern={phonePattern}
        title="10 digits, without spaces or dashes"
        required
        sanitize={phoneDigits}
        onValue={onPhone}
      />
    </>
  );
}
