/** Recent searches of the header search box, kept in the browser under 'recent-searches'. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addRecentSearch, DEFAULT_RECENT_SEARCHES } from '@/domain/search/recentSearches';
import type { RecentSearchesState } from '@/domain/search/recentSearchesSchema';
import type { Persisted, PersistOptions } from '@/lib/persist';
import type { RootState } from '@/lib/state/rootState';

declare module '@/lib/state/rootState' {
  interface RootState {
    recentSearches: Persisted<RecentSearchesState>;
  }
}

export type { RecentSearchesState };

const initialState: RecentSearchesState = { items: [...DEFAULT_RECENT_SEARCHES] };

const recentSearchesSlice = createSlice({
  name: 'recentSearches',
  initialState,
  reducers: {
    /** Record a submitted search (trimmed; blank ignored; newest first; no duplicates; at most 10). */
    recentSearchAdded(state, action: PayloadAction<string>) {
      state.items = addRecentSearch(state.items, action.payload);
    },
  },
});

export const { recentSearchAdded } = recentSearchesSlice.actions;
export const recentSearchesReducer = recentSearchesSlice.reducer;

export const recentSearchesPersist: PersistOptions<RecentSearchesState> = {
  key: 'recent-searches',
  version: 1,
  // Searches submitted before the stored list was restored come first, newest first, ahead of the stored ones.
  merge: (current, stored) => ({
    items: current.items
      .filter((item) => !DEFAULT_RECENT_SEARCHES.includes(item))
      .reduceRight(addRecentSearch, stored.items),
  }),
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ '@/domain/search/recentSearchesSchema').then(
      (m) => m.recentSearchesStateSchema,
    ),
};

export const selectRecentSearches = (state: RootState): string[] => state.recentSearches.items;
