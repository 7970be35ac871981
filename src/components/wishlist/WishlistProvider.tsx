/**
 * The wishlist for components: `useWishlist()` inside a <WishlistProvider>. The items live in the persisted
 * 'wishlist' slice; the hook gives a small, stable API over it. Using the hook outside its provider is an error
 * (spec part 1 §8).
 *
 * The provider's context carries only the actions, which never change; each reader subscribes to the items itself.
 * A context value that changed with the items would re-render every reader from the top of the page, and right
 * after hydration (the browser's saved wishlist restored) that re-render is synchronous and hydrates every part of
 * the page still waiting, in one long task.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import {
  selectWishlistItems,
  wishlistCleared,
  wishlistItemRemoved,
  wishlistToggled,
  type WishlistItem,
} from '@/lib/state/wishlistSlice';

export interface WishlistContextValue {
  items: WishlistItem[];
  /** True when the trip with this id is in the wishlist. */
  has: (id: number) => boolean;
  /** Adds the item, or removes it when present. */
  toggle: (item: WishlistItem) => void;
  remove: (id: number) => void;
  clear: () => void;
}

type WishlistActions = Pick<WishlistContextValue, 'toggle' | 'remove' | 'clear'>;

const WishlistContext = createContext<WishlistActions | null>(null);

export function WishlistProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const actions = useMemo<WishlistActions>(
    () => ({
      toggle: (item) => dispatch(wishlistToggled(item)),
      remove: (id) => dispatch(wishlistItemRemoved(id)),
      clear: () => dispatch(wishlistCleared()),
    }),
    [dispatch],
  );
  return <WishlistContext.Provider value={actions}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistContextValue {
  const actions = useContext(WishlistContext);
  if (!actions) throw new Error('useWishlist must be used within a WishlistProvider');
  const items = useAppSelector(selectWishlistItems);
  const ids = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const has = useCallback((id: number) => ids.has(id), [ids]);
  return useMemo(() => ({ items, has, ...actions }), [items, has, actions]);
}
