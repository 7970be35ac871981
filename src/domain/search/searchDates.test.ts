import {
  formatTypedDate,
  isEndDayDisabled,
  isStartDayDisabled,
  parseTypedDate,
  withEndDate,
  withStartDate,
} from './searchDates';

const d = (y: number, m: number, day: number, h = 0) => new Date(y, m - 1, day, h);
const today = d(2027, 1, 10, 15);

describe('calendar day limits', () => {
  it('disables days before today in the start calendar, not today itself', () => {
    expect(isStartDayDisabled(d(2027, 1, 9), today)).toBe(true);
    expect(isStartDayDisabled(d(2027, 1, 10), today)).toBe(false);
    expect(isStartDayDisabled(d(2027, 2, 1), today)).toBe(false);
  });
  it('disables days before today and before the start in the end calendar', () => {
    expect(isEndDayDisabled(d(2027, 1, 9), today, null)).toBe(true);
    expect(isEndDayDisabled(d(2027, 1, 14), today, d(2027, 1, 15))).toBe(true);
    expect(isEndDayDisabled(d(2027, 1, 15), today, d(2027, 1, 15))).toBe(false);
    expect(isEndDayDisabled(d(2027, 1, 12), today, null)).toBe(false);
  });
});

describe('choosing dates', () => {
  it('a start later than the end clears the end', () => {
    expect(withStartDate({ start: null, end: d(2027, 1, 12) }, d(2027, 1, 13))).toEqual({
      start: d(2027, 1, 13),
      end: null,
    });
  });
  it('a start on or before the end keeps it', () => {
    expect(withStartDate({ start: null, end: d(2027, 1, 12) }, d(2027, 1, 12))).toEqual({
      start: d(2027, 1, 12),
      end: d(2027, 1, 12),
    });
  });
  it('clearing the start keeps the end; choosing the end keeps the start', () => {
    expect(withStartDate({ start: d(2027, 1, 11), end: d(2027, 1, 12) }, null)).toEqual({
      start: null,
      end: d(2027, 1, 12),
    });
    expect(withEndDate({ start: d(2027, 1, 11), end: null }, d(2027, 1, 20))).toEqual({
      start: d(2027, 1, 11),
      end: d(2027, 1, 20),
    });
  });
});

describe('typed-date box', () => {
  it("formats like '01 Jan 2027'", () => {
    expect(formatTypedDate(d(2027, 1, 1))).toBe('01 Jan 2027');
    expect(formatTypedDate(d(2027, 12, 31))).toBe('31 Dec 2027');
    // No English month on a Vietnamese page: day first, as Vietnamese writes it.
    expect(formatTypedDate(d(2027, 1, 9), 'vi')).toBe('09/01/2027');
    expect(parseTypedDate(formatTypedDate(d(2027, 12, 31), 'vi'))).toEqual(d(2027, 12, 31));
  });
  it('reads day-month-year in words or numbers, and ISO', () => {
    expect(parseTypedDate('01 Jan 2027')).toEqual(d(2027, 1, 1));
    expect(parseTypedDate('9 february 2027')).toEqual(d(2027, 2, 9));
    expect(parseTypedDate('09/02/2027')).toEqual(d(2027, 2, 9));
    expect(parseTypedDate('2027-02-09')).toEqual(d(2027, 2, 9));
  });
  it('refuses nonsense', () => {
    expect(parseTypedDate('31 Feb 2027')).toBeNull();
    expect(parseTypedDate('01 Foo 2027')).toBeNull();
    expect(parseTypedDate('tomorrow')).toBeNull();
  });
});
