/** A dashboard section under a heading of its own, which names the section's region. */
import { createElement as h, type ReactElement, type ReactNode } from "react";

export function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}): ReactElement {
  return h("section", { "aria-labelledby": `${id}-title` }, h("h2", { id: `${id}-title` }, title), children);
}
