import {
  DEFAULT_USD_TO_VND_RATE,
  formatMoney,
  formatUsdAmount,
  formatVnd,
  toNumber,
  toVnd,
  usdRate,
} from './price';

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

describe('currency', () => {
  it('formats VNĐ amounts in the visitor currency with one rate', () => {
    expect(formatMoney(12_990_000)).toBe('12.990.000 VNĐ');
    expect(formatMoney(12_990_000, { currency: 'VND', rate: 25_000 })).toBe('12.990.000 VNĐ');
    expect(formatMoney(29_616_000, { currency: 'USD', rate: 24_000 })).toBe('US$1,234');
    expect(formatMoney(1_000_000, { currency: 'USD', rate: 25_000 })).toBe('US$40');
  });

  it('takes the service rate when it is usable, else 24 000', () => {
    expect(usdRate(25_400)).toBe(25_400);
    expect(usdRate(null)).toBe(24_000);
    expect(usdRate(undefined)).toBe(24_000);
    expect(usdRate(0)).toBe(24_000);
    expect(usdRate(-3)).toBe(24_000);
  });
});

describe('thousands separators without Intl', () => {
  it.each([
    0, 1, 12, 999, 1000, 1234.4, 1234.5, 99_999, 100_000, 7_500_000, 12_990_000, 1_234_567_890, -4_500,
  ])('writes %p as Intl.NumberFormat does (vi-VN and en-US)', (amount) => {
    const vi = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }).format(Math.round(amount));
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(Math.round(amount));
    expect(formatVnd(amount)).toBe(`${vi} VNĐ`);
    expect(formatUsdAmount(amount)).toBe(en);
  });
});
