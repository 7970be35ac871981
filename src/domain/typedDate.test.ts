import { parseTypedDate } from './typedDate';

const today = new Date(2026, 10, 24);

describe('parseTypedDate (a date of birth typed day first)', () => {
  it.each([
    ['15031990', '1990-03-15'],
    ['15/03/1990', '1990-03-15'],
    ['15-3-1990', '1990-03-15'],
    ['1.3.1990', '1990-03-01'],
    [' 29/02/2024 ', '2024-02-29'],
    ['24/11/2026', '2026-11-24'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseTypedDate(text, today)).toBe(iso);
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
    expect(parseTypedDate(text, today)).toBeNull();
  });
});
