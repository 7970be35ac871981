import { tripLengthDays } from './tripLength';

describe('trip length', () => {
  it('is the whole days between start and end plus one', () => {
    expect(tripLengthDays('2026-10-05', '2026-10-10')).toBe(6);
    expect(tripLengthDays('2026-10-05', '2026-10-05')).toBe(1);
  });
  it('crosses months, years and daylight-saving changes', () => {
    expect(tripLengthDays('2026-12-30', '2027-01-02')).toBe(4);
    expect(tripLengthDays('2026-03-27', '2026-03-30')).toBe(4);
  });
  it('reads the date part of a date-time', () => {
    expect(tripLengthDays('2026-10-05T23:00:00Z', '2026-10-06T01:00:00Z')).toBe(2);
  });
  it('is null for missing, invalid or reversed dates', () => {
    expect(tripLengthDays(null, '2026-10-05')).toBeNull();
    expect(tripLengthDays('x', '2026-10-05')).toBeNull();
    expect(tripLengthDays('2026-10-06', '2026-10-05')).toBeNull();
    expect(tripLengthDays('2026-02-30', '2026-03-02')).toBeNull();
  });
});
