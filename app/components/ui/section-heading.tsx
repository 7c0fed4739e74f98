import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { RichText } from "../../../core/copy/rich-text.ts";
import { FormattedText } from "./formatted-text.tsx";

interface SectionHeadingProps {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: RichText;
  lead?: ReactNode;
  /** "dark" for headings on ink or image backgrounds. */
  tone?: "light" | "dark";
}

/** The eyebrow, h2 and lead that open a section; emphasised words are set in italic accent. */
export function SectionHeading({ id, eyebrow, title, lead, tone = "light" }: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className="max-w-3xl">
      {eyebrow && (
        <p
          className={clsx(
            "text-sm font-semibold tracking-[0.16em] uppercase",
            dark ? "text-accent-100" : "text-accent-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={clsx(
          "mt-3 font-display text-3xl leading-tight font-semibold md:text-4xl [&_em]:italic",
          dark ? "text-white [&_em]:text-accent-100" : "text-brand [&_em]:text-accent-700",
        )}
      >
        <FormattedText value={title} />
      </h2>
      {lead && (
        <div className={clsx("mt-4 text-lg leading-relaxed", dark ? "text-brand-100" : "text-muted")}>{lead}</div>
      )}
    </div>
  );
}
