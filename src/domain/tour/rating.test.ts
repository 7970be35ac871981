import { formatRating, roundRating } from './rating';

describe('tour rating rounding', () => {
  it('rounds to one decimal', () => {
    expect(roundRating(4.56)).toBe(4.6);
    expect(roundRating(4.44)).toBe(4.4);
    expect(roundRating('3.25')).toBe(3.3);
    expect(roundRating(5)).toBe(5);
  });

  it('gives 0 when the rating is missing or invalid', () => {
    expect(roundRating(null)).toBe(0);
    expect(roundRating(undefined)).toBe(0);
    expect(roundRating('abc')).toBe(0);
    expect(roundRating(Number.NaN)).toBe(0);
    expect(roundRating(-1)).toBe(0);
  });

  it('never exceeds 5', () => {
    expect(roundRating(7)).toBe(5);
  });

  it('is displayed with exactly one decimal', () => {
    expect(formatRating(4.56)).toBe('4.6');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(undefined)).toBe('0.0');
  });
});
