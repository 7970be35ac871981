/** The trip-listing filters, kept in the browser under 'trip-filters'. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  initialTourFilterState,
  removeFilterChip,
  toggleValue,
  type FilterChip,
  type TourFilterState,
} from '@/domain/tourFilterState';
import { selectPersistedFields, type PersistOptions } from '@/app/persist';
import type { RootState } from '@/app/store';

export type TripFiltersState = TourFilterState;
type ListKey = 'physicalRating' | 'style' | 'theme' | 'deals';
type FlagKey = 'onSale' | 'earlyBird' | 'lastMinute';

const tripFiltersSlice = createSlice({
  name: 'tripFilters',
  initialState: initialTourFilterState,
  reducers: {
    durationChanged(state, action: PayloadAction<{ min?: number | null; max?: number | null }>) {
      state.duration = { ...state.duration, ...action.payload };
    },
    priceChanged(state, action: PayloadAction<{ min?: number | null; max?: number | null }>) {
      state.price = { ...state.price, ...action.payload };
    },
    filterValueToggled(state, action: PayloadAction<{ key: ListKey; value: number }>) {
      const { key, value } = action.payload;
      state[key] = toggleValue(state[key], value);
    },
    flagSet(state, action: PayloadAction<{ key: FlagKey; value: boolean }>) {
      state[action.payload.key] = action.payload.value;
    },
    chipRemoved(state, action: PayloadAction<FilterChip>) {
      return removeFilterChip(state, action.payload);
    },
    filtersCleared() {
      return initialTourFilterState;
    },
  },
});

export const { durationChanged, priceChanged, filterValueToggled, flagSet, chipRemoved, filtersCleared } =
  tripFiltersSlice.actions;
export const tripFiltersReducer = tripFiltersSlice.reducer;

export const tripFiltersPersist: PersistOptions<TripFiltersState> = {
  key: 'trip-filters',
  version: 1,
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ '@/domain/tourFilterStateSchema').then(
      (m) => m.tourFilterStateSchema,
    ),
};

/** The filter state without redux-persist's marker: a new object only when a filter changes. */
export const selectTripFilters = selectPersistedFields(
  (state: RootState): TourFilterState => state.tripFilters,
);
