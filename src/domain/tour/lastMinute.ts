/**
 * Last-minute deals rule (spec part 1 §9): a trip is last minute when it leaves within 56 days.
 * The tour list item already carries `lastMinute` from the content service; this rule decides it from a
 * departure date where one is known (and checks the flag against the dates in tests and on the deals page).
 */
import { addDays, daysBetween, formatDay, parseDay } from '../shared/dates';

export const LAST_MINUTE_WINDOW_DAYS = 56;

const toDay = (value: Date | string): Date | null =>
  value instanceof Date ? (Number.isNaN(value.getTime()) ? null : value) : parseDay(value);

/** Whole calendar days from `today` to `departure` (negative when it has left). */
export function daysUntil(departure: Date | string, today: Date): number | null {
  const day = toDay(departure);
  return day && daysBetween(today, day);
}

/** True when the departure is today or within the next 56 days; past or invalid dates are not last minute. */
export function isLastMinuteDeparture(departure: Date | string, today: Date = new Date()): boolean {
  const days = daysUntil(departure, today);
  return days !== null && days >= 0 && days <= LAST_MINUTE_WINDOW_DAYS;
}

/**
 * The departure window of last-minute deals as the listing's date filter (yyyy-MM-dd, local calendar days):
 * trips leaving from today up to 56 days ahead. The deals page asks the listing for that window.
 */
export function lastMinuteWindow(today: Date = new Date()): { start_day: string; end_day: string } {
  return { start_day: formatDay(today), end_day: formatDay(addDays(today, LAST_MINUTE_WINDOW_DAYS)) };
}
