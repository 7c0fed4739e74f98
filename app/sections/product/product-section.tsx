import { clsx } from "clsx";
import type { ReactNode } from "react";

interface ProductSectionProps {
  /** Id of the section's h2. */
  id: string;
  /** On the warm surface colour rather than white. */
  shaded: boolean;
  testId?: string;
  children: ReactNode;
}

/** A section of a product page under the hero: padding, background and the page's width. */
export function ProductSection({ id, shaded, testId, children }: ProductSectionProps) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={clsx("py-16 md:py-24", shaded ? "bg-surface" : "bg-white")}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}
