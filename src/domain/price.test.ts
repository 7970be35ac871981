import { DEFAULT_USD_TO_VND_RATE, formatUsdAmount, formatVnd, toNumber, toVnd } from './price';

describe('price rules', () => {
  it('treats a price under 10 000 as USD and converts it with the default rate 24 000', () => {
    expect(DEFAULT_USD_TO_VND_RATE).toBe(24000);
    expect(toVnd(1299)).toBe(31_176_000);
    expect(toVnd(9999.5)).toBe(239_988_000);
    expect(toVnd(10_000)).toBe(10_000);
    expect(toVnd(15_990_000)).toBe(15_990_000);
    expect(toVnd('1299', 25_000)).toBe(32_475_000);
  });

  it('gives null for a missing, zero or invalid price (negotiable)', () => {
    expect(toVnd(0)).toBeNull();
    expect(toVnd(null)).toBeNull();
    expect(toVnd(undefined)).toBeNull();
    expect(toVnd('abc')).toBeNull();
    expect(toVnd(-5)).toBeNull();
  });

  it('formats VNĐ with Vietnamese thousands separators and no decimals', () => {
    expect(formatVnd(15990000)).toBe('15.990.000 VNĐ');
    expect(formatVnd(999.6)).toBe('1.000 VNĐ');
  });

  it('formats USD amounts in en-US', () => {
    expect(formatUsdAmount(12345)).toBe('12,345');
  });

  it('parses numbers that arrive as strings', () => {
    expect(toNumber('1299.00')).toBe(1299);
    expect(toNumber('')).toBeNull();
    expect(toNumber(undefined)).toBeNull();
    expect(toNumber(7)).toBe(7);
  });
});
