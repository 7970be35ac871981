import { formatDay } from './dates';
import {
  DATE_LOCALES,
  formatDate,
  formatMonthYear,
  formatShortDay,
  formatShortMonth,
  type DateStyle,
} from './dateText';

const d = (y: number, m: number, day: number, h = 0) => new Date(y, m - 1, day, h);

describe('dates as visitors read them (dateText)', () => {
  it('shows dates in vi-VN and en-US', () => {
    expect(DATE_LOCALES).toEqual({ vi: 'vi-VN', en: 'en-US' });
    expect(formatDate(d(2027, 1, 12), 'en', 'day-short')).toBe('Jan 12, 2027');
    expect(formatDate(d(2027, 1, 12), 'en', 'month-year')).toBe('January 2027');
    expect(formatDate(d(2027, 1, 12), 'vi', 'month-year')).toBe('tháng 1 năm 2027');
    expect(formatDate(d(2027, 1, 12), 'vi', 'weekday-day-short')).toBe('Thứ 3, 12 thg 1, 2027');
    expect(formatDate(d(2027, 1, 10), 'vi', 'weekday-day-short')).toBe('CN, 10 thg 1, 2027');
    expect(formatDate(d(2026, 12, 10), 'en', 'day-long')).toBe('December 10, 2026');
    expect(formatDate(d(2026, 12, 10), 'vi', 'day-long')).toBe('10 tháng 12, 2026');
  });

  // Written by hand (no Intl on a page's first load): each style must stay what Intl writes in the locale.
  const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
    'day-long': { day: 'numeric', month: 'long', year: 'numeric' },
    'day-short': { day: 'numeric', month: 'short', year: 'numeric' },
    'weekday-day-short': { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
    'month-year': { month: 'long', year: 'numeric' },
    'month-short': { month: 'short' },
  };
  it.each(Object.keys(INTL_OPTIONS) as DateStyle[])(
    'writes %s as Intl does, every day 2024–2030, both languages',
    (style) => {
      for (const lang of ['vi', 'en'] as const) {
        const intl = new Intl.DateTimeFormat(DATE_LOCALES[lang], INTL_OPTIONS[style]);
        const differences: string[] = [];
        for (
          let day = new Date(2024, 0, 1);
          day.getFullYear() <= 2030;
          day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
        ) {
          const ours = formatDate(day, lang, style);
          if (ours !== intl.format(day))
            differences.push(`${lang} ${formatDay(day)}: ${ours} ≠ ${intl.format(day)}`);
        }
        expect(differences).toEqual([]);
      }
    },
  );

  it('writes a day briefly in the page’s language', () => {
    expect(formatShortDay(new Date(2026, 11, 10), 'en')).toBe('Dec 10, 2026');
    expect(formatShortDay(new Date(2026, 11, 10), 'vi')).toBe('10 thg 12, 2026');
  });
});

describe('months in running text', () => {
  it('writes a month and year as a heading: sentence case in Vietnamese', () => {
    expect(formatMonthYear(2026, 10, 'vi')).toBe('Tháng 11 năm 2026');
    expect(formatMonthYear(2026, 10, 'en')).toBe('November 2026');
    expect(formatShortMonth(10, 'en')).toBe('Nov');
    expect(formatShortMonth(10, 'vi')).toBe('Tháng 11');
  });
});
