/**
 * Recently viewed trips' stored shape (valibot): their types are derived from it, and a value restored from the
 * browser must match it (src/lib/persist.ts loads it only then).
 */
import * as v from 'valibot';
import { RECENTLY_VIEWED_LIMIT } from './recentlyViewed';
import { finiteNumber, nonEmptyString } from '../shared/storedSchemaParts';

export const recentlyViewedTripSchema = v.object({
  slug: nonEmptyString,
  title: v.string(),
  /** Image path or URL as the content service gave it (resolved when shown); null without one. */
  image: v.nullable(v.string()),
  /** Days, or null when unknown. */
  duration: v.nullable(finiteNumber),
  /** The tour's "from" price in VNĐ when it was viewed, or null (contact for price). */
  priceVnd: v.nullable(finiteNumber),
});

export const recentlyViewedStateSchema = v.object({
  items: v.pipe(v.array(recentlyViewedTripSchema), v.maxLength(RECENTLY_VIEWED_LIMIT)),
});

export type RecentlyViewedTrip = v.InferOutput<typeof recentlyViewedTripSchema>;
export type RecentlyViewedState = v.InferOutput<typeof recentlyViewedStateSchema>;
