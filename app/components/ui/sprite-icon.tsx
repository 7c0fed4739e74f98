import type { SpriteIcon as SpriteIconName } from "../../content/media/icons.ts";
import { spriteUrl } from "../../content/media/icons.ts";

interface SpriteIconProps {
  name: SpriteIconName;
  className?: string;
}

/** An icon from the SVG sprite: drawn by the browser, no JavaScript per icon. Decorative. */
export function SpriteIcon({ name, className }: SpriteIconProps) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
