import { REHYDRATE } from 'redux-persist';
import { makeStore } from '@/app/store';
import { initialTourFilterState } from '@/domain/search/tourFilterState';
import { filtersSaved, selectTripFilters } from './filtersSlice';

describe('selectTripFilters', () => {
  it('keeps its answer when the stored state is restored without changes, and changes with a filter', () => {
    const store = makeStore();
    const before = selectTripFilters(store.getState());
    // What redux-persist dispatches when nothing was stored: the slice gets its marker, the filters stay.
    store.dispatch({ type: REHYDRATE, key: 'trip-filters', payload: undefined });
    expect(store.getState().tripFilters).not.toBe(undefined);
    expect(selectTripFilters(store.getState())).toBe(before);
    expect(before).not.toHaveProperty('_persist');

    store.dispatch(filtersSaved({ ...initialTourFilterState, style: [3] }));
    const after = selectTripFilters(store.getState());
    expect(after).not.toBe(before);
    expect(after.style).toEqual([3]);
  });
});
