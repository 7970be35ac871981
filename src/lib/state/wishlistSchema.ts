/**
 * The wishlist's stored shape (spec part 1 §3 wishlist item) as a valibot schema: the slice's types are derived
 * from it, and a value restored from the browser must match it (src/lib/persist.ts loads it only then).
 */
import * as v from 'valibot';
import { finiteNumber, nonEmptyString } from '@/domain/shared/storedSchemaParts';

export const wishlistItemSchema = v.object({
  id: finiteNumber,
  /** Needed to link to the trip (/{lang}/detail-trip/{slug}). */
  slug: nonEmptyString,
  title: v.string(),
  imageUrl: v.string(),
  location: v.nullable(v.string()),
  rating: finiteNumber,
  duration: finiteNumber,
  style: v.nullable(v.string()),
  physicalRating: v.nullable(finiteNumber),
  tripCode: v.nullable(v.string()),
  price: v.nullable(finiteNumber),
});

export const wishlistStateSchema = v.object({ items: v.array(wishlistItemSchema) });

export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;
export type WishlistState = v.InferOutput<typeof wishlistStateSchema>;
