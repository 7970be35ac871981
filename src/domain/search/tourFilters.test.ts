import { is } from 'valibot';
import { tourFilterStateSchema } from './tourFilterStateSchema';
import {
  DURATION_MAX_OPTIONS,
  DURATION_MIN_OPTIONS,
  LISTING_DEBOUNCE_MS,
  PHYSICAL_RATING_LEVELS,
  TRIPS_PAGE_SIZE,
  activeFilterChips,
  joinIds,
  pageCount,
  parsePage,
} from './tourFilters';
import {
  initialTourFilterState,
  removeFilterChip,
  toggleValue,
  type TourFilterState,
} from './tourFilterState';

const full: TourFilterState = {
  duration: { min: 5, max: 14 },
  price: { min: 1000000, max: 30000000 },
  comfortLevel: [],
  physicalRating: [3, 2],
  onSale: true,
  earlyBird: true,
  lastMinute: true,
  style: [3, 1],
  theme: [2],
  deals: [2, 1, 2],
};

describe('listing constants', () => {
  it('match the spec', () => {
    expect(TRIPS_PAGE_SIZE).toBe(12);
    expect(LISTING_DEBOUNCE_MS).toBe(300);
    expect(DURATION_MIN_OPTIONS).toEqual([2, 3, 5, 7, 10, 14, 21]);
    expect(DURATION_MAX_OPTIONS).toEqual([7, 10, 14, 21, 30]);
    expect(PHYSICAL_RATING_LEVELS).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('helpers', () => {
  it('joins ids sorted and unique', () => {
    expect(joinIds([3, 1, 3])).toBe('1,3');
    expect(joinIds([])).toBeUndefined();
  });

  it('parses pages and counts pages of 12', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage('x')).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(pageCount(0)).toBe(0);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it('toggles values', () => {
    expect(toggleValue([1, 2], 2)).toEqual([1]);
    expect(toggleValue([1], 2)).toEqual([1, 2]);
  });
});

describe('filter chips', () => {
  it('lists a chip per active filter', () => {
    expect(activeFilterChips(initialTourFilterState)).toEqual([]);
    expect(
      activeFilterChips({
        ...initialTourFilterState,
        duration: { min: 3, max: null },
        style: [1],
        onSale: true,
      }),
    ).toEqual([{ kind: 'durationMin', value: 3 }, { kind: 'onSale' }, { kind: 'style', value: 1 }]);
    expect(activeFilterChips(full)).toHaveLength(15);
  });

  it('removing every chip gives back the initial state', () => {
    let state = full;
    for (const chip of activeFilterChips(full)) state = removeFilterChip(state, chip);
    expect(state).toEqual({ ...initialTourFilterState });
  });

  it('removes one chip only', () => {
    const state = removeFilterChip(full, { kind: 'physicalRating', value: 3 });
    expect(state.physicalRating).toEqual([2]);
    expect(state.style).toEqual([3, 1]);
  });
});

describe('stored filter state validation', () => {
  it('accepts a well-formed state', () => {
    expect(is(tourFilterStateSchema, initialTourFilterState)).toBe(true);
    expect(is(tourFilterStateSchema, full)).toBe(true);
  });

  it('rejects corrupted values', () => {
    expect(is(tourFilterStateSchema, null)).toBe(false);
    expect(is(tourFilterStateSchema, 'x')).toBe(false);
    expect(is(tourFilterStateSchema, { ...full, style: ['a'] })).toBe(false);
    expect(is(tourFilterStateSchema, { ...full, price: { min: -1, max: null } })).toBe(false);
    expect(is(tourFilterStateSchema, { ...full, physicalRating: [9] })).toBe(false);
    expect(is(tourFilterStateSchema, { ...full, onSale: 'yes' })).toBe(false);
  });
});
