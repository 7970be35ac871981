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

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The departure window of last-minute deals as the listing's date filter (yyyy-MM-dd, local calendar days):
 * trips leaving from today up to 56 days ahead. The deals page asks the listing for that window.
 */
export function lastMinuteWindow(today: Date = new Date()): { start_day: string; end_day: string } {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + LAST_MINUTE_WINDOW_DAYS);
  return { start_day: ymd(today), end_day: ymd(end) };
}
