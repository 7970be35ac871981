import {
  DEALS_FIRST_ROWS,
  dealPriceDisplay,
  formatDealDate,
  travelDealsFailure,
  visibleDeals,
} from './dealPrice';

describe('dealPriceDisplay (USD, en-US separators)', () => {
  it('shows the original struck-through price and the discounted price', () => {
    expect(dealPriceDisplay({ originalPriceUSD: 1290, discountedPriceUSD: 990 })).toEqual({
      original: '1,290',
      discounted: '990',
    });
    expect(dealPriceDisplay({ originalPriceUSD: 12500, discountedPriceUSD: 10999.6 })).toEqual({
      original: '12,500',
      discounted: '11,000',
    });
  });
  it('leaves out the original when it is not above the discounted price', () => {
    expect(dealPriceDisplay({ originalPriceUSD: 990, discountedPriceUSD: 990 })).toEqual({
      original: null,
      discounted: '990',
    });
  });
  it('reads numeric text and handles missing prices', () => {
    expect(dealPriceDisplay({ originalPriceUSD: '2000', discountedPriceUSD: '1500.00' })).toEqual({
      original: '2,000',
      discounted: '1,500',
    });
    expect(dealPriceDisplay({ originalPriceUSD: 2000, discountedPriceUSD: null })).toEqual({
      original: null,
      discounted: '2,000',
    });
    expect(dealPriceDisplay(null)).toEqual({ original: null, discounted: null });
  });
});

describe('formatDealDate', () => {
  it('formats ISO days per language', () => {
    expect(formatDealDate('2027-01-12', 'en')).toBe('Jan 12, 2027');
    expect(formatDealDate('2027-01-12', 'vi')).toMatch(/12.*2027/);
  });
  it('keeps other text', () => {
    expect(formatDealDate('soon', 'en')).toBe('soon');
    expect(formatDealDate(null, 'en')).toBe('');
  });
});

describe('visibleDeals', () => {
  const deals = Array.from({ length: 9 }, (_, i) => i);
  it('shows 6 rows first, all once expanded', () => {
    expect(DEALS_FIRST_ROWS).toBe(6);
    expect(visibleDeals(deals, false)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(visibleDeals(deals, true)).toEqual(deals);
    expect(visibleDeals([1, 2], false)).toEqual([1, 2]);
  });
});

describe('travelDealsFailure', () => {
  it('reports the HTTP status', () => {
    expect(travelDealsFailure({ status: 500, data: {} }, undefined)).toEqual({ kind: 'http', code: 500 });
    expect(travelDealsFailure({ status: 'PARSING_ERROR', originalStatus: 502 }, undefined)).toEqual({
      kind: 'http',
      code: 502,
    });
  });
  it('reports other failures as failed to fetch', () => {
    expect(travelDealsFailure({ status: 'FETCH_ERROR', error: 'x' }, undefined)).toEqual({ kind: 'failed' });
    expect(travelDealsFailure({ kind: 'notSuccess', message: '' }, undefined)).toEqual({ kind: 'failed' });
    expect(travelDealsFailure(undefined, { success: true })).toEqual({ kind: 'failed' });
  });
  it('is null while loading or on success', () => {
    expect(travelDealsFailure(undefined, undefined)).toBeNull();
    expect(travelDealsFailure(undefined, { success: true, traveldeals: { content: [] } })).toBeNull();
  });
});
