/**
 * The trip-listing filter state's shape (valibot), as kept in the browser ('trip-filters'): its types are derived
 * from it (./tourFilterState.ts), and a value restored from the browser must match it (src/lib/persist.ts loads it
 * only then).
 */
import * as v from 'valibot';
import { integer } from '../shared/storedSchemaParts';

const bound = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));

export const numberRangeSchema = v.object({ min: bound, max: bound });

/** The spec's filter state (dates come from the URL, see ListingLocation). */
export const tourFilterStateSchema = v.object({
  duration: numberRangeSchema,
  price: numberRangeSchema,
  comfortLevel: v.array(v.string()),
  physicalRating: v.array(v.pipe(integer, v.minValue(1), v.maxValue(5))),
  onSale: v.boolean(),
  earlyBird: v.boolean(),
  lastMinute: v.boolean(),
  style: v.array(integer),
  theme: v.array(integer),
  deals: v.array(integer),
});

export type NumberRange = v.InferOutput<typeof numberRangeSchema>;
export type TourFilterState = v.InferOutput<typeof tourFilterStateSchema>;
