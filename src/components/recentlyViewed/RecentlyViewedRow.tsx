/**
 * 'Recently viewed' / 'Đã xem gần đây': the trips this visitor opened last, newest first, as a scrollable row of
 * small cards, with a button that clears them. Nothing is shown while the list is empty (nor in the server's
 * HTML: the list lives in this browser only, and arrives just after the page starts), so the row's code
 * (RecentlyViewedList, with the carousel) loads only when there is something to list.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useAppSelector } from '@/lib/hooks';
import { selectRecentlyViewed } from '@/lib/state/recentlyViewedSlice';

const RecentlyViewedList = lazy(
  () => import(/* webpackChunkName: "recently-viewed" */ './RecentlyViewedList'),
);

export function RecentlyViewedRow({
  exclude,
}: {
  /** The slug of the trip on screen (not listed). */ exclude?: string;
}) {
  const all = useAppSelector(selectRecentlyViewed);
  const trips = useMemo(() => all.filter((trip) => trip.slug !== exclude), [all, exclude]);
  if (trips.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList trips={trips} />
    </Suspense>
  );
}
