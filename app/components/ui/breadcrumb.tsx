import { clsx } from "clsx";
import { Link } from "react-router";
import { commonCopy } from "../../../core/copy/common-copy.ts";
import { SpriteIcon } from "./sprite-icon.tsx";

export interface Crumb {
  name: string;
  href: string;
}

const home: Crumb = commonCopy.breadcrumb.home;

/** The full trail of a page: Home, then the given steps, the last being the page itself. */
export function breadcrumbTrail(...steps: Crumb[]): Crumb[] {
  return [home, ...steps];
}

interface BreadcrumbProps {
  /** From Home to the current page (see `breadcrumbTrail`). */
  trail: readonly Crumb[];
  /** "dark" on ink backgrounds such as the page hero, "light" on white or paper. */
  tone?: "light" | "dark";
  className?: string;
}

/** Where the page sits in the site: a list of links, the last one marked as the current page. */
export function Breadcrumb({ trail, tone = "light", className }: BreadcrumbProps) {
  const dark = tone === "dark";
  return (
    <nav aria-label={commonCopy.breadcrumb.label} className={clsx("text-sm", className)}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-x-1.5">
              {index > 0 && (
                <SpriteIcon
                  name="chevron-right"
                  className={clsx("size-3.5 shrink-0", dark ? "text-brand-200" : "text-muted")}
                />
              )}
              <Link
                to={crumb.href}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "rounded-sm underline-offset-4",
                  current
                    ? clsx("font-semibold", dark ? "text-white" : "text-ink")
                    : clsx("hover:underline", dark ? "text-brand-100 hover:text-white" : "text-brand"),
                )}
              >
                {crumb.name}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
