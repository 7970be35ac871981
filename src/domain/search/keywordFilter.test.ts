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

  it('keeps partial matches, blanks and unknown words as keywords', () => {
    expect(matchKeywordToFilter('Comf', known)).toBeNull();
    expect(matchKeywordToFilter('Vietnam', known)).toBeNull();
    expect(matchKeywordToFilter('   ', known)).toBeNull();
    expect(matchKeywordToFilter(undefined, known)).toBeNull();
    expect(matchKeywordToFilter('Comfort', null)).toBeNull();
    expect(matchKeywordToFilter('Comfort', { style: { data: null } })).toBeNull();
  });
});
