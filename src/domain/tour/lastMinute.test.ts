import { LAST_MINUTE_WINDOW_DAYS, daysUntil, isLastMinuteDeparture, lastMinuteWindow } from './lastMinute';

describe('last-minute window', () => {
  const today = new Date(2027, 0, 10); // 10 Jan 2027

  it('is 56 days', () => {
    expect(LAST_MINUTE_WINDOW_DAYS).toBe(56);
  });

  it('counts calendar days from today', () => {
    expect(daysUntil('2027-01-10', today)).toBe(0);
    expect(daysUntil('2027-03-07', today)).toBe(56);
    expect(daysUntil('bad', today)).toBeNull();
  });

  it('includes departures from today up to 56 days ahead', () => {
    expect(isLastMinuteDeparture('2027-01-10', today)).toBe(true);
    expect(isLastMinuteDeparture('2027-03-07', today)).toBe(true);
    expect(isLastMinuteDeparture(new Date(2027, 1, 1), today)).toBe(true);
  });

  it('excludes departures after 56 days, in the past or invalid', () => {
    expect(isLastMinuteDeparture('2027-03-08', today)).toBe(false);
    expect(isLastMinuteDeparture('2027-01-09', today)).toBe(false);
    expect(isLastMinuteDeparture('', today)).toBe(false);
  });
});

describe('lastMinuteWindow', () => {
  it('spans today to 56 days ahead, across months and years', () => {
    expect(lastMinuteWindow(new Date(2026, 10, 23))).toEqual({
      start_day: '2026-11-23',
      end_day: '2027-01-18',
    });
    expect(lastMinuteWindow(new Date(2027, 0, 1))).toEqual({
      start_day: '2027-01-01',
      end_day: '2027-02-26',
    });
  });

  it('agrees with isLastMinuteDeparture at both ends', () => {
    const today = new Date(2026, 1, 10);
    const { start_day, end_day } = lastMinuteWindow(today);
    expect(isLastMinuteDeparture(start_day, today)).toBe(true);
    expect(isLastMinuteDeparture(end_day, today)).toBe(true);
    expect(isLastMinuteDeparture('2026-04-08', today)).toBe(false);
  });
});
