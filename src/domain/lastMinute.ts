/**
 * Last-minute deals rule (spec part 1 §9): a trip is last minute when it leaves within 56 days.
 * The tour list item already carries `lastMinute` from the content service; this rule decides it from a
 * departure date where one is known (and checks the flag against the dates in tests and on the deals page).
 */
export const LAST_MINUTE_WINDOW_DAYS = 56;

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}

function parseDay(value: Date | string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole calendar days from `today` to `departure` (negative when it has left). */
export function daysUntil(departure: Date | string, today: Date): number | null {
  const day = parseDay(departure);
  if (!day) return null;
  return Math.round((utcDay(day) - utcDay(today)) / DAY_MS);
}

/** True when the departure is today or within the next 56 days; past or invalid dates are not last minute. */
export function isLastMinuteDeparture(departure: Date | string, today: Date = new Date()): boolean {
  const days = daysUntil(departure, today);
  return days !== null && days >= 0 && days <= LAST_MINUTE_WINDOW_DAYS;
}

/** A trip is last minute when any of its departures is inside the window. */
export function hasLastMinuteDeparture(departures: ReadonlyArray<Date | string>, today: Date = new Date()): boolean {
  return departures.some((d) => isLastMinuteDeparture(d, today));
}
