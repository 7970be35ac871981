/**
 * Date rules of the home search bar (spec part 1, §4–5): days before today are disabled; in the end-date
 * calendar days before the chosen start are disabled too; a start later than the current end clears the end.
 * Dates travel in the URL as yyyy-MM-dd. The typed-date box accepts '01 Jan 2027', '01/01/2027' or '2027-01-01'.
 */

import type { Lang } from '../shared/language';
import { daysBetween, makeDay, parseDay } from '../shared/dates';

/** `a` is a calendar day before `b`, whatever the hours. */
const isDayBefore = (a: Date, b: Date) => daysBetween(b, a) < 0;

/** True for a day before today (start-date calendar). */
export function isStartDayDisabled(day: Date, today: Date): boolean {
  return isDayBefore(day, today);
}

/** True for a day before today or before the chosen start (end-date calendar). */
export function isEndDayDisabled(day: Date, today: Date, start: Date | null | undefined): boolean {
  if (isStartDayDisabled(day, today)) return true;
  return !!start && isDayBefore(day, start);
}

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

/** The range after choosing (or clearing) the start: an end before the new start is cleared. */
export function withStartDate(range: DateRange, start: Date | null): DateRange {
  if (start && range.end && isDayBefore(range.end, start)) return { start, end: null };
  return { start, end: range.end };
}

/** The range after choosing (or clearing) the end. */
export function withEndDate(range: DateRange, end: Date | null): DateRange {
  return { start: range.start, end };
}

const pad = (n: number) => String(n).padStart(2, '0');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * The typed-date box's format: '09 Jan 2027' in English (the spec's placeholder), '09/01/2027' in Vietnamese (day
 * first, no English month name on a Vietnamese page). parseTypedDate reads both.
 */
export function formatTypedDate(date: Date, lang: Lang = 'en'): string {
  if (lang === 'vi') return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  const month = MONTHS[date.getMonth()];
  return `${pad(date.getDate())} ${month[0].toUpperCase()}${month.slice(1)} ${date.getFullYear()}`;
}

/** Reads the typed-date box: '9 Jan 2027', '09 january 2027', '09/01/2027' (day first) or '2027-01-09'. */
export function parseTypedDate(text: string): Date | null {
  const value = text.trim();
  const iso = parseDay(value);
  if (iso) return iso;
  const named = /^(\d{1,2})\s+([a-z]{3,})\.?\s+(\d{4})$/i.exec(value);
  if (named) {
    const month = MONTHS.indexOf(named[2].slice(0, 3).toLowerCase());
    if (month < 0) return null;
    return makeDay(Number(named[3]), month + 1, Number(named[1]));
  }
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) return makeDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  return null;
}
