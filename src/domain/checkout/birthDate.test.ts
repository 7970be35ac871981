import { formatBirthDate, parseTypedBirthDate } from './birthDate';

const today = new Date(2026, 10, 24);

describe('parseTypedBirthDate (a date of birth typed day first)', () => {
  it.each([
    ['15031990', '1990-03-15'],
    ['15/03/1990', '1990-03-15'],
    ['15-3-1990', '1990-03-15'],
    ['1.3.1990', '1990-03-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['24/11/2026', '2026-11-24'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseTypedBirthDate(text, today)).toBe(iso);
  });

  it.each([
    '',
    '1503',
    '150319',
    '31/02/1990',
    '29/02/2023',
    '15/13/1990',
    '01/01/1899',
    '25/11/2026',
    'abc',
  ])('refuses %p (incomplete, impossible, too old or in the future)', (text) => {
    expect(parseTypedBirthDate(text, today)).toBeNull();
  });
});

describe('formatBirthDate', () => {
  it('shows a stored date of birth day first, and nothing for a value that is not a date', () => {
    expect(formatBirthDate('1990-03-15')).toBe('15/03/1990');
    expect(formatBirthDate('')).toBe('');
    expect(formatBirthDate('1990-02-30')).toBe('');
  });
});
