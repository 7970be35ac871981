/** The wishlist page's own selector (kept out of the slice, which every page loads). */
import type { WishlistState } from '@/lib/state/wishlistSlice';

/**
 * Whether the list shown is the visitor's: the stored list has been restored (redux-persist's marker), or a list is
 * already held (a state given at start, as tests give it). The server and the browser's first render have neither:
 * the page shows a neutral placeholder there, never "Your wishlist is empty" before the stored trips arrive.
 */
export const selectWishlistReady = (state: {
  wishlist: WishlistState & { _persist?: { rehydrated?: boolean } };
}) =>
  state.wishlist._persist?.rehydrated === true ||
  (state.wishlist._persist === undefined && state.wishlist.items.length > 0);
