import { currentPrice, isSaleActive, originalPriceIfOnSale } from './sale';

const room = {
  price: 13_900_000,
  sale_price: 12_500_000,
  sale_start: '2026-01-01',
  sale_end: '2026-09-30',
};

describe('sale activity', () => {
  it('is active inside the window, both ends included', () => {
    expect(isSaleActive(room, new Date(2026, 0, 1, 0, 0, 0))).toBe(true);
    expect(isSaleActive(room, new Date(2026, 5, 15))).toBe(true);
    expect(isSaleActive(room, new Date(2026, 8, 30, 23, 59, 59))).toBe(true);
  });
  it('is inactive outside the window', () => {
    expect(isSaleActive(room, new Date(2025, 11, 31, 23, 59, 59))).toBe(false);
    expect(isSaleActive(room, new Date(2026, 9, 1, 0, 0, 0))).toBe(false);
  });
  it('needs a sale price, a start and an end', () => {
    const now = new Date(2026, 5, 1);
    expect(isSaleActive({ ...room, sale_price: null }, now)).toBe(false);
    expect(isSaleActive({ ...room, sale_start: null }, now)).toBe(false);
    expect(isSaleActive({ ...room, sale_end: '' }, now)).toBe(false);
    expect(isSaleActive({ ...room, sale_start: 'soon' }, now)).toBe(false);
  });
  it('ignores a sale price that is not lower than the price', () => {
    expect(isSaleActive({ ...room, sale_price: 13_900_000 }, new Date(2026, 5, 1))).toBe(false);
    expect(isSaleActive({ ...room, sale_price: 0 }, new Date(2026, 5, 1))).toBe(false);
  });
  it('accepts date-time bounds and prices given as strings', () => {
    const r = {
      price: '2000',
      sale_price: '1500',
      sale_start: '2026-06-01 10:00:00',
      sale_end: '2026-06-01T12:00:00',
    };
    expect(isSaleActive(r, new Date(2026, 5, 1, 11))).toBe(true);
    expect(isSaleActive(r, new Date(2026, 5, 1, 13))).toBe(false);
  });
});

describe('current price', () => {
  it('is the sale price while the sale is active, else the price', () => {
    expect(currentPrice(room, new Date(2026, 5, 1))).toBe(12_500_000);
    expect(currentPrice(room, new Date(2026, 10, 1))).toBe(13_900_000);
    expect(currentPrice({ price: null })).toBe(0);
  });
  it('gives the struck-through original only during a sale', () => {
    expect(originalPriceIfOnSale(room, new Date(2026, 5, 1))).toBe(13_900_000);
    expect(originalPriceIfOnSale(room, new Date(2026, 10, 1))).toBeNull();
  });
});
