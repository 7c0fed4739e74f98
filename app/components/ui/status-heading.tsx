import type { ReactNode } from "react";

interface StatusHeadingProps {
  /** The HTTP status the page answers with, shown large above the title. */
  status: number;
  title: string;
  /** The line under the title: what happened and where to go. */
  children: ReactNode;
}

/** The head of an error page (not found, gone): the status, the page's one heading and a lead. */
export function StatusHeading({ status, title, children }: StatusHeadingProps) {
  return (
    <>
      <p className="font-display text-7xl font-semibold text-accent-600">{status}</p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-brand md:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{children}</p>
    </>
  );
}
