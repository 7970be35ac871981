import { homePriceDisplay } from './homePrice';

describe('homePriceDisplay', () => {
  it('a price of 0 or none is negotiable', () => {
    expect(homePriceDisplay(0, 1000000)).toEqual({ kind: 'negotiable' });
    expect(homePriceDisplay(null)).toEqual({ kind: 'negotiable' });
  });
  it('shows thousands separators and VNĐ', () => {
    expect(homePriceDisplay(13900000)).toEqual({ kind: 'amount', price: '13.900.000 VNĐ' });
  });
  it('adds the original price when present', () => {
    expect(homePriceDisplay(13900000, 15900000)).toEqual({
      kind: 'amount',
      price: '13.900.000 VNĐ',
      originalPrice: '15.900.000 VNĐ',
    });
    expect(homePriceDisplay('13900000', null)).toEqual({ kind: 'amount', price: '13.900.000 VNĐ' });
  });
});
