import { clsx } from "clsx";
import type { SelectHTMLAttributes } from "react";
import { SpriteIcon } from "../components/ui/sprite-icon.tsx";
import { inputClass } from "./form-field.tsx";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> {
  options: readonly string[];
  /** The empty first choice: what the closed list shows until something is chosen. */
  placeholder: string;
  invalid: boolean;
}

/**
 * A native list (`<select>`): the browser's own keyboard, screen reader and phone picker, and it
 * works without JavaScript. Styled like the text inputs; where the browser supports
 * `appearance: base-select` on a desktop, its open list is styled too (app.css, `.select-field`).
 */
export function SelectField({ options, placeholder, invalid, ...props }: SelectFieldProps) {
  return (
    <div className="relative">
      <select className={clsx(inputClass(invalid), "select-field appearance-none pr-12")} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <SpriteIcon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-brand-700"
      />
    </div>
  );
}
