import { parseLooseDay } from './looseDates';
import { addDays, dayValue, daysBetween, formatDay, makeDay, parseDay } from './dates';

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
});
