import { matchKeywordToFilter } from './keywordFilter';

const known = {
  style: {
    data: [
      { id: 1, name: 'Original' },
      { id: 2, name: 'Comfort' },
    ],
  },
  theme: { data: [{ id: 5, name: 'Wildlife & Nature' }] },
  deals: { data: [{ id: 3, name: 'Last minute' }] },
};

describe('keyword to filter mapping', () => {
  it('maps a keyword equal to a style name (ignoring case) to that style', () => {
    expect(matchKeywordToFilter('comfort', known)).toEqual({ kind: 'style', id: 2, name: 'Comfort' });
    expect(matchKeywordToFilter('  ORIGINAL ', known)).toEqual({ kind: 'style', id: 1, name: 'Original' });
  });

  it('maps theme and deal names', () => {
    expect(matchKeywordToFilter('wildlife & nature', known)).toEqual({
      kind: 'theme',
      id: 5,
      name: 'Wildlife & Nature',
    });
    expect(matchKeywordToFilter('Last  Minute', known)).toEqual({ kind: 'deal', id: 3, name: 'Last minute' });
  });

  it('handles Vietnamese names ignoring case', () => {
    const vi = { style: { data: [{ id: 2, name: 'Thoải mái' }] } };
    expect(matchKeywordToFilter('THOẢI MÁI', vi)).toEqual({ kind: 'style', id: 2, name: 'Thoải mái' });
  });

  it('matches a keyword typed decomposed (NFD) to the composed name', () => {
    const vi = { theme: { data: [{ id: 4, name: 'Đạp xe' }] } };
    expect(matchKeywordToFilter('đạp xe'.normalize('NFD'), vi)).toEqual({
      kind: 'theme',
      id: 4,
      name: 'Đạp xe',
    });
  });

  it("folds case the same whatever the runtime's locale (a Turkish one folds I to ı)", () => {
    const turkish = jest.spyOn(String.prototype, 'toLocaleLowerCase').mockImplementation(function fold(
      this: string,
    ) {
      return this.replace(/I/g, 'ı').toLowerCase();
    });
    try {
      expect(matchKeywordToFilter('ORIGINAL', known)).toEqual({ kind: 'style', id: 1, name: 'Original' });
    } finally {
      turkish.mockRestore();
    }
  });

  it('keeps partial matches, blanks and unknown words as keywords', () => {
    expect(matchKeywordToFilter('Comf', known)).toBeNull();
    expect(matchKeywordToFilter('Vietnam', known)).toBeNull();
    expect(matchKeywordToFilter('   ', known)).toBeNull();
    expect(matchKeywordToFilter(undefined, known)).toBeNull();
    expect(matchKeywordToFilter('Comfort', null)).toBeNull();
    expect(matchKeywordToFilter('Comfort', { style: { data: null } })).toBeNull();
  });
});
