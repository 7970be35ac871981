/**
 * The saved trip-listing filters, kept in the browser under 'trip-filters' (spec part 1 §4) and, for the server, in
 * the `trip_filters` cookie (app/preferenceCookies.ts). The filters in effect are the URL's (domain/search/listingUrl.ts):
 * a change of filters is saved here, and a listing URL without filters goes to the saved ones.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { initialTourFilterState, type TourFilterState } from '@/domain/search/tourFilterState';
import { selectPersistedFields, type Persisted, type PersistOptions } from '@/lib/persist';
import type { RootState } from '@/lib/state/rootState';

declare module '@/lib/state/rootState' {
  interface RootState {
    tripFilters: Persisted<TourFilterState>;
  }
}

export type TripFiltersState = TourFilterState;
const tripFiltersSlice = createSlice({
  name: 'tripFilters',
  initialState: initialTourFilterState,
  reducers: {
    /** The visitor changed the filters: these are the ones to keep. */
    filtersSaved(_state, action: PayloadAction<TourFilterState>) {
      return action.payload;
    },
    filtersCleared() {
      return initialTourFilterState;
    },
  },
});

export const { filtersSaved, filtersCleared } = tripFiltersSlice.actions;
export const tripFiltersReducer = tripFiltersSlice.reducer;

export const tripFiltersPersist: PersistOptions<TripFiltersState> = {
  key: 'trip-filters',
  version: 1,
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ '@/domain/search/tourFilterStateSchema').then(
      (m) => m.tourFilterStateSchema,
    ),
};

/** The filter state without redux-persist's marker: a new object only when a filter changes. */
export const selectTripFilters = selectPersistedFields(
  (state: RootState): TourFilterState => state.tripFilters,
);
