import { clsx } from "clsx";
import { LoaderCircle } from "lucide-react";
import { buttonClass } from "../components/ui/button-link.tsx";

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The submit button; while sending it shows progress and ignores clicks (the form checks too). */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-busy={busy}
      aria-disabled={busy || undefined}
      className={clsx(buttonClass("primary", "lg"), "w-full sm:w-auto sm:min-w-44", busy && "cursor-wait opacity-85")}
    >
      {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
      {busy ? busyLabel : label}
    </button>
  );
}
