/**
 * The store's state and dispatch as shared code sees them, without importing the composition root (src/app/).
 *
 * The kernel declares its own parts here (the two RTK Query caches and the four shared slices); a feature that adds
 * a slice declares its key next to the slice:
 *   declare module '@/lib/state/rootState' {
 *     interface RootState { checkout: Persisted<CheckoutState> }
 *   }
 * src/app/store.ts does not compile when the root reducer and this interface disagree.
 */
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { emptySplitApi } from '@/api/emptyApi';
import type { geonamesEmptyApi } from '@/api/geonamesEmptyApi';
import type { ServerRequestExtra } from '@/api/ssr';
import type { Persisted } from '../persist';
import type { WishlistState } from './wishlistSchema';
import type { CompareState } from './compareSchema';
import type { CurrencyState } from './currencySlice';
import type { RecentlyViewedState } from '@/domain/tour/recentlyViewedSchema';

export interface RootState {
  contentApi: ReturnType<typeof emptySplitApi.reducer>;
  geonamesApi: ReturnType<typeof geonamesEmptyApi.reducer>;
  wishlist: Persisted<WishlistState>;
  compare: Persisted<CompareState>;
  currency: CurrencyState;
  recentlyViewed: Persisted<RecentlyViewedState>;
}

export type AppDispatch = ThunkDispatch<RootState, ServerRequestExtra, UnknownAction> &
  Dispatch<UnknownAction>;
