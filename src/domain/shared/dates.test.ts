import { parseLooseDay } from './looseDates';
import { addDays, dayValue, daysBetween, formatDay, makeDay, parseDay } from './dates';
import {
  DATE_LOCALES,
  formatDate,
  formatMonthYear,
  formatShortDay,
  formatShortMonth,
  type DateStyle,
} from './dateText';

const d = (y: number, m: number, day: number, h = 0) => new Date(y, m - 1, day, h);

describe('dates: the one date module', () => {
  it('writes and reads yyyy-MM-dd as the local calendar day', () => {
    expect(formatDay(d(2027, 1, 9, 23))).toBe('2027-01-09');
    expect(parseDay('2027-01-09')).toEqual(d(2027, 1, 9));
    expect(parseDay(' 2027-01-09 ')).toEqual(d(2027, 1, 9));
  });

  it('takes the written date part of a date-time, whatever its zone', () => {
    expect(parseDay('2027-01-09T23:30:00Z')).toEqual(d(2027, 1, 9));
    expect(parseDay('2027-01-09 08:00:00')).toEqual(d(2027, 1, 9));
    expect(parseDay('2027-01-09T08:00:00+07:00')).toEqual(d(2027, 1, 9));
  });

  it('refuses other shapes and impossible days', () => {
    expect(parseDay('2027-02-30')).toBeNull();
    expect(parseDay('2027-13-01')).toBeNull();
    expect(parseDay('09/01/2027')).toBeNull();
    expect(parseDay('2027-01-09abc')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay(null)).toBeNull();
    expect(makeDay(2027, 2, 29)).toBeNull();
    expect(makeDay(2028, 2, 29)).toEqual(d(2028, 2, 29));
  });

  it('counts calendar days, whatever the hour', () => {
    expect(daysBetween(d(2026, 10, 5, 23), d(2026, 10, 10, 1))).toBe(5);
    expect(daysBetween(d(2026, 10, 10), d(2026, 10, 5))).toBe(-5);
    // Across a month end and a year end.
    expect(daysBetween(d(2026, 12, 30), addDays(d(2026, 12, 30), 3))).toBe(3);
    expect(formatDay(addDays(d(2026, 12, 30), 3))).toBe('2027-01-02');
  });

  it('sorts written days by their value; not a day has none', () => {
    expect(dayValue('2027-01-09')! < dayValue('2027-01-10')!).toBe(true);
    expect(dayValue('soon')).toBeNull();
  });

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
});

describe('days written by content in other shapes', () => {
  it.each([
    ['2027-07-07', [2027, 7, 7]],
    ['Jul 07, 2027', [2027, 7, 7]],
    ['July 7 2027', [2027, 7, 7]],
    ['07/08/2027', [2027, 8, 7]],
  ])('%s', (text, [y, m, d]) => {
    expect(parseLooseDay(text)).toEqual(new Date(y, m - 1, d));
  });

  it('is null for anything else or an impossible day', () => {
    expect(parseLooseDay('soon')).toBeNull();
    expect(parseLooseDay('Foo 07, 2027')).toBeNull();
    expect(parseLooseDay('31/02/2027')).toBeNull();
  });

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
