/**
 * The editors' clock: the admin area's pages (history, schedule, accounts) show times, and
 * scheduled times are chosen, in India Standard Time, the time of the company's offices where the
 * site is edited (docs/adr/0173). Stored as ms since the epoch.
 */
export const editorsZone = { id: "Asia/Kolkata", name: "India Standard Time" } as const;

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: editorsZone.id,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The zone's wall clock at `ms`, read as if it were UTC. */
function wallClock(ms: number): number {
  const get = (type: string) => Number(parts.formatToParts(ms).find((part) => part.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
}

/**
 * The moment of `date` (YYYY-MM-DD) at `time` (HH:MM) on the editors' clock; undefined when
 * either is not one (31 April, 24:00).
 */
export function editorsMoment(date: string, time: string): number | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return undefined;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const check = new Date(wanted);
  if (check.getUTCDate() !== dayOfMonth || check.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) {
    return undefined;
  }
  // The zone's offset at the moment, found from a first guess and checked once.
  let moment = wanted - (wallClock(wanted) - wanted);
  moment = wanted - (wallClock(moment) - moment);
  return moment;
}

const shown = new Intl.DateTimeFormat("en-GB", {
  timeZone: editorsZone.id,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "2 December 2026 at 09:00 India Standard Time". */
export function editorsTime(ms: number): string {
  const get = (type: string) => shown.formatToParts(ms).find((part) => part.type === type)?.value ?? "";
  return `${get("day")} ${get("month")} ${get("year")} at ${get("hour")}:${get("minute")} ${editorsZone.name}`;
}

/** The day (YYYY-MM-DD) and time (HH:MM) on the editors' clock at `ms`, as a form's fields take them. */
export function editorsDayAndTime(ms: number): { day: string; time: string } {
  const get = (type: string) => parts.formatToParts(ms).find((part) => part.type === type)?.value ?? "";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}
