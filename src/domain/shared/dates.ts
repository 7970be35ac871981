/**
 * The one date module: how the site reads, writes and counts calendar days.
 *
 * - The content service and the URLs write days as `yyyy-MM-dd`, without a time zone. A day is read as that
 *   calendar day at local midnight (`parseDay`) and written back the same way (`formatDay`), so a date never
 *   moves by a day with the visitor's time zone.
 * - Day maths is in calendar days (date-fns `differenceInCalendarDays`, `addDays`, `startOfDay`): a
 *   daylight-saving change never makes a day 23 or 25 hours long in a count.
 * - Dates shown to visitors are written as vi-VN and en-US write them (spec part 2: "Dates use vi-VN or en-US
 *   month/year format"): ./dateText.ts. The English date pickers use date-fns' en-US locale too.
 *
 * Only date-fns' light functions are used here (no `format`/`parse`, whose token tables would load on every page
 * that reads a date); the pickers, loaded on use, bring date-fns' locales.
 */
import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';

export { addDays, startOfDay };

/** The local date of year, month (1–12) and day; null for an impossible day such as 2027-02-30. */
export function makeDay(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * '2027-01-09' → that day at local midnight. A date-time ('2027-01-09T10:00:00Z') gives its written date part.
 * Anything else, or an impossible day, → null.
 */
export function parseDay(value: string | null | undefined): Date | null {
  const match = DAY.exec((value ?? '').trim());
  if (!match) return null;
  return makeDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 2027-01-09 (the local calendar day of `date`). Written by hand: smaller than date-fns' `lightFormat`. */
export function formatDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(to, from);
}

/** Sort key of a written day (its local midnight in ms); null when it is not a day. */
export function dayValue(value: string | null | undefined): number | null {
  return parseDay(value)?.getTime() ?? null;
}
