import { clsx } from "clsx";
import { SpriteIcon } from "./sprite-icon.tsx";

interface NewsDatelineProps {
  /** Display date, e.g. "14 March 2023". */
  date: string;
  /** The same date as YYYY-MM-DD. */
  isoDate: string;
  /** Venue or place. */
  place: string;
  /** "sm" in cards and highlights, "lg" in a story's banner. */
  size?: "sm" | "lg";
  className?: string;
}

/** When and where a news story took place, each with its icon. */
export function NewsDateline({ date, isoDate, place, size = "sm", className }: NewsDatelineProps) {
  const small = size === "sm";
  const item = clsx("inline-flex items-center", small ? "gap-1.5" : "gap-2");
  const icon = small ? "size-4" : "size-5";
  return (
    <p className={clsx("flex flex-wrap", small ? "gap-x-5 gap-y-1 text-sm" : "gap-x-6 gap-y-2 text-base", className)}>
      <span className={item}>
        <SpriteIcon name="calendar-days" className={icon} />
        <time dateTime={isoDate}>{date}</time>
      </span>
      <span className={item}>
        <SpriteIcon name="map-pin" className={icon} />
        {place}
      </span>
    </p>
  );
}
