import { clsx } from "clsx";

const sizes = {
  md: { box: "size-11 rounded-xl", icon: 22 },
  lg: { box: "size-14 rounded-2xl", icon: 28 },
} as const;

const surfaces = {
  tint: "bg-brand-100",
  white: "bg-white shadow-card",
  glass: "bg-white/80",
} as const;

interface IconTileProps {
  /** Public path of an SVG icon from the media pipeline. */
  src: string;
  size?: keyof typeof sizes;
  surface?: keyof typeof surfaces;
}

/**
 * A media-pipeline SVG icon on a rounded tile (decorative: the text beside it names the thing).
 * Icons load lazily and at low priority: after the first paint, once the page is laid out, so
 * they never compete with the page's text, styles and banner.
 */
export function IconTile({ src, size = "lg", surface = "tint" }: IconTileProps) {
  const { box, icon } = sizes[size];
  return (
    <span className={clsx("inline-flex shrink-0 items-center justify-center", box, surfaces[surface])}>
      <img src={src} alt="" width={icon} height={icon} loading="lazy" fetchPriority="low" decoding="async" />
    </span>
  );
}
