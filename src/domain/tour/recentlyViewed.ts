/** Recently viewed trips: the last 8 tours the visitor opened, newest first, each once (beyond the spec). */
import type { RecentlyViewedTrip } from './recentlyViewedSchema';

export const RECENTLY_VIEWED_LIMIT = 8;

/** The list after opening `trip`: it comes first, any earlier visit of it is removed, at most 8 are kept. */
export function addRecentlyViewed(
  items: readonly RecentlyViewedTrip[],
  trip: RecentlyViewedTrip,
): RecentlyViewedTrip[] {
  return [trip, ...items.filter((item) => item.slug !== trip.slug)].slice(0, RECENTLY_VIEWED_LIMIT);
}
