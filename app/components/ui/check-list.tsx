import { clsx } from "clsx";
import { Check } from "lucide-react";

/** A list of short points, each with an accent tick. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={clsx("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink">
          <Check className="mt-1 size-4 shrink-0 text-accent-700" aria-hidden="true" strokeWidth={2.5} />
          {item}
        </li>
      ))}
    </ul>
  );
}
