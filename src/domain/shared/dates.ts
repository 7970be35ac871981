/**
 * The one date module: how the site reads, writes and counts calendar days.
 *
 * - The content service and the URLs write days as `yyyy-MM-dd`, without a time zone. A day is read as that
 *   calendar day at local midnight (`parseDay`) and written back the same way (`formatDay`), so a date never
 *   moves by a day with the visitor's time zone.
 * - Day maths is in calendar days (date-fns `differenceInCalendarDays`, `addDays`, `startOfDay`): a
 *   daylight-saving change never makes a day 23 or 25 hours long in a count.
 * - Dates shown to visitors use one locale per language: vi-VN, and en-US for English (spec part 2: "Dates use
 *   vi-VN or en-US month/year format"). The English date pickers use date-fns' en-US locale too.
 *
 * Only date-fns' light functions are used here (no `format`/`parse`, whose token tables would load on every page
 * that reads a date); the pickers, loaded on use, bring date-fns' locales.
 */
import { addDays, differenceInCalendarDays, startOfDay } from 'date-fns';
import type { Lang } from './language';

export { addDays, startOfDay };

/** The Intl locale of dates (and numbers) shown in each language. */
export const DATE_LOCALES: Record<Lang, string> = { vi: 'vi-VN', en: 'en-US' };

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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A day shown with Intl in the language's locale, e.g. { month: 'long', year: 'numeric' } → "January 2027". */
export function formatDate(date: Date, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  // Making a formatter loads locale data: one per language and options, made on first use.
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[lang], options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/**
 * A month and year as a heading in running text: "November 2026", "Tháng 11 năm 2026" (Vietnamese sentence case:
 * only the first word capitalised, as vi-VN writes it inside a sentence, "tháng 11 năm 2026").
 */
export function formatMonthYear(year: number, month: number, lang: Lang): string {
  const text = formatDate(new Date(year, month, 1), lang, { month: 'long', year: 'numeric' });
  return text.charAt(0).toLocaleUpperCase(DATE_LOCALES[lang]) + text.slice(1);
}

/** A month's short name (month 0–11): "Nov", "thg 11". */
export function formatShortMonth(month: number, lang: Lang): string {
  return formatDate(new Date(2000, month, 1), lang, { month: 'short' });
}

/** A day as the page's language writes it briefly: "Dec 10, 2026" (en-US), "10 thg 12, 2026" (vi-VN). */
export function formatShortDay(date: Date, lang: Lang): string {
  return formatDate(date, lang, { day: 'numeric', month: 'short', year: 'numeric' });
}
