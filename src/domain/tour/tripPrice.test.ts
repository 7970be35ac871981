import { tripPriceDisplay } from './tripPrice';

describe('trip card price display', () => {
  it('formats a VNĐ price with its higher original price', () => {
    expect(tripPriceDisplay(13900000, 15900000)).toEqual({
      kind: 'amount',
      amount: 13900000,
      price: '13.900.000 VNĐ',
      originalPrice: '15.900.000 VNĐ',
    });
  });

  it('converts prices under 10 000 from USD at 24 000', () => {
    expect(tripPriceDisplay(1299, 1499)).toEqual({
      kind: 'amount',
      amount: 31176000,
      price: '31.176.000 VNĐ',
      originalPrice: '35.976.000 VNĐ',
    });
  });

  it('shows no original price when it is missing or not higher', () => {
    expect(tripPriceDisplay(5000000, null)).toEqual({
      kind: 'amount',
      amount: 5000000,
      price: '5.000.000 VNĐ',
    });
    expect(tripPriceDisplay(5000000, 5000000)).toEqual({
      kind: 'amount',
      amount: 5000000,
      price: '5.000.000 VNĐ',
    });
  });

  it('is negotiable without a price', () => {
    expect(tripPriceDisplay(0, 100)).toEqual({ kind: 'negotiable' });
    expect(tripPriceDisplay(null)).toEqual({ kind: 'negotiable' });
    expect(tripPriceDisplay(undefined)).toEqual({ kind: 'negotiable' });
  });
});

describe('one rule for every trip card (home, listing, highlights, deals)', () => {
  it('a price of 0 or none is negotiable, also with an original price', () => {
    expect(tripPriceDisplay(0, 1000000)).toEqual({ kind: 'negotiable' });
    expect(tripPriceDisplay(null)).toEqual({ kind: 'negotiable' });
  });

  it('a home card’s lowest price under 10 000 is US$ × the rate (Tour du Mont Blanc: 1 500 → 36 000 000 VNĐ)', () => {
    expect(tripPriceDisplay(1500, null)).toMatchObject({ price: '36.000.000 VNĐ' });
    expect(tripPriceDisplay('1500', null, { currency: 'VND', rate: 25000 })).toMatchObject({
      price: '37.500.000 VNĐ',
    });
  });
});
