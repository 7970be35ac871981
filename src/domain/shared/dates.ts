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

/** The locale whose Intl output the dates shown in each language follow (formatDate). */
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

/**
 * How a day is shown, as Intl.DateTimeFormat writes it in vi-VN / en-US:
 * - `day-long`: { day, month: 'long', year } → "December 10, 2026" / "10 tháng 12, 2026"
 * - `day-short`: { day, month: 'short', year } → "Dec 10, 2026" / "10 thg 12, 2026"
 * - `weekday-day-short`: the same with { weekday: 'short' } → "Thu, Dec 10, 2026" / "Thứ 5, 10 thg 12, 2026"
 * - `month-year`: { month: 'long', year } → "December 2026" / "tháng 12 năm 2026"
 * - `month-short`: { month: 'short' } → "Dec" / "Tháng 12"
 */
export type DateStyle = 'day-long' | 'day-short' | 'weekday-day-short' | 'month-year' | 'month-short';

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const EN_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const VI_WEEKDAYS = ['CN', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'];

/**
 * A day shown in the page's language, exactly as Intl writes it in the language's locale (dates.test.ts compares
 * every style with Intl over years of days). Written by hand, without Intl: the first Intl date or number
 * formatter of a page loads the browser's locale data, 40–75 ms of main thread at full speed on this project's
 * machine (several times that on a phone), in the middle of hydration.
 */
export function formatDate(date: Date, lang: Lang, style: DateStyle): string {
  const year = date.getFullYear();
  const month = date.getMonth();
  const day = date.getDate();
  if (lang === 'vi') {
    switch (style) {
      case 'day-long':
        return `${day} tháng ${month + 1}, ${year}`;
      case 'day-short':
        return `${day} thg ${month + 1}, ${year}`;
      case 'weekday-day-short':
        return `${VI_WEEKDAYS[date.getDay()]}, ${day} thg ${month + 1}, ${year}`;
      case 'month-year':
        return `tháng ${month + 1} năm ${year}`;
      case 'month-short':
        return `Tháng ${month + 1}`;
    }
  }
  const long = EN_MONTHS[month];
  const short = long.slice(0, 3);
  switch (style) {
    case 'day-long':
      return `${long} ${day}, ${year}`;
    case 'day-short':
      return `${short} ${day}, ${year}`;
    case 'weekday-day-short':
      return `${EN_WEEKDAYS[date.getDay()]}, ${short} ${day}, ${year}`;
    case 'month-year':
      return `${long} ${year}`;
    case 'month-short':
      return short;
  }
}

/**
 * A month and year as a heading in running text: "November 2026", "Tháng 11 năm 2026" (Vietnamese sentence case:
 * only the first word capitalised, as vi-VN writes it inside a sentence, "tháng 11 năm 2026").
 */
export function formatMonthYear(year: number, month: number, lang: Lang): string {
  const text = formatDate(new Date(year, month, 1), lang, 'month-year');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A month's short name (month 0–11): "Nov", "Tháng 11". */
export function formatShortMonth(month: number, lang: Lang): string {
  return formatDate(new Date(2000, month, 1), lang, 'month-short');
}

/** A day as the page's language writes it briefly: "Dec 10, 2026" (en-US), "10 thg 12, 2026" (vi-VN). */
export function formatShortDay(date: Date, lang: Lang): string {
  return formatDate(date, lang, 'day-short');
}
