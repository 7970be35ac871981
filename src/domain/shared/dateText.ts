/**
 * Dates as visitors read them: a day, a month, a weekday in the page's language. Its own module (src/domain/shared/
 * dates.ts reads and counts days), so a page that shows no date does not load the month names.
 */
import type { Lang } from './language';

/** The locale whose Intl output the dates shown in each language follow (formatDate). */
export const DATE_LOCALES: Record<Lang, string> = { vi: 'vi-VN', en: 'en-US' };

/**
 * How a day is shown, as Intl.DateTimeFormat writes it in vi-VN / en-US:
 * - `day-long`: { day, month: 'long', year } → "December 10, 2026" / "10 tháng 12, 2026"
 * - `day-short`: { day, month: 'short', year } → "Dec 10, 2026" / "10 thg 12, 2026"
 * - `weekday-day-short`: the same with { weekday: 'short' } → "Thu, Dec 10, 2026" / "Thứ 5, 10 thg 12, 2026"
 * - `month-year`: { month: 'long', year } → "December 2026" / "tháng 12 năm 2026"
 * - `month-short`: { month: 'short' } → "Dec" / "Tháng 12"
 */
export type DateStyle = 'day-long' | 'day-short' | 'weekday-day-short' | 'month-year' | 'month-short';

const EN_MONTHS =
  'January February March April May June July August September October November December'.split(' ');
const EN_WEEKDAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ');

/**
 * A day shown in the page's language, exactly as Intl writes it in the language's locale (dateText.test.ts compares
 * every style with Intl over years of days). Written by hand, without Intl: the first Intl date or number
 * formatter of a page loads the browser's locale data, 20–75 ms of main thread at full speed on this project's
 * machine (several times that on a phone), in the middle of hydration.
 */
export function formatDate(date: Date, lang: Lang, style: DateStyle): string {
  const year = date.getFullYear();
  const month = date.getMonth();
  const day = date.getDate();
  const weekday = date.getDay();
  const vi = lang === 'vi';
  // vi-VN: "10 thg 12, 2026", "Thứ 5" (Sunday "CN"); en-US: "Dec 10, 2026", "Thu".
  const short = vi ? `${day} thg ${month + 1}, ${year}` : `${EN_MONTHS[month].slice(0, 3)} ${day}, ${year}`;
  switch (style) {
    case 'day-long':
      return vi ? `${day} tháng ${month + 1}, ${year}` : `${EN_MONTHS[month]} ${day}, ${year}`;
    case 'day-short':
      return short;
    case 'weekday-day-short':
      return `${vi ? (weekday ? `Thứ ${weekday + 1}` : 'CN') : EN_WEEKDAYS[weekday]}, ${short}`;
    case 'month-year':
      return vi ? `tháng ${month + 1} năm ${year}` : `${EN_MONTHS[month]} ${year}`;
    case 'month-short':
      return vi ? `Tháng ${month + 1}` : EN_MONTHS[month].slice(0, 3);
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
