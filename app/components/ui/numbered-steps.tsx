import { clsx } from "clsx";

/** Steps in order, each with its number in a round badge. */
export function NumberedSteps({ steps, className }: { steps: readonly string[]; className?: string }) {
  return (
    <ol className={clsx("space-y-4", className)}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1 leading-relaxed text-muted">{step}</span>
        </li>
      ))}
    </ol>
  );
}
