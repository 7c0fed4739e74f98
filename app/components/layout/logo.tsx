import { Link } from "react-router";
import { brand } from "../../content/brand.ts";

interface LogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

/** The brand mark and wordmark, linking home. */
export function Logo({ inverted = false }: LogoProps) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-md" aria-label={`${brand.name} home`}>
      <BrandMark className="size-9" />
      <span
        className={`font-display text-[1.45rem] font-semibold tracking-tight ${inverted ? "text-white" : "text-brand"}`}
      >
        {brand.name}
      </span>
    </Link>
  );
}

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#14284b" />
      <path d="M8 12c4-1.5 8-1.2 11 1v16c-3-2-7-2.4-11-1z" fill="#fff" />
      <path d="M32 12c-4-1.5-8-1.2-11 1v16c3-2 7-2.4 11-1z" fill="#fff" opacity=".85" />
      <path d="M24 9h4v9l-2-1.6-2 1.6z" fill="#f76707" />
    </svg>
  );
}
