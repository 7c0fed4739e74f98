import type { LucideIcon } from "lucide-react";
import type { SpriteIcon as SpriteIconName } from "../../../core/copy/media/icons.ts";
import { SpriteIcon } from "./sprite-icon.tsx";

interface IconBadgeProps {
  /** An icon of the sprite (menus, listings) or a lucide component. */
  icon: SpriteIconName | LucideIcon;
  size?: "sm" | "lg";
}

/** An icon on a soft tinted square, used in menus and cards. */
export function IconBadge({ icon: Icon, size = "sm" }: IconBadgeProps) {
  const box = size === "sm" ? "size-9 rounded-lg" : "size-14 rounded-2xl";
  const glyph = size === "sm" ? "size-[18px]" : "size-7";
  return (
    <span className={`${box} inline-flex shrink-0 items-center justify-center bg-brand-100 text-brand-700`}>
      {typeof Icon === "string" ? (
        <SpriteIcon name={Icon} className={glyph} />
      ) : (
        <Icon className={glyph} aria-hidden="true" strokeWidth={1.75} />
      )}
    </span>
  );
}
