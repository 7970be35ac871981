import { makeStore } from '@/app/store';
import { recentSearchAdded, selectRecentSearches } from './recentSearchesSlice';

describe('recentSearches slice', () => {
  it('starts with the default list', () => {
    expect(selectRecentSearches(makeStore().getState())).toEqual([
      'Europe',
      'Morocco',
      'Japan',
      'Vietnam',
      'Italy',
    ]);
  });

  it('records a search newest first, trimmed, without duplicates', () => {
    const store = makeStore();
    store.dispatch(recentSearchAdded('  Peru '));
    store.dispatch(recentSearchAdded('japan'));
    store.dispatch(recentSearchAdded('   '));
    expect(selectRecentSearches(store.getState())).toEqual([
      'japan',
      'Peru',
      'Europe',
      'Morocco',
      'Vietnam',
      'Italy',
    ]);
  });

  it('can be preloaded', () => {
    const store = makeStore({ recentSearches: { items: ['Laos'] } });
    expect(selectRecentSearches(store.getState())).toEqual(['Laos']);
  });
});
