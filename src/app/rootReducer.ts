/**
 * The root reducer: the RTK Query caches (never persisted) and the client slices.
 *
 * HOW TO ADD A SLICE (one import + one line):
 *   - a slice kept only in memory:        myThing: myThingReducer,   (currency: kept in a cookie instead)
 *   - a slice kept in the browser:        wishlist: persisted(wishlistReducer, wishlistPersist),
 *     where the feature's slice file exports
 *       export const wishlistPersist: PersistOptions<WishlistState> = { key: 'wishlist', version: 1,
 *         schema: () => import('./wishlistSchema').then((m) => m.wishlistStateSchema) };
 *     with the chunk name "persisted-state" on the import (state must be a plain object; the schema is valibot, loaded
 *     only when something is stored; see src/lib/persist.ts for versions and migrations). A list the visitor can add
 *     to before the stored one is restored also gives `merge` (how such an addition joins the stored list).
 *   The slice file also adds its key to `RootState` (src/lib/state/rootState.ts, by `declare module`); ./store.ts does
 *   not compile when this reducer and that type disagree.
 * Storage keys the spec names: 'recent-searches', 'wishlist', 'trip-filters', 'compare-trips', 'checkout'.
 */
import { combineReducers } from '@reduxjs/toolkit';
import { emptySplitApi } from '@/api/emptyApi';
import { geonamesEmptyApi } from '@/api/geonamesEmptyApi';
import { persisted } from '@/lib/persist';
import { recentSearchesPersist, recentSearchesReducer } from '@/features/shell/recentSearchesSlice';
import { tripFiltersPersist, tripFiltersReducer } from '@/features/search/filtersSlice';
import { wishlistPersist, wishlistReducer } from '@/lib/state/wishlistSlice';
import { checkoutPersist, checkoutReducer } from '@/features/checkout/checkoutSlice';
import { comparePersist, compareReducer } from '@/lib/state/compareSlice';
import { currencyReducer } from '@/lib/state/currencySlice';
import { recentlyViewedPersist, recentlyViewedReducer } from '@/lib/state/recentlyViewedSlice';

export const rootReducer = combineReducers({
  // Server data (RTK Query): not persisted.
  [emptySplitApi.reducerPath]: emptySplitApi.reducer,
  [geonamesEmptyApi.reducerPath]: geonamesEmptyApi.reducer,
  // Client slices — one line each.
  recentSearches: persisted(recentSearchesReducer, recentSearchesPersist),
  tripFilters: persisted(tripFiltersReducer, tripFiltersPersist),
  wishlist: persisted(wishlistReducer, wishlistPersist),
  checkout: persisted(checkoutReducer, checkoutPersist),
  compare: persisted(compareReducer, comparePersist),
  // Kept in a cookie the server reads (app/preferenceCookies.ts), not in local storage.
  currency: currencyReducer,
  recentlyViewed: persisted(recentlyViewedReducer, recentlyViewedPersist),
});

/** RTK Query middlewares, added after the default middleware in ./store. */
export const apiMiddleware = [emptySplitApi.middleware, geonamesEmptyApi.middleware] as const;
