/**
 * Parts shared by the stored slices' valibot schemas (each slice's `*Schema.ts`, loaded only when the browser has
 * something stored: src/lib/persist.ts).
 */
import * as v from 'valibot';

/** A number that JSON can hold (not NaN or ±Infinity). */
export const finiteNumber = v.pipe(v.number(), v.finite());

export const integer = v.pipe(v.number(), v.integer());

export const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A string with something other than spaces in it. */
export const nonEmptyString = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== ''),
);
