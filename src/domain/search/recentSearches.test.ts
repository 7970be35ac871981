import { is } from 'valibot';
import { addRecentSearch, DEFAULT_RECENT_SEARCHES } from './recentSearches';
import { recentSearchesStateSchema } from './recentSearchesSchema';

const isRecentSearchList = (items: unknown) => is(recentSearchesStateSchema, { items });

describe('addRecentSearch', () => {
  it('puts the new term first, trimmed', () => {
    expect(addRecentSearch(DEFAULT_RECENT_SEARCHES, '  Peru ')).toEqual([
      'Peru',
      'Europe',
      'Morocco',
      'Japan',
      'Vietnam',
      'Italy',
    ]);
  });
  it('moves an existing term (any case) to the front instead of duplicating it', () => {
    expect(addRecentSearch(['Europe', 'Morocco', 'Japan'], 'japan')).toEqual(['japan', 'Europe', 'Morocco']);
  });
  it('keeps at most 10, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const next = addRecentSearch(ten, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('t9');
  });
  it('ignores a blank term', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });
  it('has the spec default list', () => {
    expect(DEFAULT_RECENT_SEARCHES).toEqual(['Europe', 'Morocco', 'Japan', 'Vietnam', 'Italy']);
  });
});

describe('the stored recent searches (schema)', () => {
  it('accepts a list of up to 10 non-blank strings', () => {
    expect(isRecentSearchList(['a', 'b'])).toBe(true);
    expect(isRecentSearchList([])).toBe(true);
  });
  it('rejects anything else', () => {
    expect(isRecentSearchList('a')).toBe(false);
    expect(isRecentSearchList([1])).toBe(false);
    expect(isRecentSearchList([''])).toBe(false);
    expect(isRecentSearchList(['  '])).toBe(false);
    expect(isRecentSearchList(Array.from({ length: 11 }, () => 'x'))).toBe(false);
    expect(isRecentSearchList(null)).toBe(false);
  });
});
