import { clsx } from "clsx";
import { SymbolIcon } from "./sprite-icon.tsx";

const sizes = {
  md: { box: "size-11 rounded-xl", icon: "size-5.5" },
  lg: { box: "size-14 rounded-2xl", icon: "size-7" },
} as const;

const surfaces = {
  tint: "bg-brand-100",
  white: "bg-white shadow-card",
  glass: "bg-white/80",
} as const;

interface IconTileProps {
  /** A symbol of a media-pipeline icon sprite ("/media/…/icons.svg?v=…#name"). */
  icon: string;
  size?: keyof typeof sizes;
  surface?: keyof typeof surfaces;
}

/**
 * A media-pipeline icon on a rounded tile (decorative: the text beside it names the thing). The
 * icons of a page come from one sprite, so a page of ten tiles makes one small request, not ten.
 */
export function IconTile({ icon, size = "lg", surface = "tint" }: IconTileProps) {
  const sized = sizes[size];
  return (
    <span className={clsx("inline-flex shrink-0 items-center justify-center", sized.box, surfaces[surface])}>
      <SymbolIcon href={icon} className={sized.icon} />
    </span>
  );
}
