/** The wishlist, kept in the browser under 'wishlist' (spec part 1 §3 wishlist item, §4 toggling). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistOptions } from '@/app/persist';
import type { RootState } from '@/app/store';

export interface WishlistItem {
  id: number;
  /** Needed to link to the trip (/{lang}/detail-trip/{slug}). */
  slug: string;
  title: string;
  imageUrl: string;
  location: string | null;
  rating: number;
  duration: number;
  style: string | null;
  physicalRating: number | null;
  tripCode: string | null;
  price: number | null;
}

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

/** The list with `item` toggled: removed when an item with its id is present, otherwise added at the end. */
export function toggleWishlistItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return items.some((entry) => entry.id === item.id)
    ? items.filter((entry) => entry.id !== item.id)
    : [...items, item];
}

const isNullableString = (v: unknown) => v === null || typeof v === 'string';
const isNullableNumber = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

export function isWishlistItem(value: unknown): value is WishlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.slug === 'string' &&
    v.slug !== '' &&
    typeof v.title === 'string' &&
    typeof v.imageUrl === 'string' &&
    isNullableString(v.location) &&
    typeof v.rating === 'number' &&
    typeof v.duration === 'number' &&
    isNullableString(v.style) &&
    isNullableNumber(v.physicalRating) &&
    isNullableString(v.tripCode) &&
    isNullableNumber(v.price)
  );
}

export function isWishlistState(value: unknown): value is WishlistState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { items?: unknown }).items) &&
    (value as { items: unknown[] }).items.every(isWishlistItem)
  );
}

const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistToggled(state, action: PayloadAction<WishlistItem>) {
      state.items = toggleWishlistItem(state.items, action.payload);
    },
    wishlistItemRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    wishlistCleared(state) {
      state.items = [];
    },
  },
});

export const { wishlistToggled, wishlistItemRemoved, wishlistCleared } = wishlistSlice.actions;
export const wishlistReducer = wishlistSlice.reducer;

export const wishlistPersist: PersistOptions<WishlistState> = {
  key: 'wishlist',
  version: 1,
  validate: isWishlistState,
};

export const selectWishlistItems = (state: RootState): WishlistItem[] => state.wishlist.items;
