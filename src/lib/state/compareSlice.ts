/**
 * The compare list, kept in the browser under 'compare-trips' (spec part 2 §3 "Compare trip", §4).
 * The rules (ignore a trip already present, at most 4) are src/domain/tour/compareList.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistOptions } from '@/lib/persist';
import { addCompareTrip, removeCompareTrip, type CompareEntry } from '@/domain/tour/compareList';
import type { CompareState } from './compareSchema';

export type { CompareState };

const initialState: CompareState = { items: [] };

const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    /** Adds a trip; a trip already present or a 5th trip leaves the list as it is. */
    compareTripAdded(state, action: PayloadAction<CompareEntry>) {
      state.items = addCompareTrip(state.items, action.payload).list;
    },
    compareTripRemoved(state, action: PayloadAction<number>) {
      state.items = removeCompareTrip(state.items, action.payload);
    },
    compareCleared(state) {
      state.items = [];
    },
  },
});

export const { compareTripAdded, compareTripRemoved, compareCleared } = compareSlice.actions;
export const compareReducer = compareSlice.reducer;

export const comparePersist: PersistOptions<CompareState> = {
  key: 'compare-trips',
  version: 1,
  // A trip added before the stored list was restored is added to it by the same rules (once, at most 4).
  merge: (current, stored) => ({
    items: current.items.reduce((list, entry) => addCompareTrip(list, entry).list, stored.items),
  }),
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ './compareSchema').then((m) => m.compareStateSchema),
};

export const selectCompareItems = (state: { compare: CompareState }): CompareEntry[] => state.compare.items;
