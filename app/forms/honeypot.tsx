import type { Ref } from "react";
import { honeypotName } from "../../core/protocols/form-fields.ts";

/** A field people never see or reach; robots that fill every input give themselves away. */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div inert className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Website
        <input ref={ref} type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
