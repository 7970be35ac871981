/**
 * The wishlist for components: `useWishlist()` inside a <WishlistProvider>. The items live in the persisted
 * 'wishlist' slice; the provider gives a small, stable API over it. Using the hook outside its provider is an
 * error (spec part 1 §8).
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  selectWishlistItems,
  wishlistCleared,
  wishlistItemRemoved,
  wishlistToggled,
  type WishlistItem,
} from './wishlistSlice';

export interface WishlistContextValue {
  items: WishlistItem[];
  /** True when the trip with this id is in the wishlist. */
  has: (id: number) => boolean;
  /** Adds the item, or removes it when present. */
  toggle: (item: WishlistItem) => void;
  remove: (id: number) => void;
  clear: () => void;
}

const WishlistContext = createContext<WishlistContextValue | null>(null);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const items = useAppSelector(selectWishlistItems);
  const dispatch = useAppDispatch();
  const ids = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const has = useCallback((id: number) => ids.has(id), [ids]);
  const toggle = useCallback((item: WishlistItem) => dispatch(wishlistToggled(item)), [dispatch]);
  const remove = useCallback((id: number) => dispatch(wishlistItemRemoved(id)), [dispatch]);
  const clear = useCallback(() => dispatch(wishlistCleared()), [dispatch]);
  const value = useMemo(() => ({ items, has, toggle, remove, clear }), [items, has, toggle, remove, clear]);
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist must be used within a WishlistProvider');
  return value;
}
