import type { SpriteIcon as SpriteIconName } from "../../../core/copy/media/icons.ts";
import { spriteUrl } from "../../../core/copy/media/icons.ts";

/** A symbol of an SVG sprite by its URL ("…/icons.svg?v=…#name"), drawn by the browser. Decorative. */
export function SymbolIcon({ href, className }: { href: string; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={href} />
    </svg>
  );
}

interface SpriteIconProps {
  name: SpriteIconName;
  className?: string;
}

/** An icon from the site's SVG sprite: no JavaScript per icon. Decorative. */
export function SpriteIcon({ name, className }: SpriteIconProps) {
  return <SymbolIcon href={`${spriteUrl}#${name}`} className={className} />;
}
