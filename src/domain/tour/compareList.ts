/**
 * The compare list (spec part 2: compare page; §4 "adding an already-present trip is ignored; removing and
 * clearing are supported"; §9 at most 4 trips). Kept in the browser under 'compare-trips'.
 */
import type { CompareEntry } from './compareListSchema';

export type { CompareEntry };

export const MAX_COMPARE_TRIPS = 4;

export type AddOutcome = 'added' | 'duplicate' | 'full';

/** The list after adding `entry`: unchanged when present (duplicate) or when it already holds 4 (full). */
export function addCompareTrip(
  list: readonly CompareEntry[],
  entry: CompareEntry,
): { list: CompareEntry[]; outcome: AddOutcome } {
  if (list.some((t) => t.id === entry.id || t.slug === entry.slug))
    return { list: [...list], outcome: 'duplicate' };
  if (list.length >= MAX_COMPARE_TRIPS) return { list: [...list], outcome: 'full' };
  return { list: [...list, entry], outcome: 'added' };
}

export function removeCompareTrip(list: readonly CompareEntry[], id: number): CompareEntry[] {
  return list.filter((t) => t.id !== id);
}

export function isInCompare(list: readonly CompareEntry[], id: number): boolean {
  return list.some((t) => t.id === id);
}

/** The trips the page shows: the first 4 (excess trips are ignored). */
export function comparedTrips(list: readonly CompareEntry[]): CompareEntry[] {
  return list.slice(0, MAX_COMPARE_TRIPS);
}
