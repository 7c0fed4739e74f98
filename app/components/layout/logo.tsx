import { Link } from "react-router";
import { brand } from "../../../core/copy/brand.ts";

interface LogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

/**
 * The brand mark and wordmark, linking home. The mark is drawn by the stylesheet (`brand-mark`,
 * app/brand-mark.css), which the first paint waits for anyway: no SVG in every page's HTML twice,
 * nor in the first-load JavaScript.
 */
export function Logo({ inverted = false }: LogoProps) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-md" aria-label={`${brand.name} home`}>
      <span className="brand-mark size-9" />
      <span
        className={`font-display text-[1.45rem] font-semibold tracking-tight ${inverted ? "text-white" : "text-brand"}`}
      >
        {brand.name}
      </span>
    </Link>
  );
}
