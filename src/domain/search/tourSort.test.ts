import { DEFAULT_TOUR_SORT, TOUR_SORTS, parseTourSort, sortArg } from './tourSort';

describe('tour sort', () => {
  it('reads every known sort from the URL and falls back to recommended', () => {
    for (const sort of TOUR_SORTS) expect(parseTourSort(sort)).toBe(sort);
    expect(parseTourSort(null)).toBe('recommended');
    expect(parseTourSort('cheapest')).toBe('recommended');
    expect(parseTourSort('PRICE_ASC')).toBe('recommended');
    expect(DEFAULT_TOUR_SORT).toBe('recommended');
  });

  it('leaves the default out of the request', () => {
    expect(sortArg('recommended')).toBeUndefined();
    expect(sortArg('price_desc')).toBe('price_desc');
  });
});
