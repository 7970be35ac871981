/** The wishlist, kept in the browser under 'wishlist' (spec part 1 §3 wishlist item, §4 toggling). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistOptions } from '@/lib/persist';
import type { WishlistItem, WishlistState } from './wishlistSchema';

export type { WishlistItem, WishlistState };

const initialState: WishlistState = { items: [] };

/** The list with `item` toggled: removed when an item with its id is present, otherwise added at the end. */
export function toggleWishlistItem(items: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return items.some((entry) => entry.id === item.id)
    ? items.filter((entry) => entry.id !== item.id)
    : [...items, item];
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
  // A tour added before the stored list was restored joins it at the end, as an addition does.
  merge: (current, stored) => ({
    items: current.items.reduce(
      (list, item) => (list.some((entry) => entry.id === item.id) ? list : [...list, item]),
      stored.items,
    ),
  }),
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ './wishlistSchema').then((m) => m.wishlistStateSchema),
};

export const selectWishlistItems = (state: { wishlist: WishlistState }): WishlistItem[] =>
  state.wishlist.items;
